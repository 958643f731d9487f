/**
 * The JSON blocks the browser starts from: the server's scope (store values by sid), which the
 * browser forks its scope from, and the values its render read through shared/model-view (by
 * name), which the views hydrate with before the models load.
 */
/** The router state's data block: the page's loader data, or its error (entry-client.tsx reads it). */
export const ROUTER_DATA_ID = 'router-data';

export const SCOPE_DATA_ID = 'scope-data';
export const MODEL_VALUES_ID = 'model-values';

/** A JSON object block's value; empty when the block is missing or malformed (the dev server). */
function readObject(doc: Document, id: string): Record<string, unknown> {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return {};
  try {
    const values: unknown = JSON.parse(text);
    return typeof values === 'object' && values !== null && !Array.isArray(values) ? (values as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The serialized store values (by sid). */
export function readScopeValues(doc: Document): Record<string, unknown> {
  return readObject(doc, SCOPE_DATA_ID);
}

/** The model values the page carries (by name). */
export function readModelValues(doc: Document): Record<string, unknown> {
  return readObject(doc, MODEL_VALUES_ID);
}
