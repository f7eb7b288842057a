/**
 * A readable backup checked record by record (its frame, format and tables already checked by `parseBackup`): each
 * good record kept, each damaged one left out and named in `skipped`; a game kept or left out whole, a share record
 * only with its game.
 */
import type { z } from 'zod';
import type { BackupFile } from './backup';
import { recordIssue, recordLabel } from './backupWords';

/**
 * Check each record of each table on its own: the good ones are kept, each damaged one is left out and
 * named in `skipped` ("where (name): what"). A game (event log) is kept or left out whole.
 */
export function validateRecords(tablesIn: Record<string, unknown>, schemas: Record<string, z.ZodType>): { tables: Record<string, unknown[]>; skipped: string[] } {
  const tables: Record<string, unknown[]> = {};
  const skipped: string[] = [];
  for (const [name, schema] of Object.entries(schemas)) {
    const list = tablesIn[name] as unknown[];
    const element = (schema as unknown as { element: z.ZodType }).element;
    tables[name] = [];
    list.forEach((rec, i) => {
      const r = element.safeParse(rec);
      if (r.success) tables[name]!.push(r.data);
      else skipped.push(recordIssue(r.error, rec, recordLabel(name, i, rec)));
    });
  }
  return { tables, skipped };
}

/** Keep a game only with its head and every one of its event rows 1..length; otherwise leave it out whole. */
export function keepWholeLogs(tables: Record<string, unknown[]>, skipped: string[]): void {
  if (!tables.logHeads || !tables.logEvents) return;
  const heads = tables.logHeads as BackupFile['tables']['logHeads'];
  const rows = tables.logEvents as BackupFile['tables']['logEvents'];
  const byLog = new Map<string, Set<number>>();
  for (const r of rows) {
    let set = byLog.get(r.logId);
    if (!set) byLog.set(r.logId, (set = new Set()));
    set.add(r.seq);
  }
  const kept = new Set<string>();
  const keptHeads = heads.filter((h) => {
    const seqs = byLog.get(h.id) ?? new Set<number>();
    let missing = 0;
    for (let q = 1; q <= h.length; q++) if (!seqs.has(q)) missing++;
    const extra = [...seqs].filter((q) => q > h.length).length;
    if (missing > 0 || extra > 0 || kept.has(h.id)) {
      const why = kept.has(h.id) ? 'a second game with the same id' : `${missing} of its ${h.length} actions are missing or damaged${extra ? `, ${extra} beyond its end` : ''}`;
      skipped.push(`game “${h.name}” (${h.kind}, id ${h.id}): ${why} — left out whole`);
      return false;
    }
    kept.add(h.id);
    return true;
  });
  const orphanIds = new Set(rows.filter((r) => !kept.has(r.logId) && !heads.some((h) => h.id === r.logId)).map((r) => r.logId));
  for (const id of orphanIds) skipped.push(`tables.logEvents: actions of game id ${id}, whose own record is damaged or missing — left out`);
  tables.logHeads = keptHeads;
  tables.logEvents = rows.filter((r) => kept.has(r.logId));
}

/** A share record is kept only with its game (and one per game). */
export function keepSharesOfGames(tables: Record<string, unknown[]>, skipped: string[]): void {
  const games = new Set((tables.logHeads as { id: string }[] | undefined)?.map((h) => h.id) ?? []);
  const seen = new Set<string>();
  tables.shares = ((tables.shares ?? []) as BackupFile['tables']['shares']).filter((r) => {
    if (games.has(r.logId) && !seen.has(r.logId)) {
      seen.add(r.logId);
      return true;
    }
    skipped.push(`tables.shares: how game id ${r.logId} is shared — ${seen.has(r.logId) ? 'a second record for it' : 'its game is not in the backup'}, left out`);
    return false;
  });
}
