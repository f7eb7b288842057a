/**
 * Undo on the Game screen: what the last player action is (the last event and the rest of its group, stepping over a
 * run of `deckSeen`) and taking it back in one write, with the cards it drew from an app-held deck recorded as seen.
 */
import { cardsSeenOnUndo, ev, gameApply } from '../../game';
import type { LogFolder, Folded } from './fold';
import type { EventLogView } from './gameLog';
import { undoSpan } from './groupEvents';
import { EARLIER_WAIT } from './useGameFold';

/**
 * What Undo takes back: the last player action (the last event and the rest of its group, stepping over a run of
 * `deckSeen`), from event `first` to `k`. 'earlier' when a fold from a snapshot cannot tell (the action reaches the
 * events before the snapshot): the fold must be complete first. null: nothing to undo.
 */
export function undoPlanOf(f: Folded): { first: number; k: number; carried: string[] } | 'earlier' | null {
  const events = f.events;
  let k = events.length;
  const carried: string[] = [];
  for (let e = events[k - 1]; e && e.type === 'deckSeen'; e = events[k - 1]) {
    carried.push(...e.cards);
    k--;
  }
  if (f.from > 0 && k <= f.from) return 'earlier';
  if (k === 0) return null;
  const first = k - undoSpan(events.slice(0, k));
  if (f.from > 0 && first <= f.from) return 'earlier';
  return { first, k, carried };
}

/**
 * Take back the last player action (`undoPlanOf`) in one write. Opened from a snapshot, the fold from it has every
 * state after the snapshot; an action reaching before it needs every state, so the fold complete (once the earlier
 * events are read: until then it waits). An app-held deck never shows the same hidden card again: the cards the undone
 * action drew were seen, so they go to the bottom of the draw pile (`deckSeen`, game/deckSeen.ts). A `deckSeen` is not
 * a player action: Undo steps over it to the action before and records its cards again, so undoing twice does not
 * bring a seen card back on top. Returns what to tell the player when something was not done, else null.
 */
export async function undoLastAction(log: Pick<EventLogView, 'unloaded' | 'undo' | 'append'>, folder: LogFolder, foldedNow: Folded): Promise<string | null> {
  let whole = foldedNow;
  let plan = undoPlanOf(whole);
  if (plan === 'earlier') {
    if (log.unloaded > 0) return `Undo waits: ${EARLIER_WAIT}`;
    whole = folder.complete() ?? foldedNow;
    plan = undoPlanOf(whole);
  }
  if (plan === null || plan === 'earlier') return null;
  const events = whole.events;
  // The player action undone: the last event and the rest of its group (tokens moved together), in one write.
  const { first, k, carried } = plan;
  const back = whole.states[first];
  const undone = events.slice(first, k);
  const seenNow = undone.flatMap((e, j) => {
    const before = whole.states[first + j];
    return before ? cardsSeenOnUndo(before, e) : [];
  });
  const seen = back ? [...seenNow, ...carried].filter((c, i, all) => all.indexOf(c) === i && back.deck.ordered && back.deck.draw.includes(c)) : [];
  const w = await log.undo(events.length - first);
  if (!w.ok) return w.message;
  if (seen.length > 0 && back) {
    const e = ev({ type: 'deckSeen', cards: seen });
    if (gameApply(back, e).ok) {
      const seenWrite = await log.append([e]);
      if (!seenWrite.ok) return seenWrite.message;
    }
  }
  return null;
}
