/**
 * Look-ups into an (effective) pack. Every function takes the pack as an argument.
 */
import type { FighterClass, FighterId, FleetId, FleetList, KalidasiaPack, ManeuverInfo, ManeuverKind, ShipClass, ShipCode, UnitRef, UpgradeCard } from './types';

export function shipClass(pack: KalidasiaPack, code: ShipCode): ShipClass {
  const s = pack.ships.find((x) => x.code === code);
  if (!s) throw new Error(`No warship class ${code} in the pack`);
  return s;
}

export function fighterClass(pack: KalidasiaPack, id: FighterId): FighterClass {
  const f = pack.fighters.find((x) => x.id === id);
  if (!f) throw new Error(`No fighter ${id} in the pack`);
  return f;
}

export function upgradeCard(pack: KalidasiaPack, id: string): UpgradeCard | undefined {
  return pack.upgrades.find((x) => x.id === id);
}

export function fleetList(pack: KalidasiaPack, id: FleetId): FleetList {
  const f = pack.fleets.find((x) => x.id === id);
  if (!f) throw new Error(`No fleet list ${id} in the pack`);
  return f;
}

export function maneuverInfo(pack: KalidasiaPack, kind: ManeuverKind): ManeuverInfo {
  const m = pack.maneuvers.find((x) => x.kind === kind);
  if (!m) throw new Error(`No maneuver ${kind} in the pack`);
  return m;
}

/** The display name of a unit. */
export function unitName(pack: KalidasiaPack, unit: UnitRef): string {
  return unit.kind === 'ship' ? shipClass(pack, unit.code).name : fighterClass(pack, unit.id).name;
}
