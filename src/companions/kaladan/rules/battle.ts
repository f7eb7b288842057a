/**
 * The outcome of a tile-to-tile battle, entered after the dice: which units fell on each side.
 * The dice system itself is not in the basic rules text, so the tracker takes the losses as input
 * and applies what follows: removal, Crown kills and elimination, the mandatory invasion.
 */
import { areAdjacent, invasionSize, tileOwner, unitsOn, unitsProblem, type TileDef, type Unit } from './board';
import type { UnitKind } from './units';

export interface BattleInput {
  readonly attacker: number;
  readonly from: string;
  readonly to: string;
  /** Attacking units defeated (the attacker chooses which). */
  readonly attackerLosses: readonly string[];
  /** Defending units defeated (the defender chooses which). */
  readonly defenderLosses: readonly string[];
  /** Survivors that invade when the tile is won and more survive than it can hold. */
  readonly invaders?: readonly string[] | null;
}

export interface Elimination {
  readonly player: number;
  /** Who killed the Crown. */
  readonly by: number;
  /** The eliminated player's Special Units still on the board (they pass to the victor). */
  readonly specialsOnBoard: number;
}

export interface BattleOutcome {
  readonly units: Unit[];
  /** Defeated units that go to their owners' dead piles (not those of eliminated players). */
  readonly dead: ReadonlyArray<{ readonly owner: number; readonly kind: UnitKind }>;
  readonly eliminated: readonly Elimination[];
  /** Units that moved into the conquered tile ([] when the defender held). */
  readonly invaded: readonly string[];
  readonly defender: number;
  readonly winner: 'attacker' | 'defender' | 'none';
}

/**
 * Check and apply a battle's losses. Returns the outcome or a player-readable problem.
 */
// Rules: Generals of Kaladan "4. Action Phase" — C. Battle; "5. Battle" (fundamentals, invasion,
// "If the Defender Wins", Casualties, "Crowns and Player Elimination")
export function resolveBattle(tiles: readonly TileDef[], units: readonly Unit[], b: BattleInput): BattleOutcome | string {
  const to = tiles.find((t) => t.id === b.to);
  if (!to || !tiles.some((t) => t.id === b.from)) return `Unknown tile ${to ? b.from : b.to}.`;
  if (tileOwner(units, b.from) !== b.attacker) return `You must attack from a tile you control; ${b.from} is not yours.`;
  const defender = tileOwner(units, b.to);
  if (defender === null) return `${b.to} is empty: move there instead of attacking.`;
  if (defender === b.attacker) return `${b.to} is your own tile.`;
  if (!areAdjacent(tiles, b.from, b.to)) return `${b.to} is not adjacent to ${b.from}: battles are between adjacent tiles.`;
  const bad = unitsProblem(units, b.attackerLosses, b.from, b.attacker) ?? unitsProblem(units, b.defenderLosses, b.to, defender);
  if (bad) return bad;

  const lost = new Set([...b.attackerLosses, ...b.defenderLosses]);
  const fallen = units.filter((u) => lost.has(u.id));
  const eliminated: Elimination[] = fallen
    .filter((u) => u.kind === 'crown')
    .map((u) => {
      const by = u.owner === b.attacker ? defender : b.attacker;
      const specialsOnBoard = units.filter((x) => x.owner === u.owner && x.kind === 'special' && !lost.has(x.id)).length;
      return { player: u.owner, by, specialsOnBoard };
    });
  const gone = new Set(eliminated.map((e) => e.player));
  const dead = fallen.filter((u) => !gone.has(u.owner)).map((u) => ({ owner: u.owner, kind: u.kind }));
  let rest = units.filter((u) => !lost.has(u.id) && !gone.has(u.owner));

  const defendersLeft = unitsOn(rest, b.to).length;
  const attackersLeft = unitsOn(rest, b.from).filter((u) => u.owner === b.attacker);
  let invaded: string[] = [];
  if (defendersLeft === 0 && attackersLeft.length > 0) {
    const n = invasionSize(to.capacity, attackersLeft.length);
    if (b.invaders && b.invaders.length > 0) {
      const p = unitsProblem(rest, b.invaders, b.from, b.attacker);
      if (p) return p;
      if (b.invaders.length !== n) return `Invasion is mandatory with the most units ${b.to} can hold: exactly ${n}, not ${b.invaders.length}.`;
      invaded = [...b.invaders];
    } else if (attackersLeft.length > n) {
      return `${attackersLeft.length} attackers survive but ${b.to} holds ${n}: choose the ${n} that invade.`;
    } else {
      invaded = attackersLeft.map((u) => u.id);
    }
    const moving = new Set(invaded);
    rest = rest.map((u) => (moving.has(u.id) ? { ...u, tile: b.to } : u));
  }
  const winner = invaded.length > 0 ? 'attacker' : defendersLeft > 0 ? 'defender' : 'none';
  return { units: rest, dead, eliminated, invaded, defender, winner };
}
