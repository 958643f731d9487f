/** The server's scope as JSON in the page, which the browser forks its scope from. */
export const SCOPE_DATA_ID = 'scope-data';

/** The serialized store values (by sid); none when the block is missing or malformed (the dev server). */
export function readScopeValues(doc: Document): Record<string, unknown> {
  const text = doc.getElementById(SCOPE_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    const values: unknown = JSON.parse(text);
    return typeof values === 'object' && values !== null && !Array.isArray(values) ? (values as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
