// The build's sync origin in the CSP (issue 26, mode b): SYNC_ORIGIN=wss://host:port adds that one origin to
// connect-src, in the served header (scripts/headers.mjs) and in the built page's <meta> (scripts/csp-plugin.mjs);
// without it the policy is exactly index.html's. Only ws:/wss: origins with a host are accepted: a bad value stops
// the build (and `npm start`) with the reason. `npm start` refuses to serve a dist/ built with another origin.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { freePort } from '../../freePort';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { cspPlugin, withCsp } from '../../../scripts/csp-plugin.mjs';
import { CSP_HEADER, CSP_META, SECURITY_HEADERS, cspHeader, cspMeta, securityHeaders, syncOriginFrom, syncOriginOfPolicy } from '../../../scripts/headers.mjs';

const root = resolve(__dirname, '../../..');
const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
const metaOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
const tmp = mkdtempSync(join(tmpdir(), 'tableside-csp-'));

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The directives of a policy, by name. */
const directives = (p: string) => new Map(p.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...v]) => [name, v.join(' ')]));

/** The plugin's hooks, called as Vite calls them. */
function build(env: Record<string, string | undefined>): { define: Record<string, string>; previewCsp: string; html: string } {
  const p = cspPlugin(env);
  const config = (p.config as () => { define: Record<string, string>; preview: { headers: Record<string, string> } })();
  const hook = p.transformIndexHtml as { handler: (html: string) => string };
  return { define: config.define, previewCsp: config.preview.headers['Content-Security-Policy'] ?? '', html: hook.handler(indexHtml) };
}

describe('the sync origin in the CSP', () => {
  it('without SYNC_ORIGIN: the built page, the header and preview are exactly today’s policy (connect-src self)', () => {
    for (const env of [{}, { SYNC_ORIGIN: '' }, { SYNC_ORIGIN: '  ' }]) {
      const b = build(env);
      expect(b.html).toBe(indexHtml);
      expect(metaOf(b.html)).toBe(CSP_META);
      expect(`${metaOf(b.html)}; frame-ancestors 'none'`).toBe(CSP_HEADER);
      expect(b.previewCsp).toBe(CSP_HEADER);
      expect(b.define).toEqual({ __SYNC_ORIGIN__: '""' });
      expect(directives(CSP_HEADER).get('connect-src')).toBe("'self'");
    }
    expect(securityHeaders()).toEqual(SECURITY_HEADERS);
  });

  it('with SYNC_ORIGIN: the built page and the header allow self plus that one origin, and differ from today only there', () => {
    const b = build({ SYNC_ORIGIN: 'wss://192.168.1.20:3030' });
    const meta = metaOf(b.html) ?? '';
    expect(meta).toBe(cspMeta('wss://192.168.1.20:3030'));
    expect(`${meta}; frame-ancestors 'none'`).toBe(cspHeader('wss://192.168.1.20:3030'));
    expect(securityHeaders('wss://192.168.1.20:3030')['Content-Security-Policy']).toBe(b.previewCsp);
    expect(b.previewCsp).toBe(cspHeader('wss://192.168.1.20:3030'));
    expect(directives(meta).get('connect-src')).toBe("'self' wss://192.168.1.20:3030");
    const before = directives(CSP_META);
    const after = directives(meta);
    after.delete('connect-src');
    before.delete('connect-src');
    expect(after).toEqual(before);
    expect(syncOriginOfPolicy(meta)).toBe('wss://192.168.1.20:3030');
    expect(syncOriginOfPolicy(CSP_META)).toBeNull();
    expect(b.define).toEqual({ __SYNC_ORIGIN__: '"wss://192.168.1.20:3030"' });
    // Only the CSP changes among the headers.
    const { 'Content-Security-Policy': a, ...rest } = securityHeaders('wss://192.168.1.20:3030');
    const { 'Content-Security-Policy': z, ...restBefore } = SECURITY_HEADERS;
    expect([a === z, rest]).toEqual([false, restBefore]);
  });

  it('accepts ws:/wss: origins with a host (port optional, the default dropped); refuses anything else, naming it', () => {
    expect(syncOriginFrom('wss://laptop.local:3030')).toBe('wss://laptop.local:3030');
    expect(syncOriginFrom('ws://192.168.1.20:3030/')).toBe('ws://192.168.1.20:3030');
    expect(syncOriginFrom('WSS://Sync.Example.ORG:443')).toBe('wss://sync.example.org');
    expect(syncOriginFrom('wss://[fd00::1]:3030')).toBe('wss://[fd00::1]:3030');
    const refused: [string, string][] = [
      ['https://laptop.local:3030', 'https:// is not a WebSocket scheme'],
      ['laptop.local:3030', 'SYNC_ORIGIN=laptop.local:3030: no wss:// (or ws://) in front'],
      ['wss://', 'not an address'],
      ['wss://laptop.local:3030/sync', 'an origin only, no path or query'],
      ['wss://laptop.local:3030?x=1', 'an origin only, no path or query'],
      ['wss://u:p@laptop.local', 'no user or password'],
      ['wss://*.local:3030', '"*.local" is not a host name or address'],
      ["wss://a'b:3030", 'is not a host name or address'],
      ['wss://a;b', '"a;b" is not a host name or address'],
      ["wss://x 'unsafe-inline'", 'not an address'],
    ];
    for (const [v, why] of refused) {
      expect(() => syncOriginFrom(v)).toThrow(why);
      expect(() => syncOriginFrom(v)).toThrow('expected wss://<host>:<port>');
    }
  });

  it('whatever SYNC_ORIGIN says, the policy gets at most one ws:/wss: host source: nothing else can be slipped in', () => {
    const value = fc.oneof(
      fc.string(),
      fc.string().map((s) => `wss://${s}`),
      fc.tuple(fc.domain(), fc.integer({ min: 1, max: 65535 })).map(([h, p]) => `wss://${h}:${p}`),
    );
    fc.assert(
      fc.property(value, (v) => {
        let origin: string | null;
        try {
          origin = syncOriginFrom(v);
        } catch {
          return true;
        }
        if (origin === null) return v.trim() === '';
        const connect = directives(cspMeta(origin)).get('connect-src') ?? '';
        return /^wss?:\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d+)?$/.test(origin) && connect === `'self' ${origin}` && directives(cspMeta(origin)).size === directives(CSP_META).size;
      }),
      { numRuns: 500 },
    );
    fc.assert(fc.property(fc.domain(), fc.integer({ min: 1, max: 65535 }), (h, p) => syncOriginFrom(`wss://${h}:${p}`) !== null));
  });

  it('a page whose CSP <meta> is missing or not the expected policy stops the build', () => {
    expect(() => withCsp('<html><head></head></html>', null)).toThrow('index.html has no <meta http-equiv="Content-Security-Policy"');
    expect(() => withCsp(indexHtml.replace("connect-src 'self'", "connect-src 'self' https:"), null)).toThrow('differs from scripts/headers.mjs');
  });

  it('vite build with a bad SYNC_ORIGIN fails with the reason, before building anything', async () => {
    expect(() => build({ SYNC_ORIGIN: 'https://laptop.local' })).toThrow('The build stops: SYNC_ORIGIN=https://laptop.local: https:// is not a WebSocket scheme');
    const out = join(tmp, 'never');
    const r = await run([join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', out], { SYNC_ORIGIN: 'wss://laptop.local/sync' }, /$^/);
    expect(r.code).not.toBe(0);
    expect(r.out).toContain('The build stops: SYNC_ORIGIN=wss://laptop.local/sync: an origin only, no path or query');
  });
});

/** Run a Node script until it prints `until` (then stopped) or exits: what it printed and its exit code. */
function run(args: string[], env: Record<string, string>, until: RegExp): Promise<{ out: string; code: number | null }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const take = (c: Buffer) => {
      out += c.toString();
      if (until.test(out)) child.kill('SIGTERM');
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.once('exit', (code) => done({ out, code }));
  });
}

describe('npm start with SYNC_ORIGIN (scripts/serve.mjs)', () => {
  it('serves a page built with the origin with the same origin in its header; refuses a dist/ built with another', async () => {
    const dist = join(tmp, 'dist');
    rmSync(dist, { recursive: true, force: true });
    const { mkdirSync } = await import('node:fs');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), withCsp(indexHtml, 'wss://laptop.local:3030'));
    const port = await freePort();
    const serve = join(root, 'scripts/serve.mjs');
    const env = { TABLESIDE_DIST: dist, PORT: String(port), SYNC_DIR: join(tmp, 'sync-data') };

    const wrong = await run([serve], { ...env, SYNC_ORIGIN: '' }, /Tableside is running/);
    expect(wrong.code).toBe(1);
    expect(wrong.out).toContain(`${dist} was built with SYNC_ORIGIN=wss://laptop.local:3030, but SYNC_ORIGIN is unset here`);
    const other = await run([serve], { ...env, SYNC_ORIGIN: 'wss://other.local:3030' }, /Tableside is running/);
    expect(other.out).toContain('but SYNC_ORIGIN is wss://other.local:3030 here');
    const bad = await run([serve], { ...env, SYNC_ORIGIN: 'http://laptop.local' }, /Tableside is running/);
    expect([bad.code, bad.out]).toEqual([1, expect.stringContaining('SYNC_ORIGIN=http://laptop.local: http:// is not a WebSocket scheme')]);

    // The same origin: served, the header's policy is the page's plus frame-ancestors.
    let header = '';
    const ok = await new Promise<{ out: string }>((done) => {
      const child = spawn(process.execPath, [serve], { cwd: root, env: { ...process.env, ...env, SYNC_ORIGIN: 'wss://laptop.local:3030' }, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (c: Buffer) => {
        out += c.toString();
        if (!out.includes('Tableside is running')) return;
        request({ host: '127.0.0.1', port, path: '/kalidasia/game/abc' }, (r) => {
          header = String(r.headers['content-security-policy']);
          r.resume();
          r.on('end', () => {
            child.kill('SIGTERM');
          });
        }).end();
      });
      child.stderr.on('data', (c: Buffer) => (out += c.toString()));
      child.once('exit', () => done({ out }));
    });
    expect(ok.out).toContain('or through the sync server at wss://laptop.local:3030 this build allows');
    expect(header).toBe(`${metaOf(readFileSync(join(dist, 'index.html'), 'utf8'))}; frame-ancestors 'none'`);
    expect(header).toBe(cspHeader('wss://laptop.local:3030'));
  });
});
