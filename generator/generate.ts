/** The whole generator as a function: spec folder in, generated files out (no writing). */
import { loadBlog, type Article } from './blog.ts';
import { loadContent, type PageContent } from './content.ts';
import { apiTypesFile, emitApi } from './emit/api.ts';
import { emitConstants } from './emit/constants.ts';
import { emitBlog } from './emit/blog.ts';
import { emitContent } from './emit/content.ts';
import { emitCookies } from './emit/cookies.ts';
import { emitCountries } from './emit/countries.ts';
import { emitEditions } from './emit/editions.ts';
import { emitGuards } from './emit/guards.ts';
import { emitLocales } from './emit/locales.ts';
import { emitMessages } from './emit/messages.ts';
import { emitPlans } from './emit/plans.ts';
import { emitPopups } from './emit/popups.ts';
import { emitRedirects } from './emit/redirects.ts';
import { emitRoutes } from './emit/routes.ts';
import { emitStorage } from './emit/storage.ts';
import { emitSummary } from './emit/summary.ts';
import type { Emitter, GeneratedFile } from './emit/types.ts';
import { Formatter } from './format.ts';
import { byString, sortKeysDeep } from './literal.ts';
import { loadSpec, type SpecProblem } from './load.ts';

import type { OpenApiTypes } from './openapi-types.ts';
import type { Spec } from './schema/index.ts';

const emitters: Emitter[] = [
  emitLocales,
  emitEditions,
  emitCountries,
  emitRoutes,
  emitMessages,
  emitGuards,
  emitRedirects,
  emitCookies,
  emitStorage,
  emitPopups,
  emitConstants,
  emitPlans,
  emitSummary,
];

export type BuildResult = { ok: true; files: GeneratedFile[] } | { ok: false; problems: SpecProblem[] };

/**
 * Every generated file for a validated spec, formatted, sorted by path. The files that do not need
 * openapi-typescript are emitted and formatted while its worker renders the API types.
 */
export async function emitAll(
  spec: Spec,
  types: OpenApiTypes,
  formatter = new Formatter(),
  content: readonly PageContent[] = [],
  articles: readonly Article[] = [],
): Promise<GeneratedFile[]> {
  const apiTypes = types.render(sortKeysDeep(spec.api));
  apiTypes.catch(() => undefined);
  const files = await formatter.formatAll([
    ...emitters.flatMap((emit) => emit(spec)),
    ...emitContent(content),
    ...emitBlog(articles),
    ...emitApi(spec),
  ]);
  files.push(await formatter.format(apiTypesFile(await apiTypes)));
  return files.sort((a, b) => byString(a.path, b.path));
}

/** Whether a path is a page of the site (an English path with its trailing slash), for links in articles. */
function pagePaths(spec: Spec): (path: string) => boolean {
  const paths = new Set(spec.routes.pages.filter((p) => !p.path.includes('{')).map((p) => p.path));
  const items = spec.routes.pages.filter((p) => p.path.endsWith('/{slug}/')).map((p) => p.path.slice(0, -'{slug}/'.length));
  return (path) => paths.has(path) || items.some((prefix) => path.startsWith(prefix) && /^[a-z0-9-]+\/$/.test(path.slice(prefix.length)));
}

function sortProblems(problems: readonly SpecProblem[]): SpecProblem[] {
  return [...problems].sort((a, b) => byString(a.file, b.file) || a.line - b.line || a.column - b.column);
}

/** Loads, validates and emits; problems come sorted by file and position. */
export async function buildFiles(root: string, types: OpenApiTypes, formatter?: Formatter): Promise<BuildResult> {
  const loaded = await loadSpec(root);
  if (!loaded.ok) {
    return { ok: false, problems: sortProblems(loaded.problems) };
  }
  const [content, blog] = await Promise.all([loadContent(root, loaded.spec), loadBlog(root, loaded.spec, pagePaths(loaded.spec))]);
  if (!content.ok || !blog.ok)
    return { ok: false, problems: sortProblems([...(content.ok ? [] : content.problems), ...(blog.ok ? [] : blog.problems)]) };
  return { ok: true, files: await emitAll(loaded.spec, types, formatter, content.pages, blog.articles) };
}
