/**
 * npm run spec:diff -- [git-ref] [--json] [--root DIR]
 * What changed in spec/ from a git ref (default HEAD) to the working tree, in product terms, as
 * Markdown (or the changes as JSON with --json). Both sides are validated as the generator does.
 * Exit codes: 0 compared (breaking changes included), 1 a spec on either side is invalid,
 * 2 nothing could be compared (an unknown ref, no git repository, a bad option).
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { formatProblem, loadSpecTexts, loadSpecTextsAsWritten, type SpecProblem } from '../generator/load.ts';
import { specSchemas, type SpecFile } from '../generator/schema/index.ts';
import { specDiff } from '../generator/spec-diff/diff.ts';
import { renderMarkdown } from '../generator/spec-diff/markdown.ts';

const exec = promisify(execFile);
const NAMES = Object.keys(specSchemas) as SpecFile[];

class UsageError extends Error {}

interface Options {
  ref: string;
  json: boolean;
  root: string;
}

function parseArgs(args: string[]): Options {
  const options: Options = { ref: 'HEAD', json: false, root: process.cwd() };
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--json') options.json = true;
    else if (arg === '--root' && args[i + 1]) options.root = path.resolve(args[++i]!);
    else if (arg.startsWith('-')) throw new UsageError(`unknown option ${arg}`);
    else positional.push(arg);
  }
  if (positional.length > 1) throw new UsageError(`expected one git ref, got ${positional.join(' ')}`);
  if (positional[0]) options.ref = positional[0];
  return options;
}

async function git(root: string, args: string[]): Promise<string> {
  const { stdout } = await exec('git', ['-C', root, ...args], { maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

/** The commit a ref names; the ref is never read as an option. */
async function commitOf(root: string, ref: string): Promise<string> {
  try {
    return (await git(root, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`])).trim();
  } catch {
    throw new UsageError(`"${ref}" names no commit of the git repository at ${root}`);
  }
}

/** Text of each spec file at a commit; a file the commit lacks is left out. */
async function textsAtCommit(root: string, commit: string): Promise<Partial<Record<SpecFile, string>>> {
  const listed = new Set((await git(root, ['ls-tree', '-r', '-z', '--name-only', commit, '--', 'spec'])).split('\0'));
  const show = async (file: string) => (listed.has(file) ? git(root, ['show', `${commit}:./${file}`]) : undefined);
  const texts: Partial<Record<SpecFile, string>> = {};
  for (const name of NAMES) {
    const text = await show(`spec/${name}.yaml`);
    if (text !== undefined) texts[name] = text;
  }
  return texts;
}

async function readIfThere(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
}

async function textsInWorkingTree(root: string): Promise<Partial<Record<SpecFile, string>>> {
  const texts: Partial<Record<SpecFile, string>> = {};
  for (const name of NAMES) {
    const text = await readIfThere(path.join(root, 'spec', `${name}.yaml`));
    if (text !== undefined) texts[name] = text;
  }
  return texts;
}

function reportProblems(label: string, problems: readonly SpecProblem[]): void {
  const sorted = [...problems].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column));
  console.error(`The spec ${label} is invalid:`);
  for (const p of sorted) console.error(formatProblem(p));
  console.error(`\n${problems.length} problem${problems.length === 1 ? '' : 's'} in the spec ${label}; nothing was compared.\n`);
}

async function main(args: string[]): Promise<number> {
  const options = parseArgs(args);
  const commit = await commitOf(options.root, options.ref);
  // The ref's spec may predate today's schemas: a file that fails them is compared as written.
  const before = loadSpecTextsAsWritten(await textsAtCommit(options.root, commit));
  const after = loadSpecTexts(await textsInWorkingTree(options.root));
  if (before.ok && before.asWritten?.length) {
    console.error(`Note: the spec at ${options.ref} does not pass today's schemas here; compared as written:`);
    for (const p of before.asWritten) console.error(`  ${formatProblem(p)}`);
  }
  if (!before.ok) reportProblems(`at ${options.ref}`, before.problems);
  if (!after.ok) reportProblems('in the working tree', after.problems);
  if (!before.ok || !after.ok) return 1;
  const changes = specDiff(before.spec, after.spec);
  if (options.json) console.log(JSON.stringify(changes, null, 2));
  else process.stdout.write(renderMarkdown(changes, `spec/ at \`${options.ref}\` → working tree`));
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof UsageError ? `spec:diff: ${error.message}` : error);
  process.exitCode = 2;
}
