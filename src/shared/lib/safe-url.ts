/**
 * Redirect targets that stay on the site. Every redirect the site makes (route rules, trailing
 * slash, locale switch, `next` after login) passes through `sitePath`; the server checks every
 * Location it sends with `isAllowedLocation`.
 */
const BASE = 'http://site.invalid';
// Backslashes and control characters are rewritten or dropped by URL parsers ('/\evil' and
// '/<tab>/evil' both become '//evil'): a path containing one is never a redirect target. In the
// query and fragment a backslash is only a character; control characters are refused anywhere.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const UNSAFE = /[\\\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The part of a target before its query or fragment. */
const pathPart = (value: string) => value.split(/[?#]/, 1)[0]!;

/**
 * The path (with query and fragment) of a same-site target, normalized as a browser would read
 * it, or null when it could leave the site: a scheme, a host, a protocol-relative '//' form, or
 * dot segments that collapse into one ('/.//evil' reads as '//evil').
 */
export function sitePath(value: string | null | undefined): string | null {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    UNSAFE.test(pathPart(value)) ||
    CONTROL.test(value)
  ) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? null : path;
}

/** A path to return to after signing in: a same-site path and query (no fragment), or null. */
export function safeNextPath(value: string | null | undefined): string | null {
  const path = sitePath(value);
  if (path === null) return null;
  const url = new URL(path, BASE);
  return `${url.pathname}${url.search}`;
}

/**
 * Whether a Location header stays on the site or goes to one of `origins` (the configured
 * edition hosts, the help desk, the external targets of spec/redirects.yaml).
 */
export function isAllowedLocation(location: string, origins: ReadonlySet<string>): boolean {
  if (location.startsWith('/')) return sitePath(location) !== null;
  if (UNSAFE.test(pathPart(location)) || CONTROL.test(location)) return false;
  try {
    const url = new URL(location);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && origins.has(url.origin);
  } catch {
    return false;
  }
}

/**
 * Where support sign-on sends the user (DECISIONS 13): the configured help desk's JWT entry with
 * the token, and `return_to` passed on only when it is an https page of that same help desk.
 */
export function helpDeskTarget(helpDesk: string, jwt: string, returnTo: string | null): string {
  const target = new URL('/access/jwt', helpDesk);
  target.searchParams.set('jwt', jwt);
  if (returnTo && !CONTROL.test(returnTo) && !returnTo.includes('\\')) {
    try {
      const back = new URL(returnTo);
      if (back.protocol === 'https:' && back.origin === target.origin && !back.username && !back.password) {
        target.searchParams.set('return_to', back.href);
      }
    } catch {
      // Not a URL: ignored.
    }
  }
  return target.href;
}
