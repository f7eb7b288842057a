/**
 * A squadron as the Squadron builder will store it, and its point total.
 */
import { z } from 'zod';
import { fighterClass, shipClass, upgradeCard } from '../../data/lookup';
import type { FighterId, FleetId, KalidasiaPack, ShipCode } from '../../data/types';

export interface SquadronShip {
  /** Unique within the squadron (the white box on the token). */
  readonly uid: string;
  readonly code: ShipCode;
  /** Upgrade card ids assigned to this warship: optional cards and free equipment. */
  readonly upgrades: readonly string[];
}

export interface Squadron {
  readonly name: string;
  /** The fleet list the player chose. */
  readonly fleet: FleetId;
  /** Other fleet lists a special scenario allows (normally none). */
  readonly extraFleets: readonly FleetId[];
  /** The pre-selected point level. */
  readonly pointLimit: number;
  readonly ships: readonly SquadronShip[];
  /** Number of fighter tokens of each kind. */
  readonly fighters: Readonly<Partial<Record<FighterId, number>>>;
}

const fleetId = z.enum(['heragul-sarlet', 'surakari-invasion']);
const fighterId = z.enum(['hunter', 'attackCruiser', 'interceptor', 'scout']);

/** Schema for a stored squadron. */
export const squadronSchema = z.strictObject({
  name: z.string(),
  fleet: fleetId,
  extraFleets: z.array(fleetId),
  pointLimit: z.number().int().min(1),
  ships: z.array(
    z.strictObject({
      uid: z.string().min(1),
      code: z.enum(['HHF', 'HAF', 'HDP', 'HBC', 'SFP', 'SAM', 'SDP', 'SBC']),
      upgrades: z.array(z.string()),
    }),
  ),
  fighters: z.partialRecord(fighterId, z.number().int().min(0)),
});

export interface PointsLine {
  readonly label: string;
  readonly points: number;
}

export interface SquadronPoints {
  readonly total: number;
  readonly lines: readonly PointsLine[];
}

/** Number of fighter tokens in the squadron. */
export function fighterTokenCount(squadron: Squadron): number {
  return Object.values(squadron.fighters).reduce((n: number, c) => n + (c ?? 0), 0);
}

// Rules: Kalidasia "Setting up a Battle" — "Each warship ... costs a certain number of points ... Each fighter token costs one point";
// "Upgrade (Equipment / Crew) Cards" — "The cost of an assigned upgrade must be included in the total cost of a squadron."
export function squadronPoints(pack: KalidasiaPack, squadron: Squadron): SquadronPoints {
  const lines: PointsLine[] = [];
  for (const ship of squadron.ships) {
    const cls = pack.ships.find((s) => s.code === ship.code);
    if (!cls) continue;
    lines.push({ label: `${shipClass(pack, ship.code).name} (${ship.uid})`, points: cls.cost });
    for (const id of ship.upgrades) {
      const card = upgradeCard(pack, id);
      if (card && card.cost > 0) lines.push({ label: `  ${card.name}`, points: card.cost });
    }
  }
  for (const [id, n] of Object.entries(squadron.fighters) as [FighterId, number | undefined][]) {
    if (!n || !pack.fighters.some((f) => f.id === id)) continue;
    const f = fighterClass(pack, id);
    lines.push({ label: `${f.name} × ${n}`, points: f.cost * n });
  }
  return { total: lines.reduce((t, l) => t + l.points, 0), lines };
}
