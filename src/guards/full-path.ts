/** The path and query of a URL, as the not-found messages name it. */
export function fullPath(url: URL): string {
  return `${url.pathname}${url.search}`;
}
