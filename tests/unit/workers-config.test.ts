/** WORKERS (several server processes with node:cluster) needs a database the processes can share. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { configProblems } from '../support/config.ts';

describe('WORKERS', () => {
  it('is one process by default, and several only on a PostgreSQL server or another backend', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(configProblems({ WORKERS: '2' })).toEqual(['WORKERS above 1 needs DATABASE_URL (PGlite serves one process)']);
    expect(loadConfig({ WORKERS: '2', DATABASE_URL: 'postgres://db/fvp' }).workers).toBe(2);
    expect(loadConfig({ WORKERS: '4', API_BASE_URL: 'https://account.fvp.example/api' }).workers).toBe(4);
    expect(configProblems({ WORKERS: '0' }).join()).toMatch(/WORKERS/);
  });
});
