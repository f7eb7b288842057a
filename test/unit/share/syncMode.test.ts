// Issue 26: which mode a tablet is in, and why sync is not available when it is not.
import { describe, expect, it } from 'vitest';
import { syncMode } from '../../../src/ui/share/link';

const page = 'ws://192.168.1.20:4173/sync';

describe('syncMode', () => {
  it('one laptop serves all: the page’s /sync answers', () => {
    const m = syncMode({ pageServer: page, server: null, answers: true, secure: true });
    expect(m.mode).toBe('one-laptop');
    expect(m.line).toMatch(/One laptop serves all \(192\.168\.1\.20:4173\)/);
    expect(m.insecure).toBeNull();
  });
  it('a static host: /sync does not answer — says so and what to do', () => {
    const m = syncMode({ pageServer: 'wss://example.test/sync', server: null, answers: false, secure: true });
    expect(m.mode).toBe('no-sync');
    expect(m.line).toMatch(/This host does not offer sync.*npm start/);
  });
  it('a game syncing through another address than this build allows: why, and what to do', () => {
    const m = syncMode({ pageServer: page, server: 'wss://sync.example.test/sync', answers: true, secure: true, buildServer: null });
    expect(m.mode).toBe('other-origin');
    expect(m.line).toMatch(/this build allows sync only with its own address \(192\.168\.1\.20:4173\) — rebuild with SYNC_ORIGIN=wss:\/\/sync\.example\.test/);
  });
  it('asking: checking; an insecure page adds its line whatever the mode', () => {
    const m = syncMode({ pageServer: page, server: page, answers: null, secure: false });
    expect(m.mode).toBe('checking');
    expect(m.insecure).toMatch(/not a secure context.*offline/);
  });
});
