// Migration harness: for every schema version, write data as that version wrote it,
// open the database with the current version, and check nothing is lost.
// When you add a schema version, add a fixture here for the version before it.
import { describe, expect, it } from 'vitest';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { CURRENT_VERSION, SCHEMA_VERSIONS, TablesideDB } from '../../../src/store/db';

interface Fixture {
  /** Rows per table, as that version stored them. */
  rows: Record<string, unknown[]>;
  /** What each table must hold after opening with the current version. */
  expected: Record<string, unknown[]>;
}

const v1Rows = {
  squadrons: [
    {
      id: 's1',
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
      squadron: { name: 'Starter', fleet: 'surakari-invasion', extraFleets: [], pointLimit: 34, ships: [{ uid: 'a', code: 'SFP', upgrades: [] }], fighters: { interceptor: 10 } },
    },
  ],
  packOverrides: [{ id: 'player', overrides: [{ path: 'ships.SFP.capacity', value: 5 }] }],
  companionGames: [
    { id: 'g1', game: 'kalesia', name: 'Friday', createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T11:00:00.000Z', setup: { players: ['A', 'B', 'C'] }, events: [{ type: 'x' }], redo: [] },
  ],
  settings: [{ id: 'app', theme: 'dark', textScale: 125, wakeLock: false }],
  tableLayout: [
    {
      id: 'current',
      width: 44,
      height: 30,
      grid: false,
      markers: [
        { id: 'm1', x: 3, y: 4 },
        { id: 'm2', x: 27, y: 4, label: '<script>alert(1)</script>' },
      ],
      view: { x: 10, y: 20, scale: 12.5 },
    },
  ],
};

const v1Games = [
  { id: 'g1', game: 'kalesia', name: 'Friday', createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T11:00:00.000Z', setup: { players: ['A', 'B', 'C'] }, events: [{ type: 'x' }], redo: [] },
  // Two events in effect and two undone (the redo stack's last entry is the next to redo).
  { id: 'g2', game: 'caleda', name: 'Undone', createdAt: '2026-11-02T10:00:00.000Z', updatedAt: '2026-11-02T11:00:00.000Z', setup: { n: 1 }, events: [{ a: 1 }, { a: 2 }], redo: [{ a: 4 }, { a: 3 }] },
  // Damaged by hand: events is not a list. Kept, as a log listed as damaged.
  { id: 'g3', game: 'nedca', name: 'Broken', createdAt: '2026-11-03T10:00:00.000Z', updatedAt: '2026-11-03T11:00:00.000Z', setup: null, events: null, redo: [] },
];

const { companionGames: _moved, ...v1Kept } = v1Rows;

const v2Rows = {
  ...v1Kept,
  logHeads: [
    { id: 'g1', kind: 'kalesia', name: 'Friday', createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T11:00:00.000Z', length: 1, cursor: 1, meta: { players: ['A', 'B', 'C'] } },
    { id: 'g2', kind: 'caleda', name: 'Undone', createdAt: '2026-11-02T10:00:00.000Z', updatedAt: '2026-11-02T11:00:00.000Z', length: 4, cursor: 2, meta: { n: 1 } },
    { id: 'g3', kind: 'nedca', name: 'Broken', createdAt: '2026-11-03T10:00:00.000Z', updatedAt: '2026-11-03T11:00:00.000Z', length: 1, cursor: 1, meta: null },
  ],
  logEvents: [
    { logId: 'g1', seq: 1, event: { type: 'x' } },
    { logId: 'g2', seq: 1, event: { a: 1 } },
    { logId: 'g2', seq: 2, event: { a: 2 } },
    { logId: 'g2', seq: 3, event: { a: 3 } },
    { logId: 'g2', seq: 4, event: { a: 4 } },
    { logId: 'g3', seq: 1, stored: null },
  ],
};

// Version 3 adds the snapshots of folded states (derived, empty after an upgrade: rebuilt from the events).
const v3Rows = {
  ...v2Rows,
  logSnaps: [{ logId: 'g2', seq: 1, epoch: 'e1', rev: 0, meta: '{"n":1}', state: { app: 'test', state: { n: 1 } } }],
};

// Version 4 adds how each shared game is shared (until then in localStorage: see the test below).
const v4Rows = {
  ...v3Rows,
  shares: [{ logId: 'g1', doc: 'automerge:2j9knpCseyhnK8izDmLpGP5WMdZQ', server: 'ws://192.168.1.20:8080/sync', role: 'act', actor: 'a1b2c3d4e5f6', tip: 'a1b2c3d4e5f6.seed', pending: [] }],
};

const FIXTURES: Record<number, Fixture> = {
  // Version 1 → 2: every companion game becomes an event log (the damaged one too); the rest is unchanged.
  1: { rows: { ...v1Rows, companionGames: v1Games }, expected: { ...v2Rows, logSnaps: [], shares: [] } },
  2: { rows: v2Rows, expected: { ...v2Rows, logSnaps: [], shares: [] } },
  3: { rows: v3Rows, expected: { ...v3Rows, shares: [] } },
  4: { rows: v4Rows, expected: v4Rows },
};

describe('schema migrations', () => {
  it('has a fixture for every schema version', () => {
    for (const v of SCHEMA_VERSIONS) expect(FIXTURES[v.version], `fixture for version ${v.version}`).toBeDefined();
  });

  it('versions are numbered upward without gaps', () => {
    SCHEMA_VERSIONS.forEach((v, i) => expect(v.version).toBe(i + 1));
    expect(CURRENT_VERSION).toBe(SCHEMA_VERSIONS.length);
  });

  for (const v of SCHEMA_VERSIONS) {
    it(`data written at version ${v.version} survives opening with version ${CURRENT_VERSION}`, async () => {
      const deps = { indexedDB: new IDBFactory(), IDBKeyRange };
      const fixture = FIXTURES[v.version]!;
      const old = new TablesideDB('migrate-test', deps, v.version);
      await old.open();
      expect(old.verno).toBe(v.version);
      for (const [table, rows] of Object.entries(fixture.rows)) await old.table(table).bulkPut(rows);
      old.close();

      const cur = new TablesideDB('migrate-test', deps);
      await cur.open();
      expect(cur.verno).toBe(CURRENT_VERSION);
      const stored: Record<string, unknown[]> = {};
      for (const table of Object.keys(fixture.expected)) stored[table] = await cur.table(table).toArray();
      expect(stored).toEqual(fixture.expected);
      expect(cur.tables.map((t) => t.name).sort()).toEqual(Object.keys(fixture.expected).sort());
      cur.close();
    });
  }
});
