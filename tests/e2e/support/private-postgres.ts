/**
 * A PostgreSQL cluster of a test's own (initdb in a temporary directory, its own port and socket
 * directory), so a test can stop and restart it without disturbing the shared cluster other tests
 * use. Uses Debian's binaries under /usr/lib/postgresql/<version>/bin.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { appendFile, chown, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** The bin directory of the newest PostgreSQL installed, or null when there is none. */
export function postgresBinDir(root = '/usr/lib/postgresql'): string | null {
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => /^\d+(\.\d+)?$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (['initdb', 'pg_ctl', 'postgres'].every((tool) => existsSync(path.join(bin, tool)))) return bin;
  }
  return null;
}

/** A free TCP port on 127.0.0.1 at the time of asking, from a range away from the usual 5432. */
async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 55432 + Math.floor(Math.random() * 5000);
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port found for the private PostgreSQL');
}

export class PrivatePostgres {
  /** The test role's database, reached over TCP with trust authentication. */
  readonly url: string;

  private constructor(
    private readonly bin: string,
    readonly dir: string,
    readonly port: number,
    private readonly asPostgres: boolean,
  ) {
    this.url = `postgres://vpn_fault@127.0.0.1:${port}/vpn_fault`;
  }

  /** initdb, start, and a role and database for the test. Removes what it made when it fails. */
  static async create(bin: string): Promise<PrivatePostgres> {
    const dir = await mkdtemp(path.join(tmpdir(), 'private-pg-'));
    // initdb refuses to run as root: as root, the cluster belongs to the postgres user.
    const asPostgres = process.getuid?.() === 0;
    let cluster: PrivatePostgres | null = null;
    try {
      if (asPostgres) {
        const { stdout: uid } = await run('id', ['-u', 'postgres']);
        const { stdout: gid } = await run('id', ['-g', 'postgres']);
        await chown(dir, Number(uid.trim()), Number(gid.trim()));
      }
      cluster = new PrivatePostgres(bin, dir, await freePort(), asPostgres);
      await cluster.tool('initdb', ['-D', cluster.dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
      await appendFile(
        path.join(cluster.dataDir, 'postgresql.conf'),
        [
          '',
          `port = ${cluster.port}`,
          "listen_addresses = '127.0.0.1'",
          `unix_socket_directories = '${dir}'`,
          // A throwaway cluster: a clean stop still writes everything; only an OS crash would lose data.
          'fsync = off',
          'shared_buffers = 16MB',
          'max_connections = 40',
          '',
        ].join('\n'),
      );
      await cluster.start();
      const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${cluster.port}/postgres` });
      await admin.connect();
      try {
        await admin.query('create role vpn_fault login');
        await admin.query('create database vpn_fault owner vpn_fault');
      } finally {
        await admin.end();
      }
      return cluster;
    } catch (error) {
      if (cluster) await cluster.dispose();
      else await rm(dir, { recursive: true, force: true });
      throw error;
    }
  }

  private get dataDir(): string {
    return path.join(this.dir, 'data');
  }

  private async tool(name: string, args: string[]): Promise<string> {
    const command = path.join(this.bin, name);
    const { stdout } = this.asPostgres
      ? await run('runuser', ['-u', 'postgres', '--', command, ...args], { cwd: this.dir })
      : await run(command, args, { cwd: this.dir });
    return stdout;
  }

  /** Starts the server and waits until it accepts connections. */
  async start(): Promise<void> {
    await this.tool('pg_ctl', ['-D', this.dataDir, '-l', path.join(this.dir, 'postgres.log'), '-w', '-t', '30', 'start']);
  }

  /** A fast shutdown, as an operator's restart does: sessions are ended, open transactions rolled back. */
  async stop(): Promise<void> {
    await this.tool('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', '-t', '30', 'stop']);
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }

  /**
   * Stops the server, keeps it down for `ms`, starts it again. Returns when it had stopped, when
   * the start was asked (the server is surely down between the two) and when it was ready again.
   */
  async stopFor(ms: number): Promise<{ downAt: number; startAt: number; upAt: number }> {
    await this.stop();
    const downAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, ms));
    const startAt = Date.now();
    await this.start();
    return { downAt, startAt, upAt: Date.now() };
  }

  /** Stops the server (if running) and removes its directory; safe to call after a failure. */
  async dispose(): Promise<void> {
    // Also when a start half-succeeded: pg_ctl answers an error if nothing runs, and that is fine.
    if (existsSync(path.join(this.dataDir, 'postmaster.pid')))
      await this.tool('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    await rm(this.dir, { recursive: true, force: true });
  }
}
