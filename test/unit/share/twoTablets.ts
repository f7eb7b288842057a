// The two-tablet set-up of the shared-game bridge tests (issue 26): Automerge Repos over one BroadcastChannel, shut
// down after the file's tests; tablet A stores the game locally and creates the document, tablet B finds it by id,
// both bridges pass once; both tablets acting at once, up to the conflict shown on both.
import { Repo, type DocHandle } from '@automerge/automerge-repo';
import { BroadcastChannelNetworkAdapter } from '@automerge/automerge-repo-network-broadcastchannel';
import { afterAll, expect, vi } from 'vitest';
import { SharedGameBridge } from '../../../src/ui/share/bridge';
import { eventLogOn, type LogKind } from '../../../src/store/eventLog';
import { newSharedDoc, sharedDocFromLog, type SharedDocGate, type SharedGameDoc } from '../../../src/store/sync/doc';
import { opId } from '../../../src/store/sync/merge';

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
 * `since`: the bridges read a local action from their mirror on (`logReadSince`, as the app's do); `readSinceB`: B's
 * (when a test counts its reads). `opPerEvent`: the document holds one op per event (a game played action by action)
 * instead of one seed op.
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
  since?: boolean;
  readSinceB?: Log['logReadSince'];
  opPerEvent?: boolean;
}): Promise<TwoTablets> {
  expect((await g.log.logCreate(g.kind, g.name, g.meta, [...g.events], g.idA)).ok).toBe(true);
  const doc = g.opPerEvent ? playedDoc(g.kind, g.name, g.meta, g.events, 's') : sharedDocFromLog(g.kind, g.name, g.meta, g.events, g.events.length, 'a');
  const tip = g.opPerEvent ? (g.events.length ? opId('s', g.events.length) : 'root') : null;
  const ha = g.repo().create<SharedGameDoc>(doc);
  const a = new SharedGameBridge(g.gate(), ha, g.idA, 'a', g.log, () => {}, true, tip, () => {}, g.since ? g.log.logReadSince : null);
  await a.sync();
  const hb = await g.repo().find<SharedGameDoc>(ha.url);
  const logB = g.logB ?? g.log;
  const b = new SharedGameBridge(g.gate(), hb, g.idB, 'b', logB, () => {}, true, null, () => {}, g.readSinceB ?? (g.since ? logB.logReadSince : null));
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

/** A shared document of a game played one action (one event) at a time by `actor`: ops `actor.000001`… in a line. */
export function playedDoc(kind: string, name: string, meta: unknown, events: readonly unknown[], actor: string): SharedGameDoc {
  const d = newSharedDoc(kind, name, meta);
  let base = 'root';
  events.forEach((e, i) => {
    const id = opId(actor, i + 1);
    d.ops[id] = JSON.parse(JSON.stringify({ id, kind: 'append', base, events: [e] }));
    base = id;
  });
  return d;
}
