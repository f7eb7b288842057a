/**
 * The Kalidasia gate for a shared document (issue 26): the document's kind, its ops, the set-up and pack corrections,
 * then every event through the rules (as a game file is), remembering what it replayed.
 */
import { eventGate, setupGate } from '../../game/gate';
import type { GameState } from '../../game/state';
import { readSharedDoc, sharedKindProblem, type GateResult, type SharedDocGate } from '../../../store/sync/doc';
import { canonical } from '../../../store/sync/merge';

/**
 * The Kalidasia gate for a shared document, remembering what it has already replayed: the set-up is checked again
 * only when it changed, and only the events after the longest start shared with the last log that passed are
 * replayed (from the state reached there). The result is the same as gating the whole document each time (every
 * event is still checked once, from the state the events before it give); the cost of one arriving action no longer
 * grows with the game's length (the replay was most of it).
 */
export class SharedGate implements SharedDocGate {
  private metaKey: string | null = null;
  private initial: GameState | null = null;
  /** The events of the last log that passed, their canonical forms, and the state after each (states[0]: set-up). */
  private raws: unknown[] = [];
  private keys: string[] = [];
  private states: GameState[] = [];

  check(raw: unknown): GateResult {
    const d = readSharedDoc(raw);
    if (!d.ok) return { ok: false, reason: `The shared game is refused: ${d.reason}.` };
    const wrongKind = sharedKindProblem(d.kind, 'kalidasia');
    if (wrongKind) return { ok: false, reason: `The shared game is refused: ${wrongKind}.` };
    if (d.log.rejected.length) return { ok: false, reason: `The shared game is refused: ${d.log.rejected.map((r) => r.reason).join('; ')}.` };
    const meta = (d.meta ?? {}) as { setup?: unknown; packOverrides?: unknown };
    const key = canonical([meta.setup, meta.packOverrides]);
    if (key !== this.metaKey || !this.initial) {
      const init = setupGate(meta.setup, meta.packOverrides);
      if (!init.ok) return { ok: false, reason: `The shared game is refused: ${init.reason}` };
      this.metaKey = key;
      this.initial = init.state;
      this.raws = [];
      this.keys = [];
      this.states = [init.state];
    }
    const events = d.log.events;
    // The start already replayed: the same objects (the engine keeps unchanged parts), or the same content.
    let p = 0;
    while (p < events.length && p < this.raws.length && (events[p] === this.raws[p] || canonical(events[p]) === this.keys[p])) p++;
    const raws = this.raws.slice(0, p);
    const keys = this.keys.slice(0, p);
    const states = this.states.slice(0, p + 1);
    for (let i = p; i < events.length; i++) {
      const r = eventGate(states[i] as GameState, events[i], i);
      if (!r.ok) return { ok: false, reason: `The shared game is refused: ${r.reason}` };
      raws.push(events[i]);
      keys.push(canonical(events[i]));
      states.push(r.state);
    }
    this.raws = raws;
    this.keys = keys;
    this.states = states;
    return { ok: true, kind: d.kind, log: d.log, name: d.name, meta: d.meta };
  }
}

/** The shared document through the Kalidasia gate: the derived log, or the reason it is refused. */
export function sharedKalidasiaGate(raw: unknown): GateResult {
  return new SharedGate().check(raw);
}

