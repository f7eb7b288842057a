/**
 * The maneuvers and their combat arc facing charts, and the effect sizes behind
 * the critical cards' wording. The rulebook shows one facing chart (as a picture)
 * and says the No Action maneuver puts the whole battlefield in arc; the other
 * facings are provisional.
 */
import { fromRules, provisional, record } from './provenance';
import { S } from './sections';
import type { CriticalEffects, ManeuverInfo } from './types';

const CHART = provisional(
  'The rulebook shows the facing charts as pictures that are not in the text; this facing follows the bow/engines reasoning of "Combat Arc vs Turret Arc". Check your Maneuver Reference card.',
);

export const MANEUVERS: readonly ManeuverInfo[] = [
  record(
    { kind: 'accelerate', type: 'velocity', combatArc: 'front' },
    { kind: fromRules(S.maneuvers, 'Accelerate Velocity'), type: fromRules(S.maneuvers, 'Accelerate Velocity'), combatArc: CHART },
  ),
  record(
    { kind: 'decelerate', type: 'velocity', combatArc: 'rear' },
    { kind: fromRules(S.maneuvers, 'Decelerate Velocity'), type: fromRules(S.maneuvers, 'Decelerate Velocity'), combatArc: CHART },
  ),
  record(
    { kind: 'starboard', type: 'turn', combatArc: 'starboard' },
    { kind: fromRules(S.maneuvers, 'Starboard Turn) Turn'), type: fromRules(S.maneuvers, 'Starboard Turn) Turn'), combatArc: CHART },
  ),
  record(
    { kind: 'port', type: 'turn', combatArc: 'port' },
    { kind: fromRules(S.maneuvers, 'Port Turn'), type: fromRules(S.maneuvers, 'Port Turn'), combatArc: CHART },
  ),
  record(
    { kind: 'cruise', type: 'none', combatArc: 'all' },
    {
      kind: fromRules(S.maneuvers, 'Cruise is a special case that occurs if the warship does not spend any engine points or is unable to spend engine points.'),
      type: fromRules(S.maneuvers, 'Cruise None None'),
      combatArc: provisional(
        'The rules say "If the attacking warship selected the No Action Maneuver, then then entire battlefield is in its combat arc" and list Cruise with icon and type "None"; Cruise is taken to be that No Action maneuver.',
      ),
    },
  ),
];

export const CRITICAL_EFFECTS: CriticalEffects = record(
  {
    enginesDamagedLoss: 2,
    thrustersDamagedLoss: 1,
    armorCompromisedCritical: 1,
    armorFailedCritical: 2,
    armorDamagedOverchargeCost: 2,
  },
  {
    enginesDamagedLoss: provisional(
      'The rules only say Engines Damaged/Destroyed "reduce the effectiveness of a warship\'s main engines". Destroyed is taken as no engine points.',
    ),
    thrustersDamagedLoss: provisional(
      'The rules only say Thrusters Damaged/Destroyed "reduce the effectiveness of a warship\'s vectored thrusters". Destroyed is taken as no thruster points.',
    ),
    armorCompromisedCritical: provisional('The rules only say Armor Compromised "makes it easier for a warship to take future critical hits".'),
    armorFailedCritical: provisional('The rules only say Armor Failed makes critical hits easier still.'),
    armorDamagedOverchargeCost: provisional(
      'The rules only say Armor Damaged/Destroyed "reduce the ability for a warship to overcharge its armor". Destroyed is taken as no overcharging.',
    ),
  },
);
