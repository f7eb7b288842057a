// How long the screens take to rebuild a Generals of Kaladan game from its log (done on every
// action and on opening a saved game): 100 turns of six phases on the fixture board, ~700 events.
import { bench, describe } from 'vitest';
import { replay } from '../shared/core/log';
import { describeKaladanEvent } from './describe';
import { applyKaladan, type KaladanEvent } from './reducer';
import { setup } from './reducer.fixture';
import { initialKaladan } from './rules/state';

const events: KaladanEvent[] = [];
let state = initialKaladan(setup);
const push = (e: KaladanEvent): void => {
  const r = applyKaladan(state, e);
  if (r.ok) {
    state = r.state;
    events.push(e);
  }
};
for (let t = 0; t < 100; t++) {
  push({ type: 'drawEvent' });
  push({ type: 'adjustGold', player: t % 2, delta: 1 });
  for (let p = 0; p < 6; p++) push({ type: 'nextPhase' });
}

describe(`Kaladan replay of ${events.length} events`, () => {
  bench('replay the log', () => {
    replay(initialKaladan(setup), events, applyKaladan);
  });
  bench('replay and describe every line (the log panel)', () => {
    let s = initialKaladan(setup);
    for (const e of events) {
      describeKaladanEvent(e, s);
      s = replay(s, [e], applyKaladan);
    }
  });
});
