/**
 * The production server: `npm start` (after a build) runs this from dist/server/main.js. Its
 * settings come from src/server/config.ts, the only reader of the environment (README lists them).
 * It serves the built client files and renders pages with the SSR entry bundled beside it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderErrorPage, renderFeed, renderPage } from '../app/entry-server.tsx';
import { loadAssetIndex } from './assets.ts';
import { configFromEnvironment, exitOnStartFailure } from './config.ts';
import { jsonLogger } from './log.ts';
import { startServer } from './server.ts';

const log = jsonLogger();

async function main(): Promise<void> {
  const config = configFromEnvironment();
  const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
  await startServer(config, log, {
    clientDir: path.relative(process.cwd(), clientDir) || '.',
    assets: await loadAssetIndex(clientDir),
    render: renderPage,
    renderError: renderErrorPage,
    renderFeed,
  });
}

main().catch(exitOnStartFailure(log));
