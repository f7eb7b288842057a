// A backup file of format 2 (the games as logs, before shares) holding the given games and nothing else, as JSON text.
// Shared by the unit tests of the restore gate and the companion restore browser test: both run it in Node (the
// browser test writes the text to a file the page picks), and it imports nothing but the format's name.
import { FORMAT_NAME } from '../src/store/backup';

export interface BackupGame {
  id: string;
  kind: string;
  name: string;
  meta: unknown;
  events: unknown[];
}

/** Every game's head (its length and cursor its event count) and its events; `at`: when it was made and exported. */
export function backupV2(games: readonly BackupGame[], { appVersion = 'test', at = '2026-11-26T06:00:00.000Z' } = {}): string {
  return JSON.stringify({
    format: FORMAT_NAME,
    formatVersion: 2,
    appVersion,
    exportedAt: at,
    tables: {
      settings: [],
      tableLayout: [],
      squadrons: [],
      packOverrides: [],
      logHeads: games.map((g) => ({ id: g.id, kind: g.kind, name: g.name, createdAt: at, updatedAt: at, length: g.events.length, cursor: g.events.length, meta: g.meta })),
      logEvents: games.flatMap((g) => g.events.map((event, i) => ({ logId: g.id, seq: i + 1, event }))),
    },
  });
}
