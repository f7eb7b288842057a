/**
 * Heragul Navy – Sarlet District warship classes. Values the rulebook gives are
 * cited; everything else is provisional (see src/kalidasia/README.md).
 */
import { inches } from '../../geometry';
import { fromRules, provisional, record } from './provenance';
import { S } from './sections';
import type { ProvenanceOf, ShipClass, ShipClassStats, WeaponBattery, WeaponBatteryStats } from './types';
import { defaultVelocityTrack } from './velocityTrack';

const battery = (stats: WeaponBatteryStats, known: Partial<ProvenanceOf<WeaponBatteryStats>> = {}): WeaponBattery =>
  record(stats, known);

const BATTERY_LIST = provisional('The rulebook does not list this class’s batteries; copy them from your card, clockwise from the lower left.');
const ACTIVE_ARMOR = provisional(
  'The rulebook shows a Heragul warship overcharging its armor but does not say which classes have the Active Armor icon.',
);
const frigateToken = { width: inches(1.5), length: inches(3) };

const ship = (stats: ShipClassStats, known: Partial<ProvenanceOf<ShipClassStats>>): ShipClass =>
  record(stats, { batteries: BATTERY_LIST, activeArmor: ACTIVE_ARMOR, ...known });

const fleetQuote = (line: string) => fromRules(S.building, line);

export const HAMMERHEAD: ShipClass = ship(
  {
    name: 'Hammerhead Frigate',
    code: 'HHF',
    fleet: 'heragul-sarlet',
    faction: 'heragul',
    hullClass: 'frigate',
    cost: 11,
    hull: 6,
    criticalValue: 5,
    sensor: 2,
    reactor: 3,
    engine: 4,
    thrusters: 2,
    capacity: 4,
    activeArmor: true,
    freeEquipment: [],
    tokenSize: frigateToken,
    velocityTrack: defaultVelocityTrack(),
    batteries: [
      battery({ name: 'Main Battery', type: 'P', gunCount: 2, power: 2, range: inches(18), arc: 'combat', specials: [] }),
      battery(
        { name: 'Javelin Missiles', type: 'M', gunCount: 2, power: 1, range: null, arc: null, specials: [] },
        {
          name: fromRules(S.missileMovement, 'The Heragul Hammerhead has a gun count of two for its Javelin missile batteries.'),
          type: fromRules(S.missileDamage, 'overcharging armor against M1 Javelins does not have any effect'),
          gunCount: fromRules(S.missileMovement, 'The Heragul Hammerhead has a gun count of two for its Javelin missile batteries.'),
          power: fromRules(S.missileDamage, 'overcharging armor against M1 Javelins does not have any effect'),
          range: fromRules(
            S.rangeArc,
            'Power Weapons and Anti-Fighter weapons require a target to be in the arc of the weapon and to be in range of the weapon.',
            'Missiles are placed beside the warship and fly 24" (Missile Movement): they have no range or arc.',
          ),
          arc: fromRules(
            S.rangeArc,
            'Power Weapons and Anti-Fighter weapons require a target to be in the arc of the weapon and to be in range of the weapon.',
            'Missiles have no arc.',
          ),
        },
      ),
      battery({ name: 'Anti-Fighter Battery', type: 'F', gunCount: 2, power: 4, range: inches(8), arc: 'turret', specials: [] }),
    ],
  },
  {
    name: fleetQuote('Hammerhead Frigate(HHF)'),
    code: fleetQuote('Hammerhead Frigate(HHF)'),
    fleet: fleetQuote('Heragul Navy - Sarlet District'),
    faction: fleetQuote('Heragul Navy - Sarlet District'),
    hullClass: fleetQuote('Hammerhead Frigate(HHF)'),
    cost: fromRules(S.settingUp, 'Hammerhead x 2 (22 Points)', 'Two Hammerheads cost 22 points, so one costs 11.'),
  },
);

export const MACKEREL: ShipClass = ship(
  {
    name: 'Mackerel Frigate',
    code: 'HAF',
    fleet: 'heragul-sarlet',
    faction: 'heragul',
    hullClass: 'frigate',
    cost: 11,
    hull: 6,
    criticalValue: 5,
    sensor: 3,
    reactor: 3,
    engine: 4,
    thrusters: 2,
    capacity: 4,
    activeArmor: true,
    freeEquipment: [],
    tokenSize: frigateToken,
    velocityTrack: defaultVelocityTrack(),
    batteries: [
      battery({ name: 'Main Battery', type: 'P', gunCount: 2, power: 2, range: inches(18), arc: 'combat', specials: [] }),
      battery({ name: 'Anti-Fighter Battery', type: 'F', gunCount: 3, power: 4, range: inches(8), arc: 'turret', specials: [] }),
    ],
  },
  {
    name: fleetQuote('Mackerel Frigate(HAF)'),
    code: fleetQuote('Mackerel Frigate(HAF)'),
    fleet: fleetQuote('Heragul Navy - Sarlet District'),
    faction: fleetQuote('Heragul Navy - Sarlet District'),
    hullClass: fleetQuote('Mackerel Frigate(HAF)'),
  },
);

const FIRE_RAILS_EXAMPLE =
  'A Pale Fox Destroyer rolls a 3 and 5 for its Fire Rails. Due to Armor Piercing, the 5 automatically inflicts a critical hit. The Heragul player only rolls four power dice';

export const PALE_FOX: ShipClass = ship(
  {
    name: 'Pale Fox Destroyer',
    code: 'HDP',
    fleet: 'heragul-sarlet',
    faction: 'heragul',
    hullClass: 'destroyer',
    cost: 16,
    hull: 9,
    criticalValue: 5,
    sensor: 3,
    reactor: 4,
    engine: 4,
    thrusters: 2,
    capacity: 4,
    activeArmor: true,
    freeEquipment: ['reinforcedSI'],
    tokenSize: { width: inches(1.75), length: inches(3.5) },
    velocityTrack: defaultVelocityTrack(),
    batteries: [
      battery(
        { name: 'Fire Rails', type: 'P', gunCount: 2, power: 4, range: inches(24), arc: 'combat', specials: ['armorPiercing'] },
        {
          name: fromRules(S.specials, FIRE_RAILS_EXAMPLE),
          type: fromRules(S.specials, FIRE_RAILS_EXAMPLE, 'It rolls to hit and inflicts critical hits: a power weapon.'),
          gunCount: fromRules(S.specials, FIRE_RAILS_EXAMPLE, 'Two dice are rolled for the battery: two guns.'),
          power: fromRules(S.specials, FIRE_RAILS_EXAMPLE, 'The 3 hits and brings four power dice: power 4.'),
          specials: fromRules(S.specials, FIRE_RAILS_EXAMPLE),
        },
      ),
      battery({ name: 'Anti-Fighter Battery', type: 'F', gunCount: 3, power: 4, range: inches(8), arc: 'turret', specials: [] }),
    ],
  },
  {
    name: fleetQuote('Pale Fox Destroyer(HDP)'),
    code: fleetQuote('Pale Fox Destroyer(HDP)'),
    fleet: fleetQuote('Heragul Navy - Sarlet District'),
    faction: fleetQuote('Heragul Navy - Sarlet District'),
    hullClass: fleetQuote('Pale Fox Destroyer(HDP)'),
  },
);

export const LYNX: ShipClass = ship(
  {
    name: 'Lynx Battle Cruiser',
    code: 'HBC',
    fleet: 'heragul-sarlet',
    faction: 'heragul',
    hullClass: 'battleCruiser',
    cost: 24,
    hull: 12,
    criticalValue: 6,
    sensor: 4,
    reactor: 5,
    engine: 3,
    thrusters: 2,
    capacity: 6,
    activeArmor: true,
    freeEquipment: ['reinforcedSI', 'engineShielding'],
    tokenSize: { width: inches(2), length: inches(4) },
    velocityTrack: defaultVelocityTrack(),
    batteries: [
      battery({ name: 'Heavy Battery', type: 'P', gunCount: 3, power: 3, range: inches(24), arc: 'combat', specials: [] }),
      battery({ name: 'Javelin Missiles', type: 'M', gunCount: 2, power: 1, range: null, arc: null, specials: [] }),
      battery({ name: 'Secondary Battery', type: 'P', gunCount: 2, power: 2, range: inches(18), arc: 'turret', specials: [] }),
      battery({ name: 'Anti-Fighter Battery', type: 'F', gunCount: 4, power: 4, range: inches(8), arc: 'turret', specials: [] }),
    ],
  },
  {
    name: fleetQuote('Lynx Battle Cruiser(HBC)'),
    code: fleetQuote('Lynx Battle Cruiser(HBC)'),
    fleet: fleetQuote('Heragul Navy - Sarlet District'),
    faction: fleetQuote('Heragul Navy - Sarlet District'),
    hullClass: fleetQuote('Lynx Battle Cruiser(HBC)'),
  },
);

export const HERAGUL_SHIPS: readonly ShipClass[] = [HAMMERHEAD, MACKEREL, PALE_FOX, LYNX];
