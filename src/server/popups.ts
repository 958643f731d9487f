/**
 * The popup list under /cdn/ (DECISIONS 10): `/cdn/popups/<product id>.json` answers with the list
 * in POPUPS_FILE (content/popups.json: example popups). The file is read again when it changes, so an
 * operator edits it without a restart; a file that is not a valid list (spec/api.yaml's Popup) is
 * not served: the answer is 503 and the log names the problem, and the browser only logs the failure.
 */
import { readFile, stat } from 'node:fs/promises';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { Popup } from '../../generated/api/schemas.ts';
import { popupProductId } from '../../generated/popups.ts';
import type { Logger } from './log.ts';

const PopupList = z.array(Popup);

/** What a read of the file gave: the body to send, or why there is none. */
type Loaded = { readonly ok: true; readonly body: string } | { readonly ok: false; readonly problem: string };

/** Reads and checks the file, again only when its modification time changes. */
export function popupListFile(file: string): () => Promise<Loaded> {
  let last: { mtimeMs: number; loaded: Loaded } | null = null;
  return async () => {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      return { ok: false, problem: `${file} cannot be read` };
    }
    if (last?.mtimeMs === mtimeMs) return last.loaded;
    let loaded: Loaded;
    try {
      const parsed = PopupList.safeParse(JSON.parse(await readFile(file, 'utf8')));
      loaded = parsed.success
        ? { ok: true, body: JSON.stringify(parsed.data) }
        : {
            ok: false,
            problem: `${file} is not a popup list: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`,
          };
    } catch (error) {
      loaded = { ok: false, problem: `${file} is not JSON: ${error instanceof Error ? error.message : String(error)}` };
    }
    last = { mtimeMs, loaded };
    return loaded;
  };
}

/** Mounted at /cdn: the one product's list; any other path is a 404. */
export function popupsRoute(file: string, log: Logger): Hono {
  const load = popupListFile(file);
  const app = new Hono();
  app.get(`/popups/${popupProductId}.json`, async (c) => {
    const loaded = await load();
    if (!loaded.ok) {
      log.log('error', 'popup list not served', { problem: loaded.problem });
      return c.json({ code: 'unavailable', message: 'The popup list is not available' }, 503, { 'Cache-Control': 'no-store' });
    }
    // A CDN keeps it a minute; the browser caches it itself (popup cache lifetime, product spec §9).
    return c.body(loaded.body, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=60' });
  });
  app.all('*', (c) => c.json({ code: 'not_found', message: 'Not Found' }, 404, { 'Cache-Control': 'no-store' }));
  return app;
}
