/**
 * The JSON block with which a built page starts its scripts (src/server/boot-script.ts), which the
 * entry also reads: the addresses of the page's own modules, which it imports without the loaders
 * of every page.
 */

/** The id of the JSON block. */
export const BOOT_DATA_ID = 'boot-data';

export interface BootData {
  /** The entry module's URL. */
  readonly entry: string;
  /** The URLs of the chunks the page loads with it. */
  readonly preloads: readonly string[];
  /** The page's own modules (its body, its content) by source file, as the build manifest names them. */
  readonly modules?: Readonly<Record<string, string>>;
}

/** The page's own modules by source file; none where the page has no boot data (development). */
export function readBootModules(document: Document): Readonly<Record<string, string>> {
  try {
    const data = JSON.parse(document.getElementById(BOOT_DATA_ID)?.textContent ?? '{}') as Partial<BootData>;
    return data.modules && typeof data.modules === 'object' ? data.modules : {};
  } catch {
    return {};
  }
}
