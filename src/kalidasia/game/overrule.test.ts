/**
 * Overrulable refusals (issue 13 "The physical table is the truth"): every refusal on geometric grounds only is
 * `overrulable`, and the same event carrying a players' ruling is applied without those checks; refusals on rule
 * grounds (wrong phase, out of turn, destroyed battery, already fired, disrupted) are never overrulable.
 */
import { describe, expect, test } from 'vitest';
import { pose, type Pose } from '../../geometry';
import { ev, EVENT_VERSION, type GameEventBody } from './events';
import { logAppend, logFromJson, logNew, logToJson } from './log';
import { gameApply } from './reducer';
import { cruise, escortPoses, fresh, H1, HUNTERS, play, S1, tryApply, V10 } from './testkit.testing';
import { actionPhase, dracoFiring, editFighter, editShip, fighterOf, huntersActive, precisionSetup, shipOf, tryRuled, turn2 } from './scenes.testing';
import type { GameState } from './state';

/** The plain verdict and the verdict with a ruling. */
function both(s: GameState, body: GameEventBody) {
  const plain = tryApply(s, body);
  const ruled = tryRuled(s, body, plain.ok ? '' : plain.reason);
  return { plain: plain.ok ? 'accepted' : { overrulable: plain.overrulable === true, reason: plain.reason }, ruled: ruled.ok ? 'accepted' : ruled.reason, state: ruled.ok ? ruled.state : null };
}

const geometric = (section: string) => ({ overrulable: true, reason: expect.stringContaining(`(rules: "${section}")`) });

const rolled = (): GameState => play(fresh(), { type: 'deployRoll', rolls: { heragul: 2, surakari: 5 } });
const miss = { kind: 'power' as const, gunDice: [1, 2], sensorRerolls: [], hits: 0, solidHits: 0, overcharge: false, powerDice: [], damage: { hullDamage: 0, deck: [], cards: [], destructionDice: null } };
const noDogfight = (target: string) => ({ kind: 'dogfight' as const, attackerDice: [1], defenderDice: [], defenders: [target], onDefenders: { destroyed: [], disrupted: [] }, onAttackers: { destroyed: [], disrupted: [] } });

describe('geometric refusals are overrulable; a ruling applies the event', () => {
  test('deployment zone (warship and fighters)', () => {
    const r = both(rolled(), { type: 'deployShip', player: 'heragul', ship: 'HHF-1', pose: pose(20, 30, 90), velocity: V10, escorts: [] });
    expect([r.plain, r.ruled, r.state && shipOf(r.state, 'HHF-1').pose]).toEqual([geometric('Deploying the Squadrons'), 'accepted', pose(20, 30, 90)]);
    let d = rolled();
    const e = escortPoses(d, 'SFP', S1, 4);
    d = play(
      d,
      { type: 'deployShip', player: 'heragul', ship: 'HHF-1', pose: H1, velocity: V10, escorts: [] },
      { type: 'deployShip', player: 'surakari', ship: 'SFP-1', pose: S1, velocity: V10, escorts: e.map((p, i) => ({ fighter: `Interceptor ${i + 1}`, pose: p })) },
      { type: 'deployShip', player: 'heragul', ship: 'HHF-2', pose: pose(50, 6, 90), velocity: V10, escorts: [] },
      { type: 'deployShip', player: 'surakari', ship: 'SFP-2', pose: pose(50, 42, 270), velocity: V10, escorts: [] },
    );
    const f = both(d, { type: 'deployFighters', player: 'heragul', fighters: HUNTERS.map((id, i) => ({ fighter: id, pose: pose(28 + i * 2, i === 0 ? 24 : 10, 90) })) });
    expect([f.plain, f.ruled]).toEqual([geometric('Deploying the Squadrons'), 'accepted']);
  });

  test('escorts deployed fully aligned with their warship', () => {
    const s = play(rolled(), { type: 'deployShip', player: 'heragul', ship: 'HHF-1', pose: H1, velocity: V10, escorts: [] });
    const r = both(s, { type: 'deployShip', player: 'surakari', ship: 'SFP-1', pose: S1, velocity: V10, escorts: [{ fighter: 'Interceptor 1', pose: pose(S1.x + 6, S1.y, 270) }] });
    expect([r.plain, r.ruled, r.state && fighterOf(r.state, 'Interceptor 1').escorting]).toEqual([geometric('Fully Aligned'), 'accepted', 'SFP-1']);
    // On the zone's inner edge, an escort ahead of the warship would stand outside the zone.
    const edge = pose(20, 37.5, 270);
    const ahead = escortPoses(s, 'SFP', edge, 4).sort((a, b) => a.y - b.y)[0] as Pose;
    const z = both(s, { type: 'deployShip', player: 'surakari', ship: 'SFP-1', pose: edge, velocity: V10, escorts: [{ fighter: 'Interceptor 1', pose: ahead }] });
    expect([ahead.y < 36, z.plain, z.ruled]).toEqual([true, geometric('Deploying the Squadrons'), 'accepted']);
  });

  test('redeploy distances (6" of a friendly warship, 12" from the enemy) and waiting while a spot exists', () => {
    const piles = (st: GameState) => editFighter(st, 'Interceptor 2', (f) => ({ ...f, status: 'red', pose: null, escorting: null }));
    const s = play(turn2(piles), { type: 'regroupRoll', player: 'surakari', yellow: [], red: [6] });
    const sfp2 = shipOf(s, 'SFP-2').pose as Pose;
    const far = both(s, { type: 'redeploy', player: 'surakari', fighters: [{ fighter: 'Interceptor 2', pose: pose(sfp2.x, sfp2.y + 7, 270) }], waiting: [] });
    const wait = both(s, { type: 'redeploy', player: 'surakari', fighters: [], waiting: ['Interceptor 2'] });
    expect([far.plain, far.ruled, wait.plain, wait.ruled]).toEqual([geometric('Fighter Regrouping - Re-deployment'), 'accepted', geometric('Fighter Regrouping - Re-deployment'), 'accepted']);
  });

  test('escort eligibility by alignment at the start of the turn, and the one-inch move away', () => {
    const s = turn2((st) => editFighter(st, 'Interceptor 1', (f) => ({ ...f, pose: pose(5, 40, 270) })));
    const keep = both(s, { type: 'escorts', player: 'surakari', escorts: [{ fighter: 'Interceptor 1', ship: 'SFP-1' }], moved: [] });
    const i2 = fighterOf(s, 'Interceptor 2').pose as Pose;
    const away = both(s, { type: 'escorts', player: 'surakari', escorts: [], moved: [{ fighter: 'Interceptor 2', pose: pose(i2.x - 3, i2.y, i2.heading) }] });
    expect([keep.plain, keep.ruled, away.plain, away.ruled]).toEqual([geometric('Warship Escorting'), 'accepted', geometric('Fighter Escorting'), 'accepted']);
  });

  test('warship fire: range, combat arc, firing point on the path', () => {
    const s = dracoFiring();
    const range = both(s, { type: 'fire', ship: 'SFP-1', battery: 1, target: { kind: 'ship', id: 'HHF-2' }, outcome: miss });
    const behind = play(
      actionPhase('initiative', (st) => editShip(st, 'HHF-1', (x) => ({ ...x, pose: pose(20, 40, 90) }))),
      { type: 'activateShip', player: 'surakari', ship: 'SFP-1' },
      { type: 'sensors', ship: 'SFP-1', placement: {} },
      { type: 'engines', ship: 'SFP-1', engine: { velocity: { maneuver: 'accelerate', points: 1 }, turn: null }, thrusters: null },
      { type: 'move', ship: 'SFP-1', distance: 13, turns: [] },
    );
    const arc = both(behind, { type: 'fire', ship: 'SFP-1', battery: 1, target: { kind: 'ship', id: 'HHF-1' }, outcome: miss });
    const off = both(s, { type: 'fire', ship: 'SFP-1', battery: 1, target: { kind: 'ship', id: 'HHF-1' }, from: pose(30, 36, 270), outcome: miss });
    expect([range.plain, range.ruled, arc.plain, arc.ruled, off.plain, off.ruled]).toEqual([
      geometric('Range and Arc'),
      'accepted',
      geometric('Range and Arc'),
      'accepted',
      geometric('Warship Combat'),
      'accepted',
    ]);
  });

  test('anti-fighter fire: only wings within 3" of the target can be hit', () => {
    const s0 = dracoFiring();
    const h = fighterOf(s0, 'Hunter 1');
    const s = editFighter(editFighter(s0, 'Hunter 1', (f) => ({ ...f, pose: pose(20, 26, 90) })), 'Hunter 2', (f) => ({ ...f, pose: pose(26, 26, 90) }));
    const r = both(s, { type: 'fire', ship: 'SFP-1', battery: 2, target: { kind: 'fighter', id: h.id }, outcome: { kind: 'antiFighter', dice: [6, 6, 6], fighters: { destroyed: ['Hunter 1', 'Hunter 2'], disrupted: [] }, missilesDestroyed: [] } });
    expect([r.plain, r.ruled]).toEqual([geometric('Applying Damage from Anti-Fighter Weapons'), 'accepted']);
  });

  test('fighter movement distance', () => {
    const s = huntersActive();
    const r = both(s, { type: 'fighterMove', moves: [{ fighter: 'Hunter 1', pose: pose(28, 23, 90) }] });
    expect([r.plain, r.ruled]).toEqual([geometric('Fighters and Other Small Craft Activation'), 'accepted']);
  });

  test('fighter attacks: weapon range, supporters within 3", defenders within 3", precision by full alignment', () => {
    const s = huntersActive((st) => editFighter(st, 'Interceptor 1', (f) => ({ ...f, pose: pose(28, 16, 270) })));
    const range = both(s, { type: 'fighterAttack', attackers: ['Hunter 1'], target: { kind: 'fighter', id: 'Interceptor 1' }, outcome: noDogfight('Interceptor 1') });
    const near = editFighter(s, 'Hunter 1', (f) => ({ ...f, pose: pose(28, 14, 90) }));
    const support = both(near, { type: 'fighterAttack', attackers: ['Hunter 1', 'Hunter 5'], target: { kind: 'fighter', id: 'Interceptor 1' }, outcome: { ...noDogfight('Interceptor 1'), attackerDice: [1, 1] } });
    const defend = both(near, { type: 'fighterAttack', attackers: ['Hunter 1'], target: { kind: 'fighter', id: 'Interceptor 1' }, outcome: { ...noDogfight('Interceptor 1'), defenders: ['Interceptor 1', 'Interceptor 5'], defenderDice: [1, 1] } });
    const p = precisionSetup();
    const precise = both(p, { type: 'fighterAttack', attackers: ['Hunter 3'], target: { kind: 'ship', id: 'SFP-2' }, outcome: { kind: 'precision', defensiveFire: null, dice: [1], damage: { hullDamage: 0, deck: [], cards: [], destructionDice: null } } });
    expect([range.plain, range.ruled, support.plain, support.ruled, defend.plain, defend.ruled, precise.plain, precise.ruled]).toEqual([
      geometric('Anti-Fighter Weapons'),
      'accepted',
      geometric('Dogfighting'),
      'accepted',
      geometric('Dogfighting'),
      'accepted',
      geometric('Precision Attack'),
      'accepted',
    ]);
  });

  test('an escort moving to block stays fully aligned', () => {
    const s = huntersActive();
    const p = fighterOf(s, 'Interceptor 2').pose as Pose;
    const r = both(s, { type: 'interpose', fighter: 'Interceptor 2', pose: pose(p.x + 10, p.y, p.heading) });
    expect([r.plain, r.ruled]).toEqual([geometric('Warship Escorting'), 'accepted']);
  });

  test('missile movement: 24" straight toward an enemy warship', () => {
    let s = huntersActive();
    s = { ...s, missiles: [{ id: 'Missile 1', owner: 'heragul', ship: 'HHF-1', battery: 1, power: 3, pose: pose(20, 10, 90), contact: null }], missileSeq: 1 };
    s = play(s, { type: 'activationEnd' });
    s = cruise(cruise(cruise(s, 'surakari', 'SFP-2'), 'heragul', 'HHF-1'), 'heragul', 'HHF-2');
    expect(s.phase.kind).toBe('missiles');
    const short = both(s, { type: 'missilesMoved', player: 'heragul', moves: [{ missile: 'Missile 1', toward: 'SFP-1', pose: pose(20, 20, 90), contact: false }] });
    const bent = both(s, { type: 'missilesMoved', player: 'heragul', moves: [{ missile: 'Missile 1', toward: 'SFP-1', pose: pose(44, 10, 0), contact: false }] });
    expect([short.plain, short.ruled, bent.plain, bent.ruled]).toEqual([geometric('Missile Movement'), 'accepted', geometric('Missile Movement'), 'accepted']);
  });
});

describe('rule refusals stay refused with a ruling', () => {
  const notOverrulable = (section: string) => ({ overrulable: false, reason: expect.stringContaining(`(rules: "${section}")`) });
  test('out of turn, wrong phase', () => {
    const out = both(rolled(), { type: 'deployShip', player: 'surakari', ship: 'SFP-1', pose: S1, velocity: V10, escorts: [] });
    const phase = both(rolled(), { type: 'initiativeRoll', rolls: { heragul: 1, surakari: 2 } });
    expect([out.plain, out.ruled, phase.plain, phase.ruled]).toEqual([
      notOverrulable('Deploying the Squadrons'),
      expect.stringContaining('out of turn'),
      notOverrulable('Initiative Phase'),
      expect.stringContaining('not possible now'),
    ]);
  });
  test('destroyed battery, battery already fired', () => {
    const s = dracoFiring();
    const broken = both(editShip(s, 'SFP-1', (x) => ({ ...x, criticals: { ...x.criticals, weapons: ['none', 'destroyed', 'none', 'none'] } })), { type: 'fire', ship: 'SFP-1', battery: 1, target: { kind: 'ship', id: 'HHF-2' }, outcome: miss });
    const fired = play(s, { type: 'fire', ship: 'SFP-1', battery: 0, target: { kind: 'ship', id: 'HHF-1' }, outcome: miss });
    const again = both(fired, { type: 'fire', ship: 'SFP-1', battery: 0, target: { kind: 'ship', id: 'HHF-2' }, outcome: miss });
    expect([broken.plain, broken.ruled, again.plain, again.ruled]).toEqual([
      notOverrulable('Resolving the Attack'),
      expect.stringContaining('is destroyed and cannot attack'),
      notOverrulable('Warship Combat'),
      expect.stringContaining('already fired this activation'),
    ]);
  });
  test('a disrupted wing cannot escort; an anti-fighter hit on a friendly wing is not a wing of the side under attack', () => {
    const s = turn2((st) => editFighter(st, 'Interceptor 4', (f) => ({ ...f, disrupted: true })));
    const d = both(s, { type: 'escorts', player: 'surakari', escorts: [{ fighter: 'Interceptor 4', ship: 'SFP-1' }], moved: [] });
    const f = dracoFiring();
    const h = editFighter(f, 'Hunter 1', (x) => ({ ...x, pose: pose(20, 26, 90) }));
    const own = both(h, { type: 'fire', ship: 'SFP-1', battery: 2, target: { kind: 'fighter', id: 'Hunter 1' }, outcome: { kind: 'antiFighter', dice: [6, 6, 6], fighters: { destroyed: ['Interceptor 1'], disrupted: [] }, missilesDestroyed: [] } });
    expect([d.plain, d.ruled, own.ruled]).toEqual([notOverrulable('Warship Escorting'), expect.stringContaining('it is disrupted'), expect.stringContaining('not a wing of the side under attack')]);
  });
});

describe('a ruling is part of the event: stored, saved and replayed', () => {
  test('the ruled event survives the JSON save and replays to the same state; a malformed ruling is refused', () => {
    const s0 = rolled();
    let log = logNew(s0.setup);
    const start = logAppend(log, fresh(), { type: 'deployRoll', rolls: { heragul: 2, surakari: 5 }, v: EVENT_VERSION });
    if (!start.ok) throw new Error(start.reason);
    const ruledEvent = { ...ev({ type: 'deployShip', player: 'heragul', ship: 'HHF-1', pose: pose(20, 30, 90), velocity: V10, escorts: [] }), ruling: { overruled: 'outside the zone', note: 'measured on the table' } };
    const r = logAppend(start.log, start.state, ruledEvent);
    if (!r.ok) throw new Error(r.reason);
    log = r.log;
    const back = logFromJson(logToJson(log));
    const bad = gameApply(start.state, { ...ruledEvent, ruling: null as never });
    expect([back.ok && back.log.events[1]?.ruling, back.ok && shipOf(back.state, 'HHF-1').pose, bad.ok ? 'accepted' : bad.reason]).toEqual([
      { overruled: 'outside the zone', note: 'measured on the table' },
      pose(20, 30, 90),
      expect.stringContaining("A players' ruling must name the refusal it overrules"),
    ]);
  });
});
