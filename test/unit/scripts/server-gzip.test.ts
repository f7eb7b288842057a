// scripts/server.mjs compresses text files for a browser that accepts gzip (issue 24: Lighthouse's "Enable text
// compression"): the same bytes after gunzip, its own ETag, Vary, and nothing compressed for a client that refuses it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../../scripts/server.mjs';
import { getBytes } from './httpGet';

const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;
let dir = '';
let server: { port: number; close: () => Promise<void> };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tableside-gzip-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>gzip test</title>${' '.repeat(2000)}`);
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'tiny-abc123.js'), 'export {};\n');
  writeFileSync(join(dir, 'icon.png'), Buffer.alloc(4000, 7));
  server = await startServer({ root: dir, port: 0 });
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('gzip', () => {
  it('sends a script gzip-compressed to a browser that accepts it, the same bytes once unpacked', async () => {
    const a = await getBytes(server.port, '/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    expect(a.status).toBe(200);
    expect(a.headers['content-encoding']).toBe('gzip');
    expect(a.headers.vary).toBe('Accept-Encoding');
    expect(Number(a.headers['content-length'])).toBe(a.body.length);
    expect(a.body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 2);
    expect(gunzipSync(a.body).toString('utf8')).toBe(SCRIPT);
    expect(String(a.headers.etag)).toMatch(/-gz"$/);
    // The compressed copy is revalidated by its own ETag.
    const again = await getBytes(server.port, '/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': String(a.headers.etag) } });
    expect(again.status).toBe(304);
  });

  it('sends the plain file to a client that does not accept gzip or refuses it with q=0', async () => {
    for (const headers of [{} as Record<string, string>, { 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'gzip;q=0, identity' }]) {
      const a = await getBytes(server.port, '/assets/app-abc123.js', { headers });
      expect(a.headers['content-encoding']).toBeUndefined();
      expect(a.headers.vary).toBe('Accept-Encoding');
      expect(a.body.toString('utf8')).toBe(SCRIPT);
      expect(String(a.headers.etag)).not.toMatch(/-gz"$/);
    }
  });

  it('compresses the page for a screen path, and neither images nor tiny files', async () => {
    const page = await getBytes(server.port, '/kalidasia/game', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString('utf8')).toContain('gzip test');
    const png = await getBytes(server.port, '/icon.png', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body.length).toBe(4000);
    const tiny = await getBytes(server.port, '/assets/tiny-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
  });

  it('answers HEAD with the compressed length and no body', async () => {
    const full = await getBytes(server.port, '/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    const head = await getBytes(server.port, '/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip' }, method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.body.length).toBe(0);
  });
});
