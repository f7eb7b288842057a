/** Issue 17: rules defects found at the table (each test failed before its fix). */
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeNedcaEvent } from './describe';
import { applyNedca, previewBattle, type NedcaEvent } from './reducer';
import { endTurn, go, no, noFull, start, three, toAction, toOperations } from './reducer.fixture';
import type { NedcaState } from './rules/state';

const RULE = /\(Rules: Nedca "[^"]+"\)$/;

describe('an attacking unit is immobilised — "BATTLE MECHANICS" Basic Battle Mechanics', () => {
  const tie = { type: 'battle', attacker: 'knight', defender: { house: 1, kind: 'worker' }, distance: 1, attackDie: 2, defenceDie: 3 } as const;
  it('the only Knight ties, then cannot occupy a City Tile nor roll against it', () => {
    const s = go(toAction(toOperations(start())), tie);
    expect(no(s, { type: 'occupy', city: 1, by: 0 })).toMatch(/has attacked this turn and can no longer move/);
    expect(noFull(s, { type: 'occupy', city: 1, by: 0 })).toMatch(RULE);
  });
  it('a Knight that won its battle cannot move either; a second, fresh Knight can', () => {
    const base = start();
    const two = { ...base, houses: base.houses.map((h, i) => (i === 0 ? { ...h, units: { ...h.units, knight: 2 } } : h)) };
    let s = go(toAction(toOperations(base)), { ...tie, attackDie: 6, defenceDie: 1 });
    expect(no(s, { type: 'occupy', city: 1, by: 0 })).toMatch(/can no longer move/);
    s = go(toAction(toOperations(two)), { ...tie, attackDie: 6, defenceDie: 1 }, { type: 'occupy', city: 1, by: 0 });
    expect(s.houses[1]?.occupiedBy).toBe(0);
  });
  it('a kind whose every unit has attacked cannot assault a city another unit holds', () => {
    const base = start();
    const withCav = { ...base, houses: base.houses.map((h, i) => (i === 0 ? { ...h, units: { ...h.units, cavalry: 1 } } : h)) };
    const s = go(toAction(toOperations(withCav)), { type: 'occupy', city: 1, by: 0, kind: 'cavalry' }, tie);
    expect(no(s, { type: 'assault', city: 1, kind: 'knight', die: 6 })).toMatch(/Knight .*has attacked this turn/);
    expect(go(s, { type: 'assault', city: 1, kind: 'cavalry', die: 6 }).houses[1]?.shields).toBe(1);
  });
});

describe('the battle preview tells the truth', () => {
  it('out of range: the preview is the refusal, never "the defending unit is removed"', () => {
    const s = toAction(toOperations(start()));
    const p = previewBattle(s, { type: 'battle', attacker: 'knight', defender: { house: 1, kind: 'knight' }, distance: 3, attackDie: 6, defenceDie: 1 });
    expect(p.ok).toBe(false);
    expect(JSON.stringify(p)).not.toMatch(/removed/);
    expect(p.ok ? '' : p.reason).toMatch(/Range is 1/);
  });
  it('no defender of that kind: refused', () => {
    const s = toAction(toOperations(start()));
    const p = previewBattle(s, { type: 'battle', attacker: 'knight', defender: { house: 1, kind: 'elephant' }, distance: 1, attackDie: 6, defenceDie: 1 });
    expect(p.ok ? '' : p.reason).toMatch(/has no War Elephant/);
  });
  it('a legal battle previews the same steps the log will record', () => {
    const s = toAction(toOperations(start()));
    const p = previewBattle(s, { type: 'battle', attacker: 'knight', defender: { house: 1, kind: 'worker' }, distance: 1, attackDie: 6, defenceDie: 1 });
    expect(p.ok && p.result.winner).toBe('attacker');
  });
});

describe('refusals name their rule section', () => {
  it('the refusals players met at the table', () => {
    const s = start();
    for (const e of [
      { type: 'buyCard', kind: 'building' },
      { type: 'nextPhase' },
      { type: 'economy', workers: { plains: 9 } },
    ] as NedcaEvent[])
      expect(noFull(s, e)).toMatch(RULE);
    expect(noFull(toOperations(start()), { type: 'recruit', kind: 'archer', cost: { gold: 1 } })).toMatch(RULE);
  });
  it('property: every refusal of an arbitrary event ends with a rule section', () => {
    const kinds = ['worker', 'knight', 'archer', 'cavalry', 'siege', 'elephant'] as const;
    const ev: fc.Arbitrary<NedcaEvent> = fc.oneof(
      fc.constant({ type: 'nextPhase' } as NedcaEvent),
      fc.record({ type: fc.constant('recruit' as const), kind: fc.constantFrom(...kinds), cost: fc.record({ gold: fc.integer({ min: -2, max: 9 }) }) }),
      fc.record({ type: fc.constant('buyBond' as const) }),
      fc.record({ type: fc.constant('occupy' as const), city: fc.integer({ min: -1, max: 3 }), by: fc.constantFrom(0, 1, null) }),
      fc.record({ type: fc.constant('assault' as const), city: fc.integer({ min: 0, max: 2 }), kind: fc.constantFrom(...kinds), die: fc.integer({ min: 0, max: 7 }) }),
      fc.record({
        type: fc.constant('battle' as const),
        attacker: fc.constantFrom(...kinds),
        defender: fc.record({ house: fc.integer({ min: 0, max: 2 }), kind: fc.constantFrom(...kinds) }),
        distance: fc.integer({ min: 0, max: 5 }),
        attackDie: fc.integer({ min: 0, max: 7 }),
        defenceDie: fc.integer({ min: 1, max: 6 }),
      }),
      fc.record({ type: fc.constant('build' as const), cost: fc.record({ wood: fc.integer({ min: 0, max: 9 }) }), influence: fc.integer({ min: 0, max: 3 }) }),
    );
    fc.assert(
      fc.property(fc.array(ev, { maxLength: 25 }), (events) => {
        let s: NedcaState = start(three);
        const uncited: string[] = [];
        for (const e of events) {
          const r = applyNedca(s, e);
          if (r.ok) s = r.state;
          else if (!RULE.test(r.reason)) uncited.push(r.reason);
        }
        expect(uncited).toEqual([]);
      }),
    );
  });
});

describe('recruiting has a cost — "IMPORTANT CONCEPTS" Recruiting Units', () => {
  it('a recruit with no cost typed is refused', () => {
    const s = go(toOperations(start()), { type: 'buyBond' });
    expect(no(s, { type: 'recruit', kind: 'archer', cost: {} })).toMatch(/Type the recruiting cost/);
    expect(no(s, { type: 'recruit', kind: 'archer', cost: { gold: 0 } })).toMatch(/Type the recruiting cost/);
    expect(go(s, { type: 'recruit', kind: 'archer', cost: { wood: 1 } }).houses[0]?.units.archer).toBe(1);
  });
});

describe('the lease penalty is in the log line', () => {
  it('attacking your leaser: the card goes back and −10 Influence, said in the line', () => {
    let s = start(three);
    s = { ...s, houses: s.houses.map((h, i) => ({ ...h, buildings: i === 1 ? 1 : 0, influence: 20 })) };
    s = go(toOperations(s), { type: 'lease', leaser: 1, kind: 'building' }, { type: 'nextPhase' });
    const e = { type: 'battle', attacker: 'knight', defender: { house: 1, kind: 'worker' }, distance: 1, attackDie: 6, defenceDie: 1 } as const;
    expect(describeNedcaEvent(e, s)).toMatch(/1 leased card returns to Yelhool's hand, Influence −10/);
    expect(go(s, e).houses[0]?.influence).toBe(10);
  });
});

describe("workers' positions persist — \"TURN PHASES\" 1- Economy Phase C", () => {
  it('the placement collected is kept on the house for the next Economy Phase', () => {
    let s = go(start(), { type: 'economy', workers: { forest: 1, goldmine: 1 } });
    expect(s.houses[0]?.workers).toEqual({ forest: 1, goldmine: 1 });
    s = endTurn(endTurn(s));
    expect(s.houses[0]?.workers).toEqual({ forest: 1, goldmine: 1 });
  });
});
