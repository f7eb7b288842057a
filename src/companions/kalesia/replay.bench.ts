// How long the screens take to rebuild a Kalesia game from its log (done on every action and
// on opening a saved game): the longest game, 25 hands and 6 passes, entered card by card for 10 players.
import { bench, describe } from 'vitest';
import { replay } from '../shared/core/log';
import { applyKalesia, describeKalesiaEvent, initialKalesia, type KalesiaEvent, type KalesiaSetup } from './reducer';
import type { Weapon } from './rules/hand';

const setup: KalesiaSetup = { players: Array.from({ length: 10 }, (_, i) => `P${i + 1}`), layout: Array.from({ length: 25 }, (_, i) => i + 1), allianceSeed: 7 };
const w = (alliance: Weapon['alliance'], value: number): Weapon => ({ alliance, value });
/** Ten players' cards giving `winner` the area: its backers play 4s (or 3s for the Forest), the rest 1s. */
const handFor = (winner: Weapon['alliance']): KalesiaEvent => ({
  type: 'playHand',
  plays: Array.from({ length: 10 }, (_, p) => (p < 3 ? [w(winner, winner === 'forest' ? 3 : 4), w(winner, 2)] : [w(p % 2 ? 'centaur' : 'mermaid', 1), w(p % 2 ? 'mermaid' : 'centaur', 1)])),
});
// The longest game: all 25 areas without a temple (the greedy choice avoids three in a line), by cards.
const events: KalesiaEvent[] = [];
let state = initialKalesia(setup);
while (!state.outcome) {
  if (state.roundEndPending) {
    const r = applyKalesia(state, { type: 'passCards' });
    if (!r.ok) break;
    state = r.state;
    events.push({ type: 'passCards' });
    continue;
  }
  const next = (['centaur', 'mermaid', 'forest'] as const)
    .map((a) => ({ e: handFor(a), r: applyKalesia(state, handFor(a)) }))
    .find((x) => x.r.ok && (x.r.state.outcome === null || x.r.state.outcome.how === 'forest-holds'));
  if (!next?.r.ok) break;
  state = next.r.state;
  events.push(next.e);
}

describe(`Kalesia replay of ${events.length} events (10 players, cards)`, () => {
  bench('replay the log', () => {
    replay(initialKalesia(setup), events, applyKalesia);
  });
  bench('replay and describe every line (the log panel)', () => {
    let s = initialKalesia(setup);
    for (const e of events) {
      describeKalesiaEvent(e, s);
      s = replay(s, [e], applyKalesia);
    }
  });
});
