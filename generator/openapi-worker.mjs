// Runs openapi-typescript in a worker thread: its import (TypeScript and Redocly) takes most of a
// cold generator run, so it loads on the second core while the main thread validates the spec.
import { parentPort } from 'node:worker_threads';
import openapiTS, { astToString } from 'openapi-typescript';

parentPort.on('message', async (doc) => {
  try {
    const ast = await openapiTS(doc, { silent: true, alphabetize: true });
    parentPort.postMessage({ ok: true, text: astToString(ast) });
  } catch (error) {
    parentPort.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
