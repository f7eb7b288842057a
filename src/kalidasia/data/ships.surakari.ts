/**
 * Surakari Invasion Fleet warship classes. Values the rulebook gives are cited;
 * everything else is provisional (see src/kalidasia/README.md).
 */
import { inches } from '../../geometry';
import { fromRules, provisional, record } from './provenance';
import { S } from './sections';
import type { ProvenanceOf, ShipClass, ShipClassStats, WeaponBattery, WeaponBatteryStats } from './types';
import { defaultVelocityTrack } from './velocityTrack';

const battery = (stats: WeaponBatteryStats, known: Partial<ProvenanceOf<WeaponBatteryStats>> = {}): WeaponBattery =>
  record(stats, known);

const BATTERY_LIST = provisional('The rulebook does not list this class’s batteries; copy them from your card, clockwise from the lower left.');
const ACTIVE_ARMOR = provisional('The rulebook does not say which Surakari classes have the Active Armor icon.');
const frigateToken = { width: inches(1.5), length: inches(3) };

const ship = (stats: ShipClassStats, known: Partial<ProvenanceOf<ShipClassStats>>): ShipClass =>
  record(stats, { batteries: BATTERY_LIST, activeArmor: ACTIVE_ARMOR, ...known });

const fleetQuote = (line: string) => fromRules(S.building, line);
const FLEET = fleetQuote('Surakari Invasion Fleet');
const SEVEN_HULL = fromRules(S.destruction, 'A Surakari Frigate has seven hull points.');

const DRACO_LAPS =
  'A Surakari Draco suffers a weapon damaged critical hit and a value of six is rolled on the die. Counting up to six requires a second lap around the card, resulting its combat arc plasma cannons being damaged.';
const DRACO_SAME = 'This time, a two is rolled, which is the same battery.';
const MED_BEAMS = 'A battery consisting of two Medium Plasma Pulse Beams inflicts two hits for a total of four power dice.';
const MED_BEAMS_FRIGATE = 'A Surakari Frigate attacks with a battery of two Med. Pulse beams';
const ON_DRACO = 'The rulebook gives this battery to "a Surakari Frigate"; that it is the Draco’s is provisional.';

export const DRACO: ShipClass = ship(
  {
    name: 'Draco Frigate',
    code: 'SFP',
    fleet: 'surakari-invasion',
    faction: 'surakari',
    hullClass: 'frigate',
    cost: 12,
    hull: 7,
    criticalValue: 5,
    sensor: 2,
    reactor: 3,
    engine: 4,
    thrusters: 2,
    capacity: 4,
    activeArmor: false,
    freeEquipment: [],
    tokenSize: frigateToken,
    velocityTrack: defaultVelocityTrack(),
    batteries: [
      battery(
        { name: 'Medium Plasma Pulse Beams', type: 'P', gunCount: 2, power: 2, range: inches(18), arc: 'combat', specials: ['pulseBeam'] },
        {
          name: provisional(ON_DRACO),
          type: fromRules(S.criticalDamage, MED_BEAMS, ON_DRACO),
          gunCount: fromRules(S.criticalDamage, MED_BEAMS_FRIGATE, ON_DRACO),
          power: fromRules(S.criticalDamage, MED_BEAMS, `Two hits, four power dice: power 2. ${ON_DRACO}`),
          specials: fromRules(
            S.criticalDamage,
            'If one had scored a solid hit, it would have generated five power dice.',
            'A solid hit adds one power: the Pulse Beam ability.',
          ),
        },
      ),
      battery(
        { name: 'Plasma Cannons', type: 'P', gunCount: 2, power: 3, range: inches(18), arc: 'combat', specials: [] },
        {
          name: fromRules(S.dualStatus, DRACO_LAPS),
          arc: fromRules(S.dualStatus, DRACO_LAPS),
          type: fromRules(S.rangeArc, "Heragul Frigates A and B are in range of the Frigate's Plasma Cannons", 'They target warships: a power weapon.'),
        },
      ),
      battery(
        { name: 'Rapid Pulse Cannons', type: 'F', gunCount: 3, power: 4, range: inches(8), arc: 'turret', specials: [] },
        {
          name: fromRules(S.shootingDown, 'if fires its rapid pulse cannons at the missiles'),
          type: fromRules(S.shootingDown, 'if fires its rapid pulse cannons at the missiles', 'They shoot at missiles: an anti-fighter weapon.'),
        },
      ),
      battery(
        { name: 'Light Pulse Turret', type: 'P', gunCount: 1, power: 2, range: inches(12), arc: 'turret', specials: [] },
        { name: provisional('The rulebook names three of the Draco’s batteries, not the fourth: this name is the app’s placeholder. Copy it from your card.') },
      ),
    ],
  },
  {
    name: fleetQuote('Draco Frigate(SFP)'),
    code: fleetQuote('Draco Frigate(SFP)'),
    fleet: FLEET,
    faction: FLEET,
    hullClass: fleetQuote('Draco Frigate(SFP)'),
    cost: fromRules(S.settingUp, 'Draco Frigate x 2 (24 Points)', 'Two Dracos cost 24 points, so one costs 12.'),
    hull: SEVEN_HULL,
    batteries: fromRules(
      S.dualStatus,
      DRACO_SAME,
      'With a six, "Counting up to six requires a second lap around the card", and a two lands on the same battery. A six needs a second lap and lands on the same battery as a two: the card has 4 batteries, and the plasma cannons are the second. The others are provisional.',
    ),
  },
);

export const DELPHINUS: ShipClass = ship(
  {
    name: 'Delphinus Frigate',
    code: 'SAM',
    fleet: 'surakari-invasion',
    faction: 'surakari',
    hullClass: 'frigate',
    cost: 12,
    hull: 7,
    criticalValue: 5,
    sensor: 3,
    reactor: 3,
    engine: 4,
    thrusters: 2,
    capacity: 4,
    activeArmor: false,
    freeEquipment: [],
    tokenSize: frigateToken,
    velocityTrack: defaultVelocityTrack(),
    batteries: [
      battery({ name: 'Main Battery', type: 'P', gunCount: 2, power: 2, range: inches(18), arc: 'combat', specials: [] }),
      battery(
        { name: 'Phalanx', type: 'F', gunCount: 3, power: 4, range: inches(8), arc: 'turret', specials: ['antiMissile'] },
        { name: fromRules(S.precision, 'the Heragul player selects the Phalanx battery to be damaged') },
      ),
    ],
  },
  {
    name: fleetQuote('Delphinus Frigate(SAM)'),
    code: fleetQuote('Delphinus Frigate(SAM)'),
    fleet: FLEET,
    faction: FLEET,
    hullClass: fleetQuote('Delphinus Frigate(SAM)'),
    hull: SEVEN_HULL,
  },
);

export const CORONA: ShipClass = ship(
  {
    name: 'Corona Destroyer',
    code: 'SDP',
    fleet: 'surakari-invasion',
    faction: 'surakari',
    hullClass: 'destroyer',
    cost: 16,
    hull: 9,
    criticalValue: 5,
    sensor: 3,
    reactor: 4,
    engine: 4,
    thrusters: 2,
    capacity: 4,
    activeArmor: false,
    freeEquipment: ['engineShielding'],
    tokenSize: { width: inches(1.75), length: inches(3.5) },
    velocityTrack: defaultVelocityTrack(),
    batteries: [
      battery({ name: 'Heavy Battery', type: 'P', gunCount: 3, power: 3, range: inches(18), arc: 'combat', specials: [] }),
      battery({ name: 'Anti-Fighter Battery', type: 'F', gunCount: 3, power: 4, range: inches(8), arc: 'turret', specials: [] }),
    ],
  },
  {
    name: fleetQuote('Corona Destroyer(SDP)'),
    code: fleetQuote('Corona Destroyer(SDP)'),
    fleet: FLEET,
    faction: FLEET,
    hullClass: fleetQuote('Corona Destroyer(SDP)'),
  },
);

const DEVASTATING = 'Some Surakari Hydrus Cards will include this special ability on its Heavy Pulse Beam Battery.';
const HYDRUS_PULSE = "Heragul Hunter A is targeted by a Surakari Hydrus's pulse cannons.";

export const HYDRUS: ShipClass = ship(
  {
    name: 'Hydrus Battle Cruiser',
    code: 'SBC',
    fleet: 'surakari-invasion',
    faction: 'surakari',
    hullClass: 'battleCruiser',
    cost: 24,
    hull: 12,
    criticalValue: 6,
    sensor: 4,
    reactor: 5,
    engine: 3,
    thrusters: 2,
    capacity: 6,
    activeArmor: false,
    freeEquipment: ['reinforcedSI'],
    tokenSize: { width: inches(2), length: inches(4) },
    velocityTrack: defaultVelocityTrack(),
    batteries: [
      battery(
        { name: 'Heavy Pulse Beams', type: 'P', gunCount: 3, power: 3, range: inches(24), arc: 'combat', specials: ['pulseBeam'] },
        {
          name: fromRules(S.specials, DEVASTATING),
          specials: provisional('Pulse Beam is assumed from the battery name; "Devastating", printed on some cards, has no effect and is left out.'),
        },
      ),
      battery(
        { name: 'Pulse Cannons', type: 'F', gunCount: 4, power: 4, range: inches(8), arc: 'turret', specials: [] },
        {
          name: fromRules(S.antiFighter, HYDRUS_PULSE),
          type: fromRules(S.antiFighter, HYDRUS_PULSE, 'They shoot at fighters: an anti-fighter weapon.'),
        },
      ),
      battery({ name: 'Secondary Battery', type: 'P', gunCount: 2, power: 2, range: inches(18), arc: 'turret', specials: [] }),
    ],
  },
  {
    name: fleetQuote('Hydrus Battle Cruiser(SBC)'),
    code: fleetQuote('Hydrus Battle Cruiser(SBC)'),
    fleet: FLEET,
    faction: FLEET,
    hullClass: fleetQuote('Hydrus Battle Cruiser(SBC)'),
  },
);

export const SURAKARI_SHIPS: readonly ShipClass[] = [DRACO, DELPHINUS, CORONA, HYDRUS];
