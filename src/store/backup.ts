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
 */
import { z } from 'zod';
import type { TablesideDB, TableName } from './db';
import { TABLE_NAMES } from './db';
import { companionRecordToLog } from './legacy';
import { CompanionGameSchema, LogEventRowSchema, LogHeadSchema, PackOverridesRecordSchema, SettingsSchema, SquadronRecordSchema, TableDocSchema } from './schemas';

export const FORMAT_NAME = 'tableside-backup';
export const FORMAT_VERSION = 2;
/** Files larger than this are refused before parsing. */
export const MAX_BACKUP_BYTES = 8 * 1024 * 1024;

const TABLE_SCHEMAS = {
  settings: z.array(SettingsSchema).max(1),
  tableLayout: z.array(TableDocSchema).max(1),
  squadrons: z.array(SquadronRecordSchema).max(100_000),
  packOverrides: z.array(PackOverridesRecordSchema).max(1),
  logHeads: z.array(LogHeadSchema).max(10_000),
  logEvents: z.array(LogEventRowSchema).max(1_000_000),
} satisfies Record<TableName, z.ZodType>;

export const BackupSchema = z.strictObject({
  format: z.literal(FORMAT_NAME),
  formatVersion: z.literal(FORMAT_VERSION),
  appVersion: z.string().max(50),
  exportedAt: z.string().max(50),
  tables: z.strictObject(TABLE_SCHEMAS),
});

/** A format-1 file (before the event logs). */
export const BackupSchemaV1 = z.strictObject({
  format: z.literal(FORMAT_NAME),
  formatVersion: z.literal(1),
  appVersion: z.string().max(50),
  exportedAt: z.string().max(50),
  tables: z.strictObject({
    settings: TABLE_SCHEMAS.settings,
    tableLayout: TABLE_SCHEMAS.tableLayout,
    companionGames: z.array(CompanionGameSchema).max(10_000),
    squadrons: TABLE_SCHEMAS.squadrons,
    packOverrides: TABLE_SCHEMAS.packOverrides,
  }),
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
  return { ...v1, formatVersion: FORMAT_VERSION, tables: { ...rest, logHeads, logEvents } };
}

export type BackupFile = z.infer<typeof BackupSchema>;
export type RestoreMode = 'merge' | 'replace';

export type ParseResult = { ok: true; backup: BackupFile } | { ok: false; errors: string[] };

/** Read every table into a backup object. */
export async function exportBackup(db: TablesideDB, appVersion: string, now: Date = new Date()): Promise<BackupFile> {
  const tables = await db.transaction('r', [...TABLE_NAMES], async () => ({
    settings: await db.settings.toArray(),
    tableLayout: await db.tableLayout.toArray(),
    squadrons: await db.squadrons.toArray(),
    packOverrides: await db.packOverrides.toArray(),
    logHeads: await db.logHeads.toArray(),
    logEvents: await db.logEvents.toArray(),
  }));
  // Stored rows were validated when written; the schema's mutable array types differ only by `readonly`.
  return { format: FORMAT_NAME, formatVersion: FORMAT_VERSION, appVersion, exportedAt: now.toISOString(), tables: tables as BackupFile['tables'] };
}

/** The file name a backup downloads as. */
export function backupFileName(now: Date = new Date()): string {
  return `tableside-backup-${now.toISOString().slice(0, 10)}.json`;
}

function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) {
    if (typeof p === 'number') out += `[${p}]`;
    else out += (out ? '.' : '') + String(p);
  }
  return out || '(file)';
}

const TYPE_WORDS: Record<string, string> = {
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};

function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  const where = formatPath(issue.path);
  switch (issue.code) {
    case 'invalid_type': {
      const present = valueAt(input, issue.path) !== undefined;
      if (!present) return `${where}: missing`;
      return `${where}: expected ${TYPE_WORDS[issue.expected] ?? issue.expected}`;
    }
    case 'too_small':
      return issue.origin === 'array' || issue.origin === 'string'
        ? `${where}: too short (at least ${String(issue.minimum)})`
        : `${where}: must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return issue.origin === 'array' || issue.origin === 'string'
        ? `${where}: too long (at most ${String(issue.maximum)})`
        : `${where}: must be at most ${String(issue.maximum)}`;
    case 'invalid_value':
      return `${where}: expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}`;
    case 'unrecognized_keys':
      return `${where}: unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`;
    default:
      return `${where}: ${issue.message}`;
  }
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let cur: unknown = input;
  for (const p of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[p];
  }
  return cur;
}

/**
 * Parse and validate a backup file's text. Never throws; returns every problem found
 * (at most 20, the first ones) as "where: what".
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
  if (head.formatVersion === 1) {
    const v1 = BackupSchemaV1.safeParse(data);
    if (!v1.success) return { ok: false, errors: v1.error.issues.slice(0, 20).map((i) => describeIssue(i, data)) };
    return { ok: true, backup: upgradeBackup(v1.data) };
  }
  const parsed = BackupSchema.safeParse(data);
  if (!parsed.success) {
    return { ok: false, errors: parsed.error.issues.slice(0, 20).map((i) => describeIssue(i, data)) };
  }
  return { ok: true, backup: parsed.data };
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
    await db.logHeads.bulkPut(backup.tables.logHeads);
  });
}
