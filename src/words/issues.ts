/**
 * The pieces every "where: what" message about a file, a link or a stored set-up shares, from zod's issues: the value
 * at an issue's path, what a type is called, and the words for a size out of bounds. Each message keeps its own frame
 * (how it writes "where", and its other cases): a backup (src/store/backupWords.ts), a squadron file or link
 * (kalidasia/ui/squadrons/format.ts), a companion game's set-up (companions/shared/core/gate.ts).
 */
import type { z } from 'zod';

/** What zod expected, in a player's words. */
export const TYPE_WORDS: Readonly<Record<string, string>> = { number: 'a number', string: 'text', boolean: 'true or false', array: 'a list', object: 'an object' };

/** The value at a zod path of the input (undefined when it is not there). */
export function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let cur: unknown = input;
  for (const p of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[p];
  }
  return cur;
}

/** A size out of bounds: "too short (at least 2)" / "too long (at most 50)" for a list or text, else "must be at least 1" / "must be at most 200". */
export function sizeWords(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig): string {
  const length = issue.origin === 'array' || issue.origin === 'string';
  if (issue.code === 'too_small') return length ? `too short (at least ${String(issue.minimum)})` : `must be at least ${String(issue.minimum)}`;
  return length ? `too long (at most ${String(issue.maximum)})` : `must be at most ${String(issue.maximum)}`;
}
