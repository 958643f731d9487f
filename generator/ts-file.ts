/**
 * Small builders for the statements of a generated TypeScript file. They produce plain text;
 * format.ts gives every file its layout with Prettier, so the builders only need to be correct.
 */

/** The first lines of every generated TypeScript file. */
export function banner(source: string): string {
  return `/* eslint-disable */\n// Generated from ${source} by \`npm run generate\`. Do not edit: change the spec and regenerate.\n\n`;
}

/** A statement's text. */
export type Statement = string;

function docComment(doc: string | undefined): string {
  if (!doc) return '';
  const lines = doc.split('\n');
  return lines.length === 1 ? `/** ${doc} */\n` : `/**\n${lines.map((l) => ` * ${l}`.trimEnd()).join('\n')}\n */\n`;
}

/** One file's text: the banner, then the statements separated by blank lines (format.ts lays it out). */
export function printTs(_fileName: string, source: string, statements: readonly Statement[]): string {
  let text = '';
  statements.forEach((statement, i) => {
    const s = statement.trim();
    if (i > 0) text += isImportLike(s) && isImportLike(statements[i - 1]!.trim()) ? '\n' : '\n\n';
    text += s;
  });
  return `${banner(source)}${text}\n`;
}

/** Imports and re-exports stay together without blank lines between them. */
const isImportLike = (s: string) => /^(import|export (type )?(\*|\{[^}]*\}) from)\b/.test(s);

/** `export const name: type = initializer;` with a doc comment. */
export function constant(name: string, initializer: string, options: { type?: string; doc?: string; exported?: boolean } = {}): Statement {
  const type = options.type ? `: ${options.type}` : '';
  return `${docComment(options.doc)}${options.exported === false ? '' : 'export '}const ${name}${type} = ${initializer};`;
}

/** `export type name = type;` with a doc comment. */
export function typeAlias(name: string, type: string, doc?: string): Statement {
  return `${docComment(doc)}export type ${name} = ${type};`;
}

/** `export interface name { … }` from property lines (name, type, doc). */
export function iface(
  name: string,
  properties: ReadonlyArray<{ name: string; type: string; doc?: string; optional?: boolean; readonly?: boolean }>,
  doc?: string,
): Statement {
  const members = properties.map(
    (p) => `${docComment(p.doc)}${(p.readonly ?? true) ? 'readonly ' : ''}${p.name}${p.optional ? '?' : ''}: ${p.type};`,
  );
  return `${docComment(doc)}export interface ${name} {\n${members.join('\n')}\n}`;
}

/** `export function name(params): returns { body }`. */
export function func(
  name: string,
  parameters: ReadonlyArray<{ name: string; type: string; initializer?: string }>,
  returnType: string,
  body: string,
  doc?: string,
  typeParameters: string[] = [],
  exported = true,
): Statement {
  const generics = typeParameters.length > 0 ? `<${typeParameters.join(', ')}>` : '';
  const params = parameters.map((p) => `${p.name}: ${p.type}${p.initializer ? ` = ${p.initializer}` : ''}`).join(', ');
  return `${docComment(doc)}${exported ? 'export ' : ''}function ${name}${generics}(${params}): ${returnType} {\n${body}\n}`;
}

/** `import … from '…';` */
export function importFrom(module: string, named: string[], typeOnly = false): Statement {
  return `import ${typeOnly ? 'type ' : ''}{ ${[...named].sort().join(', ')} } from '${module}';`;
}
