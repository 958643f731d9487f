/**
 * The blocks few pages have (the download cards, the server list, the legal tables, the help
 * centre's answers, the cookie choice), each a chunk of their own, so that a page's first load carries the common
 * blocks alone. A content page loads the parts its blocks name before it renders, on the server
 * and before the browser hydrates, as it does its tools (tools.tsx); the server preloads them.
 */
import type { Block } from '../../../generated/content.ts';

/** Each part's module, and its source as the build manifest names it. */
const PARTS = {
  downloads: { source: 'src/widgets/blocks/downloads.tsx', load: () => import('./downloads.tsx') },
  servers: { source: 'src/widgets/blocks/servers.tsx', load: () => import('./servers.tsx') },
  legal: { source: 'src/widgets/blocks/legal.tsx', load: () => import('./legal.tsx') },
  answers: { source: 'src/widgets/blocks/answers.tsx', load: () => import('./answers.tsx') },
  consent: { source: 'src/features/cookie-consent/choice.tsx', load: () => import('../../features/cookie-consent/choice.tsx') },
} as const;

type PartName = keyof typeof PARTS;
type PartModule<N extends PartName> = Awaited<ReturnType<(typeof PARTS)[N]['load']>>;

/** The part that renders each block type that has one; the other types are blocks.tsx's own. */
const PART_OF: Partial<Record<Block['type'], PartName>> = {
  downloads: 'downloads',
  platforms: 'downloads',
  servers: 'servers',
  contents: 'legal',
  'cookie-table': 'legal',
  comparison: 'legal',
  company: 'legal',
  answers: 'answers',
  'cookie-consent': 'consent',
};

const loaded = new Map<PartName, unknown>();

function partsOf(blocks: readonly Block[]): PartName[] {
  return [...new Set(blocks.flatMap((block) => PART_OF[block.type] ?? []))];
}

/** The source files of the parts a page's blocks name, for <link rel="modulepreload">. */
export function partSources(blocks: readonly Block[]): string[] {
  return partsOf(blocks).map((name) => PARTS[name].source);
}

/** Loads the parts a page's blocks name (each once). */
export async function loadBlockParts(blocks: readonly Block[]): Promise<void> {
  await Promise.all(
    partsOf(blocks)
      .filter((name) => !loaded.has(name))
      .map(async (name) => loaded.set(name, await PARTS[name].load())),
  );
}

/** A loaded part's module; its page has loaded it before rendering. */
export function part<N extends PartName>(name: N): PartModule<N> {
  const module = loaded.get(name);
  if (!module) throw new Error(`The block part "${name}" is not loaded: its page loads it before rendering (loadBlockParts)`);
  return module as PartModule<N>;
}
