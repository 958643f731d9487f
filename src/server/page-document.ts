/**
 * The HTML document of a rendered page: the same function for a page rendered on request
 * (site.ts) and one prerendered at build (prerender.ts), so that the two are byte for byte alike.
 * Everything in it besides the render comes from the deployment's settings, which
 * `renderSettingsKey` sums up: a prerendered page is served only where the key is the same.
 */
import { createHash } from 'node:crypto';
import type { EditionId, EnvironmentId } from '../../generated/editions.ts';
import type { ServerRenderResult } from '../app/entry-server.tsx';
import { pageModuleSources } from '../app/page-module-source.ts';
import { FRAME_MESSAGES_ID, packMessages } from '../app/frame-messages.ts';
import { MODEL_VALUES_ID, SCOPE_DATA_ID } from '../app/scope-data.ts';
import { siteConfigScript } from '../app/site-config.ts';
import type { SiteConfig } from '../shared/config/site.ts';
import type { AssetIndex } from './assets.ts';
import { jsonScript, PARSED_MARK, renderDocument, type RenderedDocument } from './html.ts';

export type RenderedPage = Extract<ServerRenderResult, { kind: 'page' }>;

/** What a page's document depends on besides its render. */
export interface RenderSettings {
  /** Each edition's configured public origin. */
  readonly origins: Readonly<Record<EditionId, string>>;
  readonly env: EnvironmentId | null;
  readonly helpDeskUrl: string | null;
  /** What the browser is told about the deployment (the site-config script). */
  readonly config: SiteConfig;
}

export function pageDocument(
  result: RenderedPage,
  edition: EditionId,
  settings: RenderSettings,
  assets: AssetIndex,
  /** Development: the answer's CSP nonce, for the styles Vite injects. */
  cspNonce?: string,
): RenderedDocument {
  return renderDocument({
    head: result.head,
    origin: settings.origins[edition],
    origins: settings.origins,
    assets: assets.forPage(
      result.route ? [...pageModuleSources(result.route, result.locale), ...result.modules] : result.modules,
      result.locale,
    ),
    body: result.body,
    structuredData: result.structuredData,
    dataScripts: [
      // First: the mark the document's first render waits for (html.ts).
      jsonScript(PARSED_MARK, result.hydration),
      jsonScript(SCOPE_DATA_ID, result.scope),
      jsonScript(FRAME_MESSAGES_ID, packMessages(result.messages)),
      jsonScript(MODEL_VALUES_ID, result.modelValues),
      siteConfigScript(settings.config),
    ].join('\n'),
    cspNonce,
  });
}

/**
 * A digest of the settings a page's document depends on (the build's files included, through the
 * build id in the site config): equal keys, equal documents for equal renders.
 */
export function renderSettingsKey(settings: RenderSettings): string {
  const { origins, env, helpDeskUrl, config } = settings;
  const canonical = JSON.stringify({
    origins: Object.fromEntries(Object.entries(origins).sort(([a], [b]) => a.localeCompare(b))),
    env,
    helpDeskUrl,
    config: sortKeys(config),
  });
  return createHash('sha256').update(canonical).digest('hex').slice(0, 32);
}

/** A JSON value with its objects' keys in order, so that the digest does not depend on how it was built. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, sortKeys(v)]),
    );
  return value;
}

/**
 * A page's payload (src/app/payload.ts) from its document: the scope its render left, as the
 * document carries it for hydration (JSON whose '<' are escaped, so it ends at the first </script>).
 */
export function pagePayload(html: Buffer): Buffer {
  const text = html.toString('utf8');
  const open = `<script id="${SCOPE_DATA_ID}" type="application/json">`;
  const start = text.indexOf(open);
  const end = start < 0 ? -1 : text.indexOf('</script>', start + open.length);
  const scope = end < 0 ? '{}' : text.slice(start + open.length, end);
  return Buffer.from(`{"scope":${scope}}`);
}
