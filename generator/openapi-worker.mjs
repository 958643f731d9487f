// Runs openapi-typescript in a worker thread: its import (TypeScript and Redocly) takes most of a
// cold generator run, so it loads on the second core while the main thread validates the spec.
// A `prefetch` message names spec/api.yaml so rendering starts as soon as the import is done; a
// later `render` of the same (validated, key-sorted) document reuses that result.
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

/** Object keys sorted with plain comparisons, as the main thread sorts them (literal.ts). */
function sortKeysDeep(value) {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
        .map((k) => [k, sortKeysDeep(value[k])]),
    );
  }
  return value;
}

async function render(doc) {
  return astToString(await openapiTS(doc, { silent: true, alphabetize: true }));
}

let prefetched = null;

parentPort.on('message', async (message) => {
  if (message.kind === 'prefetch') {
    try {
      const doc = sortKeysDeep(parse(await readFile(message.file, 'utf8')));
      prefetched = { key: JSON.stringify(doc), text: render(doc) };
      prefetched.text.catch(() => undefined);
    } catch {
      // An unreadable or invalid file: the main thread reports it; render() will not match.
    }
    return;
  }
  try {
    const key = JSON.stringify(message.doc);
    const text = prefetched?.key === key ? await prefetched.text : await render(message.doc);
    parentPort.postMessage({ ok: true, text });
  } catch (error) {
    parentPort.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
