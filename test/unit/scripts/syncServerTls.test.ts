// `npm run sync-server -- --cert … --key …` (scripts/sync-server.mjs over TLS): a self-signed certificate for
// 127.0.0.1 made by openssl in this test; two Automerge Repo clients (a process of their own that trusts the
// certificate through NODE_EXTRA_CA_CERTS, as a tablet trusts an installed one) sync a document over wss://; a client
// that does not trust it is refused; the script itself prints the wss:// origin and refuses bad certificate files.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTls, startSyncServer, type RunningSyncServer } from '../../../scripts/sync-server.mjs';

const root = resolve(__dirname, '../../..');
const dir = mkdtempSync(join(tmpdir(), 'tableside-wss-'));
const certFile = join(dir, 'cert.pem');
const keyFile = join(dir, 'key.pem');
let server: RunningSyncServer | null = null;

/** A self-signed certificate for 127.0.0.1 and localhost, valid two days (openssl: Debian has it). */
function makeCertificate(cert: string, key: string, cn = 'tableside-test'): void {
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', `/CN=${cn}`, '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', key, '-out', cert], { stdio: 'pipe' });
}

beforeAll(() => {
  makeCertificate(certFile, keyFile);
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** GET over https with (or without) the test certificate as the only trusted one: the status, or the TLS error. */
function httpsGet(url: string, ca?: Buffer): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((done) => {
    const req = get(url, ca ? { ca } : {}, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => done({ error: err.code ?? err.message }));
  });
}

/** Run scripts/sync-server.mjs with these arguments until it prints `until` (or exits): what it printed. */
function runScript(args: string[], until: RegExp): Promise<{ out: string; code: number | null }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(root, 'scripts/sync-server.mjs'), ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const take = (c: Buffer) => {
      out += c.toString();
      if (until.test(out)) {
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.once('exit', (code) => done({ out, code }));
  });
}

describe('sync server over TLS (wss://)', () => {
  it('two clients that trust the certificate sync a document through it', async () => {
    server = await startSyncServer({ host: '127.0.0.1', port: 0, dir: join(dir, 'data'), tls: readTls(certFile, keyFile) });
    expect(server.url).toBe(`wss://127.0.0.1:${server.port}`);
    const out = await new Promise<string>((done) => {
      const child = spawn(process.execPath, [join(root, 'test/unit/scripts/wss-clients.mjs'), `${server!.url}/sync`], {
        cwd: root,
        env: { ...process.env, NODE_EXTRA_CA_CERTS: certFile, NODE_TLS_REJECT_UNAUTHORIZED: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout.on('data', (c: Buffer) => (text += c.toString()));
      child.stderr.on('data', (c: Buffer) => (text += c.toString()));
      child.once('exit', () => done(text));
    });
    const result = JSON.parse(out.trim().split('\n').pop() ?? '{}') as { a?: string[]; b?: string[]; error?: string };
    expect(result).toEqual({ a: ['from A', 'from B'], b: ['from A', 'from B'] });
  });

  it('is TLS for real: a client that does not trust the certificate is refused; one that does gets the check page', async () => {
    if (!server) server = await startSyncServer({ host: '127.0.0.1', port: 0, dir: join(dir, 'data'), tls: readTls(certFile, keyFile) });
    const page = `https://127.0.0.1:${server.port}/`;
    expect(await httpsGet(page)).toEqual({ error: 'DEPTH_ZERO_SELF_SIGNED_CERT' });
    const trusted = await httpsGet(page, readFileSync(certFile));
    expect(trusted).toMatchObject({ status: 200 });
    expect('body' in trusted && trusted.body).toMatch(/no certificate warning, this device trusts its certificate/);
  });

  it('reads the names the certificate holds; refuses a missing key, a key that is not a certificate, a key of another certificate', async () => {
    expect(readTls(certFile, keyFile).names).toEqual(['127.0.0.1', 'localhost']);
    expect(() => readTls(certFile, '')).toThrow('TLS needs both --cert and --key (got only --cert).');
    expect(() => readTls(keyFile, keyFile)).toThrow(`--cert ${keyFile}: not a PEM certificate`);
    expect(() => readTls(certFile, join(dir, 'none.pem'))).toThrow(`--key ${join(dir, 'none.pem')}: cannot be read`);
    const other = join(dir, 'other');
    makeCertificate(`${other}-cert.pem`, `${other}-key.pem`, 'other');
    await expect(startSyncServer({ host: '127.0.0.1', port: 0, dir: join(dir, 'data2'), tls: readTls(certFile, `${other}-key.pem`) })).rejects.toThrow(
      'the certificate and key do not make a TLS server',
    );
  });

  it('npm run sync-server -- --cert --key prints the wss:// origin to build the app with; a bad file stops it with the reason', async () => {
    const ok = await runScript(['--cert', certFile, '--key', keyFile, '--port', '0', '--host', '127.0.0.1', '--dir', join(dir, 'data3')], /Press Ctrl\+C/);
    expect(ok.out).toMatch(/over TLS \(unauthenticated: for your own network only\)/);
    expect(ok.out).toMatch(/SYNC_ORIGIN=wss:\/\/(localhost|127\.0\.0\.1):\d+ npm run build/);
    expect(ok.out).toMatch(/open https:\/\/(localhost|127\.0\.0\.1):\d+\/ \(scan the code below\)/);
    writeFileSync(join(dir, 'empty.pem'), '');
    const bad = await runScript(['--cert', join(dir, 'empty.pem'), '--key', keyFile, '--port', '0'], /not a PEM certificate/);
    expect(bad.out).toContain(`--cert ${join(dir, 'empty.pem')}: not a PEM certificate`);
  });
});
