/**
 * A conflict's branch in the Kalidasia log's own words (issue 26): the set-up and the events before the branch are
 * replayed through the gate, then each event of the branch gets the line the game's log shows for it
 * (`describeEvent`). A start or an event that does not replay ends the lines there (the banner then lists what is
 * left by type), so a damaged branch never throws.
 */
import { describeEvent } from '../../game/describe';
import { eventGate, setupGate } from '../../game/gate';
import type { BranchStart } from '../../../ui/share/game';

export function kalidasiaBranchLines(events: readonly unknown[], from: BranchStart): string[] {
  const meta = (from.setup ?? {}) as { setup?: unknown; packOverrides?: unknown };
  const start = setupGate(meta.setup, meta.packOverrides);
  if (!start.ok) return [];
  let state = start.state;
  for (const [i, e] of from.before.entries()) {
    const r = eventGate(state, e, i);
    if (!r.ok) return [];
    state = r.state;
  }
  const lines: string[] = [];
  for (const [k, e] of events.entries()) {
    const r = eventGate(state, e, from.before.length + k);
    if (!r.ok) return [];
    lines.push(describeEvent(state, r.event, r.state).text);
    state = r.state;
  }
  return lines;
}
