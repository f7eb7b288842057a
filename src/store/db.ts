/**
 * The one local database (Dexie over IndexedDB).
 *
 * Schema versions are numbered and append-only: to change the schema, add a new
 * `SCHEMA_VERSIONS` entry (never edit an old one) with an upgrade function that
 * RETURNS its promise, and add a fixture to test/unit/store/migrations.test.ts.
 */
import { Dexie, type Table, type Transaction } from 'dexie';
import type { LogEventRow, LogHead, LogSnapRow } from './eventLog';
import { companionRecordToLog } from './legacy';
import { legacyShares, pageStorage, type ShareRecord } from './shares';
import type { PackOverridesRecord, SettingsRecord, SquadronRecord, TableDoc } from './types';

export const DB_NAME = 'tableside';

/** One schema version: the stores (Dexie syntax) and an optional upgrade. */
export interface SchemaVersion {
  version: number;
  stores: Record<string, string | null>;
  upgrade?: (tx: Transaction) => Promise<unknown> | void;
}

/** Every schema version, oldest first. */
export const SCHEMA_VERSIONS: readonly SchemaVersion[] = [
  {
    version: 1,
    stores: {
      settings: 'id',
      tableLayout: 'id',
      companionGames: 'id, game, updatedAt',
      squadrons: 'id, updatedAt',
      packOverrides: 'id',
    },
  },
  {
    // Games become append-only logs: a head per game and one row per event ([logId+seq]).
    // Every version-1 companion game is moved into a log (damaged ones too, listed as damaged).
    version: 2,
    stores: {
      companionGames: null,
      logHeads: 'id, kind, updatedAt',
      logEvents: '[logId+seq]',
    },
    upgrade: (tx) =>
      tx
        .table('companionGames')
        .toArray()
        .then((records: unknown[]) => {
          const heads: LogHead[] = [];
          const rows: LogEventRow[] = [];
          records.forEach((rec, i) => {
            const log = companionRecordToLog(rec, `legacy-${i}`);
            if (!log) return;
            heads.push(log.head);
            rows.push(...log.rows);
          });
          return tx
            .table('logEvents')
            .bulkPut(rows)
            .then(() => tx.table('logHeads').bulkPut(heads));
        }),
  },
  {
    // Snapshots of a game's folded state every N events (issue 24): derived from the events, checked against them
    // at every open and rebuilt when missing or stale, never backed up. Keyed like the events ([logId+seq]).
    version: 3,
    stores: {
      logSnaps: '[logId+seq]',
    },
  },
  {
    // Which games are shared between tablets, and how (issue 26): until now in localStorage, which a backup
    // missed. Every readable record there is copied into the table; the localStorage entry goes once the app
    // reads the game's record (shares.ts `shareGet`: read once, moved).
    version: 4,
    stores: {
      shares: 'logId',
    },
    upgrade: (tx) => tx.table('shares').bulkPut(legacyShares(pageStorage()).map((l) => l.rec)),
  },
];

export const CURRENT_VERSION = SCHEMA_VERSIONS[SCHEMA_VERSIONS.length - 1]?.version ?? 1;

/** Names of every table in the current schema (what a backup holds). */
export const TABLE_NAMES = ['settings', 'tableLayout', 'squadrons', 'packOverrides', 'logHeads', 'logEvents', 'shares'] as const;
export type TableName = (typeof TABLE_NAMES)[number];

export interface DexieDeps {
  indexedDB: IDBFactory;
  IDBKeyRange: typeof IDBKeyRange;
}

export class TablesideDB extends Dexie {
  settings!: Table<SettingsRecord, string>;
  tableLayout!: Table<TableDoc, string>;
  logHeads!: Table<LogHead, string>;
  logEvents!: Table<LogEventRow, [string, number]>;
  /** Derived: snapshots of folded states (not in TABLE_NAMES: a backup never holds them). */
  logSnaps!: Table<LogSnapRow, [string, number]>;
  squadrons!: Table<SquadronRecord, string>;
  packOverrides!: Table<PackOverridesRecord, string>;
  /** Shared games: how each is shared (schema version 4; in backups). */
  shares!: Table<ShareRecord, string>;

  /**
   * @param name database name (tests use their own)
   * @param deps an IndexedDB implementation (the in-memory fallback passes one)
   * @param upTo open with the versions up to this one only (migration tests write old versions)
   */
  constructor(name = DB_NAME, deps?: DexieDeps, upTo = CURRENT_VERSION) {
    super(name, deps ? { indexedDB: deps.indexedDB, IDBKeyRange: deps.IDBKeyRange } : undefined);
    for (const v of SCHEMA_VERSIONS) {
      if (v.version > upTo) break;
      const ver = this.version(v.version).stores(v.stores);
      if (v.upgrade) ver.upgrade(v.upgrade);
    }
  }
}
