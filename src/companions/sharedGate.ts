/**
 * A companion game's gate for a shared document arriving from another tablet (issue 26): the same checks as a
 * backup restore or the stored log at open (`gate.ts`: the set-up's schema and the companion's own set-up rules,
 * then every action's shape and a replay through the companion's reducer), plus what a shared document adds: its
 * format, its ops, and its kind (a Kalidasia game opened as Caleda is refused by name).
 *
 * It remembers what it replayed: the set-up is checked again only when it changed, and only the actions after the
 * longest start shared with the last log that passed are replayed (from the state reached there) — the result is
 * the same as checking the whole log each time (test/unit/companions/sharedGate.test.ts), the cost of one arriving
 * action does not grow with the game (`ReplayMemo`, src/store/sync/replayMemo.ts). Pure: zod, the companion's core, the shared document's reader.
 */
import type { CompanionKey } from '../store/types';
import { SharedDocReader, sharedKindProblem, type GateResult, type SharedDocGate } from '../store/sync/doc';
import { canonical } from '../store/sync/merge';
import { ReplayMemo } from '../store/sync/replayMemo';
import { replayEvent, startOf, type CompanionGate } from './shared/core/gate';

export class CompanionSharedGate<S, E, Setup> implements SharedDocGate {
  private readonly memo = new ReplayMemo<S>();
  /** The document's log, read only where its ops changed when the caller says which (`changed`). */
  private readonly reader = new SharedDocReader();
  /** Leading events of the reader's last log that are those of the last log that passed. */
  private agree = 0;

  constructor(
    private readonly kind: CompanionKey,
    private readonly gate: CompanionGate<S, E, Setup>,
  ) {}

  check(raw: unknown, changed: ReadonlySet<string> | null = null): GateResult {
    const refuse = (why: string): GateResult => ({ ok: false, reason: `The shared ${this.gate.title} game is refused: ${why}${/[.!?]$/.test(why) ? '' : '.'}` });
    try {
      const d = this.reader.read(raw, changed);
      if (!d.ok) return refuse(d.reason);
      this.agree = Math.min(this.agree, d.stable);
      const wrongKind = sharedKindProblem(d.kind, this.kind);
      if (wrongKind) return refuse(wrongKind);
      if (d.log.rejected.length) return refuse(d.log.rejected.map((r) => r.reason).join('; '));
      if (d.name.length > 200) return refuse('name: too long (at most 200)');
      const events = d.log.events;
      const r = this.memo.replay(
        canonical(d.meta ?? null),
        () => startOf(this.gate, d.meta),
        events,
        (state, e, i) => replayEvent(this.gate, state, e, i, events.length),
        this.agree,
      );
      if (!r.ok) return refuse(r.reason);
      this.agree = events.length;
      return { ok: true, kind: d.kind, log: d.log, name: d.name, meta: d.meta, stable: r.same };
    } catch (err) {
      return refuse(`it could not be checked (${err instanceof Error ? err.message : String(err)})`);
    }
  }
}
