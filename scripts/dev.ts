/**
 * npm run dev: the site's own server (src/server/server.ts) in development mode, on one port
 * (PORT, default 5173; HOST, default localhost). Vite runs inside it as middleware: it answers its own paths (its client,
 * the sources, pre-bundled dependencies, public files) and HMR on the same HTTP server, and
 * everything else goes to the site as in production: server-rendered pages, the reference API and
 * the development mailbox.
 *
 * The server code is loaded through Vite once (it uses Vite's import.meta.glob, as the production
 * bundle does). Pages render with the SSR entry loaded through Vite on every request, so an edit
 * to the app shows on the next one; vite.config.ts regenerates generated/ when a spec file changes
 * and recompiles messages when a catalogue does, and Vite re-evaluates the modules that changed.
 */
import { createServer as createHttpServer, type ServerResponse } from 'node:http';
import path from 'node:path';
import { createServer as createViteServer } from 'vite';
import type * as EntryServer from '../src/app/entry-server.tsx';
import type { ServerRenderInput } from '../src/app/entry-server.tsx';
import { devAssetIndex } from '../src/server/assets.ts';
import { exitOnStartFailure, loadConfig } from '../src/server/config.ts';
import { jsonLogger } from '../src/server/log.ts';
import type * as Server from '../src/server/server.ts';
import { ROOT } from './paths.ts';

const log = jsonLogger();

/** An error in Vite's middleware (a module that does not compile): 500 with its message; the browser's overlay shows it too. */
function failed(res: ServerResponse, error: unknown): void {
  res.statusCode = 500;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(error instanceof Error ? error.message : String(error));
}

async function main(): Promise<void> {
  // Vite's defaults: port 5173, and this machine only, as the dev server serves the sources.
  const config = loadConfig({ ...process.env, PORT: process.env.PORT ?? '5173', HOST: process.env.HOST ?? 'localhost' });
  const httpServer = createHttpServer();
  const vite = await createViteServer({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    appType: 'custom',
    server: {
      middlewareMode: true,
      hmr: { server: httpServer },
      // The database's files and the build change often and are no module of the app.
      watch: { ignored: [path.resolve(config.dataDir), path.join(ROOT, 'dist')] },
    },
  });
  /** A renderer of the SSR entry as Vite has it now: a changed module (or one it imports) is evaluated afresh. */
  const fromEntry = (name: 'renderPage' | 'renderErrorPage') => async (input: ServerRenderInput) => {
    try {
      const entry = (await vite.ssrLoadModule('/src/app/entry-server.tsx')) as typeof EntryServer;
      return await entry[name](input);
    } catch (error) {
      // The logged stack then points at the sources rather than at Vite's transformed code.
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      throw error;
    }
  };
  const { startServer } = (await vite.ssrLoadModule('/src/server/server.ts')) as typeof Server;
  await startServer(config, log, {
    clientDir: path.relative(process.cwd(), path.join(ROOT, 'public')) || '.',
    assets: devAssetIndex(),
    render: fromEntry('renderPage'),
    renderError: fromEntry('renderErrorPage'),
    renderFeed: async (input) => ((await vite.ssrLoadModule('/src/app/entry-server.tsx')) as typeof EntryServer).renderFeed(input),
    styleNonce: true,
    httpServer,
    middleware: (req, res, next) => vite.middlewares(req, res, (error?: unknown) => (error ? failed(res, error) : next())),
    close: () => vite.close(),
  });
}

main().catch(exitOnStartFailure(log));
