import { execFile } from 'node:child_process';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMap, isSeq, parseDocument, type Node } from 'yaml';
import { loadSpecTexts } from '../../generator/load.ts';
import type { ApiOperation, ApiSpec } from '../../generator/schema/api.ts';
import { specSchemas, type Spec, type SpecFile } from '../../generator/schema/index.ts';
import { specDiff, type Change, type SpecFiles } from '../../generator/spec-diff/diff.ts';
import { renderMarkdown } from '../../generator/spec-diff/markdown.ts';
import { copyRoot, edit, ROOT } from './helpers.ts';

const exec = promisify(execFile);

/** A change as one line: "area kind subject: detail", marked when breaking. */
const brief = (c: Change) => `${c.area} ${c.kind} ${c.subject}: ${c.detail}${c.breaking ? ' [breaking]' : ''}`;

/** Spec files from small YAML texts, validated by the generator's loader. */
function yaml(texts: Partial<Record<SpecFile, string>>): SpecFiles {
  const loaded = loadSpecTexts(texts);
  if (!loaded.ok) throw new Error(loaded.problems.map((p) => `${p.file}:${p.line}:${p.column}: ${p.message}`).join('\n'));
  return loaded.spec;
}

// Small OpenAPI documents, checked against the generator's schema so the cases stay valid specs.
const op = (operationId: string, extra: Partial<ApiOperation> = {}): ApiOperation => ({
  operationId,
  summary: `Does ${operationId}.`,
  responses: { '200': { description: 'OK' } },
  ...extra,
});
function api(paths: ApiSpec['paths'], schemas: Record<string, Record<string, unknown>> = {}): SpecFiles {
  return {
    api: specSchemas.api.parse({
      openapi: '3.1.0',
      info: { title: 'Test', version: '1' },
      servers: [{ url: '/api' }],
      'x-default-headers': [],
      'x-generic-get': 'getServiceData',
      security: [{}],
      paths,
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } }, parameters: {}, responses: {}, schemas },
    }),
  };
}
const json = (schema: Record<string, unknown>) => ({ content: { 'application/json': { schema } } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const order = (properties: Record<string, unknown>, required: string[]) => ({ Order: { type: 'object', required, properties } });
const pool = (extra: { required?: boolean } = {}) => ({ name: 'pool', in: 'query' as const, schema: { type: 'string' }, ...extra });

const page = (id: string, extra = '') =>
  `  - { id: ${id}, path: /${id}/, kind: marketing, title: Page ${id}, description: About ${id}.${extra} }`;
const routes = (...pages: string[]) => `
pages:
${pages.join('\n')}
country: { id: country, body: country, validation: country, title: a.b, description: a.b, serviceTitle: a.b, serviceDescription: a.b }
error:
  id: error
  image: { src: /rocket.svg, width: 285, height: 226 }
  title: a.b
  heading: a.b
  link: a.b
  description: a.b
  serverError: { title: a.b, heading: a.b, description: a.b }
navigation: { header: [], footer: {} }
`;
const guard = (id: string, runs = 'both') => `  - { id: ${id}, rule: ${id} rule., runs: ${runs}, appliesTo: all }`;
const guards = (...list: string[]) => `guards:\n${list.join('\n')}\n`;
const cookies = (...list: string[]) =>
  `categories: [{ id: necessary, required: true }]\ndefaults: { category: necessary, maxAge: 63113851, scope: parent, path: /, sameSite: Lax }\ncookies:\n${list.join('\n')}\n`;
const storage = (...keys: string[]) =>
  `keys:\n${keys.map((k) => `  - { key: ${k}, area: local, type: { kind: string }, purpose: Holds ${k}. }`).join('\n')}\n`;
const locales = (...list: string[]) => `locales:\n${list.map((l) => `  - ${l}`).join('\n')}\n`;

/** The repository's own spec, and a copy of one of its files changed by `change`. */
let real: Spec;
function realWith<K extends SpecFile>(file: K, change: (value: Spec[K]) => void): SpecFiles {
  const copy = structuredClone(real[file]);
  change(copy);
  return { [file]: copy };
}
beforeAll(async () => {
  const texts = Object.fromEntries(
    await Promise.all(
      (Object.keys(specSchemas) as SpecFile[]).map(async (n) => [n, await readFile(path.join(ROOT, 'spec', `${n}.yaml`), 'utf8')]),
    ),
  );
  real = yaml(texts) as Spec;
});

type Case = [string, { before: () => SpecFiles; after: () => SpecFiles; want: string[] }];

const cases: Case[] = [
  [
    'removing an API operation is breaking',
    {
      before: () => api({ '/a': { get: op('getA') }, '/b': { delete: op('deleteB') } }),
      after: () => api({ '/a': { get: op('getA') } }),
      want: ['api removed deleteB (DELETE /b): Does deleteB. [breaking]'],
    },
  ],
  [
    'adding an API operation is not breaking',
    {
      before: () => api({ '/a': { get: op('getA') } }),
      after: () => api({ '/a': { get: op('getA'), post: op('postA') } }),
      want: ['api added postA (POST /a): Does postA.'],
    },
  ],
  [
    'a new required parameter is breaking',
    {
      before: () => api({ '/p': { get: op('getP') } }),
      after: () => api({ '/p': { get: op('getP', { parameters: [pool({ required: true })] }) } }),
      want: ['api changed getP (GET /p): new required query parameter `pool` [breaking]'],
    },
  ],
  [
    'a new optional parameter is not breaking',
    {
      before: () => api({ '/p': { get: op('getP') } }),
      after: () => api({ '/p': { get: op('getP', { parameters: [pool()] }) } }),
      want: ['api changed getP (GET /p): new optional query parameter `pool`'],
    },
  ],
  [
    'a parameter becoming required is breaking',
    {
      before: () => api({ '/p': { get: op('getP', { parameters: [pool()] }) } }),
      after: () => api({ '/p': { get: op('getP', { parameters: [pool({ required: true })] }) } }),
      want: ['api changed getP (GET /p): query parameter `pool` now required [breaking]'],
    },
  ],
  [
    'a new required request-body property, behind a $ref, is breaking',
    {
      before: () =>
        api({ '/o': { post: op('createOrder', { requestBody: json(ref('Order')) }) } }, order({ plan: { type: 'string' } }, ['plan'])),
      after: () =>
        api(
          { '/o': { post: op('createOrder', { requestBody: json(ref('Order')) }) } },
          order({ plan: { type: 'string' }, currency: { type: 'string' } }, ['plan', 'currency']),
        ),
      want: ['api changed createOrder (POST /o): request body: new required property `currency` [breaking]'],
    },
  ],
  [
    'a new optional request-body property is not breaking',
    {
      before: () =>
        api({ '/o': { post: op('createOrder', { requestBody: json(ref('Order')) }) } }, order({ plan: { type: 'string' } }, [])),
      after: () =>
        api(
          { '/o': { post: op('createOrder', { requestBody: json(ref('Order')) }) } },
          order({ plan: { type: 'string' }, promo: { type: 'string' } }, []),
        ),
      want: ['api changed createOrder (POST /o): request body: new optional property `promo`'],
    },
  ],
  [
    'removing a request enum value is breaking, adding one is not',
    {
      before: () =>
        api({ '/o': { post: op('createOrder', { requestBody: json(ref('Order')) }) } }, order({ plan: { enum: ['a', 'b'] } }, [])),
      after: () =>
        api({ '/o': { post: op('createOrder', { requestBody: json(ref('Order')) }) } }, order({ plan: { enum: ['b', 'c'] } }, [])),
      want: [
        'api changed createOrder (POST /o): request body property `plan`: values `a` removed [breaking]',
        'api changed createOrder (POST /o): request body property `plan`: values `c` added',
      ],
    },
  ],
  [
    'narrowing a request property type is breaking, widening it is not',
    {
      before: () =>
        api(
          { '/o': { post: op('createOrder', { requestBody: json(ref('Order')) }) } },
          order({ plan: { type: ['string', 'null'] }, qty: { type: 'integer' } }, []),
        ),
      after: () =>
        api(
          { '/o': { post: op('createOrder', { requestBody: json(ref('Order')) }) } },
          order({ plan: { type: 'string' }, qty: { type: 'number' } }, []),
        ),
      want: [
        'api changed createOrder (POST /o): request body property `plan`: type `null`, `string` → `string` [breaking]',
        'api changed createOrder (POST /o): request body property `qty`: type `integer` → `number`',
      ],
    },
  ],
  [
    'removing a response property, behind a $ref, is breaking',
    {
      before: () =>
        api(
          { '/u': { get: op('getUser', { responses: { '200': { description: 'The user.', ...json(ref('Order')) } } }) } },
          order({ id: {}, email: {} }, []),
        ),
      after: () =>
        api(
          { '/u': { get: op('getUser', { responses: { '200': { description: 'The user.', ...json(ref('Order')) } } }) } },
          order({ id: {} }, []),
        ),
      want: ['api changed getUser (GET /u): 200 response: property `email` removed [breaking]'],
    },
  ],
  [
    'changing a response property type is breaking, adding one is not',
    {
      before: () =>
        api({
          '/u': {
            get: op('getUser', { responses: { '200': { description: 'U.', ...json(order({ id: { type: 'string' } }, []).Order) } } }),
          },
        }),
      after: () =>
        api({
          '/u': {
            get: op('getUser', {
              responses: { '200': { description: 'U.', ...json(order({ id: { type: 'integer' }, name: {} }, []).Order) } },
            }),
          },
        }),
      want: [
        'api changed getUser (GET /u): 200 response property `id`: type `string` → `integer` [breaking]',
        'api changed getUser (GET /u): 200 response: new optional property `name`',
      ],
    },
  ],
  [
    'removing a success response is breaking',
    {
      before: () => api({ '/u': { get: op('getUser', { responses: { '200': { description: 'OK' }, '404': { description: 'No.' } } }) } }),
      after: () => api({ '/u': { get: op('getUser', { responses: { '404': { description: 'No.' } } }) } }),
      want: ['api changed getUser (GET /u): 200 response removed [breaking]'],
    },
  ],
  [
    'requiring sign-in is breaking, dropping it is not',
    {
      before: () => api({ '/a': { get: op('getA') }, '/b': { get: op('getB', { security: [{ bearerAuth: [] }] }) } }),
      after: () => api({ '/a': { get: op('getA', { security: [{ bearerAuth: [] }] }) }, '/b': { get: op('getB') } }),
      want: [
        'api changed getA (GET /a): security `none` → `bearerAuth` [breaking]',
        'api changed getB (GET /b): security `bearerAuth` → `none`',
      ],
    },
  ],
  [
    'moving an operation to another path is breaking',
    {
      before: () => api({ '/a': { get: op('getA') } }),
      after: () => api({ '/v2/a': { get: op('getA') } }),
      want: ['api changed getA (GET /v2/a): path `/a` → `/v2/a` [breaking]'],
    },
  ],
  [
    'a new summary is a description change, not breaking',
    {
      before: () => api({ '/a': { get: op('getA') } }),
      after: () => api({ '/a': { get: op('getA', { summary: 'Gets A.' }) } }),
      want: ['api changed getA (GET /a): summary changed'],
    },
  ],
  [
    'a new page is listed with its path',
    {
      before: () => yaml({ routes: routes(page('main')) }),
      after: () => yaml({ routes: routes(page('main'), page('faq', ', guestOnly: true')) }),
      want: ['pages added faq: `/faq/`, marketing, title `Page faq`, guest only'],
    },
  ],
  [
    'a removed page is listed with its path',
    {
      before: () => yaml({ routes: routes(page('main'), page('faq')) }),
      after: () => yaml({ routes: routes(page('main')) }),
      want: ['pages removed faq: `/faq/`, marketing, title `Page faq`'],
    },
  ],
  [
    "a page's path and guards changed",
    {
      before: () => yaml({ routes: routes(page('faq')) }),
      after: () => yaml({ routes: routes(page('faq', ', guards: [require-auth]').replace('/faq/', '/help/faq/')) }),
      want: ['pages changed faq: path `/faq/` → `/help/faq/`; guards – → `require-auth`'],
    },
  ],
  [
    'navigation, the country catch-all and the error page',
    {
      before: () => ({ routes: real.routes, countries: real.countries }),
      after: () => ({
        ...realWith('routes', (r) => {
          r.navigation.header = r.navigation.header.filter((id) => id !== 'servers');
          r.navigation.footer.legal!.push('blog');
          r.error.image.width = 300;
        }),
        ...realWith('countries', (c) => void (c.countries = c.countries.filter((code) => code !== 'aq'))),
      }),
      want: [
        'pages changed country catch-all: countries removed `aq`',
        'pages changed error page: image.width `285` → `300`',
        'pages changed footer navigation: legal: added `blog`',
        'pages changed header navigation: removed `servers`',
      ],
    },
  ],
  [
    'a guard moved in the chain says where it now runs',
    {
      before: () => yaml({ guards: guards(guard('first'), guard('second'), guard('third')) }),
      after: () => yaml({ guards: guards(guard('third'), guard('first'), guard('second')) }),
      want: ['guards changed third: moved: now first (was after `second`)'],
    },
  ],
  [
    'a guard that changes side',
    {
      before: () => yaml({ guards: guards(guard('source-app', 'client')) }),
      after: () => yaml({ guards: guards(guard('source-app', 'both')) }),
      want: ['guards changed source-app: runs `client` → `both`'],
    },
  ],
  [
    'a redirect retargeted',
    {
      before: () => yaml({ redirects: 'redirects:\n  - { from: /premium/, to: /order/, status: 301 }\n' }),
      after: () => yaml({ redirects: 'redirects:\n  - { from: /premium/, to: /pricing/, status: 302 }\n' }),
      want: ['redirects changed /premium/: to `/order/` → `/pricing/`; status `301` → `302`'],
    },
  ],
  [
    "a cookie's lifetime changed",
    {
      before: () => yaml({ cookies: cookies('  - { name: i18n, type: { kind: locale }, purpose: The locale., maxAge: 31536000 }') }),
      after: () => yaml({ cookies: cookies('  - { name: i18n, type: { kind: locale }, purpose: The locale., maxAge: 86400 }') }),
      want: ['cookies changed i18n: lifetime `31536000 s (365 days)` → `86400 s (1 days)`'],
    },
  ],
  [
    'a consent category added, and a cookie moved into it',
    {
      before: () => yaml({ cookies: cookies('  - { name: seen, type: { kind: boolean }, purpose: Seen. }') }),
      after: () =>
        yaml({
          cookies: cookies('  - { name: seen, type: { kind: boolean }, purpose: Seen., category: analytics }').replace(
            'categories: [{ id: necessary, required: true }]',
            'categories: [{ id: necessary, required: true }, { id: analytics, required: false }]',
          ),
        }),
      want: ['cookies added consent category analytics: optional', 'cookies changed seen: consent category `necessary` → `analytics`'],
    },
  ],
  [
    'a new default lifetime changes the cookies that use it',
    {
      before: () => yaml({ cookies: cookies('  - { name: seen, type: { kind: boolean }, purpose: Seen. }') }),
      after: () => yaml({ cookies: cookies('  - { name: seen, type: { kind: boolean }, purpose: Seen. }').replace('63113851', '86400') }),
      want: ['cookies changed seen: lifetime `63113851 s (730.5 days)` → `86400 s (1 days)`'],
    },
  ],
  [
    'a storage key removed',
    {
      before: () => yaml({ storage: storage('authToken', 'promo') }),
      after: () => yaml({ storage: storage('authToken') }),
      want: ['storage removed promo: local storage, string: Holds promo.'],
    },
  ],
  [
    'a spec file missing on one side counts as empty',
    {
      before: () => ({}),
      after: () => yaml({ storage: storage('promo') }),
      want: ['storage added promo: local storage, string: Holds promo.'],
    },
  ],
  [
    'a locale added',
    {
      before: () => yaml({ locales: locales('{ prefix: en, tag: en, name: English, dir: ltr }') }),
      after: () =>
        yaml({ locales: locales('{ prefix: en, tag: en, name: English, dir: ltr }', '{ prefix: he, tag: he, name: Hebrew, dir: rtl }') }),
      want: ['locales added he: Hebrew, tag `he`, rtl'],
    },
  ],
  [
    "an edition's default locale and locales",
    {
      before: () => ({ editions: real.editions }),
      after: () =>
        realWith('editions', (e) => {
          e.editions.RU!.locales = ['ru', 'en'];
          e.editions.RU!.defaultLocale = 'en';
        }),
      want: ['editions changed RU edition: defaultLocale `ru` → `en`; locales added `en`'],
    },
  ],
  [
    'a constant changed, old → new',
    {
      before: () => ({ constants: real.constants }),
      after: () => realWith('constants', (c) => void (c.chat.loadDelayMs = 3000)),
      want: ['constants changed chat.loadDelayMs: `2000` → `3000`'],
    },
  ],
  [
    'a plan’s price changed, by plan id, whatever its place in the list',
    {
      before: () => ({ plans: real.plans }),
      after: () =>
        realWith('plans', (p) => {
          p.plans.reverse();
          p.plans.find((plan) => plan.id === 'year')!.prices.USD = 69.99;
        }),
      want: ['plans changed plans.year.prices.USD: `71.88` → `69.99`'],
    },
  ],
  [
    'a popup rule changed, old → new',
    {
      before: () => ({ popups: real.popups }),
      after: () => realWith('popups', (p) => void (p.eligibility[1]!.rule = 'country equals the visitor country.')),
      want: [
        "popups changed eligibility[country].rule: `country equals the visitor's country or is DF.` → `country equals the visitor country.`",
      ],
    },
  ],
  ['no change gives no changes', { before: () => real, after: () => structuredClone(real), want: [] }],
];

describe('specDiff', () => {
  it.each(cases)('%s', (_, { before, after, want }) => {
    expect(specDiff(before(), after()).map(brief)).toEqual(want);
  });

  it('reordering every mapping of the spec is no change', async () => {
    const reverse = (node: Node | null | undefined): void => {
      if (isMap(node)) {
        node.items.reverse();
        node.items.forEach((pair) => reverse(pair.value as Node));
      } else if (isSeq(node)) node.items.forEach((item) => reverse(item as Node));
    };
    const texts: Partial<Record<SpecFile, string>> = {};
    for (const file of (await readdir(path.join(ROOT, 'spec'))).filter((f) => f.endsWith('.yaml'))) {
      const doc = parseDocument(await readFile(path.join(ROOT, 'spec', file), 'utf8'));
      reverse(doc.contents as Node);
      texts[path.basename(file, '.yaml') as SpecFile] = doc.toString();
    }
    expect(specDiff(real, yaml(texts))).toEqual([]);
  });

  it('lists everything as added against an empty spec, none of it breaking', () => {
    const changes = specDiff({}, real);
    expect(changes.length).toBeGreaterThan(100);
    expect(changes.every((c) => c.kind === 'added' && !c.breaking)).toBe(true);
  });
});

describe('renderMarkdown', () => {
  it('opens with the count and lists breaking changes first, under their own heading', () => {
    const changes = specDiff(api({ '/a': { get: op('getA') }, '/b': { get: op('getB') } }), {
      ...api({ '/a': { get: op('getA') }, '/c': { get: op('getC') } }),
      ...yaml({ storage: storage('promo') }),
    });
    expect(renderMarkdown(changes)).toBe(
      [
        '3 changes, 1 breaking.',
        '',
        '## Breaking',
        '',
        '- API: Removed `getB (GET /b)`: Does getB. _Clients still calling it get an error._',
        '',
        '## API',
        '',
        '- Added `getC (GET /c)`: Does getC.',
        '',
        '## Browser storage',
        '',
        '- Added `promo`: local storage, string: Holds promo.',
        '',
      ].join('\n'),
    );
  });

  it('says so when nothing changed', () => {
    expect(renderMarkdown([])).toBe('No changes to the spec.\n');
  });
});

describe('npm run spec:diff', () => {
  const roots: string[] = [];
  afterAll(async () => {
    await Promise.all(roots.map((r) => rm(r, { recursive: true, force: true })));
  });

  /** A git repository holding a committed copy of the spec and the catalogue. */
  async function committedCopy(): Promise<string> {
    const root = await copyRoot(ROOT);
    roots.push(root);
    const git = (...args: string[]) => exec('git', ['-C', root, '-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args]);
    await git('init', '--quiet');
    await git('add', '.');
    await git('commit', '--quiet', '--no-gpg-sign', '-m', 'Spec');
    return root;
  }

  async function specDiffCli(root: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    try {
      const { stdout, stderr } = await exec(process.execPath, ['--import', 'tsx', 'scripts/spec-diff.ts', '--root', root, ...args], {
        cwd: ROOT,
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  }

  it('prints the changes since HEAD as Markdown and exits 0, breaking changes included', async () => {
    const root = await committedCopy();
    await edit(
      root,
      'spec/api.yaml',
      '  /ip:\n    get:\n      operationId: getIp\n',
      '  /ip-removed:\n    get:\n      operationId: getIpRemoved\n',
    );
    await edit(
      root,
      'spec/routes.yaml',
      '  - id: blog\n',
      '  - { id: faq, path: /faq/, kind: marketing, title: FAQ, description: Questions and answers. }\n  - id: blog\n',
    );
    const { code, stdout } = await specDiffCli(root, ['HEAD']);
    expect(code).toBe(0);
    expect(stdout).toBe(
      [
        '3 changes, 1 breaking (spec/ at `HEAD` → working tree).',
        '',
        '## Breaking',
        '',
        "- API: Removed `getIp (GET /ip)`: The visitor's IP address, its country and network, and whether it is the VPN's. _Clients still calling it get an error._",
        '',
        '## Pages and routes',
        '',
        '- Added `faq`: `/faq/`, marketing, title `FAQ`.',
        '',
        '## API',
        '',
        "- Added `getIpRemoved (GET /ip-removed)`: The visitor's IP address, its country and network, and whether it is the VPN's.",
        '',
      ].join('\n'),
    );
    const json = await specDiffCli(root, ['--json']);
    expect((JSON.parse(json.stdout) as Change[]).map(brief)).toContain(
      "api removed getIp (GET /ip): The visitor's IP address, its country and network, and whether it is the VPN's. [breaking]",
    );
  });

  it('stops with the positioned problem of an invalid spec and exits 1', async () => {
    const root = await committedCopy();
    await edit(root, 'spec/routes.yaml', 'path: /blog/\n', 'path: /Blog\n');
    const { code, stdout, stderr } = await specDiffCli(root, []);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^spec\/routes\.yaml:\d+:\d+: pages\[\d+\]\.path: expected a path such as \/login\//m);
    expect(stderr).toContain('1 problem in the spec in the working tree; nothing was compared.');
  });

  it('compares with a commit whose spec predates a required field, as written, and says so', async () => {
    const root = await committedCopy();
    // Make the commit look older: its error page lacks serverError, which today's schema requires.
    await edit(root, 'spec/routes.yaml', / {2}serverError:\n( {4}.*\n)+/, '');
    const git = (...args: string[]) => exec('git', ['-C', root, '-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args]);
    await git('commit', '--quiet', '--no-gpg-sign', '-am', 'Older spec');
    await git('checkout', '--quiet', 'HEAD~1', '--', 'spec/routes.yaml');
    const { code, stdout, stderr } = await specDiffCli(root, ['HEAD']);
    expect(code).toBe(0);
    expect(stderr).toMatch(/does not pass today's schemas here; compared as written:\n {2}spec\/routes\.yaml:\d+:\d+: error\.serverError/);
    expect(stdout).toContain('- Changed `error page`: serverError added');
  });

  it('says no changes when the working tree is the commit, and refuses an unknown ref with exit 2', async () => {
    const root = await committedCopy();
    await writeFile(path.join(root, 'notes.txt'), 'not part of the spec\n');
    expect(await specDiffCli(root, [])).toMatchObject({ code: 0, stdout: 'No changes to the spec (spec/ at `HEAD` → working tree).\n' });
    expect(await specDiffCli(root, ['no-such-branch'])).toMatchObject({ code: 2 });
  });
});
