import { describe, expect, it } from 'vitest';
import { pose } from '../../../geometry';
import { expected, victoryCheck } from '../../game';
import { editFighter, huntersActive, precisionSetup, turn2, fighterOf } from '../../game/scenes.testing';
import { play } from '../../game/testkit.testing';
import { endPhaseChecklist, gameSummary, scoreNow } from './end';
import { bomberTargets, blockers, blockSpot, dogfightLeads, dogfightOutcome, dogfightTargets, moveReach, precisionCandidates, within3Able } from './plan';
import { redeployDefaults } from './status';
import { redeploySpotProblem } from '../../game';

describe('dogfight planning', () => {
  it('offers the activated wings, the enemy wings nearest first with their range, and the wings within 3"', () => {
    const s = editFighter(huntersActive(), 'Hunter 1', (f) => ({ ...f, pose: pose(20, 27, 90) }));
    expect(dogfightLeads(s).map((f) => f.id)).toContain('Hunter 1');
    const targets = dogfightTargets(s, 'Hunter 1');
    const first = targets[0];
    expect(first?.inRange).toBe(true);
    expect(targets.map((t) => t.d)).toEqual([...targets.map((t) => t.d)].sort((a, b) => a - b));
    const near = within3Able(s, first?.f.id ?? '', first?.f.owner ?? '');
    expect(near[0]?.id).toBe(first?.f.id);
    expect(near.every((f) => Math.hypot((f.pose?.x ?? 0) - (first?.f.pose?.x ?? 0), (f.pose?.y ?? 0) - (first?.f.pose?.y ?? 0)) <= 3 + 1e-9)).toBe(true);
  });

  it('turns typed dice into an outcome the game core accepts, the hits placed on the tokens', () => {
    const s = editFighter(huntersActive(), 'Hunter 1', (f) => ({ ...f, pose: pose(20, 27, 90) }));
    const target = dogfightTargets(s, 'Hunter 1')[0]?.f.id ?? '';
    const defenders = within3Able(s, target, 'surakari').map((f) => f.id);
    const r = dogfightOutcome(s, { lead: 'Hunter 1', target, supporters: [], defenders, attackerDice: [6, 1], defenderDice: defenders.flatMap(() => [1, 1]) });
    if (typeof r === 'string') throw new Error(r);
    expect(r.outcome.onDefenders.destroyed).toEqual([target]);
    const after = play(s, { type: 'fighterAttack', attackers: r.attackers, target: { kind: 'fighter', id: target }, outcome: r.outcome });
    expect(fighterOf(after, target).status).toBe('red');
  });

  it('the target may decline to return fire: no defender dice, and the game core accepts it', () => {
    const s = editFighter(huntersActive(), 'Hunter 1', (f) => ({ ...f, pose: pose(20, 27, 90) }));
    const target = dogfightTargets(s, 'Hunter 1')[0]?.f.id ?? '';
    const r = dogfightOutcome(s, { lead: 'Hunter 1', target, supporters: [], defenders: [], attackerDice: [6, 1], defenderDice: [] });
    if (typeof r === 'string') throw new Error(r);
    expect(r.outcome.defenders).toEqual([]);
    expect(r.outcome.onAttackers.destroyed).toEqual([]);
    const after = play(s, { type: 'fighterAttack', attackers: r.attackers, target: { kind: 'fighter', id: target }, outcome: r.outcome });
    expect(fighterOf(after, target).status).toBe('red');
    expect(fighterOf(after, target).attacked).toBeFalsy();
  });

  // Rules: Kalidasia "Dogfighting" — "A fighter that has attacked earlier in the turn cannot participate in a dogfight".
  it('a target that attacked earlier this turn is not offered to return fire, and the attack on it is accepted', () => {
    const s0 = editFighter(huntersActive(), 'Hunter 1', (f) => ({ ...f, pose: pose(20, 27, 90) }));
    const target = dogfightTargets(s0, 'Hunter 1')[0]?.f.id ?? '';
    const s = editFighter(s0, target, (f) => ({ ...f, attacked: true }));
    const able = within3Able(s, target, 'surakari').map((f) => f.id);
    expect(able).not.toContain(target);
    const r = dogfightOutcome(s, { lead: 'Hunter 1', target, supporters: [], defenders: able, attackerDice: [6, 1], defenderDice: able.flatMap(() => [1, 1]) });
    if (typeof r === 'string') throw new Error(r);
    expect(r.outcome.defenders).not.toContain(target);
    const after = play(s, { type: 'fighterAttack', attackers: r.attackers, target: { kind: 'fighter', id: target }, outcome: r.outcome });
    expect(fighterOf(after, target).status).toBe('red');
  });

  it('a disrupted wing has one 6" movement step', () => {
    const s = huntersActive();
    expect(moveReach(fighterOf(s, 'Hunter 2'))).toBe(12);
    expect(moveReach({ ...fighterOf(s, 'Hunter 2'), disrupted: true })).toBe(6);
    expect(moveReach({ ...fighterOf(s, 'Hunter 2'), disrupted: true, moves: 1 })).toBe(0);
  });

  it('offers a precision attack only to the precise wings fully aligned with an enemy warship', () => {
    const c = precisionCandidates(precisionSetup());
    expect(c.map((x) => x.ship.id)).toEqual(['SFP-2']);
    expect(c[0]?.wings.map((f) => f.id).sort()).toEqual(['Hunter 1', 'Hunter 2']);
  });
});

describe('bombers', () => {
  it('offers the enemy warships within the bomber weapon’s range, and the core accepts the engine’s outcome', async () => {
    const { bomberRun } = await import('./bombers');
    const base = huntersActive();
    const sfp = base.ships.find((x) => x.id === 'SFP-1')?.pose;
    if (!sfp) throw new Error('SFP-1');
    const s = editFighter(base, 'Hunter 3', (f) => ({ ...f, kind: 'attackCruiser', pose: pose(sfp.x + 3, sfp.y, 90) }));
    const list = bomberTargets(s);
    expect(list.map((x) => x.bomber.id)).toEqual(['Hunter 3']);
    expect(list[0]?.ships.map((x) => x.ship.id)).toEqual(['SFP-1']);
    const ship = list[0]?.ships[0]?.ship;
    if (!ship) throw new Error('target');
    // One gun: a 2 misses, no power dice, no cards.
    const r = bomberRun(s, fighterOf(s, 'Hunter 3'), ship, false, [2], []);
    if (typeof r === 'string') throw new Error(r);
    expect(r.hits).toBe(0);
    const { powerToOutcome } = await import('../../game/fromCombat');
    const after = play(s, { type: 'fighterAttack', attackers: ['Hunter 3'], target: { kind: 'ship', id: 'SFP-1' }, outcome: powerToOutcome(r) });
    expect(fighterOf(after, 'Hunter 3').attacked).toBe(true);
    expect(bomberTargets(after)).toEqual([]);
  });
});

describe('escorts moving to block', () => {
  it('offers the aligned slot of the escorted warship nearest the incoming wing, and the game core accepts it', () => {
    const s = huntersActive();
    const esc = blockers(s)[0];
    if (!esc?.pose) throw new Error('an escort');
    const ship = s.ships.find((x) => x.id === esc.escorting);
    const toward = { x: (ship?.pose?.x ?? 0) + 0.5, y: (ship?.pose?.y ?? 0) - 8 };
    const spot = blockSpot(s, esc.id, toward);
    if (!spot) throw new Error('a spot');
    expect(spot.y).toBeLessThan(ship?.pose?.y ?? 0);
    const after = play(s, { type: 'interpose', fighter: esc.id, pose: spot });
    expect(fighterOf(after, esc.id).interposed).toBe(true);
    expect(blockers(after).map((f) => f.id)).not.toContain(esc.id);
  });
});

describe('status and end phase views', () => {
  it('starts redeployed wings at legal spots inside the zone', () => {
    const s = turn2((st) => ({ ...st, fighters: st.fighters.map((f) => (f.id === 'Interceptor 1' || f.id === 'Interceptor 2' ? { ...f, status: 'red', pose: null, escorting: null } : f)) }));
    const s2 = play(s, { type: 'regroupRoll', player: 'surakari', yellow: [], red: [5, 6] });
    expect(expected(s2).kind).toBe('redeploy');
    const at = redeployDefaults(s2, 'surakari', ['Interceptor 1', 'Interceptor 2']);
    expect(Object.keys(at)).toHaveLength(2);
    for (const p of Object.values(at)) expect(redeploySpotProblem(s2, 'surakari', p)).toBeNull();
    expect(at['Interceptor 1']).not.toEqual(at['Interceptor 2']);
  });

  it('lists the end-phase cleanup; the score and summary match the game core', () => {
    const s = huntersActive();
    const list = endPhaseChecklist(s);
    expect(list.map((c) => c.id)).toEqual(['sensors', 'reactor', 'victory', 'deck']);
    expect(list.find((c) => c.id === 'deck')?.by).toBe('players');
    const sc = scoreNow(s);
    const v = victoryCheck(s, true);
    expect(sc.totals).toEqual(v?.scores);
    expect(gameSummary(s).map((x) => x.shipsTotal)).toEqual([2, 2]);
  });
});
