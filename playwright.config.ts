import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/support/chromium.ts';
import { quietVisitor } from './tests/e2e/support/living.ts';
import { freePortSync } from './tests/e2e/support/ports.ts';

// A free port, chosen once by the runner; its workers inherit it through the environment.
process.env.E2E_PORT ??= String(freePortSync());
const PORT = Number(process.env.E2E_PORT);
// The site's STUN responder gets a fixed port too: the pages name it, and npm start prerenders them
// for it (a port the system picks at start would be known only after the prerender).
process.env.E2E_STUN_PORT ??= String(freePortSync());
// Every server the suite starts gives its DNS and STUN servers free ports of their own.
process.env.DNS_PORT ??= '0';
process.env.STUN_PORT ??= '0';
// They send the build's prerendered pages where those fit and render the rest: only the suite's
// main server (below) prerenders for its own settings.
process.env.PRERENDER ??= 'off';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  // Screenshot baselines (tests/e2e/site-frame-visual.spec.ts), one set for the Debian Chromium CI runs.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  expect: {
    toHaveScreenshot: {
      maxDiffPixelRatio: 0.002,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      stylePath: './tests/e2e/support/screenshot.css',
    },
  },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A visitor who has answered the cookie notice and seen every example popup, so that neither
    // covers what a test looks at; tests/e2e/living.spec.ts starts from a first visit instead.
    storageState: quietVisitor(`http://localhost:${PORT}`),
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  webServer: {
    // The real build served by the real server (npm start builds when dist/ is missing or stale).
    command: 'node --import tsx scripts/start.ts',
    env: { PORT: String(PORT), HOST: '127.0.0.1', STUN_PORT: process.env.E2E_STUN_PORT, PRERENDER: 'on' },
    url: `http://localhost:${PORT}/robots.txt`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
