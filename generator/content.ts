/**
 * Page content: spec/content/<page-id>.yaml (blocks) with the page's English catalogue,
 * locales/pages/<page-id>/en.json. Each file is validated with positions like the rest of the spec,
 * and checked against it: the page exists, links name pages, images are files of public/, every
 * message key the blocks use has its English text, and the catalogue holds no key nothing uses.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseYaml, problemAt, zodProblems, type LoadedFile, type SpecProblem } from './load.ts';
import { contentSchema, SERVICE_PAGE, type Block, type ContentSpec } from './schema/content.ts';
import type { Spec } from './schema/index.ts';
import { headingAnchor, purposeKey } from './runtime/content.ts';

/** One page's content, validated. */
export interface PageContent {
  page: string;
  spec: ContentSpec;
  /** The English catalogue: key → text. */
  messages: Record<string, string>;
}

export type ContentResult = { ok: true; pages: PageContent[] } | { ok: false; problems: SpecProblem[] };

/** Fields whose values are message keys (`paragraphs` holds a list of them). */
const MESSAGE_FIELDS = new Set([
  'heading',
  'intro',
  'text',
  'title',
  'label',
  'question',
  'answer',
  'alt',
  'paragraphs',
  'columns',
  'values',
]);

/** Cell values of a comparison that are marks, not message keys. */
const MARKS = new Set(['yes', 'no']);

/** Message keys a block uses, with their key paths inside the block. */
function keysOf(block: Block): Array<{ key: string; at: PropertyKey[] }> {
  const out: Array<{ key: string; at: PropertyKey[] }> = [];
  const walk = (value: unknown, at: PropertyKey[], field: string) => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...at, i], field));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, [...at, k], k);
    else if (typeof value === 'string' && value !== '' && MESSAGE_FIELDS.has(field) && !(field === 'values' && MARKS.has(value)))
      out.push({ key: value, at });
  };
  walk(block, [], '');
  return out;
}

/** Page ids a block links to, with their key paths. */
function linksOf(block: Block): Array<{ page: string; at: PropertyKey[] }> {
  const out: Array<{ page: string; at: PropertyKey[] }> = [];
  const walk = (value: unknown, at: PropertyKey[]) => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...at, i]));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) {
        if (k === 'page' && typeof v === 'string') out.push({ page: v, at: [...at, k] });
        else walk(v, [...at, k]);
      }
  };
  walk(block, []);
  return out;
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The line of `"key":` in a JSON text (1 when not found), for problems about a catalogue entry. */
function jsonLine(text: string, key: string): number {
  const index = text.indexOf(`${JSON.stringify(key)}:`);
  return index < 0 ? 1 : text.slice(0, index).split('\n').length;
}

async function loadPage(
  root: string,
  name: string,
  pageIds: ReadonlySet<string>,
  appIds: ReadonlySet<string>,
  countryId: string,
  tables: { cookies: readonly string[]; storage: readonly string[] },
): Promise<PageContent | SpecProblem[]> {
  const file = `spec/content/${name}`;
  const page = name.replace(/\.yaml$/, '');
  const parsed = parseYaml(file, await readFile(path.join(root, file), 'utf8'));
  if (parsed.problems.length) return parsed.problems;
  const loaded: LoadedFile = parsed.loaded;
  if (!pageIds.has(page) && page !== countryId)
    return [{ file, line: 1, column: 1, key: '', message: `"${page}" is not a page id of spec/routes.yaml` }];
  const isCountry = page === countryId;
  const problems: SpecProblem[] = [];
  const checked = contentSchema.safeParse(parsed.value);
  if (!checked.success) return zodProblems(loaded, checked.error);
  const catalogueFile = `locales/pages/${page}/en.json`;
  let catalogueText = '';
  let messages: Record<string, string> = {};
  try {
    catalogueText = await readFile(path.join(root, catalogueFile), 'utf8');
    messages = JSON.parse(catalogueText) as Record<string, string>;
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    const message = missing
      ? "the page's English catalogue is missing"
      : `cannot read the page's English catalogue: ${(error as Error).message}`;
    problems.push({ file: catalogueFile, line: 1, column: 1, key: '', message });
  }
  const used = new Set<string>();
  const anchors = new Map<string, number>();
  for (const [i, block] of checked.data.blocks.entries()) {
    for (const { key, at } of keysOf(block)) {
      used.add(key);
      if (catalogueText && !(key in messages))
        problems.push(problemAt(loaded, ['blocks', i, ...at], `message "${key}" is not in ${catalogueFile}`));
    }
    if (block.type === 'comparison')
      for (const [r, row] of block.rows.entries())
        if (row.values.length !== block.columns.length)
          problems.push(
            problemAt(
              loaded,
              ['blocks', i, 'rows', r, 'values'],
              `expected ${block.columns.length} values, one per column, found ${row.values.length}`,
            ),
          );
    if (block.type === 'answers') {
      const seen = new Set<string>();
      for (const [c, category] of block.categories.entries()) {
        const keys = [`category.${category.id}.title`, `category.${category.id}.text`];
        for (const [q, slug] of category.questions.entries()) {
          if (seen.has(slug))
            problems.push(
              problemAt(loaded, ['blocks', i, 'categories', c, 'questions', q], `"${slug}" is already a question; slugs are URLs`),
            );
          seen.add(slug);
          keys.push(`q.${slug}.question`, `q.${slug}.answer`);
        }
        for (const key of keys) {
          used.add(key);
          if (catalogueText && !(key in messages))
            problems.push(problemAt(loaded, ['blocks', i, 'categories', c, 'id'], `message "${key}" is not in ${catalogueFile}`));
        }
      }
    }
    if (block.type === 'cookie-table')
      for (const name of tables[block.source]) {
        const key = purposeKey(block.source, name);
        used.add(key);
        if (catalogueText && !(key in messages))
          problems.push(problemAt(loaded, ['blocks', i, 'source'], `message "${key}" (the purpose of ${name}) is not in ${catalogueFile}`));
      }
    // Headings are anchors (the table of contents links to them): one block per heading.
    if (!isCountry && 'heading' in block && block.heading) {
      const anchor = headingAnchor(block.heading);
      const first = anchors.get(anchor);
      if (first !== undefined)
        problems.push(problemAt(loaded, ['blocks', i, 'heading'], `block ${first} has the same heading; each heading is an anchor`));
      else anchors.set(anchor, i);
    }
    for (const { page: target, at } of linksOf(block)) {
      if (target === SERVICE_PAGE) {
        if (block.variant !== 'service')
          problems.push(problemAt(loaded, ['blocks', i, ...at], `${SERVICE_PAGE} links only from a block of variant "service"`));
      } else if (!pageIds.has(target)) problems.push(problemAt(loaded, ['blocks', i, ...at], `unknown page id "${target}"`));
    }
    if (!isCountry && block.variant !== undefined)
      problems.push(problemAt(loaded, ['blocks', i, 'variant'], `only the country page (spec/content/${countryId}.yaml) has variants`));
    if (!isCountry && block.type === 'servers' && block.filter === 'country')
      problems.push(problemAt(loaded, ['blocks', i, 'filter'], `the filter "country" lists the country of the country page only`));
    if (block.type === 'downloads' && block.platform !== undefined && !appIds.has(block.platform))
      problems.push(
        problemAt(loaded, ['blocks', i, 'platform'], `unknown platform "${block.platform}"; expected an id of apps in spec/constants.yaml`),
      );
    if ('image' in block && block.image && !(await exists(path.join(root, 'public', block.image.src))))
      problems.push(problemAt(loaded, ['blocks', i, 'image', 'src'], `public${block.image.src} does not exist`));
  }
  for (const key of Object.keys(messages)) {
    if (!used.has(key))
      problems.push({
        file: catalogueFile,
        line: jsonLine(catalogueText, key),
        column: 3,
        key,
        message: `no block of ${file} uses this message`,
      });
  }
  return problems.length ? problems : { page, spec: checked.data, messages };
}

/** Every page's content under `root`, or the problems found. */
export async function loadContent(root: string, spec: Spec): Promise<ContentResult> {
  let names: string[];
  try {
    names = (await readdir(path.join(root, 'spec/content'))).filter((n) => n.endsWith('.yaml')).sort();
  } catch {
    return { ok: true, pages: [] };
  }
  const pageIds = new Set(spec.routes.pages.map((p) => p.id));
  const appIds = new Set(spec.constants.apps.map((a) => a.id));
  const tables = { cookies: spec.cookies.cookies.map((c) => c.name), storage: spec.storage.keys.map((k) => k.key) };
  const results = await Promise.all(names.map((n) => loadPage(root, n, pageIds, appIds, spec.routes.country.id, tables)));
  const problems = results.flatMap((r) => (Array.isArray(r) ? r : []));
  return problems.length ? { ok: false, problems } : { ok: true, pages: results.filter((r): r is PageContent => !Array.isArray(r)) };
}
