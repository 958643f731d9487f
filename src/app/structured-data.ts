/**
 * Structured data (schema.org JSON-LD) for search engines, from what the page already shows:
 * the organization and the site on the main page, a breadcrumb trail on every other page, the
 * questions of a page's FAQ blocks, the app of a platform page (its version and system from
 * spec/constants.yaml `apps`, which marks them as example values), and a blog article's headline, date and image. No rating, review or
 * count is stated: the site has none to state.
 */
import { apps, brand, company } from '../../generated/constants.ts';
import { contentMessagePrefix, type Block } from '../../generated/content.ts';
import { editions } from '../../generated/editions.ts';
import { localeByPrefix } from '../../generated/locales.ts';
import { pageHref, pages, type RouteId } from '../../generated/routes.ts';
import { articleBySlug } from '../shared/blog/index.ts';
import { companyValues, contentPageOf } from '../shared/content/index.ts';
import { intlFor, joinMessages, loadedMessages, loadedPageMessages, specMessage, type Messages } from '../shared/i18n/index.ts';
import type { PageData } from '../shared/page/index.ts';

type Thing = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** The page a route's breadcrumb passes through between the main page and the page itself. */
const PARENT: Partial<Record<RouteId, RouteId>> = {
  'blog-article': 'blog',
  'blog-page': 'blog',
  answer: 'answers',
  country: 'servers',
};

export interface StructuredDataInput {
  readonly page: PageData;
  /** The page's edition's public origin. */
  readonly origin: string;
  /** The page's blocks (content pages), for its FAQ. */
  readonly blocks: readonly Block[] | null;
}

/** The JSON-LD objects of a page, each written in a <script type="application/ld+json">. */
export function structuredData({ page, origin, blocks }: StructuredDataInput): Thing[] {
  const { locale, edition } = page;
  const defaultLocale = editions[edition].defaultLocale;
  const url = (rest: string) => origin + pageHref(rest, locale, defaultLocale);
  const messages = loadedMessages(locale) ?? ({} as Messages);
  const intl = intlFor(locale, messages);
  const organization: Thing = {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: brand,
    legalName: company.legalName,
    url: url('/'),
    logo: `${origin}/favicon.svg`,
    email: company.email,
  };
  const language = localeByPrefix[locale].tag;
  const out: Thing[] = [];
  if (page.route === 'main') {
    out.push({ '@context': CONTEXT, ...organization });
    out.push({
      '@context': CONTEXT,
      '@type': 'WebSite',
      '@id': `${origin}/#website`,
      name: brand,
      url: url('/'),
      inLanguage: language,
      publisher: { '@id': organization['@id'] },
    });
  } else {
    const parent = PARENT[page.route];
    const trail = [
      { name: brand, item: url('/') },
      ...(parent
        ? [
            {
              name: intl.formatMessage(specMessage(pages[parent as keyof typeof pages].title)),
              item: url(pages[parent as keyof typeof pages].path),
            },
          ]
        : []),
      { name: page.title, item: url(page.rest) },
    ];
    out.push({
      '@context': CONTEXT,
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.item })),
    });
  }

  const faq = (blocks ?? []).filter((block): block is Extract<Block, { type: 'faq' }> => block.type === 'faq');
  if (faq.length > 0) {
    const content = contentPageOf(page.route);
    const own = loadedPageMessages(content, locale);
    const text = intlFor(locale, own ? joinMessages(messages, own) : messages);
    const prefix = contentMessagePrefix(content);
    const say = (key: string) => text.formatMessage({ id: `${prefix}${key}` as never }, { ...companyValues, ...page.values });
    out.push({
      '@context': CONTEXT,
      '@type': 'FAQPage',
      inLanguage: language,
      mainEntity: faq.flatMap((block) =>
        block.items.map((item) => ({
          '@type': 'Question',
          name: say(item.question),
          acceptedAnswer: { '@type': 'Answer', text: say(item.answer) },
        })),
      ),
    });
  }

  // A platform page with an app of its own (not one set up from a configuration file).
  const app = apps.find((a) => a.page === page.route);
  if (app && 'version' in app && 'minimum' in app) {
    out.push({
      '@context': CONTEXT,
      '@type': 'SoftwareApplication',
      name: `${brand} VPN`,
      operatingSystem: app.minimum,
      applicationCategory: 'SecurityApplication',
      softwareVersion: app.version,
      ...('sizeMb' in app ? { fileSize: `${app.sizeMb} MB` } : {}),
      url: url(page.rest),
      // The app itself costs nothing to install; Premium is bought on the site.
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
      publisher: { '@id': organization['@id'] },
    });
  }

  if (page.route === 'blog-article') {
    const article = articleBySlug(page.params.slug ?? '');
    const texts = article?.texts[locale];
    if (article && texts) {
      out.push({
        '@context': CONTEXT,
        '@type': 'Article',
        headline: texts.title,
        description: texts.description,
        datePublished: article.date,
        inLanguage: language,
        image: `${origin}${article.image.src}`,
        mainEntityOfPage: url(page.rest),
        author: { '@type': 'Organization', name: brand, url: url('/') },
        publisher: { '@type': 'Organization', name: brand, logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` } },
      });
    }
  }
  return out;
}
