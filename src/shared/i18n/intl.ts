import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from 'react-intl';
import { localeByPrefix, type LocalePrefix } from '../../../generated/locales.ts';
import type { Messages, PageMessages } from './messages.ts';

const cache = createIntlCache();

/** One formatter per catalogue and locale: made once, as every render of the locale's pages uses it. */
const made = new WeakMap<Messages, Map<LocalePrefix, IntlShape>>();

/** The formatter of a locale's catalogue, for React (RawIntlProvider) and outside it (page loader, document head). */
export function intlFor(locale: LocalePrefix, messages: Messages | undefined): IntlShape {
  const create = () => createIntl({ locale: localeByPrefix[locale].tag, defaultLocale: 'en', messages, onError: reportIntlError }, cache);
  if (!messages) return create();
  let byLocale = made.get(messages);
  if (!byLocale) made.set(messages, (byLocale = new Map()));
  let intl = byLocale.get(locale);
  if (!intl) byLocale.set(locale, (intl = create()));
  return intl;
}

/** A catalogue with a page's own messages over it, made once per pair. */
const joined = new WeakMap<Messages, WeakMap<PageMessages, Messages>>();

export function joinMessages(frame: Messages, own: PageMessages): Messages {
  let byOwn = joined.get(frame);
  if (!byOwn) joined.set(frame, (byOwn = new WeakMap()));
  let both = byOwn.get(own);
  if (!both) byOwn.set(own, (both = { ...frame, ...own }));
  return both;
}

/** A missing or broken message is reported on the console (every catalogue falls back to English at build). */
export function reportIntlError(error: Error): void {
  console.error(`[intl] ${error.message}`);
}

/**
 * A descriptor of a message with arguments ({count}, {date}, a plural), for formatMessage with
 * values: the typed descriptors of defineMessages do not infer ICU arguments.
 */
export function withArguments(message: MessageDescriptor): MessageDescriptor {
  return message;
}
