// A raw HTTP request to a test server on 127.0.0.1, answered once the whole body has arrived. Shared by the unit
// tests that start scripts/server.mjs or scripts/serve.mjs (server, server-gzip, prerender).
import { request } from 'node:http';

export interface Answer<Body = string> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Body;
}

export interface Ask {
  method?: string;
  headers?: Record<string, string>;
}

/** The answer with its body as received (the path is sent as written, `..` included). */
export function getBytes(port: number, path: string, ask: Ask = {}): Promise<Answer<Buffer>> {
  return new Promise((res, rej) => {
    const req = request({ host: '127.0.0.1', port, path, method: ask.method ?? 'GET', headers: ask.headers }, (r) => {
      const parts: Buffer[] = [];
      r.on('data', (c: Buffer) => parts.push(c));
      r.on('end', () => res({ status: r.statusCode ?? 0, headers: r.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', rej);
    req.end();
  });
}

/** The answer with its body read as UTF-8 text. */
export async function get(port: number, path: string, ask: Ask = {}): Promise<Answer> {
  const a = await getBytes(port, path, ask);
  return { ...a, body: a.body.toString('utf8') };
}
