/**
 * The live chat's model (DECISIONS 12, product spec §9) in a scope with a controlled clock: the 2 s
 * delay, the 575 px threshold, no chat without a key, the language polled every 100 ms until the
 * widget is there (ua → uk) and set again on a locale switch, and the launcher's shift. The page's
 * side (the window's width, the script element, the widget's `zE`) is stood in for by handlers.
 */
import { allSettled, fork, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chatLanguage,
  chatLocaleChanged,
  chatScriptSrc,
  chatShiftChanged,
  chatStarted,
  injectScriptFx,
  readWidgetFx,
  shiftLauncherFx,
  windowWidthFx,
  type WidgetCommand,
} from '../../src/features/live-chat/model.ts';

const CONFIG = { scriptUrl: 'https://chat.example/snippet.js', key: 'key-0001' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

interface Page {
  readonly scope: Scope;
  readonly scripts: string[];
  readonly calls: unknown[][];
  readonly shifts: boolean[];
  /** The widget's script has run: zE exists from now on. */
  arrive(): void;
}

function page(width: number): Page {
  let arrived = false;
  const calls: unknown[][] = [];
  const scripts: string[] = [];
  const shifts: boolean[] = [];
  const zE: WidgetCommand = (...args) => void calls.push(args);
  const scope = fork({
    handlers: [
      [windowWidthFx, () => width],
      [injectScriptFx, (src: string) => void scripts.push(src)],
      [readWidgetFx, () => (arrived ? zE : null)],
      [shiftLauncherFx, (shifted: boolean) => void shifts.push(shifted)],
    ],
  });
  return {
    scope,
    scripts,
    calls,
    shifts,
    arrive: () => {
      arrived = true;
    },
  };
}

describe('the live chat', () => {
  it('loads the script 2 s after start in a window wider than 575 px, with the key', async () => {
    const p = page(576);
    const started = allSettled(chatStarted, { scope: p.scope, params: { config: CONFIG, locale: 'en' } });
    await vi.advanceTimersByTimeAsync(1999);
    expect(p.scripts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(p.scripts).toEqual(['https://chat.example/snippet.js?key=key-0001']);
    p.arrive();
    await vi.advanceTimersByTimeAsync(100);
    await started;
  });

  it('loads nothing at 575 px or below', async () => {
    for (const width of [320, 500, 575]) {
      const p = page(width);
      const started = allSettled(chatStarted, { scope: p.scope, params: { config: CONFIG, locale: 'en' } });
      await vi.advanceTimersByTimeAsync(10_000);
      await started;
      expect(p.scripts, `${width} px`).toEqual([]);
    }
  });

  it('loads nothing without a configured key, and does not even wait', async () => {
    const p = page(1280);
    await allSettled(chatStarted, { scope: p.scope, params: { config: null, locale: 'en' } });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(p.scripts).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('polls every 100 ms until the widget is there, then sets its language (ua → uk)', async () => {
    const p = page(1280);
    const started = allSettled(chatStarted, { scope: p.scope, params: { config: CONFIG, locale: 'ua' } });
    await vi.advanceTimersByTimeAsync(2000);
    expect(p.scripts).toHaveLength(1);
    // The script takes 350 ms to arrive: polls at 100, 200, 300 find nothing, the one at 400 finds it.
    await vi.advanceTimersByTimeAsync(350);
    expect(p.calls).toEqual([]);
    p.arrive();
    await vi.advanceTimersByTimeAsync(49);
    expect(p.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await started;
    expect(p.calls).toEqual([['messenger:set', 'locale', 'uk']]);
  });

  it('sets the language again on a locale switch, once the widget has loaded', async () => {
    const p = page(1280);
    await allSettled(chatLocaleChanged, { scope: p.scope, params: 'de' });
    expect(p.calls).toEqual([]);
    p.arrive();
    const started = allSettled(chatStarted, { scope: p.scope, params: { config: CONFIG, locale: 'en' } });
    await vi.advanceTimersByTimeAsync(2000);
    await started;
    await allSettled(chatLocaleChanged, { scope: p.scope, params: 'ja' });
    expect(p.calls).toEqual([
      ['messenger:set', 'locale', 'en'],
      ['messenger:set', 'locale', 'ja'],
    ]);
  });

  it('moves the launcher aside and back', async () => {
    const p = page(1280);
    await allSettled(chatShiftChanged, { scope: p.scope, params: true });
    await allSettled(chatShiftChanged, { scope: p.scope, params: false });
    expect(p.shifts).toEqual([true, false]);
  });

  it('maps locales through spec/constants.yaml and builds the snippet URL', () => {
    expect(chatLanguage('ua')).toBe('uk');
    expect(chatLanguage('de')).toBe('de');
    expect(chatScriptSrc({ scriptUrl: 'https://static.zdassets.com/ekr/snippet.js', key: 'abc-123' })).toBe(
      'https://static.zdassets.com/ekr/snippet.js?key=abc-123',
    );
  });
});
