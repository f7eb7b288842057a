/**
 * Issue 22 in the fighters' forms (pure planning): the High ROF re-rolls a Hunter dogfight asks for, the attacker's
 * choice of where hits go, escorts that may fire during their warship's activation, Scout drops, Bomber Cover.
 */
import { describe, expect, it } from 'vitest';
import { pose, type Pose } from '../../../geometry';
import { actionPhase, editFighter, fighterOf, frontEscort, huntersActive } from '../../game/scenes.testing';
import { play } from '../../game/testkit.testing';
import { coverWings, dogfightOutcome, escortDogfightLeads, scoutDrops } from './plan';

function hunterVsEscort() {
  const s0 = huntersActive();
  const t = frontEscort(s0);
  const tp = t.pose as Pose;
  const s = editFighter(s0, 'Hunter 1', (f) => ({ ...f, pose: pose(tp.x, tp.y - 3.5, 90) }));
  return { s, target: t.id };
}

describe('dogfight form (issue 22)', () => {
  it('Hunter guns rolling 6 1 owe one High ROF re-roll; with it the outcome records the re-roll and the core accepts it', () => {
    // Rules: Kalidasia "Weapon Special Abilities" — "High ROF – This weapon can always re-roll its anti-fighter attacks which miss."
    const { s, target } = hunterVsEscort();
    const before = dogfightOutcome(s, { lead: 'Hunter 1', target, supporters: [], defenders: [target], attackerDice: [6, 1], defenderDice: [1, 1] });
    if (typeof before === 'string') throw new Error(before);
    expect(before.read.attackers.owed).toEqual({ bonus: 0, rerolls: 1 });
    const after = dogfightOutcome(s, { lead: 'Hunter 1', target, supporters: [], defenders: [target], attackerDice: [6, 1], defenderDice: [1, 1], attackerExtras: { rerolls: [5] } });
    if (typeof after === 'string') throw new Error(after);
    expect({ owed: after.read.attackers.owed, extras: after.outcome.attackerExtras, kills: after.read.attackers.kills, disruptions: after.read.attackers.disruptions }).toEqual({
      owed: { bonus: 0, rerolls: 0 },
      extras: { bonus: [], rerolls: [5] },
      kills: 1,
      disruptions: 1,
    });
    const s2 = play(s, { type: 'fighterAttack', attackers: after.attackers, target: { kind: 'fighter', id: target }, outcome: after.outcome });
    expect(fighterOf(s2, target).status).toBe('red');
  });

  it("the attackers' choice moves the kill to another wing within 3\" of the target", () => {
    // Rules: Kalidasia "Applying Damage from Anti-Fighter Weapons" — "For each six rolled, the attacker can remove an enemy fighter token."
    const { s, target } = hunterVsEscort();
    const plan = { lead: 'Hunter 1', target, supporters: [], defenders: [target], attackerDice: [6, 2], defenderDice: [1, 1], attackerExtras: { rerolls: [1] } };
    const base = dogfightOutcome(s, plan);
    if (typeof base === 'string') throw new Error(base);
    const other = base.reachDefenders.map((w) => w.id).find((id) => id !== target) as string;
    expect(base.choiceDefenders).toEqual({ destroyed: [target], tokens: [] });
    const chosen = dogfightOutcome(s, { ...plan, onDefendersChoice: { destroyed: [other], tokens: [] } });
    if (typeof chosen === 'string') throw new Error(chosen);
    const s2 = play(s, { type: 'fighterAttack', attackers: chosen.attackers, target: { kind: 'fighter', id: target }, outcome: chosen.outcome });
    expect([fighterOf(s2, other).status, fighterOf(s2, target).status]).toEqual(['red', 'deployed']);
  });
});

describe('escorts fire during their warship’s activation (issue 22)', () => {
  it('offers the escorts as attacking wings only from the movement step (step 6)', () => {
    // Rules: Kalidasia "Warship Escorting" — "These attacks can be made at any point during the warship's movement."
    let s = actionPhase('initiative');
    s = play(s, { type: 'activateShip', player: 'surakari', ship: 'SFP-1' }, { type: 'sensors', ship: 'SFP-1', placement: {} });
    const early = escortDogfightLeads(s).length;
    s = play(s, { type: 'engines', ship: 'SFP-1', engine: { velocity: null, turn: null }, thrusters: null });
    const during = escortDogfightLeads(s).map((f) => f.escorting);
    expect({ early, during }).toEqual({ early: 0, during: ['SFP-1', 'SFP-1', 'SFP-1', 'SFP-1'] });
  });
});

describe('Scout and Bomber Cover in the forms (issue 22)', () => {
  it('a Scout wing whose planned move passes over an enemy warship is offered the sensor drop', () => {
    const s0 = huntersActive((x) => editFighter(x, 'Hunter 1', (f) => ({ ...f, kind: 'scout' })));
    const ship = s0.ships.find((x) => x.id === 'SFP-1')?.pose as Pose;
    const s = editFighter(s0, 'Hunter 1', (f) => ({ ...f, pose: pose(ship.x, ship.y - 8, 90) }));
    expect(scoutDrops(s, { 'Hunter 1': pose(ship.x, ship.y + 3, 90) }).map((d) => [d.fighter, d.ships.map((x) => x.id)])).toEqual([['Hunter 1', ['SFP-1']]]);
    expect(scoutDrops(s, { 'Hunter 1': pose(ship.x + 10, ship.y - 8, 90) })).toEqual([]);
    expect(scoutDrops(s, { 'Hunter 2': pose(ship.x, ship.y, 90) })).toEqual([]);
  });

  it('a non-bomber wing touching a bomber may cover it', () => {
    let s = huntersActive();
    s = editFighter(s, 'Hunter 2', (f) => ({ ...f, kind: 'attackCruiser', pose: pose(30, 10, 90) }));
    s = editFighter(s, 'Hunter 3', (f) => ({ ...f, pose: pose(31, 10, 90) }));
    s = editFighter(s, 'Hunter 4', (f) => ({ ...f, pose: pose(34, 10, 90) }));
    expect(coverWings(s, 'Hunter 2').map((f) => f.id)).toEqual(['Hunter 3']);
    expect(coverWings(s, 'Hunter 3')).toEqual([]);
  });
});

describe('a bomber escort attacks during its warship’s activation (issue 22)', () => {
  it('is offered its targets from the movement step, and the core accepts its attack', async () => {
    // Rules: Kalidasia "Warship Escorting" — "Each fighter wing may attack according to normal rules once during the warship's activation."
    const { bomberRun } = await import('./bombers');
    let s = actionPhase('initiative');
    const esc = frontEscort(s);
    const ep = esc.pose as Pose;
    s = editFighter(s, esc.id, (f) => ({ ...f, kind: 'attackCruiser' }));
    s = { ...s, ships: s.ships.map((x) => (x.id === 'HHF-1' ? { ...x, pose: pose(ep.x, ep.y - 3, 90) } : x)) };
    s = play(s, { type: 'activateShip', player: 'surakari', ship: 'SFP-1' }, { type: 'sensors', ship: 'SFP-1', placement: {} });
    const { bomberTargets } = await import('./plan');
    const early = bomberTargets(s).length;
    s = play(s, { type: 'engines', ship: 'SFP-1', engine: { velocity: null, turn: null }, thrusters: null });
    const offered = bomberTargets(s).map((b) => [b.bomber.id, b.ships.map((x) => x.ship.id)]);
    const ship = s.ships.find((x) => x.id === 'HHF-1');
    if (!ship) throw new Error('HHF-1');
    const r = bomberRun(s, fighterOf(s, esc.id), ship, false, [2], []);
    if (typeof r === 'string') throw new Error(r);
    const { powerToOutcome } = await import('../../game');
    const after = play(s, { type: 'fighterAttack', attackers: [esc.id], target: { kind: 'ship', id: 'HHF-1' }, outcome: powerToOutcome(r) });
    expect({ early, offered, attacked: fighterOf(after, esc.id).attacked }).toEqual({ early: 0, offered: [[esc.id, ['HHF-1']]], attacked: true });
  });
});
