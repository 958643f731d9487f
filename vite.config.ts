import formatjs from '@formatjs/unplugin/vite';
import react from '@vitejs/plugin-react';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { iconSpritePlugin } from './scripts/icon-sprite.ts';

/** Runs a project script and reports its outcome to the dev server's log. */
function run(args: string[], cwd: string, log: (msg: string) => void): Promise<void> {
  const script = args.at(-1)!;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (code) => {
      log(`${script}: ${code === 0 ? 'ok' : `failed\n${output}`}`.trim());
      resolve();
    });
  });
}

/**
 * In development: regenerate generated/ when a spec file changes (and, for routes.yaml, whose page
 * texts are English messages, extract locales/en.json again), recompile messages when a catalogue
 * changes.
 */
function specWatch(): Plugin {
  return {
    name: 'spec-watch',
    apply: 'serve',
    configureServer(server) {
      const log = (msg: string) => server.config.logger.info(msg, { timestamp: true });
      server.watcher.add(['spec/**/*.yaml', 'locales/*.json']);
      server.watcher.on('change', (file) => {
        const rel = file.replace(/\\/g, '/');
        const cwd = server.config.root;
        if (/\/spec\/routes\.yaml$/.test(rel))
          void run(['generator/run.mjs'], cwd, log).then(() => run(['--import', 'tsx', 'scripts/i18n-extract.ts'], cwd, log));
        else if (/\/spec\/[^/]+\.yaml$/.test(rel)) void run(['generator/run.mjs'], cwd, log);
        else if (/\/locales\/[^/]+\.json$/.test(rel)) void run(['--import', 'tsx', 'scripts/compile-messages.ts'], cwd, log);
      });
    },
  };
}

const ENTRY = path.resolve('src/app/entry-client.tsx');

/**
 * Names the entry's chunk for the modules the entry imports statically, directly or not (found on
 * the first call, once per build).
 */
function entryChunkOfClosure(): (id: string, ctx: Rolldown.ChunkingContext) => string | null {
  let closure: Set<string> | null = null;
  return (id, ctx) => {
    if (!closure) {
      const found = new Set<string>();
      const stack = [ENTRY];
      while (stack.length > 0) {
        const next = stack.pop()!;
        if (found.has(next)) continue;
        found.add(next);
        stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
      }
      closure = found;
    }
    return closure.has(id) ? 'entry-client' : null;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    specWatch(),
    iconSpritePlugin(),
    // A built message descriptor keeps its id alone: the text is the catalogue's (build/messages/),
    // which `npm run i18n:check` holds complete; the English in the source is for its readers.
    { ...formatjs({ removeDefaultMessage: true }), apply: 'build' },
  ],
  // lucide-react is bundled into the server too, so that it holds the icons the pages use, not all of them.
  ssr: { noExternal: ['lucide-react'] },
  resolve: {
    // Messages are compiled to AST at build time: the browser needs no ICU parser.
    alias: isSsrBuild
      ? []
      : [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
  },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        target: 'node20',
        emptyOutDir: true,
        copyPublicDir: false,
        // main.js is the boot (src/server/boot.ts), which loads the server (server.js) once NODE_ENV is
        // set; prerender.js prerenders the pages (src/server/prerender-boot.ts).
        rollupOptions: {
          input: { main: 'src/server/boot.ts', server: 'src/server/main.ts', prerender: 'src/server/prerender-boot.ts' },
          output: { entryFileNames: '[name].js' },
        },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        rollupOptions: {
          input: 'src/app/entry-client.tsx',
          // The libraries every page loads, each a chunk of its own: named in the bundle report
          // (npm run size) and cached across builds that change only the app.
          output: {
            codeSplitting: {
              groups: [
                { name: 'react-dom', test: /node_modules[\\/](react-dom|react|scheduler)[\\/]/ },
                { name: 'react-router', test: /node_modules[\\/]react-router[\\/]/ },
                { name: 'react-intl', test: /node_modules[\\/](react-intl|@formatjs[\\/][^\\/]+|intl-messageformat)[\\/]/ },
                // Named, so that `npm run size` can tell that a content page's first load has none of it.
                { name: 'effector', test: /node_modules[\\/](effector|effector-react)[\\/]/ },
                // The app's modules that every page loads with the entry (its static imports), in the
                // entry's chunk: not a dozen small chunks that lazily loaded ones happen to share too.
                { name: entryChunkOfClosure(), test: (id) => !id.includes('node_modules') },
              ],
            },
          },
        },
        // A style sheet per chunk: a page carries its own inline (src/server/assets.ts), the others
        // load with their chunks.
        cssCodeSplit: true,
      },
}));
