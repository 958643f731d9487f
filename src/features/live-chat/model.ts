/**
 * The live chat (DECISIONS 12): a Zendesk messaging widget whose script and key come from the
 * configuration. It loads 2 s after start and only in a window wider than 575 px (product spec §9);
 * its language follows the page's locale (`ua` → `uk`), set by polling every 100 ms until the
 * widget's `zE` command is there, and again on each locale switch; its launcher moves aside while a
 * service popup shows. With no key configured nothing loads.
 */
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { chat } from '../../../generated/constants.ts';

/** The widget's command function (`zE('messenger:set', 'locale', 'uk')`). */
export type WidgetCommand = (...args: unknown[]) => void;

declare global {
  interface Window {
    zE?: WidgetCommand;
  }
}

export interface ChatConfig {
  readonly scriptUrl: string;
  readonly key: string;
}

const browserOnly = { serialize: 'ignore' } as const;
/** How long the language is polled for before giving up (the script failed to load). */
const POLL_LIMIT_MS = 60_000;

/** The app has started in the browser. */
export const chatStarted = createEvent<{ config: ChatConfig | null; locale: string }>();
/** The page's locale changed (a client navigation to another locale). */
export const chatLocaleChanged = createEvent<string>();
/** Whether the launcher should move aside (a popup shows). */
export const chatShiftChanged = createEvent<boolean>();

export const $chatConfig = createStore<ChatConfig | null>(null, { sid: 'chat.config', ...browserOnly });
export const $chatLocale = createStore<string | null>(null, { sid: 'chat.locale', ...browserOnly });
/** The script was added to the page. */
export const $chatLoaded = createStore(false, { sid: 'chat.loaded', ...browserOnly });

/** The widget's language for a locale prefix (product spec §9: ua → uk). */
export function chatLanguage(locale: string): string {
  return (chat.localeMap as Readonly<Record<string, string>>)[locale] ?? locale;
}

/** The script's URL with the key, as the widget's snippet is given it. */
export function chatScriptSrc(config: ChatConfig): string {
  const url = new URL(config.scriptUrl);
  url.searchParams.set('key', config.key);
  return url.href;
}

export const loadDelayFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, chat.loadDelayMs)));
export const pollDelayFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, chat.languagePollMs)));
export const windowWidthFx = createEffect(() => window.innerWidth);
export const readWidgetFx = createEffect((): WidgetCommand | null => window.zE ?? null);
export const injectScriptFx = createEffect((src: string) => {
  if (document.getElementById('ze-snippet')) return;
  const script = document.createElement('script');
  script.id = 'ze-snippet';
  script.src = src;
  script.async = true;
  document.head.append(script);
});
/** Moves the launcher aside (or back): the page's style reads the attribute. */
export const shiftLauncherFx = createEffect((shifted: boolean) => {
  if (shifted) document.documentElement.dataset.chatShifted = 'true';
  else delete document.documentElement.dataset.chatShifted;
});

/** Waits for the widget (polling every 100 ms), then sets its language. */
export const setLanguageFx = createEffect(async (locale: string) => {
  let widget = await readWidgetFx();
  for (let waited = 0; !widget && waited < POLL_LIMIT_MS; waited += chat.languagePollMs) {
    await pollDelayFx();
    widget = await readWidgetFx();
  }
  if (!widget) return console.warn('[chat] the widget did not load');
  widget('messenger:set', 'locale', chatLanguage(locale));
});

/** After the delay: loads the script when the window is wide enough; resolves with whether it did. */
export const loadFx = attach({
  source: $chatConfig,
  effect: createEffect(async (config: ChatConfig | null): Promise<boolean> => {
    if (!config) return false;
    if ((await windowWidthFx()) < chat.minWindowWidthPx) return false;
    await injectScriptFx(chatScriptSrc(config));
    return true;
  }),
});

$chatConfig.on(chatStarted, (_, { config }) => config);
$chatLocale.on(chatStarted, (_, { locale }) => locale).on(chatLocaleChanged, (_, locale) => locale);
sample({ clock: chatStarted, filter: ({ config }) => config !== null, target: loadDelayFx });
sample({ clock: loadDelayFx.done, target: loadFx });
$chatLoaded.on(loadFx.doneData, (_, loaded) => loaded);
sample({
  clock: loadFx.doneData,
  source: $chatLocale,
  filter: (locale, loaded) => loaded && locale !== null,
  fn: (locale) => locale!,
  target: setLanguageFx,
});
sample({ clock: chatLocaleChanged, source: $chatLoaded, filter: (loaded) => loaded, fn: (_, locale) => locale, target: setLanguageFx });
sample({ clock: chatShiftChanged, target: shiftLauncherFx });
