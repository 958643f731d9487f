import { describe, expect, it } from 'vitest';
import { zodDialect } from '../../generator/emit/api-zod.ts';
import { checkDialect } from '../../generator/emit/json-check.ts';
import { schemaCycles, schemaIssues, type SchemaDialect } from '../../generator/json-schema-subset.ts';
import { keyOf } from '../../generator/load.ts';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** Issues as `key: message` lines, the schema sitting at `S`. */
function issuesOf(given: unknown, dialect: SchemaDialect = zodDialect): string[] {
  return schemaIssues(given, ['S'], dialect).map((i) => `${keyOf(i.at)}: ${i.message}`);
}

describe('schemaIssues: what the compilers implement passes, anything else is named', () => {
  const cases: Array<[string, { given: unknown; dialect?: SchemaDialect; want: string[] }]> = [
    [
      'every keyword in its place, with annotations',
      {
        given: {
          type: 'object',
          description: 'd',
          required: ['a'],
          properties: {
            a: { type: 'string', minLength: 1, maxLength: 9, pattern: '^[a-z]+$', format: 'email', title: 't', example: 'x' },
            b: { type: 'integer', minimum: 0, maximum: 9, default: 1, deprecated: true },
            c: { type: 'array', items: ref('C'), examples: [[]] },
            d: { oneOf: [ref('D'), { type: 'null' }] },
            e: { anyOf: [{ type: 'string' }, { type: 'number' }] },
            f: { type: 'string', enum: ['x', 'y'] },
            g: { type: 'boolean', const: true },
            h: { type: 'object', additionalProperties: { type: 'boolean' } },
            i: { type: 'object', additionalProperties: true },
            j: {},
          },
        },
        want: [],
      },
    ],
    [
      'an applicator JSON Schema has and the compilers do not',
      { given: { type: 'object', patternProperties: {} }, want: ['S.patternProperties: keyword "patternProperties" is not supported'] },
    ],
    [
      'if/then/else, not walked into',
      {
        given: { type: 'string', if: { nope: 1 }, then: {}, else: {} },
        want: ['S.if: keyword "if" is not supported', 'S.then: keyword "then" is not supported', 'S.else: keyword "else" is not supported'],
      },
    ],
    ["OpenAPI 3.0's nullable", { given: { type: 'string', nullable: true }, want: ['S.nullable: keyword "nullable" is not supported'] }],
    [
      'format in a storage check',
      { given: { type: 'string', format: 'email' }, dialect: checkDialect, want: ['S.format: keyword "format" is not supported'] },
    ],
    [
      'a format the zod compiler does not check',
      { given: { type: 'string', format: 'uri' }, want: ['S.format: format "uri" is not supported; expected email'] },
    ],
    [
      'a list of types',
      {
        given: { type: ['string', 'null'] },
        want: [`S.type: a list of types is not supported; write a nullable value as oneOf: [<schema>, { type: 'null' }]`],
      },
    ],
    [
      'an unknown type',
      { given: { type: 'date', minLength: 1 }, want: ['S.type: expected one of string, integer, number, boolean, null, array, object'] },
    ],
    [
      'a keyword of another type',
      { given: { type: 'integer', maxLength: 3 }, want: ['S.maxLength: keyword "maxLength" does not apply to type: integer'] },
    ],
    [
      'a keyword without its type',
      {
        given: { minimum: 1, properties: {} },
        want: ['S.minimum: keyword "minimum" needs type: integer or number', 'S.properties: keyword "properties" needs type: object'],
      },
    ],
    ['a sibling of $ref', { given: { ...ref('A'), type: 'object' }, want: ['S.type: keyword "type" is not supported beside "$ref"'] }],
    [
      'a sibling of enum',
      { given: { type: 'string', enum: ['a'], pattern: 'a' }, want: ['S.pattern: keyword "pattern" is not supported beside "enum"'] },
    ],
    [
      'oneOf and anyOf together',
      { given: { oneOf: [ref('A'), { type: 'null' }], anyOf: [] }, want: ['S.anyOf: keyword "anyOf" is not supported beside "oneOf"'] },
    ],
    [
      'oneOf other than the nullable pattern',
      {
        given: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
        want: [
          `S.oneOf: oneOf is supported only as [<schema>, { type: 'null' }]: the compilers check that a variant matches, not exactly one (use anyOf)`,
        ],
      },
    ],
    [
      'a $ref outside components.schemas',
      { given: { $ref: '#/components/parameters/P' }, want: ['S.$ref: expected a reference to a schema, #/components/schemas/<Name>'] },
    ],
    [
      'enum and const values of another type, or not primitive',
      {
        given: {
          type: 'object',
          properties: { a: { type: 'string', enum: ['x', 1] }, b: { type: 'integer', const: 1.5 }, c: { const: { a: 1 } } },
        },
        want: [
          'S.properties.a.enum[1]: 1 is not of type string',
          'S.properties.b.const: 1.5 is not of type integer',
          'S.properties.c.const: expected a string, number, boolean or null',
        ],
      },
    ],
    [
      'bad bounds and an invalid pattern',
      {
        given: { type: 'string', minLength: -1, maxLength: 1.5, pattern: '(' },
        want: [
          'S.minLength: expected a whole number, 0 or more',
          'S.maxLength: expected a whole number, 0 or more',
          'S.pattern: invalid regular expression: Invalid regular expression: /(/: Unterminated group',
        ],
      },
    ],
    [
      'a required name that is no property',
      { given: { type: 'object', required: ['b'], properties: { a: {} } }, want: ['S.required[0]: "b" is not among properties'] },
    ],
    [
      'additionalProperties beside properties, or false',
      {
        given: { type: 'object', properties: { a: { type: 'object', additionalProperties: false } }, additionalProperties: true },
        want: [
          'S.properties.a.additionalProperties: expected true or a schema for the values',
          'S.additionalProperties: additionalProperties beside properties is not supported: only the listed properties are checked',
        ],
      },
    ],
    ['a boolean schema', { given: { type: 'array', items: true }, want: ['S.items: expected a schema (a mapping of keywords)'] }],
  ];

  it.each(cases)('%s', (_name, { given, dialect, want }) => {
    expect(issuesOf(given, dialect)).toEqual(want);
  });
});

describe('schemaCycles: the $ref that closes each cycle', () => {
  const cases: Array<[string, { given: Record<string, unknown>; want: string[] }]> = [
    ['none', { given: { A: { type: 'array', items: ref('B') }, B: { type: 'string' }, C: ref('A') }, want: [] }],
    [
      'a schema that refers to itself',
      { given: { Node: { type: 'object', properties: { next: ref('Node') } } }, want: ['Node.properties.next.$ref: Node → Node'] },
    ],
    [
      'a cycle through two schemas, found from the first name',
      { given: { B: { type: 'array', items: ref('A') }, A: { anyOf: [ref('B'), { type: 'null' }] } }, want: ['B.items.$ref: A → B → A'] },
    ],
    ['a reference to a missing schema is left to the reference check', { given: { A: ref('Missing') }, want: [] }],
  ];

  it.each(cases)('%s', (_name, { given, want }) => {
    expect(schemaCycles(given).map((c) => `${keyOf(c.at)}: ${c.cycle.join(' → ')}`)).toEqual(want);
  });
});
