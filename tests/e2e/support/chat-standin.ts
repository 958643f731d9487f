/**
 * The tests' own server for third-party scripts, on a port (an origin) of its own: the chat widget's
 * stand-in (tests/e2e/support/zendesk-standin.js) and a tag manager's, which only marks that it ran.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPT = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'zendesk-standin.js'));

export interface ChatStandIn {
  /** The chat script's URL (CHAT_SCRIPT_URL). */
  readonly scriptUrl: string;
  /** The tag manager's script URL (TAG_MANAGER_URL). */
  readonly tagManagerUrl: string;
  /** The paths and queries asked for, in order. */
  readonly requests: string[];
  close(): Promise<void>;
}

export async function startChatStandIn(): Promise<ChatStandIn> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url?.startsWith('/ekr/snippet.js')) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(SCRIPT);
      return;
    }
    if (req.url?.startsWith('/gtm.js')) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('window.__tagManagerRan = true;');
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    scriptUrl: `http://127.0.0.1:${port}/ekr/snippet.js`,
    tagManagerUrl: `http://127.0.0.1:${port}/gtm.js?id=GTM-TEST`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
