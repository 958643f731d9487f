import { describe, expect, it } from 'vitest';
import { carriedMessages, FRAME_MESSAGES_ID, packMessages, readCarriedMessages } from '../../src/app/frame-messages.ts';
import type { Messages } from '../../src/shared/i18n/index.ts';

const text = (value: string) => [{ type: 0, value }];
const catalogue = Object.fromEntries(
  [
    'layout.menu',
    'consent.acceptAll',
    'checkout.title',
    'checkout.promo.checking',
    'cabinet.title',
    'page.order.title',
    'page.order.description',
    'page.main.title',
    'error.server.heading',
    'error.locale.title',
    'error.server.title',
  ].map((id) => [id, text(id)]),
) as unknown as Messages;

describe('the messages a page carries', () => {
  it('are those its render formatted, every message of their features, and the frame’s', () => {
    const carried = carriedMessages(catalogue, new Set(['checkout.title', 'page.order.title']));
    expect(Object.keys(carried).sort()).toEqual(
      ['checkout.promo.checking', 'checkout.title', 'consent.acceptAll', 'error.locale.title', 'layout.menu', 'page.order.title'].sort(),
    );
  });

  it('leave out the server error’s texts a render did not show (a crawler never gets them)', () => {
    expect(Object.keys(carriedMessages(catalogue, new Set()))).not.toContain('error.server.heading');
    // Its title is in the head, whoever reads the page; the texts of the error page stay out.
    expect(Object.keys(carriedMessages(catalogue, new Set(['error.server.title'])))).not.toContain('error.server.heading');
  });

  it('are written with each plain text as a string, and read back as they were compiled', () => {
    const messages: Record<string, unknown> = {
      plain: text('Hello'),
      argument: [
        { type: 0, value: 'Hi, ' },
        { type: 1, value: 'name' },
      ],
      plural: [{ type: 6, value: 'count', options: { other: { value: [{ type: 7 }] } }, offset: 0, pluralType: 'cardinal' }],
      empty: [],
    };
    const packed = packMessages(messages as Partial<Messages>);
    expect(packed.plain).toBe('Hello');
    expect(packed.argument).toEqual(messages.argument);
    const json = JSON.stringify(packed);
    const doc = { getElementById: (id: string) => (id === FRAME_MESSAGES_ID ? { textContent: json } : null) } as unknown as Document;
    expect(readCarriedMessages(doc)).toEqual(messages);
  });
});
