/**
 * A page's critical CSS: of the style sheets its chunks bring, the rules that can match the markup
 * the server rendered. A rule whose selectors all name a class the page's markup does not have
 * cannot match it, and waits for the full sheet, which the boot script links after the first paint
 * (src/server/boot-script.ts) and the entry waits for before it hydrates (src/app/page-sheets.ts):
 * whatever the app renders later (a menu, a dialog, another page) finds every rule there.
 *
 * The sheets are parsed once, with PostCSS, when the build's assets are read; a page then costs
 * one pass over its markup's class attributes and one over the sheets' rules.
 */
import postcss, { type ChildNode } from 'postcss';

/** A sheet's top-level rules, as a page's CSS is picked from them. */
export type SheetRules = readonly StyleUnit[];

type StyleUnit =
  /** Written whatever the page (keyframes, font faces, rules on elements and attributes alone). */
  | { readonly kind: 'always'; readonly css: string }
  /** A style rule: written when one of its selectors needs no class the page lacks. */
  | { readonly kind: 'rule'; readonly css: string; readonly needs: readonly (readonly string[])[] }
  /** A conditional group (@media, @supports, @container, @layer): written around those of its rules the page keeps. */
  | { readonly kind: 'group'; readonly prelude: string; readonly units: readonly StyleUnit[] };

/** The at-rules whose rules are picked one by one; any other at-rule is written whole. */
const GROUPS = new Set(['media', 'supports', 'container', 'layer', 'scope', 'starting-style']);

/** Parses a sheet's text into the units a page's CSS is picked from. */
export function parseSheet(css: string): SheetRules {
  return postcss.parse(css).nodes.flatMap(unitOf);
}

function unitOf(node: ChildNode): StyleUnit[] {
  if (node.type === 'comment') return [];
  if (node.type === 'atrule' && GROUPS.has(node.name.toLowerCase()) && node.nodes) {
    return [{ kind: 'group', prelude: `@${node.name}${node.params ? ` ${node.params}` : ''}`, units: node.nodes.flatMap(unitOf) }];
  }
  // A statement (`@layer a, b;`) written alone ends with its semicolon.
  const css = node.type === 'atrule' && !node.nodes ? `${node.toString()};` : node.toString();
  // A rule with rules nested in it is kept whole: its children's selectors depend on its own.
  if (node.type !== 'rule' || node.nodes.some((child) => child.type === 'rule' || child.type === 'atrule'))
    return [{ kind: 'always', css }];
  const needs = node.selectors.map(requiredClasses);
  return needs.some((classes) => classes.length === 0) ? [{ kind: 'always', css }] : [{ kind: 'rule', css, needs }];
}

/**
 * The classes an element must have, or one of its ancestors or siblings, for a selector to match:
 * those outside functional pseudo-classes (`:not(.a)` needs no `a`; `:is(.a, .b)` either), attribute
 * selectors and strings.
 */
export function requiredClasses(selector: string): string[] {
  let plain = '';
  let depth = 0;
  let quote = '';
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i]!;
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
      continue;
    }
    if (char === '\\') {
      if (depth === 0) plain += char + (selector[i + 1] ?? '');
      i++;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth = Math.max(0, depth - 1);
    else if (depth === 0) plain += char;
  }
  return [...plain.matchAll(/\.((?:[\w-]|\\.)+)/g)].map((match) => match[1]!.replace(/\\(.)/g, '$1'));
}

/** The classes in a page's markup: every token of every class attribute. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of match[1]!.split(/\s+/)) if (name) classes.add(unescapeAttribute(name));
  return classes;
}

/** A class attribute's text as the element has it (React escapes &, ", ' , < and > in attributes). */
function unescapeAttribute(text: string): string {
  return text.includes('&')
    ? text.replace(/&(amp|quot|lt|gt|#39|#x27);/g, (_, name: string) => ({ amp: '&', quot: '"', lt: '<', gt: '>' })[name] ?? "'")
    : text;
}

/** The rules of the sheets, in their order, that the page's classes can match. */
export function pageCss(sheets: readonly SheetRules[], classes: ReadonlySet<string>): string {
  let css = '';
  for (const sheet of sheets) css += pick(sheet, classes);
  return css;
}

function pick(units: readonly StyleUnit[], classes: ReadonlySet<string>): string {
  let css = '';
  for (const unit of units) {
    if (unit.kind === 'always') css += unit.css;
    else if (unit.kind === 'rule') {
      if (unit.needs.some((needed) => needed.every((name) => classes.has(name)))) css += unit.css;
    } else {
      const inner = pick(unit.units, classes);
      if (inner) css += `${unit.prelude}{${inner}}`;
    }
  }
  return css;
}
