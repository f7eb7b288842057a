/**
 * Backups: one JSON file with every table (DESIGN.md §5).
 *
 * Restoring validates the WHOLE file before touching the database, then writes in
 * one transaction (merge or replace). Any problem is reported as "what and where"
 * (e.g. `tables.tableLayout[0].markers[2].x: expected a number`) and nothing changes.
 *
 * Format history:
 * - version 1 — tables `settings`, `tableLayout`, `companionGames`, `squadrons`, `packOverrides`;
 * - version 2 — `companionGames` gives way to the event logs: `logHeads` (one per game) and `logEvents`
 *   (one row per event). A version-1 file is still read: its companion games become logs (`upgradeBackup`).
 * - version 3 — `shares`: how each shared game is shared (issue 26; until then in localStorage, so a backup missed
 *   it). A version-2 file is still read (no game shared). A restored record re-joins its shared game when the game
 *   is opened, as a new tablet of it (a new actor id, nothing waiting), marked `restored` so the share bar says so.
 *
 * Beside it: `backupRecords.ts` (each record checked on its own) and `backupWords.ts` (problems as "where: what").
 */
import { z } from 'zod';
import type { TablesideDB, TableName } from './db';
import { TABLE_NAMES } from './db';
import { companionRecordToLog } from './legacy';
import { newLogId, type LogKind } from './eventLog';
import { CompanionGameSchema, LogEventRowSchema, LogHeadSchema, PackOverridesRecordSchema, SettingsSchema, ShareRecordSchema, SquadronRecordSchema, TableDocSchema } from './schemas';
import { newActor } from './shares';
import { describeIssue } from './backupWords';
import { keepSharesOfGames, keepWholeLogs, validateRecords } from './backupRecords';

export const FORMAT_NAME = 'tableside-backup';
export const FORMAT_VERSION = 3;
/** Files larger than this are refused before parsing. */
export const MAX_BACKUP_BYTES = 8 * 1024 * 1024;

/** How many records a table may hold in a backup (more: the file is refused). */
const TABLE_MAX: Record<string, number> = {
  settings: 1,
  tableLayout: 1,
  companionGames: 10_000,
  squadrons: 100_000,
  packOverrides: 1,
  logHeads: 10_000,
  logEvents: 1_000_000,
  shares: 10_000,
};

const TABLE_SCHEMAS = {
  settings: z.array(SettingsSchema).max(1),
  tableLayout: z.array(TableDocSchema).max(1),
  squadrons: z.array(SquadronRecordSchema).max(100_000),
  packOverrides: z.array(PackOverridesRecordSchema).max(1),
  logHeads: z.array(LogHeadSchema).max(10_000),
  logEvents: z.array(LogEventRowSchema).max(1_000_000),
  shares: z.array(ShareRecordSchema).max(10_000),
} satisfies Record<TableName, z.ZodType>;

/** A format-2 file's tables (before `shares`). */
const { shares: _shares, ...V2_TABLES } = TABLE_SCHEMAS;

export const BackupSchema = z.strictObject({
  format: z.literal(FORMAT_NAME),
  formatVersion: z.literal(FORMAT_VERSION),
  appVersion: z.string().max(50),
  exportedAt: z.string().max(50),
  tables: z.strictObject(TABLE_SCHEMAS),
});

const V1_TABLES = {
  settings: TABLE_SCHEMAS.settings,
  tableLayout: TABLE_SCHEMAS.tableLayout,
  companionGames: z.array(CompanionGameSchema).max(10_000),
  squadrons: TABLE_SCHEMAS.squadrons,
  packOverrides: TABLE_SCHEMAS.packOverrides,
};

/** A format-1 file (before the event logs). */
export const BackupSchemaV1 = z.strictObject({
  format: z.literal(FORMAT_NAME),
  formatVersion: z.literal(1),
  appVersion: z.string().max(50),
  exportedAt: z.string().max(50),
  tables: z.strictObject(V1_TABLES),
});

/** A format-1 backup as format 2: each companion game becomes an event log. */
export function upgradeBackup(v1: z.infer<typeof BackupSchemaV1>): BackupFile {
  const { companionGames, ...rest } = v1.tables;
  const logHeads: BackupFile['tables']['logHeads'] = [];
  const logEvents: BackupFile['tables']['logEvents'] = [];
  companionGames.forEach((g, i) => {
    const log = companionRecordToLog(g, `legacy-${i}`);
    if (!log) return;
    logHeads.push(log.head as BackupFile['tables']['logHeads'][number]);
    logEvents.push(...(log.rows as BackupFile['tables']['logEvents']));
  });
  return { ...v1, formatVersion: FORMAT_VERSION, tables: { ...rest, logHeads, logEvents, shares: [] } };
}

export type BackupFile = z.infer<typeof BackupSchema>;
export type RestoreMode = 'merge' | 'replace';

/** A readable backup with what had to be left out (each damaged record, "where (name): what"), or why it cannot be read. */
export type ParseResult = { ok: true; backup: BackupFile; skipped: string[] } | { ok: false; errors: string[] };

/** Read every table into a backup object. */
export async function exportBackup(db: TablesideDB, appVersion: string, now: Date = new Date()): Promise<BackupFile> {
  const tables = await db.transaction('r', [...TABLE_NAMES], async () => ({
    settings: await db.settings.toArray(),
    tableLayout: await db.tableLayout.toArray(),
    squadrons: await db.squadrons.toArray(),
    packOverrides: await db.packOverrides.toArray(),
    logHeads: await db.logHeads.toArray(),
    logEvents: await db.logEvents.toArray(),
    shares: await db.shares.toArray(),
  }));
  // How each game in the backup is shared (a record left behind by a deleted game stays out).
  const games = new Set(tables.logHeads.map((h) => h.id));
  tables.shares = tables.shares.filter((r) => games.has(r.logId));
  // Stored rows were validated when written; the schema's mutable array types differ only by `readonly`.
  return { format: FORMAT_NAME, formatVersion: FORMAT_VERSION, appVersion, exportedAt: now.toISOString(), tables: tables as BackupFile['tables'] };
}

/** The file name a backup downloads as. */
export function backupFileName(now: Date = new Date()): string {
  return `tableside-backup-${now.toISOString().slice(0, 10)}.json`;
}

type TablesOf<V> = V extends { tables: infer T } ? T : never;

/**
 * Parse and validate a backup file's text. Never throws. A file that is not a Tableside backup (or cannot be
 * read at all) is refused with every problem found (at most 20) as "where: what". Otherwise each record is
 * checked on its own: what is good is restored, and each damaged record is named in `skipped`.
 */
export function parseBackup(text: string, byteSize: number = text.length): ParseResult {
  if (byteSize > MAX_BACKUP_BYTES) {
    return {
      ok: false,
      errors: [`(file): ${(byteSize / 1024 / 1024).toFixed(1)} MB is too large for a Tableside backup (at most ${MAX_BACKUP_BYTES / 1024 / 1024} MB).`],
    };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    return { ok: false, errors: [`(file): not valid JSON — the file is damaged or not a Tableside backup (${detail}).`] };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return { ok: false, errors: ['(file): expected a Tableside backup object.'] };
  }
  const head = data as Record<string, unknown>;
  if (head.format !== FORMAT_NAME) {
    return { ok: false, errors: [`format: expected "${FORMAT_NAME}", found ${JSON.stringify(head.format ?? null)} — this is not a Tableside backup.`] };
  }
  if (typeof head.formatVersion === 'number' && head.formatVersion > FORMAT_VERSION) {
    return {
      ok: false,
      errors: [`formatVersion: this backup was made by a newer Tableside (format ${head.formatVersion}); this app reads format ${FORMAT_VERSION}. Update the app first.`],
    };
  }
  const v1 = head.formatVersion === 1;
  const v2 = head.formatVersion === 2;
  const schemas: Record<string, z.ZodType> = v1 ? { ...V1_TABLES } : v2 ? { ...V2_TABLES } : { ...TABLE_SCHEMAS };
  // The frame first: format, version, dates, and every table present as a list (of any records).
  const frame = z.strictObject({
    format: z.literal(FORMAT_NAME),
    formatVersion: v1 ? z.literal(1) : v2 ? z.literal(2) : z.literal(FORMAT_VERSION),
    appVersion: z.string().max(50),
    exportedAt: z.string().max(50),
    tables: z.strictObject(Object.fromEntries(Object.keys(schemas).map((k) => [k, z.array(z.unknown()).max(TABLE_MAX[k] ?? 1_000_000)]))),
  });
  const framed = frame.safeParse(data);
  if (!framed.success) return { ok: false, errors: framed.error.issues.slice(0, 20).map((i) => describeIssue(i, data)) };
  const rawTables = framed.data.tables as Record<string, unknown>;
  const { tables, skipped } = validateRecords(rawTables, schemas);
  const base = { format: FORMAT_NAME, appVersion: framed.data.appVersion, exportedAt: framed.data.exportedAt } as const;
  let backup: BackupFile;
  if (v1) {
    backup = upgradeBackup({ ...base, formatVersion: 1, tables: tables as TablesOf<z.infer<typeof BackupSchemaV1>> });
  } else {
    if (v2) tables.shares = [];
    keepWholeLogs(tables, skipped);
    keepSharesOfGames(tables, skipped);
    backup = { ...base, formatVersion: FORMAT_VERSION, tables: tables as BackupFile['tables'] };
  }
  return { ok: true, backup, skipped };
}

/** A stored companion game checked by its companion's gate: null when it can be shown, else what and where. */
export type CompanionGameCheck = (kind: Exclude<LogKind, 'kalidasia'>, setup: unknown, events: readonly unknown[]) => string | null;

/** A stored Kalidasia game checked by its gate (set-up, table and colours, a replay of every event): null when it can be shown. */
export type KalidasiaGameCheck = (meta: unknown, events: readonly unknown[]) => string | null;

/**
 * Each companion game of a readable backup through its companion's gate (seat names, colours, terrain and the
 * other free fields of its set-up, then a replay of every stored action, the redo tail included): a game that
 * fails is left out whole and named, so nothing stored is replaced by a game that could not be shown.
 */
export function gateCompanionGames(parsed: Extract<ParseResult, { ok: true }>, check: CompanionGameCheck, kalidasia?: KalidasiaGameCheck): Extract<ParseResult, { ok: true }> {
  const { logHeads, logEvents } = parsed.backup.tables;
  const skipped = [...parsed.skipped];
  const refused = new Set<string>();
  const rowsOf = new Map<string, { seq: number; event: unknown }[]>();
  for (const r of logEvents) {
    let list = rowsOf.get(r.logId);
    if (!list) rowsOf.set(r.logId, (list = []));
    list.push(r);
  }
  for (const h of logHeads) {
    if (h.kind === 'kalidasia' && !kalidasia) continue;
    const events = (rowsOf.get(h.id) ?? []).sort((a, b) => a.seq - b.seq).map((r) => r.event);
    let problem: string | null;
    try {
      problem = h.kind === 'kalidasia' ? (kalidasia as KalidasiaGameCheck)(h.meta, events) : check(h.kind, h.meta, events);
    } catch (err) {
      problem = `it could not be checked (${err instanceof Error ? err.message : String(err)})`;
    }
    if (problem === null) continue;
    refused.add(h.id);
    skipped.push(`game “${h.name}” (${h.kind}, id ${h.id}): ${problem} — left out whole`);
  }
  if (refused.size === 0) return parsed;
  const tables = {
    ...parsed.backup.tables,
    logHeads: logHeads.filter((h) => !refused.has(h.id)),
    logEvents: logEvents.filter((r) => !refused.has(r.logId)),
    shares: parsed.backup.tables.shares.filter((r) => !refused.has(r.logId)),
  };
  return { ok: true, backup: { ...parsed.backup, tables }, skipped };
}

/**
 * Read a backup file as the Settings screen does: `parseBackup`, then every companion game through its gate and every
 * Kalidasia game through the game gate (`storedGameProblem`: the same as a game file or the stored log at open), both
 * loaded on demand so the rules stay out of the first load. A game that fails is left out whole and named. Never throws.
 */
export async function readBackup(text: string, byteSize: number = text.length): Promise<ParseResult> {
  const parsed = parseBackup(text, byteSize);
  if (!parsed.ok) return parsed;
  try {
    const [{ companionGameProblem }, { storedGameProblem }] = await Promise.all([import('../companions/gate'), import('../kalidasia/game/gate')]);
    return gateCompanionGames(parsed, companionGameProblem, storedGameProblem);
  } catch (err) {
    return { ok: false, errors: [`(app): the checks for stored games could not be loaded (${err instanceof Error ? err.message : String(err)}); reload the app and try again. Nothing was changed.`] };
  }
}

/** Write a validated backup in one transaction: merge (upsert by id) or replace (clear first). */
export async function restoreBackup(db: TablesideDB, backup: BackupFile, mode: RestoreMode): Promise<void> {
  await db.transaction('rw', [...TABLE_NAMES], async () => {
    if (mode === 'replace') {
      await Promise.all(TABLE_NAMES.map((n) => db.table(n).clear()));
    }
    await db.settings.bulkPut(backup.tables.settings);
    await db.tableLayout.bulkPut(backup.tables.tableLayout);
    await db.squadrons.bulkPut(backup.tables.squadrons);
    await db.packOverrides.bulkPut(backup.tables.packOverrides);
    if (mode === 'merge') {
      // A game in the backup replaces the stored game with its id whole: no rows of the old one stay behind.
      for (const h of backup.tables.logHeads) {
        await db.logEvents.where('[logId+seq]').between([h.id, 0], [h.id, Infinity], true, true).delete();
      }
    }
    await db.logEvents.bulkPut(backup.tables.logEvents);
    // How the restored games were shared: each re-joins its shared game when opened, as a new tablet of it (a new
    // actor id; nothing waiting for the server). A restored game the backup holds unshared is a local copy here.
    if (mode === 'merge') await db.shares.bulkDelete(backup.tables.logHeads.map((h) => h.id));
    await db.shares.bulkPut(backup.tables.shares.map(({ pending: _pending, ...r }) => ({ ...r, actor: newActor(), restored: true })));
    // A restored game is a new epoch: a tab showing the old one reads it whole, never only "what changed".
    await db.logHeads.bulkPut(backup.tables.logHeads.map((h) => ({ ...h, epoch: newLogId() })));
  });
}
