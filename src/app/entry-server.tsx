/**
 * The server entry: run the route rules and render a page to HTML with the data the browser
 * hydrates. Each render has its own Effector scope, so no state passes between requests.
 */
import { fork, serialize, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, isRouteErrorResponse, type RouteObject, type StaticHandlerContext } from 'react-router';
import { resolve } from '../../generated/resolver.ts';
import type { IpInfo } from '../../generated/api/schemas.ts';
import type { EditionId, EnvironmentId } from '../../generated/editions.ts';
import type { LocalePrefix } from '../../generated/locales.ts';
import { countryPage, errorPage, pages, type RouteId } from '../../generated/routes.ts';
import { configureServerApi, type ServerApiAccess } from '../shared/api/index.ts';
import { loadMessages } from '../shared/i18n/catalogue.ts';
import { intlFor, specMessage, type Messages } from '../shared/i18n/index.ts';
import { $pageFreshness, type PageData, type PageFreshness } from '../shared/page/index.ts';
import { pageShowsVisitorPlatform } from '../features/app-download/index.ts';
import { articlesIn } from '../shared/blog/index.ts';
import { contentOf } from '../shared/content/index.ts';
import { partSources } from '../widgets/blocks/parts.ts';
import { toolSources } from '../widgets/blocks/tools.tsx';
import { hintsFromHeaders } from '../shared/lib/platform.ts';
import { randomRuId } from '../shared/lib/random-id.ts';
import { RU_REGENERATE } from '../guards/ru-regenerate.ts';
import { documentHead, type DocumentHead } from './document-head.ts';
import { carriedMessages } from './frame-messages.ts';
import { structuredData } from './structured-data.ts';
import { atomFeed } from './feed.ts';
import { NavContext, staticNavigator } from '../shared/nav/index.ts';
import { ModelViewContext } from '../shared/model-view/index.ts';
import { scopeModelView } from './model-bindings.ts';
import { appStateOf, AppView } from './app-view.tsx';
import { ErrorShell } from './error-shell.tsx';
import { provideErrorView } from './error-view.tsx';
import { provideFooter } from './layout/footer-slot.tsx';
import { SiteFooter } from './layout/site-footer.tsx';
import { guardChain, runChain } from '../guards/index.ts';
import { ERROR_VIEW_SOURCE, MODELS_SOURCE } from './page-module-source.ts';
import { pageSpecOf, type NotFoundData } from './page-loader.ts';
import { createRoutes, PAGE_ROUTE_ID } from './routes.ts';
import type { AppRuntime } from './runtime.ts';
import { RuntimeContext } from './runtime-context.ts';

export interface ServerRenderInput {
  readonly request: Request;
  readonly edition: EditionId;
  readonly env: EnvironmentId | null;
  readonly helpDeskUrl: string | null;
  /** How the render reaches the API for public data; without it, pages that need some render without it. */
  readonly api?: ServerApiAccess;
  /** The visitor's address as /ip answers it, for the IP check's first HTML; absent: the browser asks. */
  readonly visitorIp?: () => Promise<IpInfo | null>;
  /** The edition's public origin, for the page's structured data (absent: none). */
  readonly origin?: string;
}

/** A rendered page, or the Response the route rules answered with (a redirect). */
export type ServerRenderResult =
  | { readonly kind: 'response'; readonly response: Response }
  | {
      readonly kind: 'page';
      readonly status: number;
      readonly head: DocumentHead;
      /** The app's HTML, hydration data included. */
      readonly body: string;
      /** Chunks the page needs: its body's module name and its messages' locale. */
      /** The route rendered (null for an error page). */
      readonly route: RouteId | null;
      readonly locale: LocalePrefix;
      /** The route rules' not-found message, for the log. */
      readonly notFound: string | null;
      /** The router state the browser hydrates from, errors serialized as React Router reads them. */
      readonly hydration: unknown;
      /**
       * The render's scope, serialized (store values by sid): what the page's start set up from
       * the URL. Never a session: tokens live in the browser, and pages are cached for everyone.
       */
      readonly scope: Record<string, unknown>;
      /** How long this render stays true (the page cache keeps a `live` one briefly, a `failed` one not at all). */
      readonly freshness: PageFreshness;
      /** Whether the page leads with the visitor's platform, read from the request: one cached page per platform. */
      readonly byPlatform: boolean;
      /**
       * Source files of chunks the page needs besides its body's and content's: its blocks' parts,
       * its tools' and then the models' start; the error page's view for an error.
       */
      readonly modules: readonly string[];
      /**
       * Query parameters this page's render reads (spec/routes.yaml `query`, and the RU edition's
       * `regenerate` rule): a URL carrying one is rendered for itself; any other query is the browser's.
       */
      readonly query: readonly string[];
      /** The page's schema.org JSON-LD objects (src/app/structured-data.ts). */
      readonly structuredData: readonly object[];
      /** The part of the locale's catalogue the page carries (src/app/frame-messages.ts). */
      readonly messages: Partial<Messages>;
      /** The models' values the render read through shared/model-view, by name: the page carries them. */
      readonly modelValues: Record<string, unknown>;
    };

// The views a browser loads as chunks of their own, which the server renders at once.
provideErrorView(ErrorShell);
provideFooter(SiteFooter);

/** Route errors as React Router's browser router deserializes them. */
function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (isRouteErrorResponse(value)) out[key] = { ...value, __type: 'RouteErrorResponse' };
    else if (value instanceof Error) out[key] = { message: value.message, __type: 'Error' };
    else out[key] = value;
  }
  return out;
}

function serverRuntime(input: ServerRenderInput, scope: Scope): AppRuntime {
  return {
    side: 'server',
    env: input.env,
    helpDeskUrl: input.helpDeskUrl,
    scope,
    models: {
      provider: () => (children) => <Provider value={scope}>{children}</Provider>,
      subscribe: () => () => {},
    },
    edition: () => input.edition,
    randomId: () => randomRuId(),
    userAgent: () => input.request.headers.get('user-agent') ?? '',
    browser: () => hintsFromHeaders(input.request.headers),
    usedMessages: new Set(),
    ...(input.visitorIp ? { visitorIp: input.visitorIp } : {}),
  };
}

async function headOf(
  context: StaticHandlerContext,
  edition: EditionId,
  env: EnvironmentId | null,
  url: URL,
): Promise<{ head: DocumentHead; page: PageData | null; notFound: NotFoundData | null }> {
  const page = (context.loaderData.page as PageData | undefined) ?? null;
  if (page)
    return { head: documentHead({ ...page, env, rest: page.rest, feed: articlesIn(page.locale).length > 0 }), page, notFound: null };
  const error = context.errors?.page as { data?: NotFoundData } | undefined;
  const locale = error?.data?.locale ?? resolve(url.pathname, edition).locale;
  const intl = intlFor(locale, await loadMessages(locale));
  const texts = context.statusCode >= 500 ? errorPage.serverError : errorPage;
  const head = documentHead({
    title: intl.formatMessage(specMessage(texts.title)),
    description: intl.formatMessage(specMessage(texts.description)),
    locale,
    edition,
    rest: null,
  });
  return { head, page: null, notFound: error?.data ?? null };
}

export async function renderPage(input: ServerRenderInput): Promise<ServerRenderResult> {
  if (input.api) configureServerApi(input.api);
  const runtime = serverRuntime(input, fork());
  return renderRoutes(input, runtime, createRoutes(runtime));
}

/**
 * The localized error page with status 500, for a request whose page failed to render (product
 * spec §8): the route's error boundary renders it, as it does in the browser; a crawler gets the
 * frame without the error (logged, not shown).
 */
export async function renderErrorPage(input: ServerRenderInput): Promise<ServerRenderResult> {
  const runtime = serverRuntime(input, fork());
  const { locale } = resolve(new URL(input.request.url).pathname, input.edition);
  const routes: RouteObject[] = [
    {
      id: PAGE_ROUTE_ID,
      path: '*',
      loader: async () => {
        await loadMessages(locale);
        throw new Error('The page could not be rendered');
      },
      hasErrorBoundary: true,
    },
  ];
  return renderRoutes(input, runtime, routes);
}

async function renderRoutes(input: ServerRenderInput, runtime: AppRuntime, routes: RouteObject[]): Promise<ServerRenderResult> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(input.request);
  if (context instanceof Response) return { kind: 'response', response: context };
  const modelValues = new Map<string, unknown>();
  const body = renderToString(
    <StrictMode>
      <ModelViewContext.Provider value={scopeModelView(runtime.scope, modelValues)}>
        <RuntimeContext.Provider value={runtime}>
          <NavContext.Provider value={staticNavigator(new URL(input.request.url))}>
            <AppView state={appStateOf(context.loaderData, context.errors)} />
          </NavContext.Provider>
        </RuntimeContext.Provider>
      </ModelViewContext.Provider>
    </StrictMode>,
  );
  const { head, page, notFound } = await headOf(context, input.edition, input.env, new URL(input.request.url));
  const locale = page?.locale ?? notFound?.locale ?? 'en';
  return {
    kind: 'page',
    status: context.statusCode,
    head,
    body,
    route: page?.route ?? null,
    locale,
    notFound: notFound?.message ?? null,
    hydration: { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) },
    scope: serialize(runtime.scope),
    freshness: runtime.scope.getState($pageFreshness),
    byPlatform: page ? pageShowsVisitorPlatform(page.route) : false,
    modules: page
      ? [...partSources(contentOf(page.route) ?? []), ...withModels(toolSources(contentOf(page.route) ?? []))]
      : [ERROR_VIEW_SOURCE],
    query: [...(page ? (page.route === 'country' ? countryPage : pages[page.route]).query : []), ...ruleQuery(input.edition)],
    structuredData:
      page && input.origin && (page.route === 'country' || pages[page.route].indexed)
        ? structuredData({ page, origin: input.origin, blocks: contentOf(page.route) })
        : [],
    messages: carriedMessages(await loadMessages(locale), runtime.usedMessages ?? new Set()),
    modelValues: Object.fromEntries(modelValues),
  };
}

/** A page's tools, and the models' start, which a page with a tool loads before it hydrates. */
function withModels(tools: readonly string[]): string[] {
  return tools.length > 0 ? [...tools, MODELS_SOURCE] : [];
}

/** The query parameters the route rules read on every page of an edition (rule 2, RU's `regenerate`). */
function ruleQuery(edition: EditionId): readonly string[] {
  return edition === 'RU' ? [RU_REGENERATE] : [];
}

/**
 * The locale of the 404 page the route rules answer a URL with, decided without rendering (the
 * server sends that locale's 404 page, rendered once: unknown URLs never render one each); null
 * when the rules lead anywhere else, or cannot decide without the session.
 */
export async function notFoundLocale(url: URL, edition: EditionId): Promise<LocalePrefix | null> {
  const resolution = resolve(url.pathname, edition);
  try {
    const outcome = await runChain(guardChain, {
      url,
      edition,
      side: 'server',
      resolution,
      page: pageSpecOf(resolution),
      randomId: randomRuId,
      session: null,
    });
    return outcome.kind === 'not-found' ? resolution.locale : null;
  } catch {
    return null;
  }
}

/** The blog's Atom feed of a locale, titled in its language; null where the locale has no article. */
export async function renderFeed(input: { locale: LocalePrefix; edition: EditionId; origin: string }): Promise<string | null> {
  const intl = intlFor(input.locale, await loadMessages(input.locale));
  return atomFeed({
    ...input,
    title: intl.formatMessage(specMessage(pages.blog.title)),
    description: intl.formatMessage(specMessage(pages.blog.description)),
  });
}
