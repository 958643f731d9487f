/**
 * Requests exactly as written: the path is sent as it is (no URL normalization), any Host header,
 * and a chosen source address on the loopback network (127.0.0.2 is a second client).
 */
import http from 'node:http';

export interface RawResponse {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

export interface RawRequest {
  readonly port: number;
  readonly path: string;
  readonly method?: string;
  readonly headers?: Record<string, string>;
  readonly body?: string | Buffer;
  /** The client's own address (default 127.0.0.1). */
  readonly from?: string;
  /** Send the body in chunks without a Content-Length. */
  readonly chunked?: boolean;
}

export function raw(request: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: request.port,
        path: request.path,
        method: request.method ?? 'GET',
        headers: { Host: `localhost:${request.port}`, ...request.headers },
        localAddress: request.from ?? '127.0.0.1',
        setHost: false,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (request.body !== undefined) {
      if (request.chunked) {
        const data = Buffer.from(request.body);
        for (let i = 0; i < data.length; i += 16 * 1024) req.write(data.subarray(i, i + 16 * 1024));
      } else {
        req.setHeader('Content-Length', Buffer.byteLength(request.body));
        req.write(request.body);
      }
    }
    req.end();
  });
}
