/** Squadron building rules: points, unit limits, capacity, upgrades, validation. */
export { parseUnitLimit, pointsNeededFor, unitLimitAt } from './unitLimit';
export type { UnitLimit, UnitLimitError, UnitLimitParse, UnitLimitTier } from './unitLimit';
export { fighterTokenCount, squadronPoints, squadronSchema } from './squadron';
export type { PointsLine, Squadron, SquadronPoints, SquadronShip } from './squadron';
export { freeEquipmentFor, validateSquadron } from './validate';
export type { Violation, ViolationCode } from './validate';
export { HERAGUL_STARTER, SURAKARI_STARTER } from './starters';
