/**
 * Issue 22: rules a player reaches at the table that went wrong or were missing — destruction piles from a dogfight's
 * return fire, escorts carried by an adjust and stepping one inch away, redeploy suggestions, Scout, Bomber Cover.
 * Each test quotes the rule it plays.
 */
import { describe, expect, test } from 'vitest';
import { alignedFully, pointDistance, pose, rectOverlap, type Pose } from '../../geometry';
import { dogfightRead, type DfWing } from '../rules/combat/dogfight';
import { describeEvent } from './describe';
import { ev } from './events';
import { expected } from './flow';
import { targetFromGame } from './fromCombat';
import { EVENT_BODY_SCHEMAS, eventGate } from './gate';
import { eventMigrate } from './log';
import { gameApply } from './reducer';
import { fighterClassOf, fighterRect, shipRect } from './helpers';
import { actionPhase, editFighter, fighterOf, frontEscort, huntersActive, shipOf, turn2 } from './scenes.testing';
import { escortStepAway, redeploySpotProblem, redeploySpots } from './status';
import { play, tryApply } from './testkit.testing';
import type { FighterState, GameState } from './state';

const at = (s: GameState, id: string): Pose => fighterOf(s, id).pose as Pose;
const dfw = (s: GameState, f: FighterState): DfWing => {
  const w = fighterClassOf(s, f).weapon;
  return { id: f.id, x: (f.pose as Pose).x, y: (f.pose as Pose).y, disrupted: f.disrupted, gunCount: w.gunCount, power: w.power, specials: w.specials };
};

/** Hunter 1 placed 3.5" from the front escort of SFP-1, with two Interceptors beside the target returning fire. */
function dogfightScene(): { s: GameState; target: string; friend: string } {
  let s = huntersActive();
  const t = frontEscort(s);
  const tp = t.pose as Pose;
  const friend = s.fighters.find((f) => f.owner === 'surakari' && f.id !== t.id && f.pose && pointDistance(f.pose, tp) <= 3) as FighterState;
  // Hunter 1 alone within 3" of itself: the return fire can only reach it.
  s = editFighter(s, 'Hunter 1', (f) => ({ ...f, pose: pose(tp.x, tp.y - 3.5, 90) }));
  return { s, target: t.id, friend: friend.id };
}

describe('destruction piles (issue 22)', () => {
  test('return fire 4 5 5 4 gives Hunter 1 both damage tokens: it goes to the YELLOW pile, and regroup discards it only on 1–2', () => {
    // Rules: Kalidasia "Fighter Regrouping - Destruction Piles" — "One pile is for fighter tokens that were removed because they received
    // two yellow damage tokens. The other pile is for fighter tokens which were removed because they received a red damage token."
    // "Fighter Regrouping - Re-deployment" — "roll a die for each fighter token in the yellow damage pile. For each die which rolled a 1 or 2, discard that token".
    const { s: s0, target, friend } = dogfightScene();
    const side = (owner: string) => s0.fighters.filter((f) => f.owner === owner && f.status === 'deployed' && f.pose).map((f) => dfw(s0, f));
    const read = dogfightRead({
      attackers: [dfw(s0, fighterOf(s0, 'Hunter 1'))],
      defenders: [dfw(s0, fighterOf(s0, target)), dfw(s0, fighterOf(s0, friend))],
      attackerSide: side('heragul'),
      defenderSide: side('surakari'),
      attackerDice: [1, 1],
      defenderDice: [4, 5, 5, 4],
    });
    if (!read.ok) throw new Error(read.reason);
    expect(read.value.onAttackers).toEqual({ destroyed: [], disrupted: ['Hunter 1', 'Hunter 1'] });
    let s = play(s0, {
      type: 'fighterAttack',
      attackers: ['Hunter 1'],
      target: { kind: 'fighter', id: target },
      outcome: { kind: 'dogfight', attackerDice: [1, 1], defenderDice: [4, 5, 5, 4], defenders: [target, friend], onDefenders: read.value.onDefenders, onAttackers: read.value.onAttackers },
    });
    expect(fighterOf(s, 'Hunter 1').status).toBe('yellow');
    // To turn 2's regroup: a 3 keeps a yellow-pile token (a red-pile token would be discarded on 1–4).
    s = play(s, { type: 'activationEnd' });
    const carry = s;
    let t2 = turn2((x) => ({ ...x, fighters: x.fighters.map((f) => (f.id === 'Hunter 1' ? fighterOf(carry, 'Hunter 1') : f)) }));
    // Turn 2: every Surakari pile is empty; Heragul rolls for Hunter 1's yellow pile.
    while (expected(t2).kind === 'regroupRoll' && (expected(t2) as { player: string }).player !== 'heragul') t2 = play(t2, { type: 'regroupRoll', player: 'surakari', yellow: [], red: [] });
    expect(expected(t2)).toEqual({ kind: 'regroupRoll', player: 'heragul' });
    const wrongPile = tryApply(t2, { type: 'regroupRoll', player: 'heragul', yellow: [], red: [3] });
    t2 = play(t2, { type: 'regroupRoll', player: 'heragul', yellow: [3], red: [] });
    expect({ wrongPile: wrongPile.ok, status: fighterOf(t2, 'Hunter 1').status }).toEqual({ wrongPile: false, status: 'waiting' });
  });

  test('a six in the return fire sends the wing to the RED pile', () => {
    const { s: s0, target } = dogfightScene();
    const s = play(s0, {
      type: 'fighterAttack',
      attackers: ['Hunter 1'],
      target: { kind: 'fighter', id: target },
      outcome: { kind: 'dogfight', attackerDice: [1, 1], defenderDice: [6, 1], defenders: [target], onDefenders: { destroyed: [], disrupted: [] }, onAttackers: { destroyed: ['Hunter 1'], disrupted: [] } },
    });
    expect(fighterOf(s, 'Hunter 1').status).toBe('red');
  });

  test('High ROF re-rolls are recorded with the dogfight, and must be dice', () => {
    // Rules: Kalidasia "Weapon Special Abilities" — "High ROF – This weapon can always re-roll its anti-fighter attacks which miss."
    const { s: s0, target } = dogfightScene();
    const body = (rerolls: number[]) => ({
      type: 'fighterAttack' as const,
      attackers: ['Hunter 1'],
      target: { kind: 'fighter' as const, id: target },
      outcome: { kind: 'dogfight' as const, attackerDice: [6, 1], defenderDice: [], attackerExtras: { rerolls }, defenders: [], onDefenders: { destroyed: [target], disrupted: [] }, onAttackers: { destroyed: [], disrupted: [] } },
    });
    expect(tryApply(s0, body([7]))).toEqual({ ok: false, reason: 'Attacker Blast and High ROF dice: die 1 shows 7, not a result of a six-sided die.' });
    expect(tryApply(s0, body([4])).ok).toBe(true);
  });
});

describe('escorts (issue 22)', () => {
  test('adjusting an escorted warship to the table carries its escorts with it rigidly', () => {
    // Rules: Kalidasia "Warship Escorting" — "the escorting fighters are assumed to never leave the side of the warship."
    const s0 = actionPhase('initiative');
    const ship = shipOf(s0, 'SFP-1');
    const escorts = s0.fighters.filter((f) => f.escorting === 'SFP-1');
    const to = pose((ship.pose as Pose).x + 3, (ship.pose as Pose).y - 2, (ship.pose as Pose).heading + 45);
    const s = play(s0, { type: 'adjust', unit: { kind: 'ship', id: 'SFP-1' }, pose: to });
    const sr = shipRect(s, shipOf(s, 'SFP-1'));
    const stillAligned = escorts.map((f) => alignedFully(fighterRect(s, fighterOf(s, f.id)) as never, sr as never).aligned);
    const others = s0.fighters.filter((f) => f.escorting !== 'SFP-1').every((f) => JSON.stringify(f.pose) === JSON.stringify(fighterOf(s, f.id).pose));
    expect({ n: escorts.length, stillAligned, others }).toEqual({ n: 4, stillAligned: [true, true, true, true], others: true });
  });

  test('a wing that stops escorting moves one inch away from the warship (no longer touching it); moving toward it is refused', () => {
    // Rules: Kalidasia "Fighter Escorting" — "If a fighter token is no longer going to escort a warship, move the token one inch away from the warship to indicate this decision."
    const s = turn2((x) => x);
    const x = expected(s);
    expect(x).toEqual({ kind: 'escorts', player: 'surakari' });
    const i2 = fighterOf(s, 'Interceptor 2');
    const ship = shipOf(s, i2.alignedAtStart[0] as string);
    const away = escortStepAway(s, 'Interceptor 2') as Pose;
    const keep = [1, 3, 4, 5, 6, 7, 8].map((i) => ({ fighter: `Interceptor ${i}`, ship: i <= 4 ? 'SFP-1' : 'SFP-2' }));
    const toward = pose(2 * (i2.pose as Pose).x - away.x, 2 * (i2.pose as Pose).y - away.y, away.heading);
    const refused = tryApply(s, { type: 'escorts', player: 'surakari', escorts: keep, moved: [{ fighter: 'Interceptor 2', pose: toward }] });
    const after = play(s, { type: 'escorts', player: 'surakari', escorts: keep, moved: [{ fighter: 'Interceptor 2', pose: away }] });
    const gap = -rectOverlap(fighterRect(after, fighterOf(after, 'Interceptor 2')) as never, shipRect(after, ship) as never).depth;
    expect({ moved: Math.round(pointDistance(i2.pose as Pose, away) * 100) / 100, gap: Math.round(gap * 100) / 100, refused: refused.ok, escorting: fighterOf(after, 'Interceptor 2').escorting }).toEqual({
      moved: 1,
      gap: 1,
      refused: false,
      escorting: null,
    });
  });

  test('an escort fires during its warship\'s activation, at any point of the movement (after the move too)', () => {
    // Rules: Kalidasia "Warship Escorting" — "Each fighter wing may attack according to normal rules once during the warship's activation. These attacks can be made at any point during the warship's movement."
    let s = actionPhase('initiative');
    const front = frontEscort(s);
    const fp = front.pose as Pose;
    s = editFighter(s, 'Hunter 1', (f) => ({ ...f, pose: pose(fp.x, fp.y - 13, 90) }));
    s = play(
      s,
      { type: 'activateShip', player: 'surakari', ship: 'SFP-1' },
      { type: 'sensors', ship: 'SFP-1', placement: {} },
      { type: 'engines', ship: 'SFP-1', engine: { velocity: null, turn: null }, thrusters: null },
      { type: 'move', ship: 'SFP-1', distance: 10, turns: [] },
    );
    const attack = { type: 'fighterAttack' as const, attackers: [front.id], target: { kind: 'fighter' as const, id: 'Hunter 1' }, outcome: { kind: 'dogfight' as const, attackerDice: [6, 2], defenderDice: [2, 2], defenders: ['Hunter 1'], onDefenders: { destroyed: ['Hunter 1'], disrupted: [] }, onAttackers: { destroyed: [], disrupted: [] } } };
    s = play(s, attack);
    expect([fighterOf(s, 'Hunter 1').status, fighterOf(s, front.id).attacked]).toEqual(['red', true]);
  });
});

describe('redeploy suggestions (issue 22)', () => {
  test('suggested spots are within 6" of a friendly warship, 12" from the enemy, and off every token', () => {
    // Rules: Kalidasia "Fighter Regrouping - Re-deployment" — "within six inches of a friendly warship and at least 12 inches from enemy warship/fighter tokens".
    let s = turn2((x) => ({ ...x, fighters: x.fighters.map((f) => (['Interceptor 1', 'Interceptor 2', 'Interceptor 3', 'Interceptor 5'].includes(f.id) ? { ...f, status: 'yellow' as const, pose: null, escorting: null } : f)) }));
    s = play(s, { type: 'regroupRoll', player: 'surakari', yellow: [5, 5, 5, 5], red: [] });
    const token = fighterClassOf(s, fighterOf(s, 'Interceptor 1')).tokenSize;
    const spots = redeploySpots(s, 'surakari', 4, token);
    const tokens = [...s.ships.flatMap((x) => shipRect(s, x) ?? []), ...s.fighters.flatMap((f) => fighterRect(s, f) ?? [])];
    const clear = spots.every((q, i) => tokens.every((t) => !rectOverlap(t, { pose: q, footprint: token }).overlaps) && spots.every((o, j) => i === j || !rectOverlap({ pose: o, footprint: token }, { pose: q, footprint: token }).overlaps));
    expect({ n: spots.length, problems: spots.map((q) => redeploySpotProblem(s, 'surakari', q)), clear }).toEqual({ n: 4, problems: [null, null, null, null], clear: true });
    const placed = tryApply(s, { type: 'redeploy', player: 'surakari', fighters: ['Interceptor 1', 'Interceptor 2', 'Interceptor 3', 'Interceptor 5'].map((fighter, i) => ({ fighter, pose: spots[i] as Pose })), waiting: [] });
    expect(placed.ok).toBe(true);
  });
});

describe('Scout (issue 22)', () => {
  test('a Scout wing moving over an enemy warship places a sensor token on it, once per turn; not when it did not pass over', () => {
    // Rules: Kalidasia "Weapon Special Abilities" — "Scout – Once per turn, a Fighter equipped with this weapon can place a sensor token on a warship when it moves over that warship."
    let s = huntersActive((x) => editFighter(x, 'Hunter 1', (f) => ({ ...f, kind: 'scout' })));
    const ship = shipOf(s, 'SFP-1').pose as Pose;
    const h1 = at(s, 'Hunter 1');
    const over = pose(ship.x, ship.y + 2, 90);
    const far = tryApply(s, { type: 'fighterMove', moves: [{ fighter: 'Hunter 1', pose: pose(h1.x + 1, h1.y, 90) }], scout: [{ fighter: 'Hunter 1', ship: 'SFP-1' }] });
    const notScout = tryApply(s, { type: 'fighterMove', moves: [{ fighter: 'Hunter 2', pose: at(s, 'Hunter 2') }], scout: [{ fighter: 'Hunter 2', ship: 'SFP-1' }] });
    // Bring Hunter 1 within 12" of SFP-1's path first.
    s = editFighter(s, 'Hunter 1', (f) => ({ ...f, pose: pose(ship.x, ship.y - 8, 90) }));
    s = play(s, { type: 'fighterMove', moves: [{ fighter: 'Hunter 1', pose: over }], scout: [{ fighter: 'Hunter 1', ship: 'SFP-1' }] });
    const again = tryApply(s, { type: 'fighterMove', moves: [{ fighter: 'Hunter 1', pose: pose(ship.x, ship.y - 2, 90) }], scout: [{ fighter: 'Hunter 1', ship: 'SFP-1' }] });
    expect({ far, notScout, sensors: s.sensors['heragul']?.['SFP-1'], again: again.ok }).toEqual({
      far: { ok: false, overrulable: true, reason: expect.stringMatching(/^Hunter 1 did not move over .*"Weapon Special Abilities"/) },
      notScout: { ok: false, reason: 'Hunter 2 has no Scout weapon. (rules: "Weapon Special Abilities")' },
      sensors: 1,
      again: false,
    });
  });
});

describe('Bomber Cover (issue 22)', () => {
  test('a non-bomber wing in contact with a disrupted bomber takes the hit instead, once per turn', () => {
    // Rules: Kalidasia "Bomber Cover" — "Once per turn, when a bomber is destroyed or disrupted, a friendly non-bomber fighter wing in contact with the bomber can have the effect applied to them instead."
    let s = huntersActive();
    const t = frontEscort(s);
    const tp = t.pose as Pose;
    // Hunter 2 becomes a bomber (Attack Cruiser) beside Hunter 3, within an Interceptor's reach.
    s = editFighter(s, 'Hunter 2', (f) => ({ ...f, kind: 'attackCruiser', pose: pose(tp.x, tp.y - 3.5, 90) }));
    const len = fighterClassOf(s, fighterOf(s, 'Hunter 2')).tokenSize.length;
    s = editFighter(s, 'Hunter 3', (f) => ({ ...f, pose: pose(tp.x + len, tp.y - 3.5, 90) }));
    s = editFighter(s, 'Hunter 4', (f) => ({ ...f, pose: pose(tp.x + 2 * len + 2, tp.y - 3.5, 90) }));
    s = play(s, { type: 'activationEnd' });
    // SFP-1's escort (Surakari) attacks the bomber during SFP-1's activation... SFP-1 has activated: use SFP-2's escort via a dogfight from a fighter activation instead.
    const hits = (cover: { bomber: string; by: string }[]) => ({ destroyed: ['Hunter 2'], disrupted: [], cover });
    const fire = (cover: { bomber: string; by: string }[]) => ({
      type: 'fighterAttack' as const,
      attackers: [t.id],
      target: { kind: 'fighter' as const, id: 'Hunter 2' },
      outcome: { kind: 'dogfight' as const, attackerDice: [6, 1], defenderDice: [], defenders: [], onDefenders: hits(cover), onAttackers: { destroyed: [], disrupted: [] } },
    });
    // Put the escort's warship through its activation to the move step so its escort may fire.
    s = play(s, { type: 'activateShip', player: 'surakari', ship: 'SFP-2' });
    const sfp2Escort = s.fighters.find((f) => f.escorting === 'SFP-2') as FighterState;
    s = editFighter(s, sfp2Escort.id, (f) => ({ ...f, pose: pose(tp.x, tp.y, 90) }));
    s = editFighter(s, t.id, (f) => ({ ...f, pose: pose(tp.x - 10, tp.y + 6, 90) }));
    s = play(s, { type: 'sensors', ship: 'SFP-2', placement: {} }, { type: 'engines', ship: 'SFP-2', engine: { velocity: null, turn: null }, thrusters: null });
    const viaEscort = (cover: { bomber: string; by: string }[]) => ({ ...fire(cover), attackers: [sfp2Escort.id] });
    const far = tryApply(s, viaEscort([{ bomber: 'Hunter 2', by: 'Hunter 4' }]));
    const covered = play(s, viaEscort([{ bomber: 'Hunter 2', by: 'Hunter 3' }]));
    expect({
      far,
      bomber: fighterOf(covered, 'Hunter 2').status,
      cover: fighterOf(covered, 'Hunter 3').status,
    }).toEqual({
      far: { ok: false, overrulable: true, reason: expect.stringMatching(/Hunter 4 is not in contact with Hunter 2\. \(rules: "Bomber Cover"\)$/) },
      bomber: 'deployed',
      cover: 'red',
    });
  });
});

describe('Using Upgrade Cards (issue 22)', () => {
  test('a used card is turned face down (not usable again this turn, and Reinforced Armor no longer applies), flipped up in the end phase; reactor points are spent', () => {
    // Rules: Kalidasia "Using Upgrade Cards" — "Some cards require reactor points to be spent ... a few are either discarded or flipped when used.
    // A flipped upgrade card cannot be used again until it is flipped face up at the end of the current turn."
    let s = actionPhase('initiative');
    s = { ...s, ships: s.ships.map((x) => (x.id === 'SFP-1' ? { ...x, upgrades: [...x.upgrades, 'reinforcedArmor'] } : x)) };
    const before = targetFromGame(s, 'SFP-1', 'heragul')?.reinforcedArmor;
    const missing = tryApply(s, { type: 'upgradeUse', ship: 'SFP-2', upgrade: 'reinforcedArmor', how: 'flip' });
    const tooDear = tryApply(s, { type: 'upgradeUse', ship: 'SFP-1', upgrade: 'reinforcedArmor', how: 'flip', reactor: 99 });
    s = play(s, { type: 'upgradeUse', ship: 'SFP-1', upgrade: 'reinforcedArmor', how: 'flip', reactor: 1 });
    const again = tryApply(s, { type: 'upgradeUse', ship: 'SFP-1', upgrade: 'reinforcedArmor', how: 'flip' });
    expect({
      before,
      after: targetFromGame(s, 'SFP-1', 'heragul')?.reinforcedArmor,
      spent: shipOf(s, 'SFP-1').reactor.spent,
      missing: missing.ok,
      tooDear: tooDear.ok,
      again: again.ok === false && again.reason,
      line: describeEvent(s, ev({ type: 'upgradeUse', ship: 'SFP-1', upgrade: 'reinforcedArmor', how: 'flip', reactor: 1 })).text,
    }).toEqual({
      before: true,
      after: false,
      spent: 1,
      missing: false,
      tooDear: false,
      again: 'Reinforced Armor of Draco Frigate SFP-1 is face down: it cannot be used again until the end phase flips it face up. (rules: "Using Upgrade Cards")',
      line: 'Draco Frigate SFP-1 uses Reinforced Armor, turned face down until the end phase, spending 1 reactor point.',
    });
  });
});

describe('save format (issue 22): event version 2', () => {
  test('an adjust written before version 2 leaves the escorts where they were on replay; a new one carries them', () => {
    const s0 = actionPhase('initiative');
    const ship = shipOf(s0, 'SFP-1').pose as Pose;
    const to = pose(ship.x + 3, ship.y, ship.heading);
    const old = eventMigrate({ type: 'adjust', unit: { kind: 'ship', id: 'SFP-1' }, pose: to, v: 1 }, 0);
    if (!old.ok) throw new Error(old.reason);
    const escort = s0.fighters.find((f) => f.escorting === 'SFP-1') as FighterState;
    const replayed = gameApply(s0, old.event);
    const fresh = play(s0, { type: 'adjust', unit: { kind: 'ship', id: 'SFP-1' }, pose: to });
    if (!replayed.ok) throw new Error(replayed.reason);
    expect({
      migrated: old.event,
      left: fighterOf(replayed.state, escort.id).pose,
      carried: (fighterOf(fresh, escort.id).pose as Pose).x - (escort.pose as Pose).x,
    }).toEqual({ migrated: { type: 'adjust', unit: { kind: 'ship', id: 'SFP-1' }, pose: to, escorts: 'left', v: 2 }, left: escort.pose, carried: 3 });
  });
});

describe('the gate keeps the new fields (issue 22)', () => {
  test('Scout drops, dogfight re-rolls, Bomber Cover, upgradeUse, escorts left and upgrades used pass the event schema unchanged', () => {
    const s = huntersActive((x) => editFighter(x, 'Hunter 1', (f) => ({ ...f, kind: 'scout' })));
    const ship = shipOf(s, 'SFP-1').pose as Pose;
    const moved = { type: 'fighterMove' as const, moves: [{ fighter: 'Hunter 1', pose: pose(ship.x, ship.y + 2, 90) }], scout: [{ fighter: 'Hunter 1', ship: 'SFP-1' }] };
    const s1 = editFighter(s, 'Hunter 1', (f) => ({ ...f, pose: pose(ship.x, ship.y - 8, 90) }));
    const r = eventGate(s1, ev(moved), 0);
    const bodies = [
      ev(moved),
      ev({ type: 'fighterAttack', attackers: ['Hunter 1'], target: { kind: 'fighter', id: 'X' }, outcome: { kind: 'dogfight', attackerDice: [6, 1], defenderDice: [], attackerExtras: { bonus: [], rerolls: [4] }, defenders: [], onDefenders: { destroyed: ['B'], disrupted: [], cover: [{ bomber: 'B', by: 'C' }] }, onAttackers: { destroyed: [], disrupted: [] } } }),
      ev({ type: 'upgradeUse', ship: 'SFP-1', upgrade: 'reinforcedArmor', how: 'flip', reactor: 1, note: 'used' }),
      ev({ type: 'adjust', unit: { kind: 'ship', id: 'SFP-1' }, pose: ship, escorts: 'left' }),
      ev({ type: 'fire', ship: 'SFP-1', battery: 0, target: { kind: 'ship', id: 'HHF-1' }, outcome: { kind: 'power', gunDice: [1], sensorRerolls: [], hits: 0, solidHits: 0, overcharge: false, powerDice: [], damage: { hullDamage: 0, deck: [], cards: [], destructionDice: null, upgradesUsed: ['reinforcedSI'] } } }),
    ];
    expect({ scout: r.ok ? r.state.sensors['heragul']?.['SFP-1'] : r.reason, kept: bodies.map((b) => {
        const { type, v: _v, ...body } = b;
        return JSON.stringify(EVENT_BODY_SCHEMAS[type].parse(body)) === JSON.stringify(body);
      }) }).toEqual({ scout: 1, kept: [true, true, true, true, true] });
  });
});
