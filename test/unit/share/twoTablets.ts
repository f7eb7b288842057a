// The two-tablet set-up of the shared-game bridge tests (issue 26): Automerge Repos over one BroadcastChannel, shut
// down after the file's tests; tablet A stores the game locally and creates the document, tablet B finds it by id,
// both bridges pass once; both tablets acting at once, up to the conflict shown on both.
import { Repo, type DocHandle } from '@automerge/automerge-repo';
import { BroadcastChannelNetworkAdapter } from '@automerge/automerge-repo-network-broadcastchannel';
import { afterAll, expect, vi } from 'vitest';
import { SharedGameBridge } from '../../../src/ui/share/bridge';
import { eventLogOn, type LogKind } from '../../../src/store/eventLog';
import { sharedDocFromLog, type SharedDocGate, type SharedGameDoc } from '../../../src/store/sync/doc';

type Log = ReturnType<typeof eventLogOn>;

/** A maker of Repos on `channelName` (one channel per test file), each shut down after the file's tests. */
export function reposOn(channelName: string): () => Repo {
  const repos: Repo[] = [];
  afterAll(async () => {
    for (const r of repos) await r.shutdown();
  });
  return () => {
    const r = new Repo({ network: [new BroadcastChannelNetworkAdapter({ channelName })] });
    repos.push(r);
    return r;
  };
}

export interface TwoTablets {
  a: SharedGameBridge;
  b: SharedGameBridge;
  ha: DocHandle<SharedGameDoc>;
  hb: DocHandle<SharedGameDoc>;
}

/**
 * Tablet A's local log `idA` is created with `events` (cursor at the end) and shared as a document (actor 'a');
 * tablet B finds it and its bridge writes local log `idB` (actor 'b'). `logB`: B's log, when a test counts its reads.
 */
export async function twoTablets(g: {
  repo: () => Repo;
  gate: () => SharedDocGate;
  log: Log;
  kind: LogKind;
  name: string;
  meta: unknown;
  events: readonly unknown[];
  idA: string;
  idB: string;
  logB?: Log;
}): Promise<TwoTablets> {
  expect((await g.log.logCreate(g.kind, g.name, g.meta, [...g.events], g.idA)).ok).toBe(true);
  const ha = g.repo().create<SharedGameDoc>(sharedDocFromLog(g.kind, g.name, g.meta, g.events, g.events.length, 'a'));
  const a = new SharedGameBridge(g.gate(), ha, g.idA, 'a', g.log);
  await a.sync();
  const hb = await g.repo().find<SharedGameDoc>(ha.url);
  const b = new SharedGameBridge(g.gate(), hb, g.idB, 'b', g.logB ?? g.log);
  await b.sync();
  return { a, b, ha, hb };
}

/**
 * Both tablets act from one position at once (each stores its action locally before either bridge runs, `writeA`
 * and `writeB`), then each bridge is told; resolves when both show the conflict, with both branches.
 */
export async function actAtOnce(a: SharedGameBridge, b: SharedGameBridge, writeA: () => Promise<{ ok: boolean }>, writeB: () => Promise<{ ok: boolean }>): Promise<void> {
  const [wa, wb] = await Promise.all([writeA(), writeB()]);
  expect(wa.ok && wb.ok).toBe(true);
  await Promise.all([a.localChanged(), b.localChanged()]);
  await vi.waitFor(async () => {
    await a.sync();
    await b.sync();
    expect(a.status.conflict?.branches.length).toBe(2);
    expect(b.status.conflict?.branches.length).toBe(2);
  });
}
