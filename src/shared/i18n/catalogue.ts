/**
 * The loaders of the frame's catalogues, one chunk per locale (messages.ts keeps what has loaded):
 * a page hydrates with the part of its catalogue it carries, and this loads the whole after.
 */
import type { LocalePrefix } from '../../../generated/locales.ts';
import { forgetWholeMessages, receiveMessages, wholeMessages, type Messages } from './messages.ts';

const loaders = import.meta.glob<Messages>('../../../build/messages/*.json', { import: 'default' });
const loading = new Map<LocalePrefix, Promise<Messages>>();

// The development server evaluates this module anew when a catalogue has changed: what the loaders
// gave before is stale (the first evaluation finds nothing to forget).
forgetWholeMessages();

/** The catalogue of a locale, the whole of it; 'Failed loading locale' when its chunk cannot load. */
export async function loadMessages(locale: LocalePrefix): Promise<Messages> {
  const whole = wholeMessages(locale);
  if (whole) return whole;
  const load = loaders[`../../../build/messages/${locale}.json`];
  if (!load) throw new Error(`Failed loading locale ${locale}: no catalogue`);
  let pending = loading.get(locale);
  if (!pending) {
    pending = load()
      .then((messages) => {
        receiveMessages(locale, messages);
        return messages;
      })
      .catch((cause: unknown) => {
        throw new Error(`Failed loading locale ${locale}`, { cause });
      })
      .finally(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}
