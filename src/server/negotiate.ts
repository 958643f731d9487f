/** Content negotiation of request headers, by the `negotiator` package (q-values, wildcards, q=0). */
import Negotiator from 'negotiator';

export type Encoding = 'br' | 'gzip' | null;

const ENCODINGS = ['br', 'gzip'];
const LANGUAGE_TAG = /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/;

/** The compressed form to send: brotli before gzip when the client weighs them equally; null for none. */
export function pickEncoding(acceptEncoding: string | null | undefined): Encoding {
  if (!acceptEncoding) return null;
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
  // negotiator 1.x takes the server's preference for ties; @types/negotiator predates the option.
  const encodings = negotiator.encodings.bind(negotiator) as (available: string[], options: { preferred: string[] }) => string[];
  const [best] = encodings(ENCODINGS, { preferred: ENCODINGS });
  return best === 'br' || best === 'gzip' ? best : null;
}

/** The languages of an Accept-Language header by descending q; wildcards and malformed tags are dropped. */
export function preferredLanguages(acceptLanguage: string | null | undefined): string[] {
  if (!acceptLanguage) return [];
  return new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages().filter((tag) => LANGUAGE_TAG.test(tag));
}
