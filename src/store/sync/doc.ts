/**
 * The shared document of a game (the sync engine's document; engine-neutral: plain data changed in place inside
 * the engine's change callback). It holds the game's set-up and the ops of `merge.ts`, keyed by op id so two
 * tablets' ops merge as a union.
 */
import { deriveLog, type DerivedLog, type SyncOp } from './merge';

/** What a game's gate says about a shared document: the derived log (it passed), or why it is refused. */
export type GateResult = { ok: true; kind: string; log: DerivedLog; name: string; meta: unknown } | { ok: false; reason: string };

/**
 * A game's gate for its shared documents (each game kind has its own: Kalidasia's in `kalidasia/ui/share/gate.ts`,
 * the companions' in `companions/sharedGate.ts`). It may remember what it replayed already; a document
 * of another kind is refused by name.
 */
export interface SharedDocGate {
  check(raw: unknown): GateResult;
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

/** A document as it arrived from the network: its log, or what is wrong with it (the game gate then checks events). */
export function readSharedDoc(raw: unknown): { ok: true; kind: string; name: string; meta: unknown; log: DerivedLog } | { ok: false; reason: string } {
  if (raw === null || typeof raw !== 'object') return { ok: false, reason: 'the shared game is not a record' };
  const d = raw as Partial<SharedGameDoc>;
  if (d.format !== SHARED_FORMAT) return { ok: false, reason: 'format: not a Tableside shared game' };
  if (d.version !== 1) return { ok: false, reason: `version: ${String(d.version)} is not a version this app reads (1)` };
  if (typeof d.kind !== 'string') return { ok: false, reason: 'kind: expected text' };
  if (typeof d.name !== 'string') return { ok: false, reason: 'name: expected text' };
  if (d.ops === null || typeof d.ops !== 'object' || Array.isArray(d.ops)) return { ok: false, reason: 'ops: expected a record of actions' };
  return { ok: true, kind: d.kind, name: d.name, meta: d.meta, log: deriveLog(d.ops as Record<string, unknown>) };
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
