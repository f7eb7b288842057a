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

const FIXTURES: Record<number, Fixture> = {
  1: { rows: v1Rows, expected: v1Rows },
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
      for (const [table, rows] of Object.entries(fixture.expected)) {
        expect(await cur.table(table).toArray()).toEqual(rows);
      }
      cur.close();
    });
  }
});
