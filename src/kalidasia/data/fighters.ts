/**
 * Fighter (small craft) token classes. Each faction has one fighter stat card
 * listing the weapons of its fighters ("Fighter Stat Cards x 2").
 */
import { inches } from '../../geometry';
import { fromRules, provisional, record } from './provenance';
import { S } from './sections';
import type { FighterClass, FighterClassStats, ProvenanceOf, WeaponBatteryStats } from './types';

const ONE_POINT = fromRules(S.settingUp, 'Each fighter token costs one point to include in a list.');
const ONE_CAPACITY = fromRules(S.capacity, 'Each fighter token added to a squadron costs one capacity.');
const DOGFIGHT = 'Surakari Interceptor A declares an attack against Hunter B. The two additional Interceptors will join the attack as will the additional two Hunters. Each side will therefore roll six dice in this battle';
const DOGFIGHT_GUNS = fromRules(S.dogfighting, DOGFIGHT, 'Three fighters roll six dice: two guns each.');
const DOGFIGHT_TYPE = fromRules(S.dogfighting, DOGFIGHT, 'They fight other fighters: an anti-fighter weapon, not a bomber.');
const fighterToken = { width: inches(1), length: inches(1) };

/**
 * The missile token's footprint, for launch alignment and missile tracks. **Provisional**: the rulebook does not
 * give its size; taken as the fighter token's 1" square.
 */
export const MISSILE_TOKEN = { value: fighterToken, provenance: provisional('The rulebook does not give the missile token size; taken as a 1" square like the fighter token. Measure your token.') };
const NAME_NOTE = provisional('The rulebook does not name this weapon; copy it from your fighter card.');

const NO_ARC = fromRules(
  'Fighters and Other Small Craft Activation',
  'the facing of the fighter token does not matter',
  'A fighter’s facing does not matter: its weapon has no arc.',
);

type FighterInput = Omit<FighterClassStats, 'weapon'> & { readonly weapon: WeaponBatteryStats };

const fighter = (
  stats: FighterInput,
  known: Partial<ProvenanceOf<FighterClassStats>>,
  weaponKnown: Partial<ProvenanceOf<WeaponBatteryStats>>,
): FighterClass =>
  record(
    { ...stats, weapon: record(stats.weapon, { name: NAME_NOTE, arc: NO_ARC, ...weaponKnown }) },
    { cost: ONE_POINT, capacityCost: ONE_CAPACITY, weapon: provisional('See the weapon’s own fields.'), ...known },
  );

export const HUNTER: FighterClass = fighter(
  {
    id: 'hunter',
    name: 'Hunter',
    faction: 'heragul',
    fleet: 'heragul-sarlet',
    cost: 1,
    capacityCost: 1,
    bomber: false,
    weapon: { name: 'Hunter Guns', type: 'F', gunCount: 2, power: 4, range: inches(4), arc: null, specials: ['highROF', 'precise'] },
    tokenSize: fighterToken,
  },
  {
    id: fromRules(S.building, 'Hunter Token'),
    name: fromRules(S.building, 'Hunter Token'),
    faction: fromRules(S.building, 'Heragul Navy - Sarlet District'),
    fleet: fromRules(S.building, 'Heragul Navy - Sarlet District'),
    bomber: DOGFIGHT_TYPE,
  },
  {
    type: DOGFIGHT_TYPE,
    gunCount: DOGFIGHT_GUNS,
    specials: fromRules(
      S.shootingDown,
      "attacks against missiles which are re-rolled, such as the Hunter's weapon",
      'The Hunter re-rolls misses (High ROF) and makes precision attacks ("Four Heragul Hunters launch a precision attack"): Precise.',
    ),
  },
);

export const ATTACK_CRUISER: FighterClass = fighter(
  {
    id: 'attackCruiser',
    name: 'Attack Cruiser',
    faction: 'heragul',
    fleet: 'heragul-sarlet',
    cost: 1,
    capacityCost: 1,
    bomber: true,
    weapon: { name: 'Attack Cruiser Guns', type: 'P', gunCount: 1, power: 2, range: inches(4), arc: null, specials: [] },
    tokenSize: fighterToken,
  },
  {
    id: fromRules(S.building, 'Attack Cruiser Token'),
    name: fromRules(S.building, 'Attack Cruiser Token'),
    faction: fromRules(S.building, 'Heragul Navy - Sarlet District'),
    fleet: fromRules(S.building, 'Heragul Navy - Sarlet District'),
    bomber: provisional('The rulebook does not say which fighters are bombers; the Attack Cruiser is taken as the Heragul bomber.'),
  },
  {},
);

export const INTERCEPTOR: FighterClass = fighter(
  {
    id: 'interceptor',
    name: 'Interceptor',
    faction: 'surakari',
    fleet: 'surakari-invasion',
    cost: 1,
    capacityCost: 1,
    bomber: false,
    weapon: { name: 'Interceptor Guns', type: 'F', gunCount: 2, power: 4, range: inches(4), arc: null, specials: [] },
    tokenSize: fighterToken,
  },
  {
    id: fromRules(S.building, 'Interceptor Token'),
    name: fromRules(S.building, 'Interceptor Token'),
    faction: fromRules(S.building, 'Surakari Invasion Fleet'),
    fleet: fromRules(S.building, 'Surakari Invasion Fleet'),
    bomber: DOGFIGHT_TYPE,
  },
  { type: DOGFIGHT_TYPE, gunCount: DOGFIGHT_GUNS },
);

export const SCOUT: FighterClass = fighter(
  {
    id: 'scout',
    name: 'Scout',
    faction: 'surakari',
    fleet: 'surakari-invasion',
    cost: 1,
    capacityCost: 1,
    bomber: false,
    weapon: { name: 'Scout Guns', type: 'F', gunCount: 1, power: 5, range: inches(4), arc: null, specials: ['scout'] },
    tokenSize: fighterToken,
  },
  {
    id: fromRules(S.building, 'Scout Token'),
    name: fromRules(S.building, 'Scout Token'),
    faction: fromRules(S.building, 'Surakari Invasion Fleet'),
    fleet: fromRules(S.building, 'Surakari Invasion Fleet'),
    bomber: provisional('Not stated; the Scout token is taken to carry an anti-fighter weapon.'),
  },
  { specials: provisional('The Scout ability is assumed from the token’s name; check your fighter card.') },
);

export const FIGHTERS: readonly FighterClass[] = [HUNTER, ATTACK_CRUISER, INTERCEPTOR, SCOUT];
