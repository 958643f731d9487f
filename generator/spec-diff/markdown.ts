/** The changes of specDiff as Markdown: a summary line, breaking changes first, then one section per area. */
import { AREAS, type Change, type ChangeArea } from './types.ts';

const TITLES: Record<ChangeArea, string> = {
  pages: 'Pages and routes',
  guards: 'Route rules',
  redirects: 'Redirects',
  api: 'API',
  cookies: 'Cookies',
  storage: 'Browser storage',
  locales: 'Locales',
  editions: 'Editions',
  popups: 'Popups',
  constants: 'Constants',
  plans: 'Plans and prices',
};

const KIND_WORDS = { added: 'Added', removed: 'Removed', changed: 'Changed' } as const;

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** "3 changes, 1 breaking", the first line of the report. */
export function summaryLine(changes: readonly Change[]): string {
  if (changes.length === 0) return 'No changes to the spec.';
  const breaking = changes.filter((c) => c.breaking).length;
  return `${plural(changes.length, 'change')}, ${breaking ? `${breaking} breaking` : 'none breaking'}.`;
}

function line(c: Change, withArea: boolean): string {
  const where = withArea ? `${TITLES[c.area]}: ` : '';
  const detail = c.detail ? `: ${c.detail}` : '';
  const why = c.breaking && c.reason ? ` _${c.reason}_` : '';
  return `- ${where}${KIND_WORDS[c.kind]} \`${c.subject}\`${detail}.${why}`.replace(/\.\.( |$)/, '.$1');
}

/** The report; `compared` names the two sides in the summary line (e.g. "`main` → working tree"). */
export function renderMarkdown(changes: readonly Change[], compared?: string): string {
  const summary = summaryLine(changes);
  const head = compared ? `${summary.slice(0, -1)} (${compared}).` : summary;
  if (changes.length === 0) return `${head}\n`;
  const sections: string[] = [head];
  const breaking = changes.filter((c) => c.breaking);
  if (breaking.length) sections.push(['## Breaking', '', ...breaking.map((c) => line(c, true))].join('\n'));
  for (const area of AREAS) {
    const rest = changes.filter((c) => c.area === area && !c.breaking);
    if (rest.length) sections.push([`## ${TITLES[area]}`, '', ...rest.map((c) => line(c, false))].join('\n'));
  }
  return `${sections.join('\n\n')}\n`;
}
