/**
 * A content page's body: its blocks in order, each rendered by the component of its type. The first
 * block, when it is a hero, carries the page's one <h1>; otherwise the page title does.
 */
import { Tool } from './tools.tsx';
import { createContext, useContext, type ReactNode } from 'react';
import { Link } from '../../shared/nav/index.ts';
import { headingAnchor, type Block } from '../../../generated/content.ts';
import { serviceBySlug } from '../../../generated/page-links.ts';
import type { PageId } from '../../../generated/routes.ts';
import { usePageHref, type PageData } from '../../shared/page/view.ts';
import { Icon } from '../../shared/ui/icon.tsx';
import { Picture } from '../../shared/ui/picture.tsx';
import { part } from './parts.ts';
import { blockIcons } from './icons.ts';
import { useContentText, type ContentText } from './text.ts';
import './blocks.css';

type Of<T extends Block['type']> = Extract<Block, { type: T }>;

/** On the country landing: its country (ISO code) and the service page of a service × country URL. */
interface Landing {
  readonly country: string | null;
  readonly service: PageId | null;
}
const LandingContext = createContext<Landing>({ country: null, service: null });
type Action = Of<'hero'>['actions'][number];

interface BlockProps<T extends Block['type']> {
  readonly block: Of<T>;
  readonly t: ContentText;
  readonly id: string;
}

function Actions({ actions, t }: { actions: readonly Action[]; t: ContentText }) {
  const href = usePageHref();
  const { service } = useContext(LandingContext);
  if (actions.length === 0) return null;
  return (
    <div className="block-actions">
      {actions.map((a) => (
        <Link
          key={a.page + a.label}
          className={`button button-${a.style}`}
          to={href(a.page === '@service' ? (service ?? 'main') : (a.page as PageId))}
        >
          {t(a.label)}
        </Link>
      ))}
    </div>
  );
}

function Heading({ text, intro, id }: { text: string; intro?: string; id: string }) {
  return (
    <div className="block-heading">
      <h2 id={id}>{text}</h2>
      {intro ? <p className="block-intro">{intro}</p> : null}
    </div>
  );
}

function Hero({ block, t, first }: BlockProps<'hero'> & { first: boolean }) {
  const Title = first ? 'h1' : 'h2';
  return (
    <section className="block block-hero">
      <div className={block.image ? 'container block-hero-grid block-hero-media' : 'container block-hero-grid'}>
        <div className="block-hero-text">
          <Title>{t(block.heading)}</Title>
          <p className="lead">{t(block.text)}</p>
          <Actions actions={block.actions} t={t} />
        </div>
        {block.image ? (
          <Picture
            className="block-hero-image"
            src={block.image.src}
            width={block.image.width}
            height={block.image.height}
            alt={block.image.alt ? t(block.image.alt) : ''}
            priority={first}
          />
        ) : null}
      </div>
    </section>
  );
}

function Features({ block, t, id }: BlockProps<'features'>) {
  const href = usePageHref();
  return (
    <section className="block container" aria-labelledby={id}>
      <Heading id={id} text={t(block.heading)} intro={block.intro ? t(block.intro) : undefined} />
      <ul className="block-features">
        {block.items.map((item) => {
          return (
            <li key={item.title} className="block-card">
              <Icon name={blockIcons[item.icon]} className="block-icon" />
              <h3>{item.page ? <Link to={href(item.page as PageId)}>{t(item.title)}</Link> : t(item.title)}</h3>
              <p>{t(item.text)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Steps({ block, t, id }: BlockProps<'steps'>) {
  return (
    <section className="block container" aria-labelledby={id}>
      <Heading id={id} text={t(block.heading)} intro={block.intro ? t(block.intro) : undefined} />
      <ol className="block-steps">
        {block.items.map((item) => (
          <li key={item.title}>
            <h3>{t(item.title)}</h3>
            <p>{t(item.text)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Faq({ block, t, id }: BlockProps<'faq'>) {
  return (
    <section className="block container" aria-labelledby={id}>
      <Heading id={id} text={t(block.heading)} intro={block.intro ? t(block.intro) : undefined} />
      <div className="block-faq">
        {block.items.map((item) => (
          <details key={item.question}>
            <summary>{t(item.question)}</summary>
            <p>{t(item.answer)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

function Text({ block, t, id }: BlockProps<'text'>) {
  return (
    <section className="block container block-text" aria-labelledby={block.heading ? id : undefined}>
      {block.heading ? <h2 id={id}>{t(block.heading)}</h2> : null}
      {block.paragraphs.map((p) => (
        <p key={p}>{t(p)}</p>
      ))}
    </section>
  );
}

function Callout({ block, t }: BlockProps<'callout'>) {
  return (
    <div className="container">
      <aside className={`block-callout block-callout-${block.tone}`}>
        {block.title ? <p className="block-callout-title">{t(block.title)}</p> : null}
        <p>{t(block.text)}</p>
      </aside>
    </div>
  );
}

function Cta({ block, t, id }: BlockProps<'cta'>) {
  return (
    <section className="block block-cta" aria-labelledby={id}>
      <div className="container">
        <h2 id={id}>{t(block.heading)}</h2>
        {block.text ? <p>{t(block.text)}</p> : null}
        <Actions actions={block.actions} t={t} />
      </div>
    </section>
  );
}

function ContactFormBlock({ block, t, id }: BlockProps<'contact-form'>) {
  return (
    <section className="block container" aria-labelledby={block.heading ? id : undefined}>
      {block.heading ? <Heading id={id} text={t(block.heading)} /> : null}
      <Tool type="contact-form" />
    </section>
  );
}

function DownloadsBlock({ block, t, id }: BlockProps<'downloads'>) {
  const { Downloads } = part('downloads');
  return (
    <section className="block container" aria-labelledby={block.heading ? id : undefined}>
      {block.heading ? <Heading id={id} text={t(block.heading)} /> : null}
      <Downloads platform={block.platform} />
    </section>
  );
}

function Platforms({ block, t, id }: BlockProps<'platforms'>) {
  const { PlatformGrid } = part('downloads');
  return (
    <section className="block container" aria-labelledby={id}>
      <Heading id={id} text={t(block.heading)} intro={block.intro ? t(block.intro) : undefined} />
      <PlatformGrid />
    </section>
  );
}

function Servers({ block, t, id }: BlockProps<'servers'>) {
  const { country } = useContext(LandingContext);
  const { ServerList } = part('servers');
  return (
    <section className="block container" aria-labelledby={block.heading ? id : undefined}>
      {block.heading ? <Heading id={id} text={t(block.heading)} /> : null}
      <ServerList filter={block.filter} country={country} />
    </section>
  );
}

function CookieTableBlock({ block, t, id }: BlockProps<'cookie-table'>) {
  const { CookieTable } = part('legal');
  return (
    <section className="block container" aria-labelledby={id}>
      <Heading id={id} text={t(block.heading)} intro={block.intro ? t(block.intro) : undefined} />
      <CookieTable block={block} t={t} />
    </section>
  );
}

function Comparison({ block, t, id }: BlockProps<'comparison'>) {
  const { ComparisonTable } = part('legal');
  return (
    <section className="block container" aria-labelledby={id}>
      <Heading id={id} text={t(block.heading)} intro={block.intro ? t(block.intro) : undefined} />
      <ComparisonTable block={block} t={t} />
    </section>
  );
}

function AnswersBlock({ block, t, id }: BlockProps<'answers'>) {
  const { Answers } = part('answers');
  return (
    <section className="block container" aria-labelledby={id}>
      <Heading id={id} text={t(block.heading)} intro={block.intro ? t(block.intro) : undefined} />
      <Answers block={block} t={t} id={id} />
    </section>
  );
}

/** A tool's block: its optional heading, then the tool. */
function ToolBlock({ heading, t, id, children }: { heading: string | undefined; t: ContentText; id: string; children: ReactNode }) {
  return (
    <section className="block container" aria-labelledby={heading ? id : undefined}>
      {heading ? <Heading id={id} text={t(heading)} /> : null}
      {children}
    </section>
  );
}

function CookieConsentBlock({ block, t, id }: BlockProps<'cookie-consent'>) {
  const { ConsentChoice } = part('consent');
  return (
    <section className="block container" aria-labelledby={id}>
      <Heading id={id} text={t(block.heading)} intro={block.text ? t(block.text) : undefined} />
      <ConsentChoice />
    </section>
  );
}

function Company({ block, t, id }: BlockProps<'company'>) {
  const { CompanyFacts } = part('legal');
  return (
    <section className="block container" aria-labelledby={block.heading ? id : undefined}>
      {block.heading ? <Heading id={id} text={t(block.heading)} /> : null}
      <CompanyFacts />
    </section>
  );
}

function ContentsBlock(props: BlockProps<'contents'> & { after: readonly Block[] }) {
  const { Contents } = part('legal');
  return <Contents {...props} />;
}

interface BlockViewProps {
  readonly block: Block;
  readonly t: ContentText;
  readonly id: string;
  readonly first: boolean;
  /** The blocks after this one (a table of contents lists their headings). */
  readonly after: readonly Block[];
}

function BlockView({ block, t, id, first, after }: BlockViewProps) {
  switch (block.type) {
    case 'hero':
      return <Hero block={block} t={t} id={id} first={first} />;
    case 'features':
      return <Features block={block} t={t} id={id} />;
    case 'steps':
      return <Steps block={block} t={t} id={id} />;
    case 'faq':
      return <Faq block={block} t={t} id={id} />;
    case 'text':
      return <Text block={block} t={t} id={id} />;
    case 'callout':
      return <Callout block={block} t={t} id={id} />;
    case 'downloads':
      return <DownloadsBlock block={block} t={t} id={id} />;
    case 'platforms':
      return <Platforms block={block} t={t} id={id} />;
    case 'servers':
      return <Servers block={block} t={t} id={id} />;
    case 'contact-form':
      return <ContactFormBlock block={block} t={t} id={id} />;
    case 'contents':
      return <ContentsBlock block={block} after={after} t={t} id={id} />;
    case 'cookie-table':
      return <CookieTableBlock block={block} t={t} id={id} />;
    case 'comparison':
      return <Comparison block={block} t={t} id={id} />;
    case 'answers':
      return <AnswersBlock block={block} t={t} id={id} />;
    case 'company':
      return <Company block={block} t={t} id={id} />;
    case 'password-generator':
      return (
        <ToolBlock heading={block.heading} t={t} id={id}>
          <Tool type="password-generator" />
        </ToolBlock>
      );
    case 'ip-check':
      return (
        <ToolBlock heading={block.heading} t={t} id={id}>
          <Tool type="ip-check" />
        </ToolBlock>
      );
    case 'dns-leak-test':
      return (
        <ToolBlock heading={block.heading} t={t} id={id}>
          <Tool type="dns-leak-test" />
        </ToolBlock>
      );
    case 'webrtc-leak-test':
      return (
        <ToolBlock heading={block.heading} t={t} id={id}>
          <Tool type="webrtc-leak-test" />
        </ToolBlock>
      );
    case 'cookie-consent':
      return <CookieConsentBlock block={block} t={t} id={id} />;
    case 'cta':
      return <Cta block={block} t={t} id={id} />;
  }
}

/** A block's id: the anchor of its heading, which a table of contents links to. */
function anchorOf(block: Block, index: number): string {
  return 'heading' in block && block.heading ? headingAnchor(block.heading) : `block-${index}`;
}

/**
 * The blocks of a content page; the page's title is its heading when no hero opens the page. On the
 * country landing, the blocks of the other variant are left out and the texts get {country} and
 * {service}.
 */
export function Blocks({ data, blocks }: { data: PageData; blocks: readonly Block[] }) {
  const t = useContentText(data.route, data.values);
  const service = data.params.service ? (serviceBySlug.get(data.params.service) ?? null) : null;
  const variant = data.route === 'country' ? (service ? 'service' : 'country') : undefined;
  const shown = blocks.filter((block) => block.variant === undefined || block.variant === variant);
  const heroFirst = shown[0]?.type === 'hero';
  return (
    <LandingContext.Provider value={{ country: data.params.code?.toUpperCase() ?? null, service }}>
      {heroFirst ? null : (
        <section className="container page-intro">
          <h1>{data.title}</h1>
        </section>
      )}
      {shown.map((block, i) => (
        <BlockView key={i} block={block} t={t} id={anchorOf(block, i)} first={i === 0} after={shown.slice(i + 1)} />
      ))}
    </LandingContext.Provider>
  );
}
