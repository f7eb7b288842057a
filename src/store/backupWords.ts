/**
 * A backup's problems in words: where (`tables.squadrons[3] (“Club night”).ships[0].code`) and what (`expected
 * text`, `missing`, `too long (at most 50)`), from zod's issues. Used by `backup.ts` (the file) and
 * `backupRecords.ts` (each record).
 */
import type { z } from 'zod';
import { nounFor } from '../words';
import { sizeWords, TYPE_WORDS, valueAt } from '../words/issues';

/** What zod expected, in a player's words (a backup also holds records and nulls). */
const BACKUP_TYPE_WORDS: Readonly<Record<string, string>> = { ...TYPE_WORDS, record: 'an object', null: 'null' };

/** A zod path as the file writes it: `tables.logHeads[2].name`; the whole file is `(file)`. */
function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) {
    if (typeof p === 'number') out += `[${p}]`;
    else out += (out ? '.' : '') + String(p);
  }
  return out || '(file)';
}

/** One zod issue as "where: what". */
export function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  const where = formatPath(issue.path);
  switch (issue.code) {
    case 'invalid_type': {
      const present = valueAt(input, issue.path) !== undefined;
      if (!present) return `${where}: missing`;
      return `${where}: expected ${BACKUP_TYPE_WORDS[issue.expected] ?? issue.expected}`;
    }
    case 'too_small':
    case 'too_big':
      return `${where}: ${sizeWords(issue)}`;
    case 'invalid_value':
      return `${where}: expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}`;
    case 'unrecognized_keys':
      return `${where}: unknown ${nounFor(issue.keys.length, 'field')} ${issue.keys.join(', ')}`;
    default:
      return `${where}: ${issue.message}`;
  }
}

/** What to call a record in a message: its name when it has one. */
export function recordLabel(table: string, index: number, rec: unknown): string {
  const r = (rec !== null && typeof rec === 'object' ? rec : {}) as Record<string, unknown>;
  const sq = r.squadron as { name?: unknown } | undefined;
  const name = typeof r.name === 'string' ? r.name : typeof sq?.name === 'string' ? sq.name : null;
  return `tables.${table}[${index}]${name !== null ? ` (“${name.slice(0, 60)}”)` : ''}`;
}

/** The first problem of one record, as "where: what" under the record's own label. */
export function recordIssue(err: z.ZodError, rec: unknown, label: string): string {
  const issue = err.issues[0];
  if (!issue) return `${label}: not valid`;
  const line = describeIssue(issue, rec);
  if (line.startsWith('(file): ')) return `${label}: ${line.slice('(file): '.length)}`;
  return `${label}${line.startsWith('[') ? '' : '.'}${line}`;
}
