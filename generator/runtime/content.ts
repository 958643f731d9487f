/** Names shared by the generator's content checks and the blocks that render content. */

/** The anchor of a block's heading: its message key without `.heading`, e.g. `data.heading` → `data`. */
export function headingAnchor(key: string): string {
  return key.replace(/\.heading$/, '').replaceAll('.', '-');
}

/** The page message that says what a cookie or storage key of a `cookie-table` block is for. */
export function purposeKey(source: 'cookies' | 'storage', name: string): string {
  return `${source === 'cookies' ? 'cookie' : 'storage'}.${name}`;
}
