/**
 * The shared document of a game (the sync engine's document; engine-neutral: plain data changed in place inside
 * the engine's change callback). It holds the game's set-up and the ops of `merge.ts`, keyed by op id so two
 * tablets' ops merge as a union.
 */
import { deriveLog, type DerivedLog, type SyncOp } from './merge';
import { OpLogView } from './logView';

/**
 * What a game's gate says about a shared document: the derived log (it passed), or why it is refused. `stable`: how
 * many leading events of `log` are known to be those of the log this gate passed before (compared or the same
 * objects); absent: not known (a reader compares them all).
 */
export type GateResult = { ok: true; kind: string; log: DerivedLog; name: string; meta: unknown; stable?: number } | { ok: false; reason: string };

/**
 * A game's gate for its shared documents (each game kind has its own: Kalidasia's in `kalidasia/ui/share/gate.ts`,
 * the companions' in `companions/sharedGate.ts`). It may remember what it replayed already; a document
 * of another kind is refused by name. `changed`: the ids of the ops added or changed since this gate's previous
 * check (the engine's patches), so only those are read; absent or null: not known, the document is read whole.
 */
export interface SharedDocGate {
  check(raw: unknown, changed?: ReadonlySet<string> | null): GateResult;
}

export const SHARED_FORMAT = 'tableside-shared-game';

export interface SharedGameDoc {
  format: typeof SHARED_FORMAT;
  version: 1;
  kind: string;
  name: string;
  meta: unknown;
  ops: Record<string, SyncOp>;
}

/** JSON-clean a value for the engine (no undefined, no class instances). */
export function plain<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}

export function newSharedDoc(kind: string, name: string, meta: unknown): SharedGameDoc {
  return { format: SHARED_FORMAT, version: 1, kind, name, meta: plain(meta ?? null), ops: {} };
}

/** Inside the engine's change callback: add one op. */
export function addOp(d: SharedGameDoc, op: SyncOp): void {
  d.ops[op.id] = plain(op);
}

/** A document's fields other than its ops' content, checked; or what is wrong with them. */
function readHeader(raw: unknown): { ok: true; kind: string; name: string; meta: unknown; ops: Record<string, unknown> } | { ok: false; reason: string } {
  if (raw === null || typeof raw !== 'object') return { ok: false, reason: 'the shared game is not a record' };
  const d = raw as Partial<SharedGameDoc>;
  if (d.format !== SHARED_FORMAT) return { ok: false, reason: 'format: not a Tableside shared game' };
  if (d.version !== 1) return { ok: false, reason: `version: ${String(d.version)} is not a version this app reads (1)` };
  if (typeof d.kind !== 'string') return { ok: false, reason: 'kind: expected text' };
  if (typeof d.name !== 'string') return { ok: false, reason: 'name: expected text' };
  if (d.ops === null || typeof d.ops !== 'object' || Array.isArray(d.ops)) return { ok: false, reason: 'ops: expected a record of actions' };
  return { ok: true, kind: d.kind, name: d.name, meta: d.meta, ops: d.ops as Record<string, unknown> };
}

/** A document as it arrived from the network: its log, or what is wrong with it (the game gate then checks events). */
export function readSharedDoc(raw: unknown): { ok: true; kind: string; name: string; meta: unknown; log: DerivedLog } | { ok: false; reason: string } {
  const h = readHeader(raw);
  return h.ok ? { ok: true, kind: h.kind, name: h.name, meta: h.meta, log: deriveLog(h.ops) } : h;
}

/**
 * `readSharedDoc` for one document followed as it changes (one per gate): the header is checked every time, the ops
 * only where they changed (`OpLogView`: the new ops on the main line applied to the last log; anything else derived
 * whole). `stable`: leading events of the log that are the previous read's own. A refused header forgets the log
 * (the ops named meanwhile would be lost): the next read is whole.
 */
export class SharedDocReader {
  private readonly view = new OpLogView();

  read(raw: unknown, changed: ReadonlySet<string> | null = null): { ok: true; kind: string; name: string; meta: unknown; log: DerivedLog; stable: number } | { ok: false; reason: string } {
    const h = readHeader(raw);
    if (!h.ok) {
      this.view.reset();
      return h;
    }
    const v = this.view.read(h.ops, changed);
    return { ok: true, kind: h.kind, name: h.name, meta: h.meta, log: v.log, stable: v.stable };
  }
}

/** The document that starts sharing a local game: its events and cursor as the first ops (made by `actor`). */
export function sharedDocFromLog(kind: string, name: string, meta: unknown, events: readonly unknown[], cursor: number, actor: string): SharedGameDoc {
  const d = newSharedDoc(kind, name, meta);
  const first = `${actor}.seed`;
  d.ops[first] = plain({ id: first, kind: 'append', base: 'root', events: [...events] });
  if (cursor !== events.length) d.ops[`${actor}.seed-cursor`] = { id: `${actor}.seed-cursor`, kind: 'move', base: first, cursor };
  return d;
}

/** Every game kind a shared document may hold, and what players call it. */
export const SHARED_KIND_TITLES: Readonly<Record<string, string>> = {
  kalidasia: 'Legends of Kalidasia',
  caleda: 'Caleda',
  kalesia: 'Kalesia',
  kaladan: 'Generals of Kaladan',
  nedca: 'Nedca',
};

/** A kind's name in a message ("Caleda"), or the kind itself quoted when unknown. */
export function sharedKindTitle(kind: string): string {
  return SHARED_KIND_TITLES[kind] ?? `“${kind.slice(0, 40)}”`;
}

/** Null when a shared document of `found` kind may be opened as `expected`; otherwise the refusal in words. */
export function sharedKindProblem(found: string, expected: string): string | null {
  if (found === expected) return null;
  return Object.prototype.hasOwnProperty.call(SHARED_KIND_TITLES, found)
    ? `it is a ${sharedKindTitle(found)} game, not a ${sharedKindTitle(expected)} game — open its link from ${sharedKindTitle(found)}`
    : `kind: ${sharedKindTitle(found)} is not a game this app knows`;
}
