/** Issue 17: the squadron builder's name, fixes and reasons (each test failed before its fix). */
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHIPPED_PACK, squadronPoints, validateSquadron, type Squadron } from '../..';
import { STARTERS, addShip, fixesFor, setFighters, setPointLimit, upgradeChoices } from './model';
import { anySquadron } from './anySquadron.testing';

const pack = SHIPPED_PACK;
const surakari = STARTERS[0]?.squadron as Squadron;

describe('a name that was never typed follows the squadron', () => {
  it('the Surakari template changed to 37 points is called "Surakari – 37 points"', () => {
    expect(setPointLimit(surakari, 37).name).toBe('Surakari – 37 points');
    expect(setPointLimit(STARTERS[1]?.squadron as Squadron, 50).name).toBe('Heragul – 50 Points');
  });
  it('a typed name is kept', () => {
    expect(setPointLimit({ ...surakari, name: 'Blue wing' }, 37).name).toBe('Blue wing');
    expect(setPointLimit({ ...surakari, name: 'Surakari – 34 points for Tuesday' }, 37).name).toBe('Surakari – 34 points for Tuesday');
  });
});

describe('a fix must fix', () => {
  it('98 points against a 34 limit: raising the limit for a bracket raises it far enough for the points too', () => {
    let sq = addShip(pack, addShip(pack, { ...surakari, fighters: {} }, 'SBC'), 'SBC');
    sq = setFighters(sq, 'interceptor', 98 - squadronPoints(pack, sq).total);
    expect(squadronPoints(pack, sq).total).toBe(98);
    const raises = validateSquadron(pack, sq).flatMap((v) => fixesFor(pack, sq, v)).filter((f) => f.label.startsWith('Raise'));
    expect(raises.map((f) => f.label)).toEqual(['Raise the limit to 98 points', 'Raise the limit to 98 points']);
    for (const f of raises) expect(validateSquadron(pack, f.apply(sq)).map((v) => v.code)).not.toContain('overPoints');
  });
  it('property: applying any offered fix removes its violation, and a raised limit is never still too low', () => {
    const squadron = anySquadron({ ships: 6, hunters: 40, attackCruisers: 10, interceptors: 40 });
    const key = (v: { code: string; subject?: string; cards?: readonly string[] }) => `${v.code}|${v.subject ?? ''}|${(v.cards ?? []).join(',')}`;
    fc.assert(
      fc.property(squadron, (sq) => {
        const problems: string[] = [];
        for (const v of validateSquadron(pack, sq)) {
          for (const f of fixesFor(pack, sq, v)) {
            const after = f.apply(sq);
            const left = validateSquadron(pack, after);
            if (left.some((w) => key(w) === key(v))) problems.push(`${f.label} left: ${v.message}`);
            if (f.label.startsWith('Raise') && squadronPoints(pack, after).total > after.pointLimit) problems.push(`${f.label} leaves ${squadronPoints(pack, after).total} over ${after.pointLimit}`);
          }
        }
        expect(problems).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });
});

describe('each reason is said once', () => {
  it('a Heragul warship: every disabled card names itself, so no two reasons read the same', () => {
    const reasons = upgradeChoices(pack, { uid: 'H1', code: 'HHF', upgrades: [] }).flatMap((c) => (c.reason ? [c.reason] : []));
    expect(reasons).toContain('Captain is a Surakari-only card; this warship is Heragul.');
    expect(new Set(reasons).size).toBe(reasons.length);
  });
  it('"an Equipment card", "1 squadron" (the shared plural/article helper)', () => {
    const reasons = upgradeChoices(pack, { uid: 'D1', code: 'SBC', upgrades: ['reinforcedArmor'] }).flatMap((c) => (c.reason ? [c.reason] : []));
    expect(reasons.join('\n')).toMatch(/already has an Equipment card/);
    expect(reasons.join('\n')).not.toMatch(/\ba [AEIOU]/);
  });
});
