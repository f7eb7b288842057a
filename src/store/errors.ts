/**
 * Storage problems turned into messages a player can act on (DESIGN.md §5).
 * Never a blank screen: every failure below has words and a next step.
 */

export type StorageProblemKind = 'quota' | 'blocked' | 'unavailable' | 'versionchange' | 'other';

export interface StorageProblem {
  kind: StorageProblemKind;
  message: string;
}

function errorName(err: unknown): string {
  if (err && typeof err === 'object') {
    const e = err as { name?: unknown; inner?: { name?: unknown } };
    if (e.name === 'QuotaExceededError' || e.inner?.name === 'QuotaExceededError') return 'QuotaExceededError';
    if (typeof e.name === 'string') return e.name;
  }
  return '';
}

/** Classify an error thrown by a database operation into a player-facing problem. */
export function describeStorageError(err: unknown): StorageProblem {
  const name = errorName(err);
  if (name === 'QuotaExceededError' || /quota/i.test(String((err as Error | undefined)?.message ?? ''))) {
    return {
      kind: 'quota',
      message:
        'The device is out of storage space for Tableside, so this change was not saved. Free some space (or delete old games), then try again. Your earlier data is intact.',
    };
  }
  if (name === 'MissingAPIError' || name === 'InvalidStateError' || name === 'SecurityError') {
    return {
      kind: 'unavailable',
      message:
        'This browser does not allow Tableside to store data (private mode?). Tableside runs in memory: everything is lost when the tab closes. Download a backup from Settings to keep your work.',
    };
  }
  if (name === 'DatabaseClosedError') {
    return {
      kind: 'versionchange',
      message: 'This tab lost its connection to the stored data (a newer Tableside opened in another tab, or the stored data was deleted), so this change was not saved. Reload this tab.',
    };
  }
  const msg = err instanceof Error ? err.message : String(err);
  return { kind: 'other', message: `Storage error: ${msg}` };
}

export const BLOCKED_MESSAGE =
  'Tableside is updating its database but another Tableside tab is still open with the old version. Close the other tabs (or reload them) and this one will continue.';
