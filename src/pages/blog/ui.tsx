/**
 * The blog: the index of a locale's articles, newest first, a page at a time (/blog/, then
 * /blog/page/2/ …), and each article (/blog/{slug}/) with its image, date and text. An article
 * exists only in the locales it is written in; the index of a locale lists only those.
 */
import { defineMessages, useIntl } from 'react-intl';
import { withArguments } from '../../shared/i18n/index.ts';
import { itemPath } from '../../../generated/routes.ts';
import { localeByPrefix, type LocalePrefix } from '../../../generated/locales.ts';
import {
  articleBody,
  articleBySlug,
  articleLocales,
  indexPage,
  indexPageCount,
  localesWithArticles,
  type Article,
  type BlogBlock,
  type BlogInline,
} from '../../shared/blog/index.ts';
import { Link } from '../../shared/nav/index.ts';
import { usePathHref, type PageData } from '../../shared/page/view.ts';
import { Picture } from '../../shared/ui/picture.tsx';
import './blog.css';

const messages = defineMessages({
  intro: {
    id: 'blog.intro',
    defaultMessage: 'Guides to privacy and security online: what the threats are, what helps against them and how to check for yourself.',
  },
  read: { id: 'blog.read', defaultMessage: 'Read the article' },
  pages: { id: 'blog.pages', defaultMessage: 'Pages of the blog' },
  previous: { id: 'blog.previous', defaultMessage: 'Newer articles' },
  next: { id: 'blog.next', defaultMessage: 'Older articles' },
  pageOf: { id: 'blog.pageOf', defaultMessage: 'Page {page} of {pages}' },
  none: {
    id: 'blog.none',
    defaultMessage: 'Our articles are not written in this language. You can read them in:',
  },
  published: { id: 'blog.published', defaultMessage: 'Published {date}' },
  otherLanguages: { id: 'blog.otherLanguages', defaultMessage: 'This article in other languages' },
  back: { id: 'blog.back', defaultMessage: 'All articles' },
  feed: { id: 'blog.feed', defaultMessage: 'Subscribe to the feed (Atom)' },
});

const INDEX_REST = '/blog/';
const FEED_REST = '/blog/feed.xml';

function useDate() {
  const intl = useIntl();
  // A published date is a day, the same wherever the reader is.
  return (date: string) => intl.formatDate(`${date}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
}

function Inline({ content }: { content: readonly BlogInline[] }) {
  const href = usePathHref();
  return (
    <>
      {content.map((part, i) => {
        if (typeof part === 'string') return part;
        if ('strong' in part)
          return (
            <strong key={i}>
              <Inline content={part.strong} />
            </strong>
          );
        if ('em' in part)
          return (
            <em key={i}>
              <Inline content={part.em} />
            </em>
          );
        if ('code' in part) return <code key={i}>{part.code}</code>;
        return part.href.startsWith('/') ? (
          <Link key={i} to={href(part.href)}>
            <Inline content={part.content} />
          </Link>
        ) : (
          <a key={i} href={part.href} rel="noopener noreferrer">
            <Inline content={part.content} />
          </a>
        );
      })}
    </>
  );
}

function Body({ blocks }: { blocks: readonly BlogBlock[] }) {
  return (
    <>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'h2':
            return (
              <h2 key={i}>
                <Inline content={block.content} />
              </h2>
            );
          case 'h3':
            return (
              <h3 key={i}>
                <Inline content={block.content} />
              </h3>
            );
          case 'p':
            return (
              <p key={i}>
                <Inline content={block.content} />
              </p>
            );
          case 'ul':
          case 'ol': {
            const List = block.type;
            return (
              <List key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>
                    <Inline content={item} />
                  </li>
                ))}
              </List>
            );
          }
          case 'quote':
            return (
              <blockquote key={i}>
                {block.paragraphs.map((p, j) => (
                  <p key={j}>
                    <Inline content={p} />
                  </p>
                ))}
              </blockquote>
            );
        }
      })}
    </>
  );
}

function Card({ article, locale, first }: { article: Article; locale: LocalePrefix; first: boolean }) {
  const intl = useIntl();
  const href = usePathHref();
  const date = useDate();
  const text = article.texts[locale]!;
  const to = href(itemPath('blog-article', article.slug));
  return (
    <li className="blog-card">
      <Picture className="blog-card-image" {...article.image} alt="" priority={first} />
      <div className="blog-card-text">
        <time dateTime={article.date}>{date(article.date)}</time>
        <h2>
          <Link to={to}>{text.title}</Link>
        </h2>
        <p>{text.description}</p>
        <Link to={to} className="blog-card-more" aria-hidden="true" tabIndex={-1}>
          {intl.formatMessage(messages.read)}
        </Link>
      </div>
    </li>
  );
}

function Pagination({ page, pages }: { page: number; pages: number }) {
  const intl = useIntl();
  const href = usePathHref();
  if (pages < 2) return null;
  const pageHref = (n: number) => href(n === 1 ? INDEX_REST : `${INDEX_REST}page/${n}/`);
  return (
    <nav className="blog-pages" aria-label={intl.formatMessage(messages.pages)}>
      {page > 1 ? (
        <Link to={pageHref(page - 1)} rel="prev">
          {intl.formatMessage(messages.previous)}
        </Link>
      ) : (
        <span />
      )}
      <span>{intl.formatMessage(withArguments(messages.pageOf), { page, pages })}</span>
      {page < pages ? (
        <Link to={pageHref(page + 1)} rel="next">
          {intl.formatMessage(messages.next)}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

function Index({ data }: { data: PageData }) {
  const intl = useIntl();
  const href = usePathHref();
  const page = data.route === 'blog-page' ? Number(data.params.slug) : 1;
  const shown = indexPage(data.locale, page);
  return (
    <div className="container blog">
      <header className="page-intro">
        <h1>{data.title}</h1>
        <p className="lead">{intl.formatMessage(messages.intro)}</p>
      </header>
      {shown.length > 0 ? (
        <>
          <ul className="blog-list">
            {shown.map((article, i) => (
              <Card key={article.slug} article={article} locale={data.locale} first={i === 0} />
            ))}
          </ul>
          <Pagination page={page} pages={indexPageCount(data.locale)} />
          <p className="blog-feed">
            <a href={href(FEED_REST)} type="application/atom+xml">
              {intl.formatMessage(messages.feed)}
            </a>
          </p>
        </>
      ) : (
        <div className="blog-none">
          <p>{intl.formatMessage(messages.none)}</p>
          <ul>
            {localesWithArticles().map((l) => (
              <li key={l}>
                <a href={href(INDEX_REST, l)} hrefLang={localeByPrefix[l].tag} lang={localeByPrefix[l].tag}>
                  {localeByPrefix[l].name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function ArticlePage({ data }: { data: PageData }) {
  const intl = useIntl();
  const href = usePathHref();
  const date = useDate();
  const slug = data.params.slug ?? '';
  const article = articleBySlug(slug);
  const text = article?.texts[data.locale];
  const body = articleBody(slug, data.locale);
  // The loader has checked the article and loaded its body; without them there is nothing to show.
  if (!article || !text || !body) throw new Error(`The article ${slug} (${data.locale}) is not loaded`);
  const others = articleLocales(article).filter((l) => l !== data.locale);
  return (
    <article className="container blog-article">
      <header>
        <p className="blog-back">
          <Link to={href(INDEX_REST)}>{intl.formatMessage(messages.back)}</Link>
        </p>
        <h1>{text.title}</h1>
        <p className="blog-date">
          {intl.formatMessage(withArguments(messages.published), { date: <time dateTime={article.date}>{date(article.date)}</time> })}
        </p>
        <Picture className="blog-article-image" {...article.image} alt={text.imageAlt} priority />
      </header>
      <div className="blog-text">
        <Body blocks={body} />
      </div>
      {others.length > 0 ? (
        <aside className="blog-languages" aria-labelledby="blog-languages">
          <h2 id="blog-languages">{intl.formatMessage(messages.otherLanguages)}</h2>
          <ul>
            {others.map((l) => (
              <li key={l}>
                <a href={href(itemPath('blog-article', slug), l)} hrefLang={localeByPrefix[l].tag} lang={localeByPrefix[l].tag}>
                  <span className="blog-language">{localeByPrefix[l].name}</span> {article.texts[l]!.title}
                </a>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </article>
  );
}

export function Page({ data }: { data: PageData }) {
  return data.route === 'blog-article' ? <ArticlePage data={data} /> : <Index data={data} />;
}
