import { bench, describe } from 'vitest';
import * as fc from 'fast-check';
import { replay } from '../shared/core/log';
import { describeNedcaEvent } from './describe';
import { applyNedca, type NedcaEvent } from './reducer';
import { three } from './reducer.fixture';
import { initialNedca, type NedcaSetup } from './rules/state';

const setup: NedcaSetup = { ...three, clockwise: true, influence: { lv2: 10, lv3: 20, star: 100_000 } };

// A long, legal game: whole turns (economy, a card bought, built and sold, a worker recruited, a battle, the turn end) for 3 houses, clockwise.
function longGame(turns: number): NedcaEvent[] {
  const out: NedcaEvent[] = [];
  let state = initialNedca(setup);
  const dice = fc.sample(fc.integer({ min: 1, max: 6 }), { numRuns: turns * 2, seed: 3 });
  const push = (e: NedcaEvent): void => {
    const r = applyNedca(state, e);
    if (r.ok) {
      state = r.state;
      out.push(e);
    } else if (process.env.NEDCA_BENCH_DEBUG) console.info(e.type, r.reason);
  };
  for (let t = 0; t < turns; t++) {
    push({ type: 'economy', workers: {}, extra: { gold: 2, wood: 1 } });
    push({ type: 'nextPhase' });
    push({ type: 'buyCard', kind: 'building' });
    push({ type: 'build', cost: { wood: 1 }, influence: 0 });
    push({ type: 'sellCard', kind: 'building', price: 1 });
    push({ type: 'recruit', kind: 'worker', cost: { gold: 1 } });
    push({ type: 'nextPhase' });
    push({ type: 'battle', attacker: 'knight', defender: { house: (t + 1) % 3, kind: 'worker' }, distance: 1, attackDie: dice[2 * t] ?? 1, defenceDie: dice[2 * t + 1] ?? 1 });
    push({ type: 'nextPhase' });
    push({ type: 'nextPhase' });
  }
  return out;
}

const events = longGame(400);

describe(`Nedca log of ${events.length} events`, () => {
  bench('replay from the start (what a reload or an undo does)', () => {
    replay(initialNedca(setup), events, applyNedca);
  });
  bench('describe every event (the log panel)', () => {
    let s = initialNedca(setup);
    for (const e of events) {
      describeNedcaEvent(e, s);
      const r = applyNedca(s, e);
      if (r.ok) s = r.state;
    }
  });
});
