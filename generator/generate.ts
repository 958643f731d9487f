/** The whole generator as a function: spec folder in, generated files out (no writing). */
import { emitApi } from './emit/api.ts';
import { emitConstants } from './emit/constants.ts';
import { emitCookies } from './emit/cookies.ts';
import { emitCountries } from './emit/countries.ts';
import { emitEditions } from './emit/editions.ts';
import { emitGuards } from './emit/guards.ts';
import { emitLocales } from './emit/locales.ts';
import { emitPopups } from './emit/popups.ts';
import { emitRedirects } from './emit/redirects.ts';
import { emitRoutes } from './emit/routes.ts';
import { emitStorage } from './emit/storage.ts';
import { emitSummary } from './emit/summary.ts';
import type { Emitter, GeneratedFile } from './emit/types.ts';
import { byString, sortKeysDeep } from './literal.ts';
import { loadSpec, type SpecProblem } from './load.ts';

import type { OpenApiTypes } from './openapi-types.ts';
import type { Spec } from './schema/index.ts';

const emitters: Emitter[] = [
  emitLocales,
  emitEditions,
  emitCountries,
  emitRoutes,
  emitGuards,
  emitRedirects,
  emitCookies,
  emitStorage,
  emitPopups,
  emitConstants,
  emitSummary,
];

export type BuildResult = { ok: true; files: GeneratedFile[] } | { ok: false; problems: SpecProblem[] };

/** Every generated file for a validated spec, sorted by path. */
export async function emitAll(spec: Spec, types: OpenApiTypes): Promise<GeneratedFile[]> {
  const apiTypes = types.render(sortKeysDeep(spec.api));
  const files = emitters.flatMap((emit) => emit(spec));
  files.push(...emitApi(spec, await apiTypes));
  return files.sort((a, b) => byString(a.path, b.path));
}

/** Loads, validates and emits; problems come sorted by file and position. */
export async function buildFiles(root: string, types: OpenApiTypes): Promise<BuildResult> {
  const loaded = await loadSpec(root);
  if (!loaded.ok) {
    const problems = [...loaded.problems].sort((a, b) => byString(a.file, b.file) || a.line - b.line || a.column - b.column);
    return { ok: false, problems };
  }
  return { ok: true, files: await emitAll(loaded.spec, types) };
}
