/**
 * Folding a stored game log incrementally: the state after every event is kept (states[k] after k
 * events), so an append folds one event, undo/redo only move the index, and a tap on a log line shows
 * the table as it was then. A stored event is re-folded only when it differs from the one folded.
 * The stored log passes the same gate as an imported file (game/gate.ts): the set-up by schema, each event by
 * schema then the rules; the first refused event (an unknown type included) opens the game read-only before it.
 *
 * Snapshots (issue 24): opening a long game starts from a stored snapshot of the state after `seq` events
 * (`snapshotOf`, every SNAPSHOT_EVERY events, stored beside the log) and folds only the events after it, so the
 * screen paints in the time of a short game. The fold is then *partial* (`from` = seq: the states before seq and
 * the events before it are not filled yet) until `foldComplete` replays every event from the set-up through the
 * gate — the screen runs it after painting, and before anything needs the earlier states (the log, undo). The
 * snapshot is never trusted over the events: if the replay refuses an event before it or reaches another state,
 * the replay's fold replaces it whole (the events win). A snapshot of another app version, or one not shaped
 * like a state, is not used at all.
 *
 * Opened from a snapshot, the log itself may arrive before its earlier rows (`useEventLog`'s `unloaded`: the raw
 * events before the snapshot are holes, read in the background). The fold from the snapshot needs none of them; when
 * they arrive, the partial fold takes them in as they are (it skipped them) and can then be completed. Until then a
 * fold that would need them (no usable snapshot, the cursor moved below it) is `waiting`, never folded from holes.
 */
import { eventGate, setupGate, type GameEvent, type GameSetup, type GameState } from '../../game';
import type { PackOverride } from '../../data';
import type { LogSnapshot } from '../../../store/eventLog';

/**
 * A snapshot is stored every this many events (the tail folded at open is at most this long). 10 (was 50): late in a
 * long game each event costs more to replay (more units on the table), and a snapshot is one small write every ten
 * actions (issue 24, measured: a 50-event tail of the 5,000-event game took 5–140 ms to fold under load).
 */
export const SNAPSHOT_EVERY = 10;

/** What a stored Kalidasia log keeps in its head's `meta`. */
export interface GameMeta {
  setup: GameSetup;
  packOverrides: readonly PackOverride[];
}

export interface Folded {
  readonly meta: GameMeta;
  readonly events: readonly GameEvent[];
  /** JSON of each stored event, to recognise it. */
  readonly keys: readonly string[];
  /** states[k]: the state after the first k events (states[0] is the initial state). */
  readonly states: readonly GameState[];
  /** The first event that cannot be applied: the game opens read-only at the state before it. */
  readonly failed: { readonly index: number; readonly reason: string } | null;
  /** The set-up itself cannot be read. */
  readonly broken: string | null;
  /**
   * Partial fold from a snapshot: states[1..from-1] and events[0..from-1] are not filled yet (holes) until
   * `foldComplete`. 0: complete.
   */
  readonly from: number;
  /** The raw events folded (identity lets a partial fold be continued without reading them). */
  readonly raws: readonly unknown[];
  /** raws[0..unloaded-1] were not read yet (holes): the fold cannot be completed until they are. */
  readonly unloaded: number;
  /** The fold needs events not read yet: nothing is folded (states empty) until they arrive. */
  readonly waiting?: true;
}

/** A stored snapshot's state is one this app made (its version): worth opening from (`useEventLog`'s `tailFirst`). */
export function snapshotFits(stored: unknown): boolean {
  return stored !== null && typeof stored === 'object' && (stored as { app?: unknown }).app === __APP_VERSION__;
}

/** What a snapshot stores: this app's version and the state without the pack (rebuilt from the set-up). */
export function snapshotOf(state: GameState): { app: string; state: Omit<GameState, 'pack'> } {
  const { pack: _pack, ...rest } = state;
  return { app: __APP_VERSION__, state: rest };
}

/** The state a stored snapshot holds, with the pack of `init` — or null when it is not one this app made. */
function snapshotState(snap: LogSnapshot | null | undefined, init: GameState, events: number): GameState | null {
  if (!snap || !Number.isInteger(snap.seq) || snap.seq < 1 || snap.seq > events) return null;
  const v = snap.state as { app?: unknown; state?: unknown } | null;
  if (v === null || typeof v !== 'object' || v.app !== __APP_VERSION__) return null;
  const st = v.state as Record<string, unknown> | null;
  if (st === null || typeof st !== 'object' || Array.isArray(st)) return null;
  // The same fields as a state of this app (the pack comes from the set-up).
  const want = Object.keys(init).filter((k) => k !== 'pack').sort();
  const got = Object.keys(st).sort();
  if (want.length !== got.length || want.some((k, i) => k !== got[i])) return null;
  for (const k of ['ships', 'fighters', 'missiles', 'players'] as const) if (!Array.isArray(st[k])) return null;
  return { ...(st as unknown as Omit<GameState, 'pack'>), pack: init.pack } as GameState;
}

export function metaCheck(meta: unknown): GameMeta | string {
  const m = meta as Partial<GameMeta> | null;
  if (typeof m !== 'object' || m === null || typeof m.setup !== 'object' || m.setup === null) return 'The stored game has no set-up.';
  return { setup: m.setup, packOverrides: Array.isArray(m.packOverrides) ? m.packOverrides : [] };
}

/**
 * Fold `raw` (the stored events in effect), reusing `prev` for the prefix it already folded; with no `prev`,
 * starting from `snapshot` when it is usable (a partial fold: see `foldComplete`). `unloaded`: raw[0..unloaded-1]
 * are not read yet (holes; see the top of this file).
 */
export function foldLog(prev: Folded | null, meta: unknown, raw: readonly unknown[], snapshot?: LogSnapshot | null, unloaded = 0): Folded {
  const m = metaCheck(meta);
  if (typeof m === 'string') return { meta: { setup: null as unknown as GameSetup, packOverrides: [] }, events: [], keys: [], states: [], failed: null, broken: m, from: 0, raws: [], unloaded: 0 };
  const waiting = (): Folded => ({ meta: m, events: [], keys: [], states: [], failed: null, broken: null, from: 0, raws: raw, unloaded, waiting: true });
  const usable = (f: Folded | null) => (f !== null && f.broken === null && f.waiting !== true ? f : null);
  let base = usable(prev) && prev!.meta.setup === m.setup ? prev : null;
  if (base === null && usable(prev) && JSON.stringify(prev!.meta) === JSON.stringify(m)) base = prev;
  // A complete fold never goes on over holes (it would fold them).
  if (base !== null && base.from === 0 && unloaded > 0) return waiting();
  // A partial fold goes on only over the very events it skipped (the same objects, or ones it had not read: now read,
  // or still not); otherwise it is completed first, or, when it never read them, folded again from the events.
  if (base !== null && base.from > 0) {
    let same = raw.length >= base.from;
    for (let i = 0; same && i < base.from; i++) same = i < base.unloaded || (i >= unloaded && raw[i] === base.raws[i]);
    if (!same) {
      if (unloaded > 0) return waiting();
      base = base.unloaded > 0 ? null : foldComplete(base);
    }
  }
  let from = base?.from ?? 0;
  let states: GameState[];
  let events: GameEvent[];
  let keys: string[];
  if (base === null) {
    const init = setupGate(m.setup, m.packOverrides);
    if (!init.ok) return { meta: m, events: [], keys: [], states: [], failed: null, broken: init.reason, from: 0, raws: [], unloaded: 0 };
    states = [init.state];
    events = [];
    keys = [];
    const snap = snapshotState(snapshot, init.state, raw.length);
    if (unloaded > 0 && (!snap || !snapshot || snapshot.seq < unloaded)) return waiting();
    if (snap && snapshot) {
      from = snapshot.seq;
      states = new Array<GameState>(from + 1);
      states[0] = init.state;
      states[from] = snap;
      events = new Array<GameEvent>(from);
      keys = new Array<string>(from);
    }
  } else {
    states = base.states.slice();
    events = base.events.slice();
    keys = base.keys.slice();
  }
  // Keep the longest prefix that is the same as what was folded (a partial fold's skipped events were checked above).
  let same = from;
  const limit = Math.min(keys.length, raw.length, states.length - 1);
  while (same < limit && (raw[same] === events[same] || JSON.stringify(raw[same]) === keys[same])) same++;
  states.length = same + 1;
  events.length = same;
  keys.length = same;
  let failed: Folded['failed'] = null;
  for (let i = same; i < raw.length; i++) {
    const r = eventGate(states[i] as GameState, raw[i], i);
    if (!r.ok) {
      failed = { index: i, reason: r.reason };
      break;
    }
    states.push(r.state);
    events.push(r.event);
    keys.push(JSON.stringify(raw[i]));
  }
  return { meta: m, events, keys, states, failed, broken: null, from, raws: raw, unloaded: from > 0 ? unloaded : 0 };
}

/**
 * A partial fold made complete: every event before the snapshot replayed from the set-up through the gate. When the
 * replay refuses one of them or does not reach the snapshot's state, the snapshot was wrong: the fold of the events
 * alone is returned (the events win). A complete fold is returned as it is.
 */
export function foldComplete(f: Folded): Folded {
  if (f.from === 0 || f.broken !== null || f.unloaded > 0) return f;
  const full = (): Folded => foldLog(null, f.meta, f.raws);
  const states = f.states.slice();
  const events = f.events.slice();
  const keys = f.keys.slice();
  for (let i = 0; i < f.from; i++) {
    const r = eventGate(states[i] as GameState, f.raws[i], i);
    if (!r.ok) return full();
    if (i + 1 < f.from) states[i + 1] = r.state;
    else if (!sameState(r.state, states[i + 1] as GameState)) return full();
    events[i] = r.event;
    keys[i] = JSON.stringify(f.raws[i]);
  }
  return { ...f, states, events, keys, from: 0 };
}

/** Two states hold the same game (the pack aside: both come from the same set-up). */
function sameState(a: GameState, b: GameState): boolean {
  try {
    return JSON.stringify(snapshotOf(a).state) === JSON.stringify(snapshotOf(b).state);
  } catch {
    return false;
  }
}

/** The current state of a fold (after every event that applied). */
export const foldState = (f: Folded): GameState | null => f.states[f.states.length - 1] ?? null;

/** Keeps the last fold, so each new log view folds only what changed (one per screen). */
export class LogFolder {
  private last: Folded | null = null;
  fold(meta: unknown, raw: readonly unknown[], snapshot?: LogSnapshot | null, unloaded = 0): Folded {
    this.last = foldLog(this.last, meta, raw, snapshot, unloaded);
    return this.last;
  }
  private filling: { f: Folded; states: GameState[]; events: GameEvent[]; keys: string[]; i: number } | null = null;

  /** The fold this folder holds for the log `f` was made from (completed since), or `f`. */
  latest(f: Folded): Folded {
    return this.last !== null && this.last.raws === f.raws ? this.last : f;
  }

  /** The last fold made complete now (see `foldComplete`; not while its earlier events are not read); null when there is none. */
  complete(): Folded | null {
    if (this.last && this.last.from > 0) this.last = foldComplete(this.last);
    this.filling = null;
    return this.last;
  }

  /**
   * Complete the last fold a slice at a time (for `ms` milliseconds of `now()`), so the screen stays responsive
   * while the events before the snapshot are replayed. True when there is nothing left to do (the fold is complete,
   * or was replaced by the events' own fold because the snapshot was wrong). False while the earlier events are not
   * read (`unloaded`): nothing can be done until they are.
   */
  completeSome(ms: number, now: () => number = () => performance.now()): boolean {
    const f = this.last;
    if (!f || f.from === 0 || f.broken !== null) return true;
    if (f.unloaded > 0) return false;
    if (!this.filling || this.filling.f.from !== f.from || this.filling.f.raws.length > f.raws.length) {
      this.filling = { f, states: f.states.slice(), events: f.events.slice(), keys: f.keys.slice(), i: 0 };
    }
    const w = this.filling;
    const end = now() + ms;
    while (w.i < f.from) {
      const i = w.i;
      if (f.raws[i] !== w.f.raws[i]) {
        this.filling = null; // the events changed under the work: start again on the next call
        return false;
      }
      const r = eventGate(w.states[i] as GameState, f.raws[i], i);
      if (!r.ok || (i + 1 === f.from && !sameState(r.state, f.states[f.from] as GameState))) {
        this.last = foldLog(null, f.meta, f.raws);
        this.filling = null;
        return true;
      }
      if (i + 1 < f.from) w.states[i + 1] = r.state;
      w.events[i] = r.event;
      w.keys[i] = JSON.stringify(f.raws[i]);
      w.i = i + 1;
      if (w.i < f.from && now() >= end) return false;
    }
    const states = f.states.slice();
    const events = f.events.slice();
    const keys = f.keys.slice();
    for (let i = 0; i < f.from; i++) {
      if (i > 0) states[i] = w.states[i] as GameState;
      events[i] = w.events[i] as GameEvent;
      keys[i] = w.keys[i] as string;
    }
    this.last = { ...f, states, events, keys, from: 0 };
    this.filling = null;
    return true;
  }
}
