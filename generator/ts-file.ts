/** An in-memory ts-morph project that turns statement structures into file text with a banner. */
import {
  IndentationText,
  NewLineKind,
  Project,
  QuoteKind,
  StructureKind,
  VariableDeclarationKind,
  type StatementStructures,
} from 'ts-morph';

let project: Project | undefined;

function memoryProject(): Project {
  project ??= new Project({
    useInMemoryFileSystem: true,
    skipLoadingLibFiles: true,
    manipulationSettings: {
      indentationText: IndentationText.TwoSpaces,
      newLineKind: NewLineKind.LineFeed,
      quoteKind: QuoteKind.Single,
      useTrailingCommas: true,
    },
  });
  return project;
}

/** The first lines of every generated TypeScript file. */
export function banner(source: string): string {
  return `/* eslint-disable */\n// Generated from ${source} by \`npm run generate\`. Do not edit: change the spec and regenerate.\n\n`;
}

export type Statement = string | StatementStructures;

/** Prints statements (structures or text) into one file's text, built with one plural call. */
export function printTs(fileName: string, source: string, statements: readonly Statement[]): string {
  const file = memoryProject().createSourceFile(`/${fileName}`, '', { overwrite: true });
  file.addStatements([...statements]);
  const text = file.getFullText();
  file.forget();
  return banner(source) + text.replace(/\n{3,}/g, '\n\n').trimEnd() + '\n';
}

/** `export const name: type = initializer;` with a doc comment. */
export function constant(name: string, initializer: string, options: { type?: string; doc?: string; exported?: boolean } = {}): Statement {
  return {
    kind: StructureKind.VariableStatement,
    isExported: options.exported ?? true,
    declarationKind: VariableDeclarationKind.Const,
    docs: options.doc ? [options.doc] : [],
    declarations: [{ name, type: options.type, initializer }],
  };
}

/** `export type name = type;` with a doc comment. */
export function typeAlias(name: string, type: string, doc?: string): Statement {
  return { kind: StructureKind.TypeAlias, isExported: true, name, type, docs: doc ? [doc] : [] };
}

/** `export interface name { … }` from property lines (name, type, doc). */
export function iface(
  name: string,
  properties: ReadonlyArray<{ name: string; type: string; doc?: string; optional?: boolean; readonly?: boolean }>,
  doc?: string,
): Statement {
  return {
    kind: StructureKind.Interface,
    isExported: true,
    name,
    docs: doc ? [doc] : [],
    properties: properties.map((p) => ({
      name: p.name,
      type: p.type,
      hasQuestionToken: p.optional ?? false,
      isReadonly: p.readonly ?? true,
      docs: p.doc ? [p.doc] : [],
    })),
  };
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
  return {
    kind: StructureKind.Function,
    isExported: exported,
    name,
    typeParameters,
    parameters: parameters.map((p) => ({ name: p.name, type: p.type, initializer: p.initializer })),
    returnType,
    statements: body,
    docs: doc ? [doc] : [],
  };
}

/** `import … from '…';` */
export function importFrom(module: string, named: string[], typeOnly = false): Statement {
  return {
    kind: StructureKind.ImportDeclaration,
    moduleSpecifier: module,
    isTypeOnly: typeOnly,
    namedImports: [...named].sort(),
  };
}
