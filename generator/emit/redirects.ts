/** spec/redirects.yaml → generated/redirects.ts: the server redirect rules by path. */
import { byString, literal } from '../literal.ts';
import { constant, importFrom, printTs } from '../ts-file.ts';
import type { Emitter } from './types.ts';

export const emitRedirects: Emitter = (spec) => {
  const rules = [...spec.redirects.redirects]
    .sort((a, b) => byString(a.from, b.from))
    .map((r) => [r.from, { to: r.to, status: r.status, everyLocale: r.everyLocale ?? false, external: r.to.startsWith('https://') }]);
  const content = printTs('redirects.ts', 'spec/redirects.yaml', [
    importFrom('../generator/runtime/rules.ts', ['createRedirectFinder']),
    `/** A redirect rule: where a path goes and how. */\nexport interface RedirectRule {\n  readonly to: string;\n  readonly status: 301 | 302 | 307 | 308;\n  /** Applies under every locale prefix too; a relative target keeps the prefix. */\n  readonly everyLocale: boolean;\n  /** The target leaves the site. */\n  readonly external: boolean;\n}`,
    constant('redirectRules', `new Map<string, RedirectRule>(${literal(rules)})`, {
      type: 'ReadonlyMap<string, RedirectRule>',
      doc: 'Rules by the path they apply to (below the locale prefix, with its trailing slash).',
    }),
    `/** The rule for a path below its locale prefix, if any. */\nexport const findRedirect = createRedirectFinder(redirectRules);`,
  ]);
  return [{ path: 'redirects.ts', content }];
};
