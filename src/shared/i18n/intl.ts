import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from 'react-intl';
import { localeByPrefix, type LocalePrefix } from '../../../generated/locales.ts';
import type { Messages } from './messages.ts';

const cache = createIntlCache();

/** Formatting outside React (page loader, document head). */
export function intlFor(locale: LocalePrefix, messages: Messages | undefined): IntlShape {
  return createIntl({ locale: localeByPrefix[locale].tag, defaultLocale: 'en', messages, onError: reportIntlError }, cache);
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
