// Issue 26, mode b: a build made with SYNC_ORIGIN offers its sync server beside the page's own address; the mode
// line says which is in use and why a server cannot be used (not in this build's CSP; ws:// from an https:// page).
import { describe, expect, it } from 'vitest';
import { BUILD_SYNC_SERVER } from '../../../src/ui/share/buildServer';
import { serverChoices, serverProblem, syncMode } from '../../../src/ui/share/link';

const staticHost = 'wss://tableside.example.org/sync';
const laptopPage = 'ws://192.168.1.20:4173/sync';
const server = 'wss://192.168.1.20:3030/sync';

describe('the build’s sync server (SYNC_ORIGIN)', () => {
  it('a build without SYNC_ORIGIN has none (unit tests build without it)', () => {
    expect(BUILD_SYNC_SERVER).toBeNull();
  });

  it('the share panel offers the page’s own address and the sync server; the server is asked nothing before it is chosen', () => {
    const choices = serverChoices(staticHost, false, server);
    expect(choices.map((c) => [c.mode, c.server, c.why === null])).toEqual([
      ['one-laptop', staticHost, false],
      ['sync-server', server, true],
    ]);
    expect(choices[0]?.why).toBe('tableside.example.org does not offer sync (its /sync does not answer).');
    expect(choices[1]?.label).toBe('A sync server at wss://192.168.1.20:3030: works from an installed app');
    expect(serverChoices(staticHost, null, server)[0]?.checking).toBe(true);
    // Without SYNC_ORIGIN only the page's own address is offered.
    expect(serverChoices(laptopPage, true, null).map((c) => c.mode)).toEqual(['one-laptop']);
  });

  it('syncing through the build’s server: checking, then "works from an installed app", or why it does not answer', () => {
    const base = { pageServer: staticHost, server, secure: true, buildServer: server };
    expect(syncMode({ ...base, answers: null })).toMatchObject({ mode: 'checking', problem: false, line: 'Checking the sync server at wss://192.168.1.20:3030…' });
    expect(syncMode({ ...base, answers: true })).toMatchObject({ mode: 'sync-server', problem: false, line: 'A sync server at wss://192.168.1.20:3030: works from an installed app' });
    const down = syncMode({ ...base, answers: false });
    expect(down).toMatchObject({ mode: 'server-down', problem: true });
    expect(down.line).toContain('open https://192.168.1.20:3030/ on it: it must open with no warning');
  });

  it('a server not in this build’s CSP: "this build allows sync only with <origin> — rebuild with SYNC_ORIGIN=…"', () => {
    const other = 'wss://other.example.org:3030/sync';
    const why = serverProblem(other, staticHost, server);
    expect(why).toContain('this build allows sync only with wss://192.168.1.20:3030 (and its own address, tableside.example.org)');
    expect(why).toContain('rebuild with SYNC_ORIGIN=wss://other.example.org:3030');
    expect(syncMode({ pageServer: staticHost, server: other, answers: true, secure: true, buildServer: server })).toMatchObject({ mode: 'other-origin', problem: true, line: why });
  });

  it('ws:// from an https:// page: mixed content, blocked by the browser whatever the build allows', () => {
    const plain = 'ws://192.168.1.20:3030/sync';
    const why = serverProblem(plain, staticHost, plain) ?? '';
    expect(why).toMatch(/^This page is https:\/\/, and browsers block a plain ws:\/\/ connection from it \(mixed content\)/);
    expect(why).toContain('SYNC_ORIGIN=wss://192.168.1.20:3030');
    expect(serverChoices(staticHost, false, plain)[1]?.why).toBe(why);
    expect(syncMode({ pageServer: staticHost, server: plain, answers: null, secure: true, buildServer: plain }).mode).toBe('other-origin');
    // From a plain-http page (a laptop on the network) a ws:// server is allowed.
    expect(serverProblem(plain, laptopPage, plain)).toBeNull();
  });

  it('the page’s own address is always allowed; a static host with a sync server points to it', () => {
    expect(serverProblem(staticHost, staticHost, server)).toBeNull();
    expect(syncMode({ pageServer: staticHost, server: null, answers: false, secure: true, buildServer: server }).line).toMatch(/Share through the sync server instead/);
  });
});
