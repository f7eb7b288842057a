import { describe, expect, it } from 'vitest';
import { applyOverrides } from '../../data/overrides';
import { SHIPPED_PACK } from '../../data/pack';
import type { KalidasiaPack } from '../../data/types';
import { squadronPoints, squadronSchema, type Squadron } from './squadron';
import { validateSquadron } from './validate';
import { HERAGUL_STARTER, SURAKARI_STARTER } from './starters';

const pack = (): KalidasiaPack => SHIPPED_PACK;
const codes = (sq: Squadron, p = pack()) => validateSquadron(p, sq).map((v) => v.code);

describe('the starter squadrons ("two starter, but not technically legal squadrons")', () => {
  it('total 34 points each, as printed', () => {
    expect(squadronPoints(pack(), SURAKARI_STARTER).total).toBe(34);
    expect(squadronPoints(pack(), HERAGUL_STARTER).total).toBe(34);
    expect(squadronPoints(pack(), HERAGUL_STARTER).lines.map((l) => l.points)).toEqual([11, 11, 4, 8]);
  });

  it('break only the capacity rule with the shipped (provisional) capacity of 4 per frigate', () => {
    // The rules do not say why the starters are "not technically legal". Points and fleet lists
    // are fine; with the provisional frigate capacity of 4, the fighter tokens exceed the capacity.
    const s = validateSquadron(pack(), SURAKARI_STARTER);
    expect(s).toEqual([
      {
        code: 'capacity',
        message: '10 fighter tokens need 10 capacity; the warships provide 8.',
        section: 'Capacity',
        fix: 'Remove 2 fighter tokens, or add a warship with capacity.',
      },
    ]);
    const h = validateSquadron(pack(), HERAGUL_STARTER);
    expect(h.map((v) => [v.code, v.message, v.fix])).toEqual([
      ['capacity', '12 fighter tokens need 12 capacity; the warships provide 8.', 'Remove 4 fighter tokens, or add a warship with capacity.'],
    ]);
  });

  it('become legal when the player corrects the frigate capacity from the card', () => {
    const r = applyOverrides(SHIPPED_PACK, [{ path: 'ships.SFP.capacity', value: 5 }]);
    expect(r.ok && validateSquadron(r.pack, SURAKARI_STARTER)).toEqual([]);
  });
});

describe('validateSquadron', () => {
  it('reports the points over the limit with the section and a fix', () => {
    const v = validateSquadron(pack(), { ...SURAKARI_STARTER, pointLimit: 30, fighters: { interceptor: 8 } });
    expect(v).toEqual([
      {
        code: 'overPoints',
        message: 'The squadron costs 32 points; the limit is 30.',
        section: 'Setting up a Battle',
        fix: 'Remove 2 points of units or upgrades, or raise the point limit to 32.',
      },
    ]);
  });

  it('keys the battle-cruiser limit to the chosen point limit', () => {
    const two: Squadron = {
      ...SURAKARI_STARTER,
      pointLimit: 75,
      ships: [
        { uid: 'A', code: 'SBC', upgrades: [] },
        { uid: 'B', code: 'SBC', upgrades: [] },
      ],
      fighters: {},
    };
    const v = validateSquadron(pack(), two);
    expect(v.map((x) => [x.code, x.message, x.fix])).toEqual([
      [
        'unitLimit',
        'Hydrus Battle Cruiser: at most 1 Hydrus Battle Cruiser may be taken at 75 points; the squadron has 2.',
        'Remove 1 Hydrus Battle Cruiser, or play at 76 points or more.',
      ],
    ]);
    expect(codes({ ...two, pointLimit: 76 })).toEqual([]);
    expect(codes({ ...two, ships: [...two.ships, { uid: 'C', code: 'SBC', upgrades: [] }], pointLimit: 151 })).toEqual([]);
  });

  it('reports a malformed limit in a corrected pack, naming the position', () => {
    const r = applyOverrides(SHIPPED_PACK, []);
    if (!r.ok) throw new Error('pack');
    const broken: KalidasiaPack = {
      ...r.pack,
      fleets: r.pack.fleets.map((f) => ({ ...f, entries: f.entries.map((e) => (e.limit === 'Unlimited' ? e : { ...e, limit: '[0-75] 1' })) })),
    };
    const v = validateSquadron(broken, { ...SURAKARI_STARTER, ships: [{ uid: 'A', code: 'SBC', upgrades: [] }], fighters: {} });
    expect(v.map((x) => x.message)).toEqual([
      'The data pack\'s limit for Hydrus Battle Cruiser ("[0-75] 1") cannot be read. Position 8: expected ":" but found "1".',
    ]);
  });

  it('allows one fleet list unless the scenario allows more', () => {
    const mixed: Squadron = { ...SURAKARI_STARTER, ships: [{ uid: 'D1', code: 'SFP', upgrades: [] }, { uid: 'H1', code: 'HHF', upgrades: [] }], fighters: { hunter: 2 } };
    const v = validateSquadron(pack(), mixed);
    expect(v.map((x) => x.message)).toEqual([
      'Hammerhead Frigate is not in the Surakari Invasion Fleet fleet list.',
      'Hunter is not in the Surakari Invasion Fleet fleet list.',
    ]);
    expect(v.every((x) => x.code === 'wrongFleet' && x.section === 'Building a Squadron')).toBe(true);
    expect(codes({ ...mixed, extraFleets: ['heragul-sarlet'] })).toEqual([]);
  });

  it('checks upgrades: two optional at most, never two of a type, faction, free equipment', () => {
    const sq = (code: Squadron['ships'][number]['code'], upgrades: string[], fleet: Squadron['fleet'] = 'surakari-invasion'): Squadron => ({
      name: 't',
      fleet,
      extraFleets: [],
      pointLimit: 100,
      ships: [{ uid: 'X', code, upgrades }],
      fighters: {},
    });
    expect(codes(sq('SBC', ['captain', 'reinforcedArmor']))).toEqual([]);
    // Hydrus has the Reinforced SI icon: the free card does not count toward two nor the same-type rule.
    expect(codes(sq('SBC', ['captain', 'reinforcedArmor', 'reinforcedSI']))).toEqual([]);
    expect(codes(sq('SBC', ['reinforcedArmor', 'reinforcedEngines']))).toEqual(['sameUpgradeType']);
    expect(codes(sq('SBC', ['captain', 'reinforcedArmor', 'reinforcedEngines']))).toEqual(['tooManyUpgrades', 'sameUpgradeType']);
    expect(codes(sq('HHF', ['captain'], 'heragul-sarlet'))).toEqual(['upgradeFaction']);
    expect(codes(sq('SFP', ['reinforcedSI']))).toEqual(['freeEquipmentWithoutIcon']);
    expect(codes(sq('SBC', ['reinforcedSI', 'reinforcedSI']))).toEqual(['duplicateFreeEquipment']);
    expect(codes(sq('SBC', ['warpDrive']))).toEqual(['unknownUpgrade']);
    // Each upgrade violation names its cards by id, so one-tap fixes never read the message.
    const cardsOf = (x: Squadron) => validateSquadron(pack(), x).map((v) => [v.code, v.cards]);
    expect(cardsOf(sq('SBC', ['captain', 'reinforcedArmor', 'reinforcedEngines']))).toEqual([
      ['tooManyUpgrades', ['captain', 'reinforcedArmor', 'reinforcedEngines']],
      ['sameUpgradeType', ['reinforcedArmor', 'reinforcedEngines']],
    ]);
    expect(cardsOf(sq('SBC', ['reinforcedSI', 'reinforcedSI']))).toEqual([['duplicateFreeEquipment', ['reinforcedSI']]]);
    expect(cardsOf(sq('SBC', ['warpDrive']))).toEqual([['unknownUpgrade', ['warpDrive']]]);
    const captainOnHammerhead = validateSquadron(pack(), sq('HHF', ['captain'], 'heragul-sarlet'))[0];
    expect(captainOnHammerhead?.message).toBe('Captain is only for Surakari warships; Hammerhead Frigate X is Heragul.');
    expect(captainOnHammerhead?.fix).toBe('Remove Captain from Hammerhead Frigate X.');
  });

  it('counts upgrade costs in the total', () => {
    const sq: Squadron = { ...SURAKARI_STARTER, ships: [{ uid: 'D1', code: 'SFP', upgrades: ['captain'] }], fighters: {} };
    expect(squadronPoints(pack(), sq).total).toBe(12 + 3);
  });

  it('returns every violation at once', () => {
    const bad: Squadron = { ...HERAGUL_STARTER, pointLimit: 20, ships: [...HERAGUL_STARTER.ships, { uid: 'L', code: 'HBC', upgrades: ['captain'] }, { uid: 'L2', code: 'HBC', upgrades: [] }] };
    expect(codes(bad)).toEqual(['overPoints', 'unitLimit', 'upgradeFaction']);
  });

  it('validates a stored squadron', () => {
    expect(squadronSchema.safeParse(HERAGUL_STARTER).success).toBe(true);
    expect(squadronSchema.safeParse({ ...HERAGUL_STARTER, pointLimit: 0 }).success).toBe(false);
  });
});
