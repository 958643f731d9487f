/** Browser states for the behaviours that run once a page is up (cookie notice, service popups). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The ids of the example popups the site serves (content/popups.json). */
export function examplePopupIds(): number[] {
  return (JSON.parse(readFileSync(path.join(ROOT, 'content/popups.json'), 'utf8')) as Array<{ id: number }>).map((p) => p.id);
}

type StorageState = {
  cookies: Array<{
    name: string;
    value: string;
    domain: string;
    path: string;
    expires: number;
    httpOnly: boolean;
    secure: boolean;
    sameSite: 'Lax';
  }>;
  origins: Array<{ origin: string; localStorage: Array<{ name: string; value: string }> }>;
};

/** A visitor who answered the cookie notice with `consent` and closed every example popup. */
export function quietVisitor(origin: string, consent: 'accepted' | 'declined' | null = 'declined'): StorageState {
  const host = new URL(origin).hostname;
  return {
    cookies: consent
      ? [
          {
            name: 'cookies_popup_status',
            value: consent,
            domain: host,
            path: '/',
            expires: -1,
            httpOnly: false,
            secure: false,
            sameSite: 'Lax',
          },
        ]
      : [],
    origins: [{ origin, localStorage: [{ name: 'viewedNotifications', value: JSON.stringify(examplePopupIds()) }] }],
  };
}

/** A first visit: no answer to the cookie notice, no popup seen. */
export const FIRST_VISIT: StorageState = { cookies: [], origins: [] };
