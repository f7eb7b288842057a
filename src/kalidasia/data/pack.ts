/**
 * The shipped Kalidasia data pack: every value from the rulebook or marked
 * provisional. Rules code never reads this directly — it takes an *effective*
 * pack (`applyOverrides(SHIPPED_PACK, playerOverrides)`) as an argument.
 */
import { degrees, inches } from '../../geometry';
import { DEFAULT_CRITICAL_COUNTS } from './criticalDeck';
import { FIGHTERS } from './fighters';
import { FLEETS } from './fleets';
import { CRITICAL_EFFECTS, MANEUVERS } from './maneuvers';
import { fromRules, provisional, sourced } from './provenance';
import { HERAGUL_SHIPS } from './ships.heragul';
import { SURAKARI_SHIPS } from './ships.surakari';
import type { KalidasiaPack } from './types';
import { UPGRADES } from './upgrades';

export const SHIPPED_PACK: KalidasiaPack = {
  version: 1,
  rulebook: 'kalidasia-core-rules-2.2.0',
  ships: [...HERAGUL_SHIPS, ...SURAKARI_SHIPS],
  fighters: FIGHTERS,
  upgrades: UPGRADES,
  fleets: FLEETS,
  maneuvers: MANEUVERS,
  criticalCounts: DEFAULT_CRITICAL_COUNTS,
  criticalEffects: CRITICAL_EFFECTS,
  notchAngle: sourced(
    degrees(22.5),
    provisional('The turning template is a picture at the end of the rulebook; its notch angle is not in the text. Measure your template.'),
  ),
  maxVelocity: sourced(inches(24), fromRules('Alter Velocity', "A warship's velocity can never be more than 24.")),
  deploymentDepth: sourced(
    inches(12),
    provisional('Scenario 1 shows the deployment zones in a picture ("deployment zone as shown above"); their depth is not in the text. 12″ follows "within 12 inches of their deploy point". Check your scenario map.'),
  ),
};
