/**
 * dist/server/main.js, what `npm start` runs: sets the libraries' NODE_ENV (see
 * environmentForProductionLibraries) before anything loads React, then starts the server with the
 * deployment's own environment.
 */
import { environmentForProductionLibraries } from './config.ts';

const environment = environmentForProductionLibraries();
const { run } = await import('./main.ts');
run(environment);
