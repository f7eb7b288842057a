import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { SHIPPED_PACK, applyOverrides, squadronPoints, validateSquadron, type Squadron } from '../..';
import { STARTERS, addShip, addUpgrade, bracketLines, capacityOf, fixesFor, removeLastOfClass, setFighters, upgradeChoices } from './model';
import { anySquadron } from './anySquadron.testing';

const pack = SHIPPED_PACK;
const surakari = STARTERS[0]?.squadron as Squadron;
const heragul = STARTERS[1]?.squadron as Squadron;
const sig = (sq: Squadron) => validateSquadron(pack, sq).map((v) => `${v.code}|${v.subject ?? ''}|${v.message}`);

describe('starter templates', () => {
  it('are the rulebook\'s two 34-point squadrons', () => {
    expect([squadronPoints(pack, surakari).total, squadronPoints(pack, heragul).total]).toEqual([34, 34]);
    expect(validateSquadron(pack, surakari).map((v) => v.code)).toEqual(['capacity']);
  });
});

describe('editing steps', () => {
  it('adds warships with the next token number and their free equipment', () => {
    let sq: Squadron = { ...surakari, ships: [], fighters: {} };
    sq = addShip(pack, sq, 'SFP');
    sq = addShip(pack, sq, 'SBC');
    sq = addShip(pack, sq, 'SFP');
    expect(sq.ships).toEqual([
      { uid: 'D1', code: 'SFP', upgrades: [] },
      { uid: 'H1', code: 'SBC', upgrades: ['reinforcedSI'] },
      { uid: 'D2', code: 'SFP', upgrades: [] },
    ]);
    expect(removeLastOfClass(sq, 'SFP').ships.map((s) => s.uid)).toEqual(['D1', 'H1']);
    expect(setFighters(sq, 'interceptor', 0).fighters).toEqual({});
    expect(capacityOf(pack, setFighters(sq, 'interceptor', 3))).toEqual({ used: 3, provided: 14 });
  });

  it('offers legal upgrades and says why the others are disabled', () => {
    const sq = addUpgrade(addUpgrade(addShip(pack, { ...surakari, ships: [] }, 'SBC'), 'H1', 'captain'), 'H1', 'reinforcedArmor');
    const ship = sq.ships[0];
    const byId = Object.fromEntries(upgradeChoices(pack, ship ?? { uid: '', code: 'SBC', upgrades: [] }).map((c) => [c.card.id, c.reason]));
    expect(byId).toEqual({
      captain: 'Already on this warship.',
      reinforcedArmor: 'Already on this warship.',
      reinforcedEngines: 'This warship already has two optional upgrade cards (Captain, Reinforced Armor) — the most allowed.',
    });
    const one = addUpgrade(addShip(pack, { ...surakari, ships: [] }, 'SBC'), 'H1', 'reinforcedArmor').ships[0];
    expect(upgradeChoices(pack, one ?? { uid: '', code: 'SBC', upgrades: [] }).find((c) => c.card.id === 'reinforcedEngines')?.reason).toBe(
      'This warship already has an Equipment card (Reinforced Armor); two cards of the same type are not allowed.',
    );
    const hammer = addShip(pack, { ...heragul, ships: [] }, 'HHF').ships[0];
    expect(upgradeChoices(pack, hammer ?? { uid: '', code: 'HHF', upgrades: [] }).find((c) => c.card.id === 'captain')?.reason).toBe('Captain is a Surakari-only card; this warship is Heragul.');
  });

  it('states each bracket limit as the player reads it', () => {
    const one = addShip(pack, { ...heragul, pointLimit: 75 }, 'HBC');
    expect(bracketLines(pack, one).map((b) => b.text)).toEqual(['Lynx Battle Cruiser: 1 of 1 at 75 points — a second is allowed from 76']);
    const two = addShip(pack, { ...one, pointLimit: 100 }, 'HBC');
    expect(bracketLines(pack, two).map((b) => [b.text, b.over])).toEqual([['Lynx Battle Cruiser: 2 of 2 at 100 points — a third is allowed from 151', false]]);
    expect(bracketLines(pack, { ...two, pointLimit: 75 }).map((b) => b.over)).toEqual([true]);
    expect(bracketLines(pack, { ...two, pointLimit: 151 }).map((b) => b.text)).toEqual(['Lynx Battle Cruiser: 2, unlimited at 151 points']);
  });
});

describe('one-tap fixes', () => {
  const labels = (sq: Squadron) => validateSquadron(pack, sq).map((v) => [v.code, fixesFor(pack, sq, v).map((f) => f.label)]);

  it('offers the obvious fixes by name', () => {
    expect(labels(surakari)).toEqual([['capacity', ['Remove 2 Interceptor tokens']]]);
    expect(labels(heragul)).toEqual([['capacity', ['Remove 4 Attack Cruiser tokens', 'Remove 4 Hunter tokens']]]);
    expect(labels({ ...heragul, fighters: { attackCruiser: 2, hunter: 9 } })).toEqual([['capacity', ['Remove 3 Hunter tokens']]]);
    const noShips: Squadron = { ...heragul, ships: [], fighters: { hunter: 3, attackCruiser: 3 } };
    expect(labels(noShips)).toEqual([['capacity', ['Remove 6 fighter tokens (largest groups first)']]]);
    const twoHydrus = addShip(pack, addShip(pack, { ...surakari, fighters: {}, pointLimit: 75 }, 'SBC'), 'SBC');
    expect(labels(twoHydrus)).toEqual([['unitLimit', ['Remove 1 Hydrus Battle Cruiser', 'Raise the limit to 76 points']]]);
    expect(labels({ ...twoHydrus, pointLimit: 60 })[0]).toEqual(['overPoints', ['Raise the limit to 72 points']]);
    const sameType: Squadron = { ...surakari, fighters: {}, ships: [{ uid: 'X', code: 'SBC', upgrades: ['reinforcedArmor', 'reinforcedEngines'] }], pointLimit: 100 };
    expect(labels(sameType)).toEqual([['sameUpgradeType', ['Remove Reinforced Armor from Hydrus Battle Cruiser X', 'Remove Reinforced Engines from Hydrus Battle Cruiser X']]]);
    const mixed: Squadron = { ...surakari, pointLimit: 50, ships: [...surakari.ships, { uid: 'H1', code: 'HHF', upgrades: ['captain'] }], fighters: { interceptor: 2 } };
    expect(labels(mixed)).toEqual([
      ['wrongFleet', ['Remove the 1 Hammerhead Frigate']],
      ['upgradeFaction', ['Remove Captain from Hammerhead Frigate H1']],
    ]);
  });

  it('each fix removes the violation it is offered for, and never changes the squadron it was given (property)', () => {
    const squadron = anySquadron({ ships: 5, hunters: 15, attackCruisers: 6, interceptors: 15 });
    fc.assert(
      fc.property(squadron, (sq) => {
        const before = JSON.stringify(sq);
        const problems: string[] = [];
        for (const v of validateSquadron(pack, sq)) {
          for (const f of fixesFor(pack, sq, v)) {
            const after = sig(f.apply(sq));
            if (after.includes(`${v.code}|${v.subject ?? ''}|${v.message}`)) problems.push(`${f.label} left: ${v.message}`);
          }
        }
        expect(JSON.stringify(sq)).toBe(before);
        expect(problems).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('uses the effective pack: a corrected capacity makes the starter legal', () => {
    const r = applyOverrides(SHIPPED_PACK, [{ path: 'ships.SFP.capacity', value: 5 }]);
    expect(r.ok && validateSquadron(r.pack, surakari)).toEqual([]);
    expect(r.ok && capacityOf(r.pack, surakari)).toEqual({ used: 10, provided: 10 });
  });
});
