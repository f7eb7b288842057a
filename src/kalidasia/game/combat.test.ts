import { describe, expect, test } from 'vitest';
import { pose, type Pose } from '../../geometry';
import { deckCount, invariantProblems } from './invariants';
import { missileFlight } from './missiles';
import { cruise, deployStarter, HUNTERS, play, tryApply } from './testkit.testing';
import { actionPhase, dracoFiring, editShip, precisionSetup, shipOf } from './scenes.testing';

const ship = shipOf;
const edit = editShip;

describe('warship fire (outcomes from the combat engine)', () => {
  test('a resolved power attack: sensor token spent, hull damage, cards applied or discarded, 46 cards conserved', () => {
    let s = dracoFiring();
    s = play(s, {
      type: 'fire',
      ship: 'SFP-1',
      battery: 0,
      target: { kind: 'ship', id: 'HHF-1' },
      outcome: {
        kind: 'power',
        gunDice: [5, 4],
        sensorRerolls: [{ index: 1, value: 4 }],
        hits: 1,
        solidHits: 1,
        overcharge: false,
        powerDice: [5, 6, 2, 1, 5],
        damage: {
          hullDamage: 3,
          deck: [{ draw: 'weaponDamaged-1' }, { draw: 'hullDamage-1' }],
          cards: [
            { card: 'weaponDamaged-1', fate: 'apply', die: 2 },
            { card: 'hullDamage-1', fate: 'apply' },
          ],
          destructionDice: null,
        },
      },
    });
    const h = ship(s, 'HHF-1');
    expect({ hull: h.hullDamage, weapons: h.criticals.weapons, cards: h.cards, discard: s.deck.discard, sensors: s.sensors['surakari'], deck: deckCount(s), problems: invariantProblems(s) }).toEqual({
      hull: 3,
      weapons: ['none', 'damaged', 'none'],
      cards: ['weaponDamaged-1'],
      discard: ['hullDamage-1'],
      sensors: { 'HHF-1': 1 },
      deck: 46,
      problems: [],
    });
  });

  test('refusals: battery already fired, wrong weapon type, out of range, destroyed battery, card not in the deck', () => {
    const s0 = dracoFiring();
    const none = { hullDamage: 0, deck: [], cards: [], destructionDice: null };
    const miss = { kind: 'power' as const, gunDice: [1, 2], sensorRerolls: [], hits: 0, solidHits: 0, overcharge: false, powerDice: [], damage: none };
    const s = play(s0, { type: 'fire', ship: 'SFP-1', battery: 0, target: { kind: 'ship', id: 'HHF-1' }, outcome: miss });
    const again = tryApply(s, { type: 'fire', ship: 'SFP-1', battery: 0, target: { kind: 'ship', id: 'HHF-1' }, outcome: miss });
    const af = tryApply(s, { type: 'fire', ship: 'SFP-1', battery: 2, target: { kind: 'ship', id: 'HHF-1' }, outcome: miss });
    const far = tryApply(s, { type: 'fire', ship: 'SFP-1', battery: 1, target: { kind: 'ship', id: 'HHF-2' }, outcome: miss });
    const broken = tryApply(edit(s, 'SFP-1', (x) => ({ ...x, criticals: { ...x.criticals, weapons: ['none', 'destroyed', 'none', 'none'] } })), { type: 'fire', ship: 'SFP-1', battery: 1, target: { kind: 'ship', id: 'HHF-1' }, outcome: miss });
    const ghost = tryApply(s, { type: 'fire', ship: 'SFP-1', battery: 1, target: { kind: 'ship', id: 'HHF-1' }, outcome: { ...miss, damage: { ...none, hullDamage: 1, deck: [{ draw: 'hullDamage-99' }], cards: [{ card: 'hullDamage-99', fate: 'apply' }] } } });
    expect([again, af, far, broken, ghost]).toEqual([
      { ok: false, reason: 'Medium Plasma Pulse Beams of Draco Frigate SFP-1 already fired this activation. (rules: "Warship Combat")' },
      { ok: false, reason: 'Rapid Pulse Cannons is an anti-fighter weapon: it fires only at fighter and missile tokens. (rules: "Warship Combat")' },
      { ok: false, overrulable: true, reason: 'HHF-2 is 39.7" from Draco Frigate SFP-1 (centre to centre); Plasma Cannons reaches 18". The battery has not used its attack. (rules: "Range and Arc")' },
      { ok: false, reason: 'Plasma Cannons of Draco Frigate SFP-1 is destroyed and cannot attack. (rules: "Resolving the Attack")' },
      { ok: false, reason: 'Critical card hullDamage-99 is not in the draw pile. (rules: "Critical Damage Cards")' },
    ]);
  });

  test('red damage calls for a destruction check; a 1 or 2 destroys the warship and its cards go to the discard pile', () => {
    const s = edit(dracoFiring(), 'HHF-1', (x) => ({ ...x, hullDamage: 6 }));
    const dmg = (dice: number[] | null) => ({
      kind: 'power' as const,
      gunDice: [5, 5],
      sensorRerolls: [],
      hits: 2,
      solidHits: 2,
      overcharge: false,
      powerDice: [6],
      damage: { hullDamage: 1, deck: [{ draw: 'enginesDamaged-1' }], cards: [{ card: 'enginesDamaged-1', fate: 'apply' as const }], destructionDice: dice },
    });
    const noCheck = tryApply(s, { type: 'fire', ship: 'SFP-1', battery: 1, target: { kind: 'ship', id: 'HHF-1' }, outcome: dmg(null) });
    const survived = play(s, { type: 'fire', ship: 'SFP-1', battery: 1, target: { kind: 'ship', id: 'HHF-1' }, outcome: dmg([3]) });
    const killed = play(s, { type: 'fire', ship: 'SFP-1', battery: 1, target: { kind: 'ship', id: 'HHF-1' }, outcome: dmg([2]) });
    expect({
      noCheck: noCheck.ok,
      survived: [ship(survived, 'HHF-1').status, ship(survived, 'HHF-1').cards],
      killed: [ship(killed, 'HHF-1').status, ship(killed, 'HHF-1').cards, killed.deck.discard, deckCount(killed)],
    }).toEqual({ noCheck: false, survived: ['deployed', ['enginesDamaged-1']], killed: ['destroyed', [], ['enginesDamaged-1'], 46] });
  });

  test('with the app holding the deck, only the top card may be drawn', () => {
    const order = deployStarter().deck.draw.slice().reverse();
    const s0 = dracoFiring();
    const s = { ...s0, deck: { draw: order, discard: [], ordered: true } };
    const wrong = tryApply(s, { type: 'fire', ship: 'SFP-1', battery: 1, target: { kind: 'ship', id: 'HHF-1' }, outcome: { kind: 'power', gunDice: [5, 1], sensorRerolls: [], hits: 1, solidHits: 0, overcharge: false, powerDice: [6], damage: { hullDamage: 1, deck: [{ draw: order[1] as string }], cards: [{ card: order[1] as string, fate: 'apply', die: 1 }], destructionDice: null } } });
    expect(wrong).toEqual({ ok: false, reason: `The top card of the critical deck is ${order[0]}, not ${order[1]}. (rules: "Critical Damage Cards")` });
  });
});

describe('missiles', () => {
  test('launched next to the warship, moved 24" straight at an enemy warship at the end of the action phase, strike at the start of its movement', () => {
    let s = actionPhase('reverse');
    const h1 = ship(s, 'HHF-1').pose as Pose;
    s = play(
      s,
      { type: 'activateShip', player: 'heragul', ship: 'HHF-1' },
      { type: 'sensors', ship: 'HHF-1', placement: {} },
      { type: 'engines', ship: 'HHF-1', engine: { velocity: null, turn: null }, thrusters: null },
      { type: 'launchMissiles', ship: 'HHF-1', battery: 1, outcome: { kind: 'missileLaunch', dice: [], placed: [pose(h1.x - 1.25, h1.y, 90), pose(h1.x + 1.25, h1.y, 90)] } },
      { type: 'move', ship: 'HHF-1', distance: 10, turns: [] },
      { type: 'activationEnd' },
    );
    s = cruise(s, 'surakari', 'SFP-1', 12);
    s = cruise(s, 'heragul', 'HHF-2');
    s = cruise(s, 'surakari', 'SFP-2');
    s = play(s, { type: 'activateFighters', player: 'heragul', fighters: HUNTERS }, { type: 'activationEnd' });
    expect(s.phase.kind).toBe('missiles');
    const moves = s.missiles.map((m) => {
      const f = missileFlight(s, m, ship(s, 'SFP-1'));
      return { missile: m.id, toward: 'SFP-1', pose: f.end, contact: f.contact !== null };
    });
    const short = tryApply(s, { type: 'missilesMoved', player: 'heragul', moves: moves.map((m) => ({ ...m, pose: pose(m.pose.x, m.pose.y - 1, 90) })) });
    s = play(s, { type: 'missilesMoved', player: 'heragul', moves }, { type: 'endTurn', deckOrder: null });
    s = play(
      s,
      { type: 'initiativeRoll', rolls: { heragul: 1, surakari: 6 } },
      { type: 'initiativeBonus', player: 'surakari', cards: [] },
      { type: 'escorts', player: 'surakari', escorts: [], moved: [] },
      { type: 'actionOrder', player: 'surakari', order: 'initiative' },
      { type: 'activateShip', player: 'surakari', ship: 'SFP-1' },
      { type: 'sensors', ship: 'SFP-1', placement: {} },
      { type: 'engines', ship: 'SFP-1', engine: { velocity: null, turn: null }, thrusters: null },
    );
    const blocked = tryApply(s, { type: 'move', ship: 'SFP-1', distance: 10, turns: [] });
    s = play(s, {
      type: 'missileStrike',
      ship: 'SFP-1',
      outcome: {
        shots: [{ battery: 2, dice: [6, 2, 1], destroyed: ['Missile 1'] }],
        struck: ['Missile 2'],
        overcharges: 0,
        powerDice: [5],
        damage: { hullDamage: 1, deck: [{ draw: 'sensorDamage1-1' }], cards: [{ card: 'sensorDamage1-1', fate: 'apply' }], destructionDice: null },
      },
    });
    s = play(s, { type: 'move', ship: 'SFP-1', distance: 10, turns: [] });
    const sfp = ship(s, 'SFP-1');
    expect({ short: short.ok, blocked: blocked.ok, missiles: s.missiles.length, hull: sfp.hullDamage, sensor: sfp.sensor.damaged, fired: sfp.activation?.fired, inflicted: s.hullInflicted['heragul'] }).toEqual({
      short: false,
      blocked: false,
      missiles: 0,
      hull: 1,
      sensor: 1,
      fired: [2],
      inflicted: 1,
    });
  });
});

describe('fighters against warships', () => {
  test('precision attack: defensive fire first, one die per surviving undisrupted wing, two unique cards drawn, one applied and one discarded', () => {
    const s0 = precisionSetup();
    const outcome = {
      kind: 'precision' as const,
      defensiveFire: { battery: 2, outcome: { kind: 'antiFighter' as const, dice: [5, 2, 1], fighters: { destroyed: [], disrupted: ['Hunter 2'] }, missilesDestroyed: [] } },
      dice: [6],
      damage: { hullDamage: 0, deck: [{ draw: 'enginesDamaged-2' }, { draw: 'armorDamaged-1' }], cards: [{ card: 'enginesDamaged-2', fate: 'apply' as const }, { card: 'armorDamaged-1', fate: 'discard' as const }], destructionDice: null },
    };
    const wrongDice = tryApply(s0, { type: 'fighterAttack', attackers: ['Hunter 1', 'Hunter 2'], target: { kind: 'ship', id: 'SFP-2' }, outcome: { ...outcome, dice: [6, 5] } });
    const notAligned = tryApply(s0, { type: 'fighterAttack', attackers: ['Hunter 3'], target: { kind: 'ship', id: 'SFP-2' }, outcome: { ...outcome, defensiveFire: null } });
    const s = play(s0, { type: 'fighterAttack', attackers: ['Hunter 1', 'Hunter 2'], target: { kind: 'ship', id: 'SFP-2' }, outcome });
    const t = ship(s, 'SFP-2');
    expect({ wrongDice, notAligned: notAligned.ok, engines: t.criticals.engines, cards: t.cards, discard: s.deck.discard, used: t.usedThisTurn, h2: s.fighters.find((f) => f.id === 'Hunter 2')?.disrupted, deck: deckCount(s) }).toEqual({
      wrongDice: { ok: false, reason: 'Each surviving, undisrupted wing rolls one die: 1, not 2. (rules: "Precision Attack")' },
      notAligned: false,
      engines: 'damaged',
      cards: ['enginesDamaged-2'],
      discard: ['armorDamaged-1'],
      used: [2],
      h2: true,
      deck: 46,
    });
  });

  test('escorts attack during their warship\'s movement but never make precision attacks', () => {
    let s = actionPhase('initiative');
    const front = [...s.fighters].filter((f) => f.escorting === 'SFP-1').sort((a, b) => (a.pose?.y ?? 0) - (b.pose?.y ?? 0))[0] as { id: string; pose: Pose };
    s = { ...s, fighters: s.fighters.map((f) => (f.id === 'Hunter 1' ? { ...f, pose: pose(front.pose.x, front.pose.y - 3, 90) } : f)) };
    s = play(s, { type: 'activateShip', player: 'surakari', ship: 'SFP-1' }, { type: 'sensors', ship: 'SFP-1', placement: {} });
    const attack = { type: 'fighterAttack' as const, attackers: [front.id], target: { kind: 'fighter' as const, id: 'Hunter 1' }, outcome: { kind: 'dogfight' as const, attackerDice: [3, 3], defenderDice: [2, 2], defenders: ['Hunter 1'], onDefenders: { destroyed: [], disrupted: [] }, onAttackers: { destroyed: [], disrupted: [] } } };
    const early = tryApply(s, attack);
    s = play(s, { type: 'engines', ship: 'SFP-1', engine: { velocity: null, turn: null }, thrusters: null }, attack);
    const precise = tryApply(s, { type: 'fighterAttack', attackers: ['Interceptor 2'], target: { kind: 'ship', id: 'HHF-1' }, outcome: { kind: 'precision', defensiveFire: null, dice: [6], damage: { hullDamage: 0, deck: [], cards: [], destructionDice: null } } });
    expect({ early, attacked: s.fighters.filter((f) => f.attacked).map((f) => f.id).sort(), precise: precise.ok }).toEqual({
      early: { ok: false, reason: 'Escorts attack during the warship\'s movement. (rules: "Warship Escorting")' },
      attacked: ['Hunter 1', front.id].sort(),
      precise: false,
    });
  });
});
