// The server `npm start` runs (scripts/serve.mjs → scripts/server.mjs), started as its own process on a free port
// against a small built app: every header, the caching rule, 404 for a missing file, the page for a screen path.
// Also: the CSP header and index.html's <meta> tag say the same, and the README's hosting samples send the same.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { freePort } from '../../freePort';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_HEADER, CSP_META, IMMUTABLE, PERMISSIONS_POLICY, SECURITY_HEADERS } from '../../../scripts/headers.mjs';
import { looksLikeFile } from '../../../scripts/server.mjs';
import { get } from './httpGet';

const root = resolve(__dirname, '../../..');
const PAGE = '<!doctype html><title>Tableside test page</title>';

let parent = '';
let dist = '';
let child: ChildProcess | undefined;
let port = 0;
let printed = '';

beforeAll(async () => {
  // dist/ inside a folder of its own, with a secret beside it that must never be served.
  parent = mkdtempSync(join(tmpdir(), 'tableside-serve-'));
  dist = join(parent, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, 'icons'));
  writeFileSync(join(dist, 'index.html'), PAGE);
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Tableside"}');
  writeFileSync(join(dist, 'assets', 'index-AbC123xy.js'), 'console.log(1);');
  writeFileSync(join(dist, 'assets', 'index-Zz9.css'), 'body{}');
  writeFileSync(join(dist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(parent, 'tableside-secret.txt'), 'secret');
  port = await freePort();
  child = spawn(process.execPath, [join(root, 'scripts/serve.mjs')], { env: { ...process.env, PORT: String(port), TABLESIDE_DIST: dist, SYNC_DIR: join(dist, '..', 'sync-data') }, stdio: ['ignore', 'pipe', 'pipe'] });
  // Wait for the URL the script prints (the state "listening"), not for a time.
  await new Promise<void>((res, rej) => {
    child!.stdout!.on('data', (c: Buffer) => {
      printed += c.toString();
      if (printed.includes('Tableside is running at')) res();
    });
    child!.stderr!.on('data', (c: Buffer) => (printed += c.toString()));
    child!.once('exit', (code) => rej(new Error(`serve.mjs exited with ${code}: ${printed}`)));
  });
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    const gone = new Promise((res) => child!.once('exit', res));
    child.kill('SIGTERM');
    await gone;
  }
  rmSync(parent, { recursive: true, force: true });
});

describe('npm start: the server (scripts/serve.mjs)', () => {
  it('prints the URL it serves', () => {
    expect(printed).toContain(`Tableside is running at http://127.0.0.1:${port}/`);
  });

  it('sends every security header on every kind of answer (page, asset, screen, 404)', async () => {
    for (const path of ['/', '/assets/index-AbC123xy.js', '/kalidasia/game/abc', '/nonexistent.js']) {
      const a = await get(port, path);
      expect([path, a.headers['content-security-policy']]).toEqual([path, CSP_HEADER]);
      expect([path, a.headers['permissions-policy']]).toEqual([path, PERMISSIONS_POLICY]);
      expect([path, a.headers['cross-origin-opener-policy']]).toEqual([path, 'same-origin']);
      expect([path, a.headers['cross-origin-resource-policy']]).toEqual([path, 'same-origin']);
      expect([path, a.headers['x-frame-options']]).toEqual([path, 'DENY']);
      expect([path, a.headers['x-content-type-options']]).toEqual([path, 'nosniff']);
      expect([path, a.headers['referrer-policy']]).toEqual([path, 'no-referrer']);
    }
  });

  it('the CSP header is the full policy: the meta tag’s, plus frame-ancestors none', () => {
    const directives = CSP_HEADER.split(';').map((d) => d.trim().split(/\s+/)[0]);
    for (const d of ['default-src', 'script-src', 'style-src', 'img-src', 'connect-src', 'worker-src', 'manifest-src', 'object-src', 'base-uri', 'form-action', 'frame-ancestors']) {
      expect(directives).toContain(d);
    }
    expect(CSP_HEADER).toBe(`${CSP_META}; frame-ancestors 'none'`);
    // WebAssembly compilation (the sync engine, issue 26) and nothing broader: no JavaScript eval, no inline script.
    expect(CSP_HEADER).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(CSP_HEADER.replace("'wasm-unsafe-eval'", '')).not.toMatch(/unsafe-inline|unsafe-eval|https?:|\*/);
  });

  it('Permissions-Policy allows the camera (and wake lock, clipboard writing) to the app itself only; the rest is off', () => {
    const items = PERMISSIONS_POLICY.split(',').map((s) => s.trim());
    expect(items).toContain('camera=(self)');
    for (const off of ['geolocation=()', 'microphone=()', 'payment=()', 'usb=()', 'display-capture=()']) expect(items).toContain(off);
    const allowed = items.filter((i) => !i.endsWith('=()'));
    expect(allowed.sort()).toEqual(['camera=(self)', 'clipboard-write=(self)', 'screen-wake-lock=(self)']);
  });

  it('hashed assets are immutable for a year; the page, sw.js and the manifest are revalidated', async () => {
    expect((await get(port, '/assets/index-AbC123xy.js')).headers['cache-control']).toBe(IMMUTABLE);
    expect((await get(port, '/assets/index-Zz9.css')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/icons/icon-192.png', '/kalidasia/game/abc']) {
      expect([path, (await get(port, path)).headers['cache-control']]).toEqual([path, 'no-cache']);
    }
  });

  it('answers each file with its type (nosniff needs them right)', async () => {
    const type = async (p: string) => (await get(port, p)).headers['content-type'];
    expect(await type('/')).toBe('text/html; charset=utf-8');
    expect(await type('/assets/index-AbC123xy.js')).toBe('text/javascript; charset=utf-8');
    expect(await type('/sw.js')).toBe('text/javascript; charset=utf-8');
    expect(await type('/assets/index-Zz9.css')).toBe('text/css; charset=utf-8');
    expect(await type('/manifest.webmanifest')).toBe('application/manifest+json; charset=utf-8');
    expect(await type('/icons/icon-192.png')).toBe('image/png');
  });

  it('a file that is not there answers 404, never the page', async () => {
    for (const path of ['/nonexistent.js', '/assets/index-gone1234.js', '/assets/x.css', '/icons/none.png', '/sw2.js', '/robots.txt', '/a/b/c.webmanifest']) {
      const a = await get(port, path);
      expect([path, a.status]).toEqual([path, 404]);
      expect([path, a.body.includes('Tableside test page')]).toEqual([path, false]);
    }
  });

  it('a screen path (no file extension) answers the page', async () => {
    for (const path of ['/kalidasia/game/abc', '/kalidasia/squadrons', '/caleda/x1/summary', '/settings', '/kalidasia/squadrons/%', '/kalidasia/squadrons/%E0%A4%A', '/?q=1']) {
      const a = await get(port, path);
      expect([path, a.status]).toEqual([path, 200]);
      expect([path, a.body]).toEqual([path, PAGE]);
      expect([path, a.headers['content-type']]).toEqual([path, 'text/html; charset=utf-8']);
    }
  });

  it('never serves a file outside dist/', async () => {
    for (const path of ['/../tableside-secret.txt', '/%2e%2e/tableside-secret.txt', '/assets/..%2f..%2ftableside-secret.txt']) {
      const a = await get(port, path);
      expect([path, a.body.includes('secret')]).toEqual([path, false]);
      expect([path, a.status]).toEqual([path, 404]);
    }
  });

  it('HEAD answers the headers without a body; an unchanged file answers 304; other methods 405', async () => {
    const head = await get(port, '/assets/index-AbC123xy.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    const first = await get(port, '/sw.js');
    const etag = String(first.headers.etag);
    const again = await get(port, '/sw.js', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(again.headers['content-security-policy']).toBe(CSP_HEADER);
    const post = await get(port, '/', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers['content-security-policy']).toBe(CSP_HEADER);
  });
});

describe('the policy in index.html and in the README agrees with the server', () => {
  it('index.html’s <meta> CSP is the header’s policy without frame-ancestors', () => {
    const html = readFileSync(join(root, 'index.html'), 'utf8');
    const m = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html);
    expect(m?.[1]).toBe(CSP_META);
  });

  it('the README’s nginx sample sends every header with the same value', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const nginx = /```nginx\n([\s\S]*?)```/.exec(readme.slice(readme.indexOf('## Hosting')))?.[1] ?? '';
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) expect(nginx).toContain(`add_header ${k} "${v}" always;`);
    expect(nginx).toContain(`add_header Cache-Control "${IMMUTABLE}";`);
    expect(nginx).toContain('try_files $uri =404;');
    expect(nginx).toContain('try_files $uri.html /index.html;');
    expect(nginx).toContain('try_files /home.html /index.html;');
  });

  it('the README’s _headers sample sends every header with the same value, Cache-Control per path', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const block = /```text\n# dist\/_headers\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const rules = new Map<string, Map<string, string>>();
    let cur: Map<string, string> | null = null;
    for (const line of block.split('\n')) {
      if (line.startsWith('/')) rules.set(line.trim(), (cur = new Map()));
      else if (line.startsWith('  ') && cur) {
        const i = line.indexOf(':');
        cur.set(line.slice(0, i).trim(), line.slice(i + 1).trim());
      }
    }
    expect(Object.fromEntries(rules.get('/*') ?? [])).toEqual(SECURITY_HEADERS);
    expect(rules.get('/assets/*')?.get('Cache-Control')).toBe(IMMUTABLE);
    for (const p of ['/', '/index.html', '/sw.js', '/manifest.webmanifest']) expect([p, rules.get(p)?.get('Cache-Control')]).toEqual([p, 'no-cache']);
  });

  it('a path asks for a file when its last part has an extension', () => {
    expect(looksLikeFile('/nonexistent.js')).toBe(true);
    expect(looksLikeFile('/assets/a-b.css')).toBe(true);
    expect(looksLikeFile('/kalidasia/game/abc')).toBe(false);
    expect(looksLikeFile('/kalidasia/game/5f0c1e2a-9d3b-4c1e-8f00-0a1b2c3d4e5f')).toBe(false);
    expect(looksLikeFile('/v1.2/screen')).toBe(false);
  });
});
