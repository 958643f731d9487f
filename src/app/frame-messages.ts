/**
 * The part of its locale's catalogue a server-rendered page carries (a JSON block), so that it
 * hydrates without loading the whole catalogue first: the messages its render formatted with
 * those of their features, and the frame's, whose states change in the browser after hydration (the header once the session is
 * restored, the menu, the cookie banner's settings, the locale switcher, the page saying its
 * language did not load). The whole catalogue loads once the page has hydrated (entry-client.tsx).
 */
import type { IntlShape, MessageDescriptor, MessageFormatElement } from 'react-intl';
import type { Messages } from '../shared/i18n/index.ts';

export const FRAME_MESSAGES_ID = 'frame-messages';

/** The frame's messages, by id prefix: always carried. */
const FRAME_PREFIXES = ['layout.', 'nav.', 'footer.', 'consent.', 'locale.', 'error.locale.'];

/**
 * Where the ids are each page's own (the pages' titles and descriptions, the error pages' texts),
 * only those used are carried: a crawler's error page has the server error's title, never its text.
 */
const ONLY_USED = new Set(['page.', 'error.']);

const featureOf = (id: string) => id.slice(0, id.indexOf('.') + 1 || id.length);

/**
 * The messages of a catalogue a page carries, given the ids its render formatted: those, every
 * message of the features they belong to (their first id segment: `checkout.` …), whose states
 * change in the browser before the whole catalogue may have arrived (a promo code being checked, a
 * form's errors), and the frame's.
 */
export function carriedMessages(catalogue: Messages, used: ReadonlySet<string>): Partial<Messages> {
  const features = new Set([...used].map(featureOf).filter((feature) => !ONLY_USED.has(feature)));
  const carried: Record<string, MessageFormatElement[]> = {};
  for (const { id, feature, frame, message } of indexOf(catalogue))
    if (frame || used.has(id) || features.has(feature)) carried[id] = message;
  return carried as Partial<Messages>;
}

interface IndexedMessage {
  readonly id: string;
  readonly feature: string;
  /** Always carried: one of the frame's. */
  readonly frame: boolean;
  readonly message: MessageFormatElement[];
}

/** Each catalogue's messages with their feature and whether the frame's, worked out once (every page of the locale asks). */
const indexes = new WeakMap<Messages, readonly IndexedMessage[]>();

function indexOf(catalogue: Messages): readonly IndexedMessage[] {
  let index = indexes.get(catalogue);
  if (!index)
    indexes.set(
      catalogue,
      (index = Object.entries(catalogue as Record<string, MessageFormatElement[]>).map(([id, message]) => ({
        id,
        feature: featureOf(id),
        frame: FRAME_PREFIXES.some((prefix) => id.startsWith(prefix)),
        message,
      }))),
    );
  return index;
}

/**
 * A message as the page writes it: a plain text (most of them) as that string, anything else (an
 * argument, a plural) in its compiled form. The wrapper of a plain text's compiled form would be a
 * fifth of the block.
 */
type PackedMessage = string | MessageFormatElement[];

/** A compiled message's plain-text part (`TYPE.literal` of @formatjs/icu-messageformat-parser, whose code stays out of the bundle). */
const LITERAL = 0;

/** The carried messages as the document's JSON block holds them (packMessages ∘ unpack is the identity). */
export function packMessages(messages: Partial<Messages>): Record<string, PackedMessage> {
  const packed: Record<string, PackedMessage> = {};
  for (const [id, message] of Object.entries(messages as Record<string, MessageFormatElement[]>)) {
    const only = message.length === 1 ? message[0]! : null;
    packed[id] = only?.type === (LITERAL as number) ? (only as { value: string }).value : message;
  }
  return packed;
}

/** The messages the document carries, or null (none, or malformed). */
export function readCarriedMessages(doc: Document): Partial<Messages> | null {
  const text = doc.getElementById(FRAME_MESSAGES_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const messages: Record<string, MessageFormatElement[]> = {};
    for (const [id, message] of Object.entries(value as Record<string, PackedMessage>))
      messages[id] = typeof message === 'string' ? [{ type: LITERAL, value: message } as MessageFormatElement] : message;
    return messages as Partial<Messages>;
  } catch {
    return null;
  }
}

/** A formatter that notes the id of every message it formats (the server's render). */
export function recordingIntl(intl: IntlShape, used: Set<string>): IntlShape {
  const formatMessage = ((descriptor: MessageDescriptor, ...rest: unknown[]) => {
    if (descriptor.id !== undefined) used.add(String(descriptor.id));
    return (intl.formatMessage as (...args: unknown[]) => unknown)(descriptor, ...rest);
  }) as IntlShape['formatMessage'];
  return { ...intl, formatMessage, $t: formatMessage };
}
