/**
 * The loader of every URL: resolve → route rules → messages and page chunk → page data → the
 * page's start, each step that touches state in the runtime's scope.
 */
import { allSettled, scopeBind, type Effect } from 'effector';
import { data, redirect, redirectDocument, type LoaderFunctionArgs } from 'react-router';
import { localeByPrefix, localePrefixes, type LocalePrefix } from '../../generated/locales.ts';
import { resolve, type Resolution } from '../../generated/resolver.ts';
import { editions } from '../../generated/editions.ts';
import { countryPage, countryServiceMessages, pages, routes, serviceBySlug, type PageSpec } from '../../generated/routes.ts';
import { loadMessages } from '../shared/i18n/catalogue.ts';
import { intlFor, specMessage } from '../shared/i18n/index.ts';
import { articleBySlug, articleLocales, indexPageCount } from '../shared/blog/index.ts';
import { answerText, summaryOf } from '../shared/content/index.ts';
import { countryName } from '../shared/lib/country-name.ts';
import { sitePath } from '../shared/lib/safe-url.ts';
import { pageStarted, type PageData, type PageStart } from '../shared/page/index.ts';
import { loadContent, loadPage } from './page-registry.ts';
import { applyPayload, hasPayload, loadPayload } from './payload.ts';
import { routeRulesFx } from './route-rules.ts';
import type { AppRuntime } from './runtime.ts';

/** The body of a 404 the error page shows. */
export interface NotFoundData {
  readonly locale: LocalePrefix;
  readonly message: string;
}

export function pageSpecOf(resolution: Resolution): PageSpec | null {
  if (resolution.kind !== 'page') return null;
  return resolution.page === 'country' ? countryPage : pages[resolution.page];
}

async function pageData(
  resolution: Extract<Resolution, { kind: 'page' }>,
  page: PageSpec,
  edition: PageData['edition'],
): Promise<PageData> {
  const { locale } = resolution;
  const intl = intlFor(locale, await loadMessages(locale));
  let title: string;
  let description: string;
  let values: PageData['values'];
  let only: PageData['only'];
  if (resolution.page === 'blog-article' || resolution.page === 'blog-page') {
    // The validation has found the article in this locale, and the page number in range.
    const article = resolution.page === 'blog-article' ? articleBySlug(resolution.params.slug ?? '') : null;
    const text = article?.texts[locale];
    values = text ? { title: text.title, description: text.description } : { page: resolution.params.slug ?? '' };
    const number = Number(resolution.params.slug);
    only = {
      locales: article ? articleLocales(article) : localePrefixes.filter((l) => indexPageCount(l) >= number),
      elsewhere: '/blog/',
    };
    title = intl.formatMessage(specMessage(page.title), values);
    description = intl.formatMessage(specMessage(page.description), values);
  } else if (resolution.page === 'answer') {
    // The answer's texts are the help centre's catalogue, loaded before this runs.
    const text = answerText(locale, resolution.params.slug ?? '');
    values = { question: text.question, summary: summaryOf(text.answer) };
    title = intl.formatMessage(specMessage(page.title), values);
    description = intl.formatMessage(specMessage(page.description), values);
  } else if (resolution.page === 'country') {
    const country = countryName(resolution.params.code ?? '', localeByPrefix[locale].tag);
    const serviceId = serviceBySlug.get(resolution.params.service ?? '');
    values = { country, service: serviceId ? intl.formatMessage(specMessage(pages[serviceId].title)) : '' };
    const ids = serviceId ? countryServiceMessages : page;
    title = intl.formatMessage(specMessage(ids.title), values);
    description = intl.formatMessage(specMessage(ids.description), values);
  } else {
    title = intl.formatMessage(specMessage(page.title));
    description = intl.formatMessage(specMessage(page.description));
  }
  return {
    route: resolution.page,
    locale,
    edition,
    title,
    description,
    rest: resolution.rest,
    params: resolution.params,
    ...(values ? { values } : {}),
    ...(only ? { only } : {}),
  };
}

/**
 * Runs an effect in the runtime's scope. The server waits for everything it started (the render
 * needs all of it); the browser waits for the effect alone: another effect of the document (a
 * sign-in going to this page) may be waiting for this very navigation, and allSettled would wait
 * for it in turn.
 */
async function runEffect<P, D>(runtime: AppRuntime, effect: Effect<P, D, unknown>, params: P): Promise<D> {
  if (runtime.side === 'client') return scopeBind(effect, { scope: runtime.scope })(params);
  const result = await allSettled(effect, { scope: runtime.scope, params });
  if (result.status === 'fail') throw result.value;
  return result.value;
}

/** Starts the page in the runtime's scope; the server waits for what the start set off, as above. */
async function startPage(runtime: AppRuntime, start: PageStart): Promise<void> {
  if (runtime.side === 'client') scopeBind(pageStarted, { scope: runtime.scope })(start);
  else await allSettled(pageStarted, { scope: runtime.scope, params: start });
}

export function createPageLoader(runtime: AppRuntime) {
  return async function pageLoader({ request }: LoaderFunctionArgs): Promise<PageData> {
    const url = new URL(request.url);
    const edition = runtime.edition();
    const resolution = resolve(url.pathname, edition);
    const page = pageSpecOf(resolution);
    // Messages first: a 404 renders the localized error page.
    await loadMessages(resolution.locale);
    const outcome = await runEffect(runtime, routeRulesFx, {
      url,
      edition,
      side: runtime.side,
      resolution,
      page,
      randomId: runtime.randomId,
    });
    if (outcome.kind === 'redirect') {
      if (outcome.external) throw redirectDocument(outcome.to, outcome.status);
      // A rule's same-site target must stay on the site, whatever the URL it was built from.
      const to = sitePath(outcome.to);
      if (to === null)
        throw data({ locale: resolution.locale, message: `Page not found: ${url.pathname}` } satisfies NotFoundData, { status: 404 });
      throw redirect(to, outcome.status);
    }
    // /profile-check/ sends the user on once the browser's rules have restored the session.
    if (outcome.kind === 'continue' && runtime.side === 'client' && page?.id === 'profile-check') {
      const defaultLocale = editions[edition].defaultLocale;
      throw redirect((outcome.session?.signedIn ? routes.cabinetProfile : routes.login).href(resolution.locale, defaultLocale), 302);
    }
    if (outcome.kind === 'not-found' || resolution.kind !== 'page' || !page) {
      const message = outcome.kind === 'not-found' ? outcome.message : `Page not found: ${url.pathname}`;
      throw data({ locale: resolution.locale, message } satisfies NotFoundData, { status: 404 });
    }
    // An answer's title is its question, from the catalogue its content brings.
    const content = loadContent(resolution.page, resolution.locale, resolution.params);
    if (resolution.page === 'answer') await content;
    // In the browser the page's API data comes from its payload, fetched meanwhile (or ahead, by prefetch.ts).
    const payload = runtime.side === 'client' && hasPayload(resolution.page) ? loadPayload(url.pathname) : null;
    const [result] = await Promise.all([pageData(resolution, page, edition), loadPage(resolution.page), content]);
    const loaded = await payload;
    if (loaded) applyPayload(runtime.scope, loaded);
    await startPage(runtime, {
      page: result,
      search: url.search,
      side: runtime.side,
      browser: runtime.browser(),
      ...(runtime.visitorIp ? { visitorIp: runtime.visitorIp } : {}),
    });
    return result;
  };
}
