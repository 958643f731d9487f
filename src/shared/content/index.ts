/**
 * Content pages (spec/content/<page>.yaml): their blocks, generated/content/<page>.ts, and their
 * catalogue in the page's locale, each a chunk loaded on first use, so a page brings only its own.
 * The chunks' loaders are loaders.ts's; the first page's chunk the browser imports by the address
 * the server gives (src/app/entry-client.tsx), so that a page's first load holds no loader of all.
 */
import { company, contact, refund } from '../../../generated/constants.ts';
import { contentMessagePrefix, pagesWithContent, type Block, type CatalogueLoaders } from '../../../generated/content.ts';
import type { LocalePrefix } from '../../../generated/locales.ts';
import type { RouteId } from '../../../generated/routes.ts';
import { intlFor, joinMessages, loadedMessages, loadedPageMessages, loadPageMessages, type Messages } from '../i18n/index.ts';

/** The company's facts and refund windows (spec/constants.yaml), which any content text may name. */
export const companyValues = {
  company: company.legalName,
  companyEmail: company.email,
  privacyEmail: company.privacyEmail,
  supportEmail: contact.supportEmail,
  refundDays: refund.firstPaymentDays,
  renewalRefundDays: refund.renewalDays,
} as const;

/** A content page's module, generated/content/<page>.ts. */
export type ContentModule = { blocks: readonly Block[]; catalogues: CatalogueLoaders };

const loaded = new Map<RouteId, readonly Block[]>();

export function hasContent(route: RouteId): boolean {
  return pagesWithContent.has(route);
}

/** The content page whose blocks and catalogue a route shows: an answer's are the help centre's. */
export function contentPageOf(route: RouteId): RouteId {
  return route === 'answer' ? 'answers' : route;
}

/** The source of a content page's module, as the build manifest names it. */
export function contentSource(shown: RouteId): string {
  return `generated/content/${contentPageOf(shown)}.ts`;
}

/** Takes a content page's module (loaded), and loads its catalogue in the locale. */
export async function receivePageContent(shown: RouteId, locale: LocalePrefix, module: ContentModule): Promise<void> {
  const route = contentPageOf(shown);
  loaded.set(route, module.blocks);
  await loadPageMessages(route, locale, module.catalogues);
}

/** The blocks of a content page once loaded, or null for a page without content. */
export function contentOf(shown: RouteId): readonly Block[] | null {
  const route = contentPageOf(shown);
  return hasContent(route) ? (loaded.get(route) ?? null) : null;
}

/** A question of the help centre and its answer in a locale, once the answers' catalogue has loaded. */
export function answerText(locale: LocalePrefix, slug: string): { question: string; answer: string } {
  const frame = loadedMessages(locale);
  const own = loadedPageMessages('answers', locale);
  const intl = intlFor(locale, frame && own ? joinMessages(frame, own) : ({ ...frame, ...own } as Messages));
  const text = (key: string) => intl.formatMessage({ id: `${contentMessagePrefix('answers')}q.${slug}.${key}` as never }, companyValues);
  return { question: text('question'), answer: text('answer') };
}

/** The opening of a text for a meta description: its first paragraph, cut at a word near 160 characters. */
export function summaryOf(text: string, max = 160): string {
  const first = text.split(/\n\s*\n/)[0]!.trim();
  if (first.length <= max) return first;
  const cut = first.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}
