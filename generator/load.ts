/** Reads spec/*.yaml with source positions and validates each file and the whole. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isMap, isNode, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';
import { crossCheck } from './cross-check.ts';
import { specSchemas, type Spec, type SpecFile } from './schema/index.ts';

/** One problem in the spec, with where it is. */
export interface SpecProblem {
  file: string;
  line: number;
  column: number;
  key: string;
  message: string;
}

/** A parsed spec file kept for positions. */
export interface LoadedFile {
  file: string;
  doc: Document;
  lines: LineCounter;
}

export type LoadResult = { ok: true; spec: Spec; files: Map<SpecFile, LoadedFile> } | { ok: false; problems: SpecProblem[] };

export function formatProblem(p: SpecProblem): string {
  return `${p.file}:${p.line}:${p.column}: ${p.key ? `${p.key}: ` : ''}${p.message}`;
}

/** Dotted key of a path as a reader sees it: pages[3].guards[0]. */
export function keyOf(keyPath: readonly PropertyKey[]): string {
  return keyPath.map((k, i) => (typeof k === 'number' ? `[${k}]` : `${i === 0 ? '' : '.'}${String(k)}`)).join('');
}

/** The position of the mapping key a path ends with, if it is there. */
function keyPosition(loaded: LoadedFile, keyPath: readonly PropertyKey[]): { line: number; column: number } | undefined {
  const parent = loaded.doc.getIn(keyPath.slice(0, -1) as unknown[], true);
  const pair = isMap(parent) ? parent.items.find((p) => isScalar(p.key) && p.key.value === keyPath.at(-1)) : undefined;
  if (!isNode(pair?.key) || !pair.key.range) return undefined;
  const pos = loaded.lines.linePos(pair.key.range[0]);
  return { line: pos.line, column: pos.col };
}

/**
 * The position of the deepest node on a path (the parent when the key is missing); with `onKey`, of
 * the key the path ends with, for problems with a key itself rather than its value.
 */
export function positionOf(loaded: LoadedFile, keyPath: readonly PropertyKey[], onKey = false): { line: number; column: number } {
  const key = onKey && keyPath.length > 0 ? keyPosition(loaded, keyPath) : undefined;
  if (key) return key;
  for (let n = keyPath.length; n >= 0; n--) {
    const node = loaded.doc.getIn(keyPath.slice(0, n) as unknown[], true);
    if (isNode(node) && node.range) {
      const pos = loaded.lines.linePos(node.range[0]);
      return { line: pos.line, column: pos.col };
    }
  }
  return { line: 1, column: 1 };
}

export function problemAt(loaded: LoadedFile, keyPath: readonly PropertyKey[], message: string, onKey = false): SpecProblem {
  return { file: loaded.file, ...positionOf(loaded, keyPath, onKey), key: keyOf(keyPath), message };
}

export function zodProblems(loaded: LoadedFile, error: z.ZodError): SpecProblem[] {
  return error.issues.map((issue) => problemAt(loaded, issue.path, issue.message));
}

/** One spec file parsed with positions: its plain value, or the YAML problems that stopped it. */
export interface ParsedFile {
  loaded: LoadedFile;
  value: unknown;
  problems: SpecProblem[];
}

/** Parses the text of spec/<name>.yaml; YAML errors and warnings become positioned problems. */
function parseSpecFile(name: SpecFile, text: string): ParsedFile {
  return parseYaml(`spec/${name}.yaml`, text);
}

/** Parses YAML text with positions; `file` is the path shown in problems. */
export function parseYaml(file: string, text: string): ParsedFile {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const loaded = { file, doc, lines };
  const problems = [...doc.errors, ...doc.warnings].map((e) => {
    const pos = lines.linePos(e.pos[0]);
    return { file, line: pos.line, column: pos.col, key: '', message: e.message.split('\n')[0] ?? e.code };
  });
  return { loaded, value: problems.length ? undefined : doc.toJS({ maxAliasCount: 100 }), problems };
}

async function loadFile(root: string, name: SpecFile): Promise<ParsedFile> {
  const file = `spec/${name}.yaml`;
  let text: string;
  try {
    text = await readFile(path.join(root, file), 'utf8');
  } catch {
    const lines = new LineCounter();
    const loaded = { file, doc: parseDocument('', { lineCounter: lines }), lines };
    return { loaded, value: undefined, problems: [{ file, line: 1, column: 1, key: '', message: 'file is missing' }] };
  }
  return parseSpecFile(name, text);
}

/** Checks each parsed file against its zod schema. */
function validateFiles(parsedFiles: ReadonlyMap<SpecFile, ParsedFile>): {
  spec: Partial<Spec>;
  files: Map<SpecFile, LoadedFile>;
  problems: SpecProblem[];
} {
  const files = new Map<SpecFile, LoadedFile>();
  const problems: SpecProblem[] = [];
  const spec: Partial<Record<SpecFile, unknown>> = {};
  for (const [name, r] of parsedFiles) {
    files.set(name, r.loaded);
    if (r.problems.length) {
      problems.push(...r.problems);
      continue;
    }
    const checked = specSchemas[name].safeParse(r.value);
    if (checked.success) spec[name] = checked.data;
    else problems.push(...zodProblems(r.loaded, checked.error));
  }
  return { spec: spec as Partial<Spec>, files, problems };
}

/** Loads and validates the spec under `root` (the folder holding spec/ and locales/). */
export async function loadSpec(root: string): Promise<LoadResult> {
  const names = Object.keys(specSchemas) as SpecFile[];
  const results = await Promise.all(names.map((n) => loadFile(root, n)));
  const { spec: parsed, files, problems } = validateFiles(new Map(names.map((n, i) => [n, results[i]!])));
  if (problems.length) return { ok: false, problems };
  const spec = parsed as Spec;
  const cross = crossCheck(spec, files);
  return cross.length ? { ok: false, problems: cross } : { ok: true, spec, files };
}

export type TextsResult = { ok: true; spec: Partial<Spec>; asWritten?: SpecProblem[] } | { ok: false; problems: SpecProblem[] };

/**
 * An older state of the spec (the other side of spec:diff) may predate today's schemas: each
 * file that parses as YAML but fails them is taken as written, and its problems come back as
 * `asWritten`, so that a comparison with an earlier commit still works. A YAML error still fails.
 */
export function loadSpecTextsAsWritten(texts: Partial<Record<SpecFile, string>>): TextsResult {
  const spec: Partial<Record<SpecFile, unknown>> = {};
  const asWritten: SpecProblem[] = [];
  const problems: SpecProblem[] = [];
  for (const name of Object.keys(specSchemas) as SpecFile[]) {
    const text = texts[name];
    if (text === undefined) continue;
    const parsed = parseSpecFile(name, text);
    if (parsed.problems.length) {
      problems.push(...parsed.problems);
      continue;
    }
    if (parsed.loaded.doc.contents === null) continue;
    const checked = specSchemas[name].safeParse(parsed.value);
    if (checked.success) spec[name] = checked.data;
    else {
      spec[name] = parsed.value;
      asWritten.push(...zodProblems(parsed.loaded, checked.error));
    }
  }
  return problems.length ? { ok: false, problems } : { ok: true, spec: spec as Partial<Spec>, asWritten };
}

/**
 * Validates spec files held as text (spec:diff reads one side from git) with the same parsing,
 * schemas and cross-file checks as loadSpec. A file absent from `texts`, or holding no YAML
 * document, is left out of the result instead of being a problem: a comparison counts it as
 * empty. The cross-file checks need the whole spec, so they run only when every file is there.
 */
export function loadSpecTexts(texts: Partial<Record<SpecFile, string>>): TextsResult {
  const parsedFiles = new Map<SpecFile, ParsedFile>();
  for (const name of Object.keys(specSchemas) as SpecFile[]) {
    const text = texts[name];
    if (text === undefined) continue;
    const parsed = parseSpecFile(name, text);
    if (parsed.problems.length === 0 && parsed.loaded.doc.contents === null) continue;
    parsedFiles.set(name, parsed);
  }
  const { spec, files, problems } = validateFiles(parsedFiles);
  if (problems.length) return { ok: false, problems };
  const complete = files.size === Object.keys(specSchemas).length;
  const cross = complete ? crossCheck(spec as Spec, files) : [];
  return cross.length ? { ok: false, problems: cross } : { ok: true, spec };
}
