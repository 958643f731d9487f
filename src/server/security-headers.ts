/**
 * Security headers on every answer, through Hono's secure-headers middleware. The pages run no
 * inline script (the router state and the site settings are JSON data blocks, which a
 * Content-Security-Policy does not execute), so scripts come from 'self' only besides the two
 * constant inline scripts, allowed by their hashes; a page's critical CSS is inline, allowed by its
 * hash in that page's own policy (withStyleSource), and nothing else inline is; the full style
 * sheets come from 'self'.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';

/** Origins a later feature adds to a directive (a chat widget's script, a payment gateway's frame). */
export interface CspSources {
  readonly scriptSrc?: readonly string[];
  readonly connectSrc?: readonly string[];
  readonly imgSrc?: readonly string[];
  readonly frameSrc?: readonly string[];
  readonly styleSrc?: readonly string[];
  /** Where forms may post besides the site (a payment gateway's hosted page). */
  readonly formAction?: readonly string[];
}

export interface SecurityHeaderOptions {
  /** The site is served over https: HSTS and upgrade-insecure-requests. */
  readonly secure: boolean;
  readonly sources?: CspSources;
  /**
   * Development only: a fresh nonce on every answer is allowed in style-src (the page hands it to
   * Vite's client in `<meta property="csp-nonce">`, for the `<style>` elements it injects). The
   * handler reads it from `c.get('secureHeadersNonce')`.
   */
  readonly styleNonce?: boolean;
}

/** The Content-Security-Policy directives, in the order they are written. */
export function cspDirectives({ secure, sources = {} }: SecurityHeaderOptions): Record<string, string[]> {
  const list = (own: string[], extra: readonly string[] = []) => [...new Set([...own, ...extra])];
  return {
    defaultSrc: ["'none'"],
    scriptSrc: list(["'self'"], sources.scriptSrc),
    styleSrc: list(["'self'"], sources.styleSrc),
    imgSrc: list(["'self'", 'data:'], sources.imgSrc),
    fontSrc: ["'self'"],
    connectSrc: list(["'self'"], sources.connectSrc),
    manifestSrc: ["'self'"],
    frameSrc: list([], sources.frameSrc).length ? list([], sources.frameSrc) : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: list(["'self'"], sources.formAction),
    frameAncestors: ["'none'"],
    ...(secure ? { upgradeInsecureRequests: [] } : {}),
  };
}

export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const directives = cspDirectives(options);
  return secureHeaders({
    contentSecurityPolicy: options.styleNonce ? { ...directives, styleSrc: [...(directives.styleSrc ?? []), NONCE] } : directives,
    // Two years, as browsers' preload lists expect; only where the site is https.
    strictTransportSecurity: options.secure ? 'max-age=63072000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
    // A handler that sets its own header (the development mailbox's policy) keeps it.
    overwrite: false,
  });
}

/**
 * The headers the middleware writes on every answer, as it writes them: an answer made whole in
 * one go (a page from the cache) carries them from the start, so that nothing rewrites its headers
 * on the way out. Null in development, whose policy has a nonce per answer.
 */
export async function fixedSecurityHeaders(options: SecurityHeaderOptions): Promise<Readonly<Record<string, string>> | null> {
  if (options.styleNonce) return null;
  const probe = new Hono().use(securityHeaders(options)).get('*', (c) => c.body(null));
  const response = await probe.request('http://localhost/');
  return Object.fromEntries(response.headers);
}

/** The name of the policy's header, as fixedSecurityHeaders writes it. */
export const CSP_HEADER = 'content-security-policy';

/** A policy with one more source in its style-src directive (a page's inline style, by its hash). */
export function withStyleSource(policy: string, source: string): string {
  return policy.replace(/(^|;\s*)(style-src\b[^;]*)/, (_, before: string, directive: string) => `${before}${directive} ${source}`);
}

/**
 * Of those headers, the ones a subresource's answer needs: a script, a style sheet, a font or a
 * raster image is loaded into a document and never shown as one, so the policy, framing,
 * permissions, opener and agent-cluster headers, which govern a document, do nothing on it. Left
 * off, they spare about 1.5 KB on each such answer, which HTTP/1.1 sends uncompressed: a first
 * visit loads a dozen of them.
 */
const SUBRESOURCE_HEADERS = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
  'referrer-policy',
]);

export function subresourceHeaders(all: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  return Object.fromEntries(Object.entries(all).filter(([name]) => SUBRESOURCE_HEADERS.has(name.toLowerCase())));
}

/** Whether an answer's Content-Type is a subresource's (see subresourceHeaders); SVG is a document. */
export function isSubresourceType(contentType: string | null): boolean {
  const type = contentType?.split(';')[0]!.trim().toLowerCase() ?? '';
  return (
    type === 'text/javascript' ||
    type === 'application/javascript' ||
    type === 'text/css' ||
    type === 'application/wasm' ||
    type.startsWith('font/') ||
    (type.startsWith('image/') && type !== 'image/svg+xml')
  );
}
