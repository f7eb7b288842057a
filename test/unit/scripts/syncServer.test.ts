// `npm run sync-server` (scripts/sync-server.mjs) on a free port with two client Repos: a shared game created on one
// reaches the other; the server stopped, both keep acting; restarted on the same folder, they converge — nothing lost,
// the pair of actions made from one position shown as a conflict on both.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Repo, type DocHandle } from '@automerge/automerge-repo';
import { WebSocketClientAdapter } from '@automerge/automerge-repo-network-websocket';
import { afterAll, describe, expect, it } from 'vitest';
import { startSyncServer, type RunningSyncServer } from '../../../scripts/sync-server.mjs';
import { addOp, newSharedDoc, readSharedDoc, type SharedGameDoc } from '../../../src/store/sync/doc';
import { nextOp, opId, type DerivedLog } from '../../../src/store/sync/merge';

const dir = mkdtempSync(join(tmpdir(), 'tableside-sync-'));
const repos: Repo[] = [];
let server: RunningSyncServer | null = null;

afterAll(async () => {
  for (const r of repos) await r.shutdown();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A client Repo, resolved once it is connected to the server (documents created before that never reach it). */
function client(url: string): Promise<Repo> {
  const repo = new Repo({ network: [new WebSocketClientAdapter(url, 50)] });
  repos.push(repo);
  return new Promise((done) => repo.networkSubsystem.once('peer', () => done(repo)));
}

/** Resolves when the document satisfies `ok` (checked now and on every change). */
function until(h: DocHandle<SharedGameDoc>, ok: (log: DerivedLog) => boolean): Promise<DerivedLog> {
  return new Promise((done) => {
    const check = () => {
      const r = readSharedDoc(h.doc());
      if (r.ok && ok(r.log)) {
        h.off('change', check);
        done(r.log);
      }
    };
    h.on('change', check);
    check();
  });
}

function act(h: DocHandle<SharedGameDoc>, id: string, tag: string): void {
  const r = readSharedDoc(h.doc());
  if (!r.ok) throw new Error(r.reason);
  const op = nextOp(r.log, id, { kind: 'append', events: [{ type: tag }] });
  if (!op) throw new Error('refused');
  h.change((d) => addOp(d, op));
}

describe('sync server', () => {
  it('two clients share a game, keep playing while the server is down, and converge after its restart', async () => {
    server = await startSyncServer({ host: '127.0.0.1', port: 0, dir });
    const port = server.port;
    const a = await client(server.url);
    const b = await client(server.url);
    const ha = a.create<SharedGameDoc>(newSharedDoc('kalidasia', 'Shared', { setup: null }));
    act(ha, opId('a', 1), 'first');
    const hb = await b.find<SharedGameDoc>(ha.url);
    await until(hb, (l) => l.events.length === 1);
    act(hb, opId('b', 1), 'second');
    await until(ha, (l) => l.events.length === 2);

    // The server goes away: each tablet acts from the same position.
    await server.close();
    server = null;
    act(ha, opId('a', 2), 'a-offline');
    act(hb, opId('b', 2), 'b-offline');
    expect(readSharedDoc(ha.doc()).ok && readSharedDoc(hb.doc()).ok).toBe(true);

    // Back on the same port and folder: both reconnect and converge.
    server = await startSyncServer({ host: '127.0.0.1', port, dir });
    const both = (l: DerivedLog) => (l.conflict?.branches.length ?? 0) === 2;
    const [la, lb] = await Promise.all([until(ha, both), until(hb, both)]);
    expect(la).toEqual(lb);
    expect(la.events).toEqual([{ type: 'first' }, { type: 'second' }]);
    expect(la.conflict?.branches.map((x) => x.events)).toEqual([[{ type: 'a-offline' }], [{ type: 'b-offline' }]]);

    // The server kept the game in its folder: a third tablet joining now gets all of it.
    const c = await client(server.url);
    const hc = await c.find<SharedGameDoc>(ha.url);
    expect(await until(hc, both)).toEqual(la);
  });
});
