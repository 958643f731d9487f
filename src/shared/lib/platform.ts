/**
 * Which of the site's platforms (spec/constants.yaml `apps`) a browser runs on: on the server from
 * the request's User-Agent and Sec-CH-UA-Platform headers, in the browser from navigator.
 */
import { type apps } from '../../../generated/constants.ts';

export type AppId = (typeof apps)[number]['id'];

/** What the browser says about itself: User-Agent Client Hints where it has them, else the user agent. */
export interface BrowserHints {
  readonly userAgent: string;
  /** navigator.userAgentData.platform (Chromium browsers), e.g. "Windows", "macOS", "Android". */
  readonly platform?: string;
  /** navigator.maxTouchPoints: an iPad asking for the desktop site says "Macintosh". */
  readonly maxTouchPoints?: number;
}

/** The visitor's platform among the apps, or null when it is none of them (then no platform leads). */
export function detectPlatform({ userAgent, platform, maxTouchPoints = 0 }: BrowserHints): AppId | null {
  const hint = platform?.toLowerCase() ?? '';
  if (hint === 'android' || /android/i.test(userAgent)) return /\b(tv|aft\w*|bravia|shield)\b/i.test(userAgent) ? 'android-tv' : 'android';
  if (/iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  if (hint === 'ios') return 'ios';
  if (hint === 'macos' || /mac os x|macintosh/i.test(userAgent)) return 'mac';
  if (hint === 'windows' || /windows/i.test(userAgent)) return 'windows';
  if (hint === 'chrome os' || /cros/i.test(userAgent)) return 'chrome';
  if (hint === 'linux' || /linux/i.test(userAgent)) return 'linux';
  return null;
}

/** What a request's headers say about the browser (Sec-CH-UA-Platform comes quoted: "Windows"). */
export function hintsFromHeaders(headers: Headers): BrowserHints {
  const platform = headers.get('sec-ch-ua-platform')?.replace(/^"|"$/g, '');
  return { userAgent: headers.get('user-agent') ?? '', ...(platform ? { platform } : {}) };
}

interface NavigatorWithHints extends Navigator {
  readonly userAgentData?: { readonly platform?: string };
}

/** What the browser says about itself. */
export function hintsFromNavigator(): BrowserHints {
  const nav = navigator as NavigatorWithHints;
  return { userAgent: nav.userAgent, platform: nav.userAgentData?.platform, maxTouchPoints: nav.maxTouchPoints };
}
