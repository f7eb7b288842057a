// Game files on a fake IndexedDB: a sound game exports and imports back the same; a damaged one (null set-up,
// unknown event, damaged head) exports every stored row; the list keeps damaged heads and unknown kinds.
import { describe, expect, test } from 'vitest';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { TablesideDB } from '../../../store/db';
import { eventLogOn } from '../../../store/eventLog';
import { autoPlay } from '../../game/autopilot.testing';
import { fresh, setupOf } from '../../game/testkit.testing';
import { gameTextGate } from '../../game';
import { gameExportText, gameImportText, type ExportedGame, type GameFileStore } from './gameFile';

const SETUP = setupOf();
const GAME = autoPlay(fresh(SETUP), 31, 30);
const META = { setup: SETUP, packOverrides: [], table: { width: 60, height: 44 }, colours: { heragul: '#112233', surakari: '#445566' } };

function store() {
  const db = new TablesideDB(`file-${Math.random()}`, { indexedDB: new IDBFactory(), IDBKeyRange });
  const ops = eventLogOn(async () => db);
  const files: GameFileStore = { logRead: ops.logRead, logCreate: (k, n, m, e) => ops.logCreate(k, n, m, e) };
  return { db, ops, files };
}

function file(r: ExportedGame | string): ExportedGame {
  if (typeof r === 'string') throw new Error(r);
  return r;
}

describe('game files', () => {
  test('a sound game exports the events in effect with its table and colours, and imports back to the same state', async () => {
    const { ops, files } = store();
    const w = await ops.logCreate('kalidasia', 'Friday', META, GAME.events);
    if (!w.ok) throw new Error(w.message);
    await ops.logMoveCursor(w.head.id, GAME.events.length, GAME.events.length - 3);
    const out = file(await gameExportText(w.head.id, files));
    expect(out.damaged).toBeNull();
    const back = gameTextGate(out.text);
    expect(back.ok && back.log.events.length).toBe(GAME.events.length - 3);
    expect(back.ok && back.extras).toEqual({ name: 'Friday', table: { width: 60, height: 44 }, colours: META.colours });
    const imported = await gameImportText(out.text, 'x', files);
    expect(imported.ok).toBe(true);
    const stored = imported.ok ? await ops.logRead(imported.id) : null;
    expect([stored?.head.name, stored?.head.cursor, stored?.head.meta]).toEqual(['Friday (imported)', GAME.events.length - 3, META]);
  });

  test('a null set-up, an unknown event, a damaged head: the file holds every stored row as stored, and says why', async () => {
    const { db, ops, files } = store();
    const noSetup = await ops.logCreate('kalidasia', 'no set-up', { setup: null, packOverrides: [] }, GAME.events.slice(0, 5));
    const teleport = await ops.logCreate('kalidasia', 'teleport', META, [...GAME.events.slice(0, 3), { type: 'teleport', v: 1 }, ...GAME.events.slice(3, 6)]);
    const head = await ops.logCreate('kalidasia', 'head', META, GAME.events.slice(0, 9));
    if (!noSetup.ok || !teleport.ok || !head.ok) throw new Error('not stored');
    await ops.logMoveCursor(teleport.head.id, 7, 2);
    await db.logHeads.update(head.head.id, { cursor: 'x' as unknown as number, length: -1 });

    const a = file(await gameExportText(noSetup.head.id, files));
    expect(a.damaged).toBe('The game has no set-up (setup is null).');
    expect(JSON.parse(a.text).events).toEqual(GAME.events.slice(0, 5));

    // The replay of the events in effect passes (cursor 2) but a stored row is an unknown event: still every row.
    const b = file(await gameExportText(teleport.head.id, files));
    expect(b.damaged).toBeNull();
    expect(JSON.parse(b.text).events).toHaveLength(2);
    await ops.logMoveCursor(teleport.head.id, 2, 7);
    const b2 = file(await gameExportText(teleport.head.id, files));
    expect(b2.damaged).toBe('Event 4: "teleport" is not an event type this app knows.');
    expect(JSON.parse(b2.text).events).toHaveLength(7);

    const c = file(await gameExportText(head.head.id, files));
    expect(c.damaged).toBe('the game record is damaged: its length is not a count; its cursor is not a count');
    expect(JSON.parse(c.text).events).toEqual(GAME.events.slice(0, 9));
    expect(JSON.parse(c.text).tableside.damaged.meta).toEqual(META);
    // Such a file is a record, not a game: importing it is refused with the reason, nothing stored.
    const count = await db.logHeads.count();
    const r = await gameImportText(a.text, 'again', files);
    expect(r).toEqual({ ok: false, reason: 'The game has no set-up (setup is null).' });
    expect(await db.logHeads.count()).toBe(count);
  });

  test('the saved-games list keeps damaged heads (marked, rows counted) and lists an unknown kind with Kalidasia', async () => {
    const { db, ops } = store();
    const ok = await ops.logCreate('kalidasia', 'fine', META, GAME.events.slice(0, 2));
    const bad = await ops.logCreate('kalidasia', 'bad', META, GAME.events.slice(0, 4));
    const odd = await ops.logCreate('caleda', 'odd', {}, []);
    if (!ok.ok || !bad.ok || !odd.ok) throw new Error('not stored');
    await db.logHeads.update(bad.head.id, { cursor: 'x' as unknown as number, length: -1 });
    await db.logHeads.update(odd.head.id, { kind: { chess: true } as unknown as 'caleda' });
    const list = await ops.logList('kalidasia');
    const by = Object.fromEntries(list.map((h) => [h.name, h]));
    expect(Object.keys(by).sort()).toEqual(['bad', 'fine', 'odd']);
    expect(by.fine?.damage).toBeUndefined();
    expect([by.bad?.damage, by.bad?.length]).toEqual(['its length is not a count; its cursor is not a count', 4]);
    expect(by.odd?.damage).toBe('its game kind is unknown');
    expect((await ops.logList('caleda')).map((h) => h.name)).toEqual([]);
  });
});
