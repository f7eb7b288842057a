/**
 * The replay a shared-document gate remembers (issue 26), for any game: the set-up is started again only when it
 * changed, and only the events after the longest start shared with the last log that passed are replayed (from the
 * state reached there). The result is the same as replaying the whole log each time (every event is still checked
 * once, from the state the events before it give); the cost of one arriving action does not grow with the game.
 * Used by the Kalidasia gate (src/kalidasia/ui/share/gate.ts) and the companions' (src/companions/sharedGate.ts).
 * Pure: no engine, no Dexie, no DOM.
 */
import { canonical, syncWork } from './merge';

export type ReplayStep<S> = { ok: true; state: S } | { ok: false; reason: string };

export class ReplayMemo<S> {
  private setupKey: string | null = null;
  /** The events of the last log that passed, their canonical forms, and the state after each (states[0]: set-up). */
  private raws: unknown[] = [];
  private keys: string[] = [];
  private states: S[] = [];

  /**
   * Replays `events` from the set-up named by `setupKey` (`start` is called only when it changed), each through
   * `step`; the first refusal is returned as it came, and then nothing is remembered from this call. `from`: the
   * leading events the caller knows to be those of the last log that passed (not compared again). `same`: the leading
   * events found to be those of the last log that passed (0 when the set-up changed).
   */
  replay(
    setupKey: string,
    start: () => ReplayStep<S>,
    events: readonly unknown[],
    step: (state: S, event: unknown, index: number) => ReplayStep<S>,
    from = 0,
  ): { ok: true; same: number } | { ok: false; reason: string } {
    let fresh = false;
    if (setupKey !== this.setupKey || this.states.length === 0) {
      const s = start();
      if (!s.ok) return s;
      this.setupKey = setupKey;
      this.raws = [];
      this.keys = [];
      this.states = [s.state];
      fresh = true;
    }
    // The start already replayed: known by the caller, the same objects (the engine keeps unchanged parts), or the
    // same content.
    let p = fresh ? 0 : Math.max(0, Math.min(from, events.length, this.raws.length));
    const seen = (i: number): boolean => {
      if (events[i] === this.raws[i]) return true;
      syncWork.compared++;
      return canonical(events[i]) === this.keys[i];
    };
    while (p < events.length && p < this.raws.length && seen(p)) p++;
    const raws: unknown[] = [];
    const keys: string[] = [];
    const states: S[] = [];
    let state = this.states[p] as S;
    for (let i = p; i < events.length; i++) {
      const r = step(state, events[i], i);
      if (!r.ok) return r;
      raws.push(events[i]);
      keys.push(canonical(events[i]));
      states.push(r.state);
      state = r.state;
    }
    // Passed: remembered in place (the start kept, the rest replaced).
    this.raws.length = p;
    this.keys.length = p;
    this.states.length = p + 1;
    for (let i = 0; i < raws.length; i++) {
      this.raws.push(raws[i]);
      this.keys.push(keys[i] as string);
      this.states.push(states[i] as S);
    }
    return { ok: true, same: p };
  }
}
