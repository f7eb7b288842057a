// Issue 22, "Provenance in reach": a value the rulebook does not print, corrected once by the player (a pack
// override), reaches the game core and the game file — the turning template's notch angle, token footprints,
// the deployment zones' depth and the critical deck's composition.
import { describe, expect, it } from 'vitest';
import { SHIPPED_PACK, applyOverrides, buildCriticalDeck, type PackOverride } from '../data';
import { ev, type GameEventBody } from './events';
import { logFromJson, logInitial, logNew, logState, logToJson, type GameLog } from './log';
import { defaultDeploymentZones } from './setup';
import { setupOf, starterOpening } from './testkit.testing';

/** SFP-1 (Draco, engine 4 → 2 notches a turn) turns 2 notches to starboard at 4″ and flies 10″ in all. */
const TURN: GameEventBody[] = [
  { type: 'activateShip', player: 'surakari', ship: 'SFP-1' },
  { type: 'sensors', ship: 'SFP-1', placement: {} },
  { type: 'engines', ship: 'SFP-1', engine: { velocity: null, turn: { maneuver: 'starboard', points: 2 } }, thrusters: null },
  { type: 'move', ship: 'SFP-1', distance: 10, turns: [{ at: 4, side: 'starboard', notches: 2 }] },
];

function played(overrides: readonly PackOverride[]): GameLog {
  return { ...logNew(setupOf(), overrides), events: [...starterOpening('initiative'), ...TURN].map((b) => ev(b)) };
}

function sfp1(log: GameLog) {
  const s = logState(log);
  if (!s.ok) throw new Error(s.reason);
  const ship = s.state.ships.find((x) => x.id === 'SFP-1');
  if (!ship?.pose) throw new Error('SFP-1 is not on the table');
  return { state: s.state, pose: ship.pose };
}

describe('a corrected notch angle reaches the game core and the game file', () => {
  it('2 notches are 45° with the provisional 22.5°, and 60° once the player measured 30°', () => {
    const shipped = sfp1(played([]));
    const corrected = sfp1(played([{ path: 'notchAngle', value: 30, note: 'my template' }]));
    // The Surakari deploy heading 270° (up the table); starboard turns clockwise.
    expect(shipped.pose.heading).toBeCloseTo(270 + 45, 9);
    expect(corrected.pose.heading).toBeCloseTo(270 + 60, 9);
    expect(corrected.pose.x).toBeGreaterThan(shipped.pose.x); // the last 6″ point further to starboard
    expect(corrected.state.pack.notchAngle).toEqual({ value: 30, provenance: { source: 'player', note: 'my template' } });
    expect(shipped.state.pack.notchAngle.provenance.source).toBe('provisional');
  });

  it('the game file keeps the correction: read back, it replays to the same pose', () => {
    const log = played([{ path: 'notchAngle', value: 30 }]);
    const back = logFromJson(logToJson(log));
    if (!back.ok) throw new Error(back.reason);
    expect(back.log.packOverrides).toEqual([{ path: 'notchAngle', value: 30 }]);
    expect(back.state.ships.find((x) => x.id === 'SFP-1')?.pose).toEqual(sfp1(log).pose);
  });

  it('an impossible angle is refused with the path named, nothing else changed', () => {
    const r = logInitial(logNew(setupOf(), [{ path: 'notchAngle', value: 0 }]));
    expect(r).toMatchObject({ ok: false, reason: expect.stringMatching(/notchAngle/) });
  });
});

describe('token footprints, zone depth and the deck are corrected in the same one place', () => {
  it('a corrected Draco token size is the footprint the game uses', () => {
    const r = logInitial(logNew(setupOf(), [{ path: 'ships.SFP.tokenSize', value: { width: 2, length: 4 } }]));
    if (!r.ok) throw new Error(r.reason);
    const cls = r.state.pack.ships.find((c) => c.code === 'SFP');
    expect(cls?.tokenSize).toEqual({ width: 2, length: 4 });
    expect(cls?.provenance.tokenSize.source).toBe('player');
  });

  it('the deployment zones are as deep as the pack says (provisional 12″; corrected 9″)', () => {
    expect(SHIPPED_PACK.deploymentDepth.value).toBe(12);
    expect(SHIPPED_PACK.deploymentDepth.provenance.source).toBe('provisional');
    const r = applyOverrides(SHIPPED_PACK, [{ path: 'deploymentDepth', value: 9 }]);
    if (!r.ok) throw new Error(r.errors.join());
    const [top, bottom] = defaultDeploymentZones(72, 48, r.pack.deploymentDepth.value);
    const ys = (z: typeof top) => z.flatMap((poly) => (poly[0] ?? []).map((p) => p.y));
    expect(Math.max(...ys(top))).toBe(9);
    expect(Math.min(...ys(bottom))).toBe(39);
  });

  it('a corrected deck composition is the deck the app builds (still 46 cards)', () => {
    const r = applyOverrides(SHIPPED_PACK, [
      { path: 'criticalCounts.hullDamage', value: 12 },
      { path: 'criticalCounts.weaponDamaged', value: 4 },
    ]);
    if (!r.ok) throw new Error(r.errors.join());
    const deck = buildCriticalDeck(r.pack.criticalCounts);
    expect(deck.length).toBe(46);
    expect(deck.filter((c) => c.kind === 'hullDamage').length).toBe(12);
    expect(applyOverrides(SHIPPED_PACK, [{ path: 'criticalCounts.hullDamage', value: 12 }]).ok).toBe(false); // 48 cards: refused
  });
});
