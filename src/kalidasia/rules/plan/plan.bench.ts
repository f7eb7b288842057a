// The planner's pure work per drag frame and per allocation change (issue 14: p95 frame ≤ 8.3 ms while dragging;
// envelope within 50 ms of a change). Figures in README.md. Not tests: no assertions on time.
import { bench, describe } from 'vitest';
import { pose } from '../../../geometry';
import { defaultVelocityTrack } from '../../data/velocityTrack';
import { planCheck, planEnvelope, planTurnBounds, planWords } from './index';
import type { Plan } from './index';

const plan: Plan = {
  ship: { engineValue: 6, enginePoints: 6, thrusterPoints: 2, thrustersJammed: false, track: defaultVelocityTrack(), slot: 3, start: pose(30, 24, 0) },
  allocation: { engine: { velocity: { maneuver: 'accelerate', points: 1 }, turn: { maneuver: 'starboard', points: 3 } }, thrusters: { port: 1 } },
  distance: 11,
  turns: [
    { at: 4, side: 'starboard', engine: 3, thrusters: 0 },
    { at: 8, side: 'port', engine: 0, thrusters: 1 },
  ],
  notchAngle: 22.5,
};
let at = 4;

describe('maneuver planner', () => {
  bench('drag frame: move turn 1, planCheck + bounds + words', () => {
    at = at >= 7 ? 4 : at + 0.01;
    const p = { ...plan, turns: [{ ...(plan.turns[0] as Plan['turns'][number]), at }, plan.turns[1] as Plan['turns'][number]] };
    const v = planCheck(p);
    planTurnBounds(p, 0);
    planWords(p, v);
  });
  bench('allocation change: planEnvelope (starboard 3 engine + port 1 thruster, band 10–12, B)', () => {
    planEnvelope(plan);
  });
});
