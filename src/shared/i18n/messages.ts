/**
 * Compiled (AST) message catalogues, lazily loaded chunks: the frame's, one per locale (its loaders
 * are catalogue.ts's, loaded after a page has hydrated), and each content page's, one per page and
 * locale (its loaders live in the page's content chunk), so a page brings only its own texts
 * besides the frame's.
 */
import type { MessageFormatElement } from 'react-intl';
import type { LocalePrefix } from '../../../generated/locales.ts';
import type en from '../../../locales/en.json';

/** A compiled catalogue: every id of the source catalogue (build merges English under each locale). */
export type Messages = Record<keyof typeof en, MessageFormatElement[]>;

/** Each locale's catalogue: the whole of it, or the part a server-rendered page carried (seedMessages). */
const cache = new Map<LocalePrefix, { readonly messages: Messages; readonly whole: boolean }>();

/** Told when a locale's whole catalogue replaces the part a page carried (frame.tsx renders again). */
const listeners = new Set<() => void>();
let version = 0;

/** A locale's whole catalogue once loaded (catalogue.ts), or undefined. */
export function wholeMessages(locale: LocalePrefix): Messages | undefined {
  const cached = cache.get(locale);
  return cached?.whole ? cached.messages : undefined;
}

/** Forgets the whole catalogues loaded (catalogue.ts, evaluated anew after a catalogue changed in development). */
export function forgetWholeMessages(): void {
  for (const [locale, entry] of cache) if (entry.whole) cache.delete(locale);
}

/** Keeps a locale's whole catalogue (catalogue.ts); a page that carried part of it renders again. */
export function receiveMessages(locale: LocalePrefix, messages: Messages): void {
  const seeded = cache.has(locale);
  cache.set(locale, { messages, whole: true });
  if (!seeded) return;
  version++;
  for (const listener of listeners) listener();
}

/**
 * Takes the part of a locale's catalogue a server-rendered page carries (the messages its render
 * formatted, and the frame's: src/app/frame-messages.ts), so that the page hydrates without loading
 * the whole catalogue first; loadMessages loads the whole of it afterwards.
 */
export function seedMessages(locale: LocalePrefix, messages: Partial<Messages>): void {
  if (!cache.has(locale)) cache.set(locale, { messages: messages as Messages, whole: false });
}

/** Subscribes to the replacement of a seeded catalogue by the whole one; returns the unsubscribe. */
export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Changes each time a seeded catalogue is replaced by the whole one. */
export function messagesVersion(): number {
  return version;
}

/** The locales whose catalogue has loaded, first loaded first. */
export function loadedLocales(): LocalePrefix[] {
  return [...cache.keys()];
}

/** Whether an error is a catalogue that could not load ('Failed loading locale', product spec §8). */
export function isLocaleLoadError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('Failed loading locale');
}

/** The catalogue of a locale if it has loaded (or the part of it the page carried). */
export function loadedMessages(locale: LocalePrefix): Messages | undefined {
  return cache.get(locale)?.messages;
}

/** A content page's compiled catalogue (ids content.<page>.…): every key of its English catalogue. */
export type PageMessages = Record<string, MessageFormatElement[]>;

const pageCache = new Map<string, PageMessages>();

/**
 * The catalogue of a content page in a locale, from the page's own loaders (generated/content/<page>.ts):
 * 'Failed loading locale' when its chunk cannot load.
 */
export async function loadPageMessages(
  page: string,
  locale: LocalePrefix,
  loaders: Readonly<Record<string, () => Promise<unknown>>>,
): Promise<PageMessages> {
  const key = `${page}/${locale}`;
  const cached = pageCache.get(key);
  if (cached) return cached;
  const load = Object.entries(loaders).find(([file]) => file.endsWith(`/${key}.json`))?.[1];
  if (!load) throw new Error(`Failed loading locale ${locale}: no catalogue for the page ${page}`);
  try {
    const messages = (await load()) as PageMessages;
    pageCache.set(key, messages);
    return messages;
  } catch (cause) {
    throw new Error(`Failed loading locale ${locale} of the page ${page}`, { cause });
  }
}

/** A content page's catalogue if it has loaded. */
export function loadedPageMessages(page: string, locale: LocalePrefix): PageMessages | undefined {
  return pageCache.get(`${page}/${locale}`);
}
