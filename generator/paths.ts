import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The generator/ folder (also when running from generator/cli.bundle.mjs, which sits in it). */
export const GENERATOR_DIR = path.dirname(fileURLToPath(import.meta.url));
