import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument, isMap, isSeq, type Node } from 'yaml';
import { buildFiles } from '../../generator/generate.ts';
import { OpenApiTypes } from '../../generator/openapi-types.ts';
import { copyRoot, defaultsWith, edit, ROOT, runCli, specFileNames } from './helpers.ts';

let types: OpenApiTypes;
beforeAll(() => {
  types = new OpenApiTypes();
});
afterAll(async () => {
  await types.close();
});

async function filesOf(root: string): Promise<Map<string, string>> {
  const built = await buildFiles(root, types);
  if (!built.ok) throw new Error(built.problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`).join('\n'));
  return new Map(built.files.map((f) => [f.path, f.content]));
}

/**
 * Golden cases, one behaviour each (TanStack Router's and openapi-typescript's layout): the files in
 * tests/generator/<case>/spec/ replace those of the smallest valid spec in
 * tests/generator/defaults/, and <case>/expected/ holds the generated files that behaviour concerns,
 * listed here. A missing, stale or extra golden file fails the run; none is ever written unless the
 * run is an update: `UPDATE_GOLDEN=1 npx vitest run tests/generator` (or `npx vitest run tests/generator -u`)
 * writes every listed file and removes unlisted ones. Read the diff before committing it.
 */
const goldenCases: Record<string, readonly string[]> = {
  // Everything the defaults give: constants, countries, locales, popups, the summary, an API without operations.
  'smallest-spec': [
    'SPEC.md',
    'api/client.ts',
    'api/schemas.ts',
    'api/types.ts',
    'blog.ts',
    'constants.ts',
    'content.ts',
    'cookies.ts',
    'countries.ts',
    'editions.ts',
    'guards.ts',
    'locales.ts',
    'messages.ts',
    'popups.ts',
    'redirects.ts',
    'page-links.ts',
    'resolver.ts',
    'routes.ts',
    'plans.ts',
    'storage.ts',
  ],
  'routes-basic': ['routes.ts', 'page-links.ts', 'resolver.ts', 'messages.ts'],
  'editions-hosts': ['editions.ts', 'resolver.ts'],
  'guards-order': ['guards.ts'],
  'redirects-rules': ['redirects.ts'],
  'cookies-types': ['cookies.ts'],
  'storage-json': ['storage.ts'],
  'api-operations': ['api/client.ts', 'api/types.ts'],
  'api-zod-schemas': ['api/schemas.ts'],
  'content-blocks': ['content.ts', 'content/main.ts'],
  'plans-basic': ['plans.ts', 'SPEC.md'],
};

function isUpdate(): boolean {
  return process.env.UPDATE_GOLDEN === '1' || expect.getState().snapshotState.snapshotUpdateState === 'all';
}

async function filesUnder(dir: string, below = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, below), { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesUnder(dir, path.posix.join(below, e.name)) : [path.posix.join(below, e.name)])),
  );
  return nested.flat().sort();
}

describe('golden cases', async () => {
  const folders = (await readdir(path.join(ROOT, 'tests/generator'), { withFileTypes: true }))
    .filter((d) => d.isDirectory() && d.name !== 'defaults')
    .map((d) => d.name)
    .sort();

  it('every case folder is listed with the files it concerns, and every listed case has a folder', () => {
    expect(folders).toEqual(Object.keys(goldenCases).sort());
  });

  it.each(Object.entries(goldenCases))('%s: the files it concerns match expected/', async (name, concerns) => {
    const folder = path.join(ROOT, 'tests/generator', name);
    const known = await specFileNames();
    for (const file of await filesUnder(folder, 'spec'))
      if (!file.startsWith('spec/content/')) expect(known, `${name}/${file} is not a spec file`).toContain(file.slice(5));
    const root = await defaultsWith(folder);
    const files = await filesOf(root);
    await rm(root, { recursive: true });
    const expectedDir = path.join(folder, 'expected');
    if (isUpdate()) {
      for (const file of await filesUnder(expectedDir)) if (!concerns.includes(file)) await rm(path.join(expectedDir, file));
      for (const file of concerns) {
        await mkdir(path.dirname(path.join(expectedDir, file)), { recursive: true });
        await writeFile(path.join(expectedDir, file), files.get(file) ?? '');
      }
    }
    const present = await filesUnder(expectedDir);
    const hint = 'UPDATE_GOLDEN=1 npx vitest run tests/generator writes the golden files';
    expect(
      present.filter((f) => !concerns.includes(f)),
      `golden files this case does not list; ${hint}`,
    ).toEqual([]);
    for (const file of concerns) {
      const content = files.get(file);
      expect(content, `${file} is not a generated file`).toBeDefined();
      // toMatchFileSnapshot would write a missing file outside CI; a missing golden file is a failure instead.
      expect(present, `missing golden file ${name}/expected/${file}; ${hint}`).toContain(file);
      await expect(content).toMatchFileSnapshot(path.join(expectedDir, file));
    }
  });
});

describe('determinism', () => {
  it('generating twice gives identical bytes', async () => {
    const first = await filesOf(ROOT);
    const second = await filesOf(ROOT);
    expect([...second]).toEqual([...first]);
  });

  it('reordering every mapping of every spec file changes no byte', async () => {
    const root = await copyRoot(ROOT);
    const reverse = (node: Node | null | undefined): void => {
      if (isMap(node)) {
        node.items.reverse();
        node.items.forEach((pair) => reverse(pair.value as Node));
      } else if (isSeq(node)) node.items.forEach((item) => reverse(item as Node));
    };
    for (const file of await filesUnder(path.join(root, 'spec'))) {
      const full = path.join(root, 'spec', file);
      const doc = parseDocument(await readFile(full, 'utf8'));
      reverse(doc.contents as Node);
      await writeFile(full, doc.toString());
    }
    const reordered = await filesOf(root);
    const original = await filesOf(ROOT);
    expect([...reordered.keys()]).toEqual([...original.keys()]);
    for (const [file, content] of original) expect(reordered.get(file), file).toBe(content);
    await rm(root, { recursive: true });
  });

  it('the committed generated/ is what the spec gives', async () => {
    for (const [file, content] of await filesOf(ROOT)) {
      expect(await readFile(path.join(ROOT, 'generated', file), 'utf8'), file).toBe(content);
    }
  });

  it('every generated TypeScript file carries the banner naming its source spec or content file', async () => {
    for (const [file, content] of await filesOf(ROOT)) {
      if (file.endsWith('.ts'))
        expect(content, file).toMatch(/^\/\* eslint-disable \*\/\n\/\/ Generated from (spec|content)\/[\w./* -]+ by `npm run generate`/);
      else expect(content, file).toMatch(/^<!-- Generated from spec\/\*\.yaml by `npm run generate`/);
    }
  });
});

describe('check mode and writing', () => {
  it('exits 0 when generated/ is current and 1 listing stale, missing and extra files otherwise', async () => {
    const root = await copyRoot(ROOT, true);
    expect((await runCli(root, ['--check'])).code).toBe(0);
    await edit(root, 'spec/constants.yaml', 'reloadGuardSeconds: 10', 'reloadGuardSeconds: 11');
    await rm(path.join(root, 'generated/countries.ts'));
    await writeFile(path.join(root, 'generated/leftover.ts'), '// not generated\n');
    const stale = await runCli(root, ['--check']);
    expect(stale.code).toBe(1);
    expect(stale.stderr).toContain('stale:   generated/constants.ts');
    expect(stale.stderr).toContain('missing: generated/countries.ts');
    expect(stale.stderr).toContain('extra:   generated/leftover.ts');
    expect(stale.stderr).toContain('npm run generate');
    // Regenerating fixes it, and a second run writes nothing.
    const fixed = await runCli(root);
    expect(fixed.stdout).toMatch(/2 written, 1 removed/);
    expect((await runCli(root, ['--check'])).code).toBe(0);
    const before = (await stat(path.join(root, 'generated/routes.ts'))).mtimeMs;
    expect((await runCli(root)).stdout).toMatch(/0 written, 0 removed/);
    expect((await stat(path.join(root, 'generated/routes.ts'))).mtimeMs).toBe(before);
    await rm(root, { recursive: true });
  });
});

/** The main page's content (spec/content/main.yaml) with its English catalogue. */
const hero = `  - type: hero
    heading: hero.heading
    text: hero.text
    actions:
      - { label: hero.go, page: main }
`;
const content = (blocks: string): Record<string, string> => ({
  'spec/content/main.yaml': `blocks:\n${blocks}`,
  'locales/pages/main/en.json': '{\n  "hero.heading": "A heading",\n  "hero.text": "A text.",\n  "hero.go": "Go"\n}\n',
});

describe('invalid specs name file, line and column and write nothing', () => {
  const cases: Array<[string, { file: string; from: string; to: string; want: string[] }]> = [
    [
      'an unknown guard on a page',
      {
        file: 'spec/routes.yaml',
        from: 'guards: [require-auth]',
        to: 'guards: [requre-auth]',
        want: ['spec/routes.yaml:95:14: pages[9].guards[0]: unknown guard "requre-auth"; expected one of guards.yaml'],
      },
    ],
    [
      'a page title that is not a valid ICU message',
      {
        file: 'spec/routes.yaml',
        from: 'title: Get Premium',
        to: 'title: Get {Premium',
        want: [
          "spec/routes.yaml:62:12: pages[5].title: not a valid ICU message (EXPECT_ARGUMENT_CLOSING_BRACE); write literal braces as '{' and '}'",
        ],
      },
    ],
    [
      'an edition locale that does not exist',
      {
        file: 'spec/editions.yaml',
        from: 'locales: [ru]',
        to: 'locales: [ru, xx]',
        want: ['spec/editions.yaml:28:19: editions.RU.locales[1]: unknown locale "xx"'],
      },
    ],
    [
      'a value of the wrong type',
      {
        file: 'spec/constants.yaml',
        from: 'reloadGuardSeconds: 10',
        to: 'reloadGuardSeconds: ten',
        want: ['spec/constants.yaml:9:21: reloadGuardSeconds: Invalid input: expected number, received string'],
      },
    ],
    [
      'a cookie in a consent category the notice does not have',
      {
        file: 'spec/cookies.yaml',
        from: '  - name: fvp_btag\n',
        to: '  - name: fvp_btag\n    category: marketing\n',
        want: ['spec/cookies.yaml:39:15: cookies[6].category: unknown category "marketing" (categories: necessary, analytics)'],
      },
    ],
    [
      'a YAML syntax error',
      { file: 'spec/cookies.yaml', from: '  maxAge: 63113851', to: '  maxAge: [63113851', want: ['spec/cookies.yaml:'] },
    ],
    [
      'an unresolved $ref in the API',
      {
        file: 'spec/api.yaml',
        from: "$ref: '#/components/schemas/User' }",
        to: "$ref: '#/components/schemas/Usr' }",
        want: ['spec/api.yaml:', 'unresolved reference "#/components/schemas/Usr"'],
      },
    ],
  ];

  it.each(cases)('%s', async (_name, { file, from, to, want }) => {
    const root = await copyRoot(ROOT, true);
    await edit(root, file, from, to);
    const before = await readFile(path.join(root, 'generated/routes.ts'), 'utf8');
    const result = await runCli(root);
    expect(result.code).toBe(1);
    for (const w of want) expect(result.stderr).toContain(w);
    expect(result.stderr).toMatch(/problems? in the spec; nothing was written/);
    expect(await readFile(path.join(root, 'generated/routes.ts'), 'utf8')).toBe(before);
    await rm(root, { recursive: true });
  });
});

describe('schemas the compilers do not implement are refused with positions, and nothing is written', () => {
  /** api.yaml of the defaults with more component schemas (they start on line 14). */
  const api = (schemas: string) => `openapi: 3.1.0
info: { title: Refused, version: 1.0.0 }
servers:
  - url: /api
x-default-headers: []
x-generic-get: getServiceData
paths: {}
components:
  securitySchemes: {}
  parameters: {}
  responses: {}
  schemas:
    Gateway: { type: string, enum: [stripe] }
${schemas}`;

  const cases: Array<[string, { files: Record<string, string>; want: string[] }]> = [
    [
      'an unknown keyword in an API component',
      {
        files: {
          'spec/api.yaml': api(`    ErrorBody:
      type: object
      required: [code]
      properties:
        code: { type: string }
      patternProperties:
        '^x-': { type: string }
`),
        },
        want: [
          'spec/api.yaml:19:7: components.schemas.ErrorBody.patternProperties: keyword "patternProperties" is not supported by the zod/mini compiler',
        ],
      },
    ],
    [
      'an unknown keyword in the schema of a storage key, and a format only the API checks',
      {
        files: {
          'spec/storage.yaml': `keys:
  - { key: cache, area: local, type: { kind: schema, schema: Cache }, purpose: A cached list. }
`,
          'spec/api.yaml': api(`    Cache:
      type: object
      required: [entries]
      properties:
        entries: { type: array, items: { type: string } }
        updatedAt: { type: integer }
        owner: { type: string, format: email }
      dependentRequired: { updatedAt: [entries] }
`),
        },
        want: [
          'spec/api.yaml:20:32: components.schemas.Cache.properties.owner.format: keyword "format" is not supported by the storage check of "cache"',
          'spec/api.yaml:21:7: components.schemas.Cache.dependentRequired: keyword "dependentRequired" is not supported by the zod/mini compiler or the storage check of "cache"',
        ],
      },
    ],
    [
      'a content block of an unknown type',
      {
        files: content(`  - type: carousel\n    heading: hero.heading\n`),
        want: [
          "spec/content/main.yaml:2:11: blocks[0].type: Invalid discriminator value. Expected 'hero' | 'features' | 'steps' | 'faq' | 'text' | 'callout' | 'downloads' | 'platforms' | 'servers' | 'contact-form' | 'contents' | 'cookie-table' | 'comparison' | 'answers' | 'password-generator' | 'ip-check' | 'dns-leak-test' | 'webrtc-leak-test' | 'cookie-consent' | 'company' | 'cta'",
        ],
      },
    ],
    [
      'content naming a message its catalogue lacks, and a catalogue entry no block uses',
      {
        files: content(hero.replace('heading: hero.heading', 'heading: hero.title')),
        want: [
          'locales/pages/main/en.json:2:3: hero.heading: no block of spec/content/main.yaml uses this message',
          'spec/content/main.yaml:3:14: blocks[0].heading: message "hero.title" is not in locales/pages/main/en.json',
        ],
      },
    ],
    [
      'content linking to a page that does not exist, with an image that is not in public/',
      {
        files: content(
          hero.replace('page: main', 'page: pricing') + '    image: { src: /images/missing.svg, width: 10, height: 10, alt: "" }\n',
        ),
        want: [
          'spec/content/main.yaml:6:33: blocks[0].actions[0].page: unknown page id "pricing"',
          'spec/content/main.yaml:7:19: blocks[0].image.src: public/images/missing.svg does not exist',
        ],
      },
    ],
    [
      'a variant, the country filter and the service link outside the country page',
      {
        files: content(
          hero.replace('page: main', "page: '@service'").replace('  - type: hero\n', '  - type: hero\n    variant: service\n') +
            '  - type: servers\n    filter: country\n',
        ),
        want: [
          'spec/content/main.yaml:3:14: blocks[0].variant: only the country page (spec/content/country.yaml) has variants',
          'spec/content/main.yaml:9:13: blocks[1].filter: the filter "country" lists the country of the country page only',
        ],
      },
    ],
    [
      'a link to the service page from a block shown on the country landing',
      {
        files: {
          'spec/content/country.yaml': `blocks:\n${hero.replace('page: main', "page: '@service'")}`,
          'locales/pages/country/en.json': '{\n  "hero.heading": "VPN for {country}",\n  "hero.text": "A text.",\n  "hero.go": "Go"\n}\n',
        },
        want: ['spec/content/country.yaml:6:33: blocks[0].actions[0].page: @service links only from a block of variant "service"'],
      },
    ],
    [
      'a cookie table missing a purpose, a comparison row with a value too few, and two blocks with one heading',
      {
        files: {
          'spec/content/main.yaml': `blocks:
${hero}  - type: comparison
    heading: compare.heading
    columns: [compare.free, compare.premium]
    rows:
      - { label: compare.ip, values: [yes, yes] }
      - { label: compare.all, values: [no] }
  - type: cookie-table
    source: cookies
    heading: compare.heading
`,
          'locales/pages/main/en.json': JSON.stringify({
            'hero.heading': 'A heading',
            'hero.text': 'A text.',
            'hero.go': 'Go',
            'compare.heading': 'Compared',
            'compare.free': 'Free',
            'compare.premium': 'Premium',
            'compare.ip': 'Hides your IP address',
            'compare.all': 'Every location',
          }),
        },
        want: [
          'spec/content/main.yaml:12:39: blocks[1].rows[1].values: expected 2 values, one per column, found 1',
          'spec/content/main.yaml:14:13: blocks[2].source: message "cookie.fvp_is_logged_in" (the purpose of fvp_is_logged_in) is not in locales/pages/main/en.json',
          'spec/content/main.yaml:15:14: blocks[2].heading: block 1 has the same heading; each heading is an anchor',
        ],
      },
    ],
    [
      'a content file for a page that does not exist',
      {
        files: { ...content(hero), 'spec/content/pricing.yaml': `blocks:\n${hero}` },
        want: ['spec/content/pricing.yaml:1:1: "pricing" is not a page id of spec/routes.yaml'],
      },
    ],
    [
      'a blog article with HTML, a title-level heading, a link to no page and a non-https link',
      {
        files: {
          'public/images/blog/wifi.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"></svg>',
          'content/blog/wifi/en.md': `---
title: Public Wi-Fi
description: How to stay safe.
date: 2026-10-01
image: /images/blog/wifi.svg
imageAlt: A Wi-Fi sign
---

# Public Wi-Fi

A paragraph with a [link](/pricing/) and [another](http://example.org/).

<div>HTML</div>
`,
        },
        want: [
          "content/blog/wifi/en.md:9:1: a level-1 heading; an article uses ## and ### (its title is the page's heading)",
          'content/blog/wifi/en.md:11:1: the link "/pricing/" is not a page of the site (spec/routes.yaml); write its English path, such as /dns-check/',
          'content/blog/wifi/en.md:11:1: the link "http://example.org/" must be a page path or an https:// address',
          'content/blog/wifi/en.md:13:1: html is not supported in an article; use headings, paragraphs, lists and quotes',
        ],
      },
    ],
    [
      'a blog article without its English text, and one whose front matter lacks its date and image',
      {
        files: {
          'content/blog/only-russian/ru.md':
            '---\ntitle: Только по-русски\ndescription: Текст.\ndate: 2026-10-01\nimage: /images/blog/x.svg\nimageAlt: Рисунок\n---\n\nТекст.\n',
          'content/blog/no-date/en.md': '---\ntitle: No date\ndescription: A text.\nimageAlt: A picture\n---\n\nText.\n',
        },
        want: [
          'content/blog/no-date/en.md:2:1: date: expected the published date as YYYY-MM-DD',
          'content/blog/no-date/en.md:2:1: image: Invalid input: expected string, received undefined',
          'content/blog/only-russian:1:1: an article needs its English text, en.md',
        ],
      },
    ],
    [
      'a recursive schema',
      {
        files: {
          'spec/api.yaml': api(`    Folder:
      type: object
      properties:
        entries: { type: array, items: { $ref: '#/components/schemas/Entry' } }
    Entry:
      type: object
      properties:
        parent: { oneOf: [{ $ref: '#/components/schemas/Folder' }, { type: 'null' }] }
`),
        },
        want: [
          'spec/api.yaml:17:42: components.schemas.Folder.properties.entries.items.$ref: "$ref" closes the cycle Entry → Folder → Entry: recursive schemas are not supported (each schema is emitted after the schemas it refers to)',
        ],
      },
    ],
    [
      'plans: an unknown gateway, a price finer than its currency, a missing or unused currency, two best values',
      {
        files: {
          'spec/plans.yaml': `gateways:
  web: [stripe, paypal]
  store: []
editions:
  MAIN: { currency: USD, gateways: [stripe] }
  RU: { currency: EUR, gateways: [stripe] }
  AR: { currency: USD, gateways: [stripe] }
plans:
  - { id: month, months: 1, prices: { USD: 9.999, EUR: 9 }, bestValue: true }
  - { id: month, months: 12, prices: { USD: 59, GBP: 50 }, bestValue: true }
`,
        },
        want: [
          'spec/plans.yaml:2:17: gateways.web[1]: unknown gateway "paypal"; expected one of the Gateway enum of api.yaml',
          'spec/plans.yaml:9:44: plans[0].prices.USD: USD has 2 decimal places; 9.999 has more',
          'spec/plans.yaml:10:11: plans[1].id: duplicate plan id "month"',
          'spec/plans.yaml:10:38: plans[1].prices: no price in EUR, which an edition charges in',
          'spec/plans.yaml:10:49: plans[1].prices.GBP: no edition charges in GBP',
          'spec/plans.yaml:10:71: plans[1].bestValue: at most one plan is the best value',
        ],
      },
    ],
  ];

  const problemLines = (stderr: string) => stderr.split('\n').filter((line) => /^(spec|locales|content)\//.test(line));

  it.each(cases)('%s', async (_name, { files, want }) => {
    const root = await defaultsWith(files);
    for (const args of [[], ['--check']]) {
      const result = await runCli(root, args);
      expect(result.code, result.stderr).toBe(1);
      expect(problemLines(result.stderr)).toEqual(want);
      expect(result.stderr).toContain(`${want.length} problem${want.length === 1 ? '' : 's'} in the spec; nothing was written.`);
    }
    await expect(stat(path.join(root, 'generated'))).rejects.toThrow('ENOENT');
    await rm(root, { recursive: true });
  });
});
