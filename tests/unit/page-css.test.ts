import { describe, expect, it } from 'vitest';
import { classesIn, pageCss, parseSheet, requiredClasses } from '../../src/server/page-css.ts';
import { withStyleSource } from '../../src/server/security-headers.ts';

describe('the classes a selector needs', () => {
  it('are those outside functional pseudo-classes, attribute selectors and strings', () => {
    expect(requiredClasses('.a .b>.c')).toEqual(['a', 'b', 'c']);
    expect(requiredClasses(':root:not([data-js]) ._shell_ul1fv_6')).toEqual(['_shell_ul1fv_6']);
    expect(requiredClasses('.a:not(.b):is(.c,.d)')).toEqual(['a']);
    expect(requiredClasses('.card:has(.icon)::before')).toEqual(['card']);
    expect(requiredClasses('[data-x=".y"] a')).toEqual([]);
    expect(requiredClasses('a[title="(.z"]')).toEqual([]);
    expect(requiredClasses('.w-1\\/2')).toEqual(['w-1/2']);
    expect(requiredClasses('button')).toEqual([]);
  });
});

describe('the classes of a page', () => {
  it('are every token of every class attribute, unescaped', () => {
    expect([...classesIn('<div class="a  b"><svg class="c"></svg><p data-class="x" class="d&amp;e"></p></div>')]).toEqual([
      'a',
      'b',
      'c',
      'd&e',
    ]);
  });
});

describe("a page's critical CSS", () => {
  const sheet = parseSheet(
    [
      ':root{--x:1}',
      'body{margin:0}',
      '.a{color:red}',
      '.b{color:blue}',
      '.a .b,.c{color:green}',
      '.d:not(.a){color:gray}',
      '@media (width>=768px){.a{color:pink}.e{color:black}}',
      '@media (width>=1024px){.e{color:white}}',
      '@supports (display:grid){@media print{.a{display:grid}}}',
      '@keyframes spin{to{transform:rotate(1turn)}}',
      '@font-face{font-family:X;src:url(x.woff2)}',
      '@layer base,components',
      '/* a comment */',
    ].join(''),
  );

  it('keeps what needs no class, and the rules whose classes the page has, in their order', () => {
    expect(pageCss([sheet], new Set(['a']))).toBe(
      ':root{--x:1}body{margin:0}.a{color:red}@media (width>=768px){.a{color:pink}}@supports (display:grid){@media print{.a{display:grid}}}' +
        '@keyframes spin{to{transform:rotate(1turn)}}@font-face{font-family:X;src:url(x.woff2)}@layer base,components;',
    );
  });

  it('keeps a rule when one of its selectors can match, whole', () => {
    expect(pageCss([sheet], new Set(['c']))).toContain('.a .b,.c{color:green}');
    expect(pageCss([sheet], new Set(['b']))).not.toContain('.a .b');
    expect(pageCss([sheet], new Set(['a', 'b']))).toContain('.a .b,.c{color:green}');
  });

  it('drops a conditional group with none of its rules kept', () => {
    const css = pageCss([sheet], new Set(['d']));
    expect(css).toContain('.d:not(.a){color:gray}');
    expect(css).not.toContain('@media');
    expect(css).not.toContain('@supports');
  });

  it('is every rule for a page with every class, as the sheet reads', () => {
    const all = new Set(['a', 'b', 'c', 'd', 'e']);
    expect(pageCss([sheet], all)).toBe(
      ':root{--x:1}body{margin:0}.a{color:red}.b{color:blue}.a .b,.c{color:green}.d:not(.a){color:gray}' +
        '@media (width>=768px){.a{color:pink}.e{color:black}}@media (width>=1024px){.e{color:white}}' +
        '@supports (display:grid){@media print{.a{display:grid}}}@keyframes spin{to{transform:rotate(1turn)}}' +
        '@font-face{font-family:X;src:url(x.woff2)}@layer base,components;',
    );
  });

  it('follows the sheets in the order given', () => {
    expect(pageCss([parseSheet('.a{color:red}'), parseSheet('.a{color:blue}')], new Set(['a']))).toBe('.a{color:red}.a{color:blue}');
  });
});

describe("a page's policy", () => {
  it('allows its inline style by its hash in style-src alone', () => {
    const policy = "default-src 'none'; script-src 'self' 'sha256-s'; style-src 'self'; img-src 'self' data:";
    expect(withStyleSource(policy, "'sha256-abc'")).toBe(
      "default-src 'none'; script-src 'self' 'sha256-s'; style-src 'self' 'sha256-abc'; img-src 'self' data:",
    );
    expect(withStyleSource("style-src 'self'", "'sha256-abc'")).toBe("style-src 'self' 'sha256-abc'");
  });
});
