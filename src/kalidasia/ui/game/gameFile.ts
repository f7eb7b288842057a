/**
 * Game files: export a stored game, import one through the gate (game/gate.ts). No React: the fuzz test calls
 * these on a fake IndexedDB. Neither ever throws: every answer is a file or words.
 *
 * - Import: the file passes the gate (schema of the file, set-up, extras and every event, then the replay) or is
 *   refused with the event and the field; only then is it stored (one transaction).
 * - Export: a sound game writes its set-up and the events in effect (`logToJson` plus `tableside` extras). A damaged
 *   one (its head, its set-up, a stored row, or an event the replay refuses) writes EVERY stored row, the stored
 *   meta and what is damaged, so exporting then deleting loses nothing.
 */
import { fileExtrasSchema, gameTextGate, logToJson, replayGate, setupGate, SAVE_FORMAT, SAVE_VERSION, type FileExtras, type GameEvent } from '../../game';
import { logCreate as sharedCreate, logRead as sharedRead, type LogReadResult, type LogWrite } from './gameLog';
import type { GameMetaView } from './meta';

/** The storage this needs (the app's database; a test gives its own). */
export interface GameFileStore {
  logRead(id: string): Promise<LogReadResult | null>;
  logCreate(kind: 'kalidasia', name: string, meta: unknown, events: readonly unknown[]): Promise<LogWrite>;
}
type Ops = GameFileStore;
const SHARED: Ops = { logRead: sharedRead, logCreate: sharedCreate };

export interface ExportedGame {
  readonly name: string;
  readonly text: string;
  /** Why the game is damaged (the file then carries every stored row), or null. */
  readonly damaged: string | null;
}

/** JSON that never throws on what IndexedDB can hold (big integers written as text); null when it cannot be written. */
function toJson(v: unknown): string | null {
  try {
    return JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x));
  } catch {
    return null;
  }
}

export async function gameExportText(id: string, ops: Ops = SHARED): Promise<ExportedGame | string> {
  try {
    const r = await ops.logRead(id);
    if (!r) return 'This game is no longer stored.';
    const meta = (r.head.meta !== null && typeof r.head.meta === 'object' ? r.head.meta : {}) as Partial<GameMetaView>;
    const problems = r.damaged.map((d) => (d.seq === 0 ? d.reason : `event ${d.seq}: ${d.reason}`));
    const extrasIn = fileExtrasSchema.safeParse({ table: meta.table, colours: meta.colours });
    const extras: FileExtras = { name: r.head.name, ...(extrasIn.success ? extrasIn.data : {}) };
    if (problems.length === 0) {
      const init = setupGate(meta.setup, meta.packOverrides);
      if (!init.ok) problems.push(init.reason);
      else {
        const rp = replayGate(init.state, r.events.slice(0, r.head.cursor));
        if (rp.failed) problems.push(rp.failed.reason);
        else {
          const base = JSON.parse(logToJson({ setup: init.setup, packOverrides: init.packOverrides, events: rp.events as GameEvent[], redo: [] })) as Record<string, unknown>;
          const text = toJson({ ...base, tableside: extras });
          return text === null ? 'This game cannot be written to a file.' : { name: r.head.name, text, damaged: null };
        }
      }
    }
    // Damaged: every stored row as stored (a missing row as null), the stored meta and head, and what is wrong.
    const damage = problems.join('; ');
    const file = {
      format: SAVE_FORMAT,
      version: SAVE_VERSION,
      setup: meta.setup ?? null,
      packOverrides: Array.isArray(meta.packOverrides) ? meta.packOverrides : [],
      events: r.events.map((e) => (e === undefined ? null : e)),
      tableside: { ...extras, damaged: { reason: damage, head: { ...r.head, meta: undefined }, meta: r.head.meta ?? null } },
    };
    const text = toJson(file);
    return text === null ? `This game cannot be written to a file (it is damaged: ${damage}).` : { name: r.head.name, text, damaged: damage };
  } catch (err) {
    return `This game cannot be exported: ${err instanceof Error ? err.message : String(err)}`;
  }
}

/** Read a game file through the gate; store it only if it passes. A refusal names the event and the field. */
export async function gameImportText(text: string, fallbackName: string, ops: Ops = SHARED): Promise<{ ok: true; id: string } | { ok: false; reason: string }> {
  try {
    const r = gameTextGate(text);
    if (!r.ok) return { ok: false, reason: r.reason };
    const x = r.extras;
    const meta: GameMetaView = { setup: r.log.setup, packOverrides: r.log.packOverrides, ...(x.table ? { table: x.table } : {}), ...(x.colours ? { colours: x.colours } : {}) };
    const name = (x.name?.trim() || fallbackName || 'Game').slice(0, 180);
    const w = await ops.logCreate('kalidasia', `${name} (imported)`, meta, [...r.log.events]);
    return w.ok ? { ok: true, id: w.head.id } : { ok: false, reason: w.message };
  } catch (err) {
    return { ok: false, reason: `The file could not be read: ${err instanceof Error ? err.message : String(err)}` };
  }
}
