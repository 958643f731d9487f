import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { breakpoints } from '../../generated/constants.ts';

const root = path.resolve(import.meta.dirname, '../..');
const tokens = readFileSync(path.join(root, 'src/shared/ui/tokens.css'), 'utf8');

/** Every CSS file under src/, with its path relative to the repository. */
function cssFiles(dir = path.join(root, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

describe('design tokens', () => {
  it('declare the breakpoints of spec/constants.yaml', () => {
    expect(tokens).toContain(`--breakpoint-tablet: ${breakpoints.tablet}px;`);
    expect(tokens).toContain(`--breakpoint-desktop: ${breakpoints.desktop}px;`);
  });

  it('are the only widths media queries use', () => {
    const allowed = new Set([breakpoints.tablet, breakpoints.desktop]);
    for (const file of cssFiles()) {
      const css = readFileSync(file, 'utf8');
      for (const query of css.matchAll(/@media[^{]*/g)) {
        for (const [, px] of query[0].matchAll(/(\d+)px/g))
          expect(allowed, `${path.relative(root, file)}: ${query[0]}`).toContain(Number(px));
      }
    }
  });

  it('keep physical directions out of component styles, so rtl mirrors', () => {
    const physical =
      /(?:margin|padding|border)-(?:left|right)\b|(?<![-\w])(?:left|right)\s*:|text-align:\s*(?:left|right)|float:\s*(?:left|right)/;
    for (const file of cssFiles()) expect(readFileSync(file, 'utf8'), path.relative(root, file)).not.toMatch(physical);
  });
});
