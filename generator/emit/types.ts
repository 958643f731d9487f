import type { Spec } from '../schema/index.ts';

/** One output file: its path below generated/ and its text. */
export interface GeneratedFile {
  path: string;
  content: string;
}

/** An emitter turns the validated spec into files; pure, no I/O. */
export type Emitter = (spec: Spec) => GeneratedFile[];
