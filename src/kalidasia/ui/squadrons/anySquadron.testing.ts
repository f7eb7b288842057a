/** Property tests of the squadron builder: any squadron of the shipped warships, upgrade cards and fighters (fast-check). */
import * as fc from 'fast-check';
import type { ShipCode, Squadron } from '../..';

const CODES: ShipCode[] = ['HHF', 'HAF', 'HDP', 'HBC', 'SFP', 'SAM', 'SDP', 'SBC'];
const CARDS = ['captain', 'reinforcedArmor', 'reinforcedSI', 'engineShielding', 'reinforcedEngines', 'warpDrive'];

/** At most `max.ships` warships (up to 4 cards each, legal or not) and the fighters' counts up to their maxima (scouts up to 4). */
export function anySquadron(max: { ships: number; hunters: number; attackCruisers: number; interceptors: number }): fc.Arbitrary<Squadron> {
  return fc
    .record({
      fleet: fc.constantFrom('heragul-sarlet' as const, 'surakari-invasion' as const),
      pointLimit: fc.integer({ min: 1, max: 200 }),
      ships: fc.array(fc.record({ code: fc.constantFrom(...CODES), upgrades: fc.array(fc.constantFrom(...CARDS), { maxLength: 4 }) }), { maxLength: max.ships }),
      fighters: fc.record({ hunter: fc.nat(max.hunters), attackCruiser: fc.nat(max.attackCruisers), interceptor: fc.nat(max.interceptors), scout: fc.nat(4) }, { requiredKeys: [] }),
    })
    .map((r): Squadron => ({ name: 'p', fleet: r.fleet, extraFleets: [], pointLimit: r.pointLimit, ships: r.ships.map((s, i) => ({ uid: `U${i}`, code: s.code, upgrades: s.upgrades })), fighters: r.fighters }));
}
