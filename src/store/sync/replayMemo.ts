/**
 * The replay a shared-document gate remembers (issue 26), for any game: the set-up is started again only when it
 * changed, and only the events after the longest start shared with the last log that passed are replayed (from the
 * state reached there). The result is the same as replaying the whole log each time (every event is still checked
 * once, from the state the events before it give); the cost of one arriving action does not grow with the game.
 * Used by the Kalidasia gate (src/kalidasia/ui/share/gate.ts) and the companions' (src/companions/sharedGate.ts).
 * Pure: no engine, no Dexie, no DOM.
 */
import { canonical } from './merge';

export type ReplayStep<S> = { ok: true; state: S } | { ok: false; reason: string };

export class ReplayMemo<S> {
  private setupKey: string | null = null;
  /** The events of the last log that passed, their canonical forms, and the state after each (states[0]: set-up). */
  private raws: unknown[] = [];
  private keys: string[] = [];
  private states: S[] = [];

  /**
   * Replays `events` from the set-up named by `setupKey` (`start` is called only when it changed), each through
   * `step`; the first refusal is returned as it came, and then nothing is remembered from this call.
   */
  replay(setupKey: string, start: () => ReplayStep<S>, events: readonly unknown[], step: (state: S, event: unknown, index: number) => ReplayStep<S>): { ok: true } | { ok: false; reason: string } {
    if (setupKey !== this.setupKey || this.states.length === 0) {
      const s = start();
      if (!s.ok) return s;
      this.setupKey = setupKey;
      this.raws = [];
      this.keys = [];
      this.states = [s.state];
    }
    // The start already replayed: the same objects (the engine keeps unchanged parts), or the same content.
    let p = 0;
    while (p < events.length && p < this.raws.length && (events[p] === this.raws[p] || canonical(events[p]) === this.keys[p])) p++;
    const raws = this.raws.slice(0, p);
    const keys = this.keys.slice(0, p);
    const states = this.states.slice(0, p + 1);
    for (let i = p; i < events.length; i++) {
      const r = step(states[i] as S, events[i], i);
      if (!r.ok) return r;
      raws.push(events[i]);
      keys.push(canonical(events[i]));
      states.push(r.state);
    }
    this.raws = raws;
    this.keys = keys;
    this.states = states;
    return { ok: true };
  }
}
