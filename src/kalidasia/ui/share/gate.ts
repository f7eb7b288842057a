/**
 * The Kalidasia gate for a shared document (issue 26): the document's kind, its ops, the set-up and pack corrections,
 * then every event through the rules (as a game file is), remembering what it replayed.
 */
import { eventGate, setupGate } from '../../game/gate';
import type { GameState } from '../../game/state';
import { SharedDocReader, sharedKindProblem, type GateResult, type SharedDocGate } from '../../../store/sync/doc';
import { canonical } from '../../../store/sync/merge';
import { ReplayMemo } from '../../../store/sync/replayMemo';

/**
 * The Kalidasia gate for a shared document, remembering what it has already replayed: the set-up is checked again
 * only when it changed, and only the events after the longest start shared with the last log that passed are
 * replayed (from the state reached there). The result is the same as gating the whole document each time (every
 * event is still checked once, from the state the events before it give); the cost of one arriving action no longer
 * grows with the game's length (the replay was most of it). The remembering is `ReplayMemo` (src/store/sync/replayMemo.ts).
 * Given the ops that changed (`changed`), the document's log is not derived whole either (`SharedDocReader`): only
 * the new ops are applied, and the replay starts where the new log leaves the last one that passed.
 */
export class SharedGate implements SharedDocGate {
  private readonly memo = new ReplayMemo<GameState>();
  private readonly reader = new SharedDocReader();
  /** Leading events of the reader's last log that are those of the last log that passed. */
  private agree = 0;

  check(raw: unknown, changed: ReadonlySet<string> | null = null): GateResult {
    const d = this.reader.read(raw, changed);
    if (!d.ok) return { ok: false, reason: `The shared game is refused: ${d.reason}.` };
    this.agree = Math.min(this.agree, d.stable);
    const wrongKind = sharedKindProblem(d.kind, 'kalidasia');
    if (wrongKind) return { ok: false, reason: `The shared game is refused: ${wrongKind}.` };
    if (d.log.rejected.length) return { ok: false, reason: `The shared game is refused: ${d.log.rejected.map((r) => r.reason).join('; ')}.` };
    const meta = (d.meta ?? {}) as { setup?: unknown; packOverrides?: unknown };
    const r = this.memo.replay(
      canonical([meta.setup, meta.packOverrides]),
      () => setupGate(meta.setup, meta.packOverrides),
      d.log.events,
      (state, e, i) => eventGate(state, e, i),
      this.agree,
    );
    if (!r.ok) return { ok: false, reason: `The shared game is refused: ${r.reason}` };
    this.agree = d.log.events.length;
    return { ok: true, kind: d.kind, log: d.log, name: d.name, meta: d.meta, stable: r.same };
  }
}

/** The shared document through the Kalidasia gate: the derived log, or the reason it is refused. */
export function sharedKalidasiaGate(raw: unknown): GateResult {
  return new SharedGate().check(raw);
}

