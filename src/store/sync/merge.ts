/**
 * The shared log of a game played on several tablets, as a set of operations (pure: no engine, no Dexie, no DOM).
 *
 * The sync engine's document holds `ops`, a map from op id to op; merging two replicas is the union of their maps
 * (the engine does that). Every op names the position it was made from (`base`: the id of the op whose log the
 * tablet showed, `ROOT` for the empty log), so the ops form a tree. `deriveLog` reads the log from the tree:
 *
 * - from ROOT, follow the one child of each position; an `append` adds its events after the cursor (dropping the
 *   redo tail, as on one tablet), a `move` is an undo or redo (the cursor moves);
 * - two ops or more made from one position (two tablets acted on the same state at once) are a CONFLICT: the log
 *   stops there and shows every branch whole, until a `resolve` op says which branch stands. Concurrent resolves
 *   that disagree keep the conflict (both choices shown); a later resolve that saw them supersedes them;
 * - the branches not chosen are kept, listed as set aside: an acknowledged op is never dropped nor reordered.
 *
 * The result is a function of the SET of ops (never of their arrival order), so every replica that holds the same
 * ops shows the same log (test/unit/store/syncMerge.test.ts checks it for any interleaving).
 */

export const ROOT = 'root';

/**
 * A meter of the sync path's work (for tests and benches; nothing reads it to decide anything): `compared` — events
 * compared by content (`same`, the gate's memo when the objects differ), `rebuilt` — ops applied to derive a log
 * (whole, `deriveLog`, or only the new ones, `OpLogView`). Per action both must stay the same as the game grows.
 */
export const syncWork = { compared: 0, rebuilt: 0 };

export type SyncOp =
  | { id: string; kind: 'append'; base: string; events: unknown[] }
  | { id: string; kind: 'move'; base: string; cursor: number }
  /** At the conflict at position `at`, the branch starting with op `keep` stands. `supersedes`: resolves seen there. */
  | { id: string; kind: 'resolve'; at: string; keep: string; supersedes: string[] };

export type SyncOps = Readonly<Record<string, SyncOp>>;

export interface SyncBranch {
  /** The first op of the branch (a child of the conflict's position). */
  first: string;
  /** Every op of the branch (the subtree), in a deterministic order. */
  ops: string[];
  /** The events the branch adds after the position (its own main line, as far as it goes). */
  events: unknown[];
}

export interface SyncConflict {
  /** The position both tablets acted from. */
  at: string;
  /** Events in effect at that position (the log shown stops there). */
  atEvent: number;
  branches: SyncBranch[];
  /** Resolves in effect that disagree (empty when nobody chose yet). */
  choices: { id: string; keep: string }[];
}

export interface DerivedLog {
  /** Every event stored (the redo tail included). */
  events: unknown[];
  /** Events in effect: 0..cursor. */
  cursor: number;
  /** The position a new op is made from (the last op of the main line); meaningless while `conflict` is set. */
  tip: string;
  /** Ops on the main line, in order. */
  line: string[];
  conflict: SyncConflict | null;
  /** Branches not chosen at resolved conflicts (kept, never dropped). */
  setAside: { at: string; branch: SyncBranch }[];
  /** Ops that cannot be read (malformed, a move past the end, a resolve naming no branch): named, never applied. */
  rejected: { id: string; reason: string }[];
  /** Ops not reached from the start (their base has not arrived yet): kept, applied once it arrives. */
  waiting: string[];
}

interface Tree {
  children: Map<string, SyncOp[]>;
  resolves: Map<string, Extract<SyncOp, { kind: 'resolve' }>[]>;
}

function byId(a: { id: string }, b: { id: string }): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function tree(ops: SyncOps): Tree {
  const children = new Map<string, SyncOp[]>();
  const resolves = new Map<string, Extract<SyncOp, { kind: 'resolve' }>[]>();
  for (const op of Object.values(ops)) {
    if (op.kind === 'resolve') {
      const list = resolves.get(op.at) ?? [];
      list.push(op);
      resolves.set(op.at, list);
    } else {
      const list = children.get(op.base) ?? [];
      list.push(op);
      children.set(op.base, list);
    }
  }
  for (const l of children.values()) l.sort(byId);
  for (const l of resolves.values()) l.sort(byId);
  return { children, resolves };
}

function subtree(t: Tree, first: SyncOp): string[] {
  const out: string[] = [];
  const stack: SyncOp[] = [first];
  while (stack.length) {
    const op = stack.pop() as SyncOp;
    out.push(op.id);
    const kids = t.children.get(op.id) ?? [];
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i] as SyncOp);
  }
  return out;
}

/** Apply one op to (events, cursor); null when it cannot apply (a move past the end). */
export function step(events: unknown[], cursor: number, op: SyncOp): { events: unknown[]; cursor: number } | null {
  syncWork.rebuilt++;
  if (op.kind === 'append') {
    const next = events.slice(0, cursor).concat(op.events);
    return { events: next, cursor: next.length };
  }
  if (op.kind === 'move') return Number.isInteger(op.cursor) && op.cursor >= 0 && op.cursor <= events.length ? { events, cursor: op.cursor } : null;
  return null;
}

/** The resolves in effect at a position: those no other resolve there supersedes. */
function effectiveResolves(t: Tree, at: string): Extract<SyncOp, { kind: 'resolve' }>[] {
  const all = t.resolves.get(at) ?? [];
  const superseded = new Set(all.flatMap((r) => r.supersedes));
  return all.filter((r) => !superseded.has(r.id));
}

function walk(t: Tree, from: string, events: unknown[], cursor: number, out: DerivedLog, collect: boolean): { events: unknown[]; cursor: number; tip: string } {
  let at = from;
  for (;;) {
    const kids = t.children.get(at) ?? [];
    if (kids.length === 0) return { events, cursor, tip: at };
    let next: SyncOp;
    if (kids.length === 1) next = kids[0] as SyncOp;
    else {
      const eff = effectiveResolves(t, at);
      const keeps = [...new Set(eff.map((r) => r.keep))].filter((k) => kids.some((c) => c.id === k));
      if (!collect || keeps.length !== 1) {
        if (collect) {
          out.conflict = {
            at,
            atEvent: cursor,
            branches: kids.map((k) => branchOf(t, k, events, cursor)),
            choices: eff.map((r) => ({ id: r.id, keep: r.keep })),
          };
        }
        return { events, cursor, tip: at };
      }
      next = kids.find((c) => c.id === keeps[0]) as SyncOp;
      for (const k of kids) if (k !== next) out.setAside.push({ at, branch: branchOf(t, k, events, cursor) });
    }
    const r = step(events, cursor, next);
    if (!r) {
      // A move past the end cannot come from a tablet that saw this position: refuse it and what was built on it.
      if (collect) for (const id of subtree(t, next)) out.rejected.push({ id, reason: `op ${id} moves the cursor past the end of the log at ${at}` });
      return { events, cursor, tip: at };
    }
    if (collect) out.line.push(next.id);
    events = r.events;
    cursor = r.cursor;
    at = next.id;
  }
}

function branchOf(t: Tree, first: SyncOp, events: unknown[], cursor: number): SyncBranch {
  const r = step(events, cursor, first);
  const scratch: DerivedLog = { events: [], cursor: 0, tip: ROOT, line: [], conflict: null, setAside: [], rejected: [], waiting: [] };
  const end = r ? walk(t, first.id, r.events, r.cursor, scratch, false) : { events, cursor };
  return { first: first.id, ops: subtree(t, first), events: end.events.slice(cursor, end.cursor) };
}

/** Why a value read from a shared document is not an op, or null. */
export function opProblem(id: string, raw: unknown): string | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return 'not a record';
  const o = raw as Record<string, unknown>;
  if (o.id !== id) return 'its id does not match its key';
  if (o.kind === 'append') return typeof o.base === 'string' && Array.isArray(o.events) ? null : 'an append without a base or a list of events';
  if (o.kind === 'move') return typeof o.base === 'string' && typeof o.cursor === 'number' ? null : 'a move without a base or a cursor';
  if (o.kind === 'resolve')
    return typeof o.at === 'string' && typeof o.keep === 'string' && Array.isArray(o.supersedes) && o.supersedes.every((s) => typeof s === 'string') ? null : 'a resolve without a position or a choice';
  return 'an unknown kind of op';
}

/** The log a set of ops shows (the same on every replica holding the same ops). */
export function deriveLog(raw: Readonly<Record<string, unknown>>): DerivedLog {
  const out: DerivedLog = { events: [], cursor: 0, tip: ROOT, line: [], conflict: null, setAside: [], rejected: [], waiting: [] };
  const ops: Record<string, SyncOp> = {};
  for (const id of Object.keys(raw).sort()) {
    const problem = opProblem(id, raw[id]);
    if (problem) out.rejected.push({ id, reason: `op ${id}: ${problem}` });
    else ops[id] = raw[id] as SyncOp;
  }
  const t = tree(ops);
  const end = walk(t, ROOT, [], 0, out, true);
  out.events = end.events;
  out.cursor = end.cursor;
  out.tip = end.tip;
  // Ops whose base is not (yet) known: they wait for the op they were made from (never applied out of order).
  const reached = new Set<string>([...out.line, ...out.rejected.map((r) => r.id)]);
  for (const b of out.conflict?.branches ?? []) for (const id of b.ops) reached.add(id);
  for (const s of out.setAside) for (const id of s.branch.ops) reached.add(id);
  out.waiting = Object.values(ops)
    .filter((o) => o.kind !== 'resolve' && !reached.has(o.id))
    .map((o) => o.id)
    .sort();
  return out;
}

/** A replica's next op id: unique per replica (`actor`) and counter. */
export function opId(actor: string, n: number): string {
  return `${actor}.${n.toString().padStart(6, '0')}`;
}

/** The op a tablet makes for an action, from what it shows (refused while a conflict waits to be settled). */
export function nextOp(view: DerivedLog, id: string, action: { kind: 'append'; events: unknown[] } | { kind: 'move'; cursor: number }): SyncOp | null {
  if (view.conflict) return null;
  if (action.kind === 'append') return { id, kind: 'append', base: view.tip, events: action.events };
  if (action.cursor < 0 || action.cursor > view.events.length || action.cursor === view.cursor) return null;
  return { id, kind: 'move', base: view.tip, cursor: action.cursor };
}

/** The op settling the conflict shown: the branch starting with `keep` stands. */
export function resolveOp(view: DerivedLog, id: string, keep: string): SyncOp | null {
  const c = view.conflict;
  if (!c || !c.branches.some((b) => b.first === keep)) return null;
  return { id, kind: 'resolve', at: c.at, keep, supersedes: c.choices.map((x) => x.id) };
}

/** Union of two op maps (what the engine's merge does to the `ops` map). */
export function mergeOps(a: SyncOps, b: SyncOps): Record<string, SyncOp> {
  return { ...a, ...b };
}

/** A local log (the Dexie projection) as the bridge sees it. */
export interface LocalLog {
  events: readonly unknown[];
  cursor: number;
}

/** JSON with every object's keys sorted (an engine may keep a map's keys in its own order). */
export function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x !== null && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : x,
  );
}

/** The same event, whatever the order of its keys. */
export function same(a: unknown, b: unknown): boolean {
  syncWork.compared++;
  return a === b || canonical(a) === canonical(b);
}

/**
 * What the tablet did locally since the log it was last shown (`shown`, the derived log written to it): the op to
 * add to the shared document, or null when the local log is the shown one (or differs in a way no single action
 * makes — then the shared log is written over it again; nothing acknowledged there was lost: it is in the ops).
 * An append after the cursor (the redo tail dropped), or a cursor move (undo/redo) over the same events.
 */
export function localOp(shown: DerivedLog, local: LocalLog, id: string, from = 0): SyncOp | null {
  if (shown.conflict) return null;
  if (local.cursor > shown.cursor && local.events.length === local.cursor && sameFrom(shown.events, local.events, from, shown.cursor)) {
    return { id, kind: 'append', base: shown.tip, events: local.events.slice(shown.cursor) as unknown[] };
  }
  if (local.cursor !== shown.cursor && local.events.length === shown.events.length && sameFrom(shown.events, local.events, from, shown.events.length)) {
    return { id, kind: 'move', base: shown.tip, cursor: local.cursor };
  }
  return null;
}

/** Events `from`..`to` of `a` and `b` are the same (the ones before `from` are known to be: the caller compared them). */
function sameFrom(a: readonly unknown[], b: readonly unknown[], from: number, to: number): boolean {
  for (let i = Math.max(0, from); i < to; i++) if (!same(a[i], b[i])) return false;
  return true;
}

/**
 * The log shown locally equals the derived one (events and cursor). `from`: the first events known to be the same
 * already (the bridge keeps how far the two agreed), compared no more.
 */
export function sameLog(a: LocalLog, b: LocalLog, from = 0): boolean {
  return a.cursor === b.cursor && a.events.length === b.events.length && sameFrom(a.events, b.events, from, a.events.length);
}

/** The log as it was at position `tip` (the op and its ancestors only), or null when `tip` is not among the ops. */
export function logAt(raw: Readonly<Record<string, unknown>>, tip: string): DerivedLog | null {
  if (tip === ROOT) return deriveLog({});
  const chain: Record<string, unknown> = {};
  let at = tip;
  for (let guard = 0; at !== ROOT && guard <= Object.keys(raw).length; guard++) {
    const op = raw[at] as { base?: unknown; kind?: unknown } | undefined;
    if (!op || typeof op.base !== 'string') return null;
    chain[at] = op;
    at = op.base;
  }
  if (at !== ROOT) return null;
  const v = deriveLog(chain);
  return v.tip === tip ? v : null;
}
