/** Compiled (AST) message catalogues, one lazily loaded chunk per locale. */
import type { MessageFormatElement } from 'react-intl';
import type { LocalePrefix } from '../../../generated/locales.ts';
import type en from '../../../locales/en.json';

/** A compiled catalogue: every id of the source catalogue (build merges English under each locale). */
export type Messages = Record<keyof typeof en, MessageFormatElement[]>;

const loaders = import.meta.glob<Messages>('../../../build/messages/*.json', { import: 'default' });
const cache = new Map<LocalePrefix, Messages>();

/** The catalogue of a locale; 'Failed loading locale' when its chunk cannot load. */
export async function loadMessages(locale: LocalePrefix): Promise<Messages> {
  const cached = cache.get(locale);
  if (cached) return cached;
  const load = loaders[`../../../build/messages/${locale}.json`];
  if (!load) throw new Error(`Failed loading locale ${locale}: no catalogue`);
  try {
    const messages = await load();
    cache.set(locale, messages);
    return messages;
  } catch (cause) {
    throw new Error(`Failed loading locale ${locale}`, { cause });
  }
}

/** The catalogue of a locale if it has loaded. */
export function loadedMessages(locale: LocalePrefix): Messages | undefined {
  return cache.get(locale);
}
