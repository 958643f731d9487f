/** spec/cookies.yaml → generated/cookies.ts: typed cookie accessors and the cookie jars they use. */
import { byString, camel, literal, quote } from '../literal.ts';
import type { CookieValueType } from '../schema/cookies.ts';
import { constant, func, importFrom, printTs } from '../ts-file.ts';
import type { Emitter } from './types.ts';

/** The TypeScript type and the parse expression (of `raw`) for a value type. */
function valueCode(type: CookieValueType): { ts: string; parse: string; format: string } {
  switch (type.kind) {
    case 'literal':
      return { ts: quote(type.value), parse: `raw === ${quote(type.value)} ? raw : undefined`, format: 'String' };
    case 'enum': {
      const ts = type.values.map(quote).join(' | ');
      return { ts, parse: `(${literal(type.values)} as readonly string[]).includes(raw) ? (raw as ${ts}) : undefined`, format: 'String' };
    }
    case 'boolean':
      return { ts: 'boolean', parse: "raw === 'true' ? true : raw === 'false' ? false : undefined", format: 'String' };
    case 'locale':
      return { ts: 'LocalePrefix', parse: 'isLocalePrefix(raw) ? raw : undefined', format: 'String' };
    case 'string': {
      const checks = [type.maxLength !== undefined ? `raw.length <= ${type.maxLength}` : 'raw.length > 0'];
      if (type.pattern) checks.push(`/${type.pattern.replace(/\//g, '\\/')}/.test(raw)`);
      return { ts: 'string', parse: `${checks.join(' && ')} ? raw : undefined`, format: 'String' };
    }
  }
}

export const emitCookies: Emitter = (spec) => {
  const { defaults } = spec.cookies;
  const cookies = [...spec.cookies.cookies].sort((a, b) => byString(a.name, b.name));
  const specs = Object.fromEntries(
    cookies.map((c) => [
      camel(c.name),
      {
        name: c.name,
        maxAge: c.maxAge ?? defaults.maxAge,
        scope: c.scope ?? defaults.scope,
        path: c.path ?? defaults.path,
        sameSite: c.sameSite ?? defaults.sameSite,
        httpOnly: c.httpOnly ?? false,
        readOnly: c.readOnly ?? false,
        category: c.category ?? defaults.category,
      },
    ]),
  );
  const members = cookies.map((c) => {
    const v = valueCode(c.type);
    const key = camel(c.name);
    const make = `accessor<${v.ts}>(jar, scope, cookieSpecs.${key}, (raw) => (${v.parse}))`;
    return `    /** ${c.purpose} */\n    ${key}: ${c.readOnly ? `readOnly(${make})` : make},`;
  });
  const content = printTs('cookies.ts', 'spec/cookies.yaml', [
    importFrom('../generator/runtime/cookies.ts', [
      'accessor',
      'readOnly',
      'type CookieAccessor',
      'type CookieJar',
      'type CookieScope',
      'type CookieSpec',
      'type ReadOnlyCookie',
    ]),
    importFrom('./locales.ts', ['isLocalePrefix', 'type LocalePrefix']),
    `export {\n  documentCookieJar,\n  headerCookieJar,\n  parseCookieHeader,\n  serializeCookie,\n  type CookieAccessor,\n  type CookieAttributes,\n  type CookieJar,\n  type CookieScope,\n  type CookieSpec,\n  type ReadOnlyCookie,\n} from '../generator/runtime/cookies.ts';`,
    constant('consentCategories', `${literal(spec.cookies.categories)} as const`, {
      doc: 'The consent categories of the cookie notice, in order; a required one cannot be refused.',
    }),
    constant('cookieSpecs', literal(specs), {
      type: `{ readonly [K in ${cookies.map((c) => quote(camel(c.name))).join(' | ')}]: CookieSpec }`,
      doc: 'Every cookie of cookies.yaml with its lifetime and scope.',
    }),
    `/** Typed accessors for every cookie. */\nexport interface Cookies {\n${cookies
      .map(
        (c) =>
          `  /** ${c.purpose} */\n  readonly ${camel(c.name)}: ${c.readOnly ? 'ReadOnlyCookie' : 'CookieAccessor'}<${valueCode(c.type).ts}>;`,
      )
      .join('\n')}\n}`,
    func(
      'createCookies',
      [
        { name: 'jar', type: 'CookieJar' },
        { name: 'scope', type: 'CookieScope' },
      ],
      'Cookies',
      `return {\n${members.join('\n').replace(/^ {4}/gm, '  ')}\n};`,
      'Typed accessors for every cookie over a jar.',
    ),
  ]);
  return [{ path: 'cookies.ts', content }];
};
