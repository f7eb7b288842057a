// The fire matrix against the game core: a cell says "fire" exactly when the reducer accepts a `fire` event for that
// battery, target and point of the path (with an outcome that hits nothing), for every reason the matrix names.
import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { pose } from '../../../geometry';
import type { Pose } from '../../../geometry';
import { shipClass } from '../../data';
import type { GameState, ShipState } from '../../game/state';
import type { AntiFighterOutcome, PowerOutcome } from '../../game/outcomes';
import { deployStarter, play, tryApply } from '../../game/testkit.testing';
import { planAllocationOf, planPoseAt, planRequest, planShipOf } from '../plan';
import type { Plan } from '../plan';
import { fireMatrix } from './matrix';
import { matrixShooterOf, matrixTargetsOf } from './matrixAdapt';

const shipOf = (s: GameState, id: string): ShipState => s.ships.find((x) => x.id === id) as ShipState;

/** SFP-1 has planned and made a two-turn move (accelerate 1, starboard 3: combat arc starboard). */
function moved(): { s: GameState; plan: Plan } {
  const s0 = play(
    deployStarter(),
    { type: 'initiativeRoll', rolls: { heragul: 2, surakari: 6 } },
    { type: 'initiativeBonus', player: 'surakari', cards: [] },
    { type: 'escorts', player: 'surakari', escorts: [], moved: [] },
    { type: 'actionOrder', player: 'surakari', order: 'initiative' },
    { type: 'activateShip', player: 'surakari', ship: 'SFP-1' },
    { type: 'sensors', ship: 'SFP-1', placement: {} },
    { type: 'engines', ship: 'SFP-1', engine: { velocity: { maneuver: 'accelerate', points: 1 }, turn: { maneuver: 'starboard', points: 3 } }, thrusters: null },
  );
  const cls = shipClass(s0.pack, 'SFP');
  const ship = planShipOf(s0.pack, cls, shipOf(s0, 'SFP-1'), false);
  const allocation = planAllocationOf(shipOf(s0, 'SFP-1'));
  if (!ship || !allocation) throw new Error('setup');
  const plan: Plan = { ship, allocation, distance: 13, turns: [{ at: 4, side: 'starboard', engine: 2, thrusters: 0 }, { at: 8, side: 'starboard', engine: 1, thrusters: 0 }], notchAngle: s0.pack.notchAngle.value };
  const req = planRequest(plan);
  return { s: play(s0, { type: 'move', ship: 'SFP-1', distance: req.distance, turns: [...req.turns] }), plan };
}

const { s: MOVED, plan: PLAN } = moved();
const CLS = shipClass(MOVED.pack, 'SFP');
const NOTHING = { hullDamage: 0, deck: [], cards: [], destructionDice: null };
const outcomeFor = (battery: number): PowerOutcome | AntiFighterOutcome => {
  const b = CLS.batteries[battery];
  const dice = Array.from({ length: b?.gunCount ?? 0 }, () => 1);
  return b?.type === 'F'
    ? { kind: 'antiFighter', dice, fighters: { destroyed: [], disrupted: [] }, missilesDestroyed: [] }
    : { kind: 'power', gunDice: dice, sensorRerolls: [], hits: 0, solidHits: 0, overcharge: false, powerDice: [], damage: NOTHING };
};

describe('the fire matrix and the game agree', () => {
  it('property: every cell — fire, destroyed, already fired, wrong type, out of range, out of arc — as the reducer decides', () => {
    // Spots near the path (integers scaled: fast-check's doubles crowd the ends of their range).
    const place = fc.record({ x: fc.integer({ min: 800, max: 3600 }).map((n) => n / 100), y: fc.integer({ min: 1800, max: 4600 }).map((n) => n / 100) });
    let fires = 0;
    const seen = new Set<string>();
    let refusals = 0;
    fc.assert(
      fc.property(fc.array(place, { minLength: 10, maxLength: 10 }), fc.integer({ min: 0, max: 1300 }).map((n) => n / 100), fc.boolean(), fc.boolean(), (spots, at, destroyOne, fireOne) => {
        // Move the enemies near the path; optionally destroy battery 1 and fire battery 3 first.
        let s: GameState = MOVED;
        let k = 0;
        const spot = (p: Pose | null): Pose => {
          const q = spots[k++ % spots.length] ?? { x: 20, y: 30 };
          return pose(q.x, q.y, p?.heading ?? 0);
        };
        s = { ...s, ships: s.ships.map((x) => (x.owner === 'heragul' ? { ...x, pose: spot(x.pose) } : x)), fighters: s.fighters.map((f) => (f.owner === 'heragul' && f.status === 'deployed' ? { ...f, pose: spot(f.pose) } : f)) };
        if (destroyOne) s = { ...s, ships: s.ships.map((x) => (x.id === 'SFP-1' ? { ...x, criticals: { ...x.criticals, weapons: x.criticals.weapons.map((w, i) => (i === 1 ? 'destroyed' : w)) } } : x)) };
        if (fireOne && s.ships.find((x) => x.id === 'SFP-1')?.activation) {
          s = { ...s, ships: s.ships.map((x) => (x.id === 'SFP-1' && x.activation ? { ...x, activation: { ...x.activation, fired: [3] } } : x)) };
        }
        const from = planPoseAt(PLAN, at);
        const targets = matrixTargetsOf('surakari', s);
        const m = fireMatrix(matrixShooterOf(s.pack, CLS, shipOf(s, 'SFP-1'), from), targets);
        const wrong = m.cells.filter((c) => {
          const r = tryApply(s, { type: 'fire', ship: 'SFP-1', battery: c.battery, target: { kind: c.kind, id: c.target }, from, outcome: outcomeFor(c.battery) });
          if (c.canFire) fires++;
          else refusals++;
          for (const x of c.reasons) seen.add(x.code);
          return r.ok !== c.canFire;
        });
        expect(wrong.map((c) => `${c.battery}→${c.target} ${c.canFire ? 'fire' : c.reasons.map((x) => x.code).join('+')}`)).toEqual([]);
      }),
      { numRuns: 60 },
    );
    // The runs saw many shots allowed and refused, and every kind of reason.
    expect({ fires: fires > 50, refusals: refusals > 50, reasons: [...seen].sort() }).toEqual({ fires: true, refusals: true, reasons: ['destroyed', 'fired', 'out-of-arc', 'out-of-range', 'wrong-type'] });
  });
});
