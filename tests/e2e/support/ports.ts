/** Free TCP ports, so that two suites on one machine never collide. */
import { execFileSync } from 'node:child_process';
import net from 'node:net';

/** A port nothing listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = (server.address() as net.AddressInfo) ?? { port: 0 };
      server.close(() => resolve(port));
    });
  });
}

/** The same, synchronously: for configuration files, which cannot await. */
export function freePortSync(): number {
  const script =
    "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}
