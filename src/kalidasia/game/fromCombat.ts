/**
 * Bridges between the combat engine (src/kalidasia/rules/combat) and the game core: read a target and the
 * critical deck out of a game state, and turn resolved attacks into the outcome records the reducer applies
 * (outcomes.ts). The game adapts the engine's results (DESIGN.md §1): the engine does not import the game.
 */
import { shipClass } from '../data/lookup';
import type { AntiFighterOutcome, CardFate, MissileStrikeOutcome, PowerOutcome, PrecisionOutcome, WarshipDamage } from './outcomes';
import type { GameState, ShipState } from './state';
import { reactorAvailable } from '../rules/systems';
import type { AntiFighterResult } from '../rules/combat/antiFighter';
import type { DamageResolved } from '../rules/combat/damage';
import { familyOf, type CardOnShip, type DeckModel } from '../rules/combat/deck';
import type { MissileStrikeResult } from '../rules/combat/missiles';
import type { PowerAttackResult } from '../rules/combat/power';
import type { PrecisionResult } from '../rules/combat/precision';
import type { WarshipTarget } from '../rules/combat/types';

/** The target as the engine needs it, read from the game state (sensor tokens: those of `attacker`). */
export function targetFromGame(s: GameState, shipId: string, attacker: string): WarshipTarget | null {
  const ship = s.ships.find((x) => x.id === shipId);
  if (!ship) return null;
  const cls = shipClass(s.pack, ship.code);
  return {
    id: ship.id,
    label: ship.label,
    hull: cls.hull,
    hullDamage: ship.hullDamage,
    criticalValue: cls.criticalValue,
    activeArmor: cls.activeArmor,
    criticals: ship.criticals,
    reactorAvailable: reactorAvailable(ship.reactor),
    sensorTokens: s.sensors[attacker]?.[ship.id] ?? 0,
    reinforcedArmor: ship.upgrades.includes('reinforcedArmor') && !ship.flipped.includes('reinforcedArmor'),
    batteryNames: cls.batteries.map((b) => b.name),
    reinforcedSI: (ship.upgrades.includes('reinforcedSI') || (cls.freeEquipment as readonly string[]).includes('reinforcedSI')) && !ship.flipped.includes('reinforcedSI'),
  };
}

/** Cards lying next to a warship, with their orientation and battery, from its critical status. */
function shipCards(ship: ShipState): CardOnShip[] {
  const c = ship.criticals;
  const side = (d: string): 'first' | 'second' => (d === 'destroyed' ? 'second' : 'first');
  const weaponSlots = c.weapons.map((w, i) => [w, i] as const).filter(([w]) => w !== 'none');
  let wi = 0;
  return ship.cards.map((card) => {
    const f = familyOf(card);
    if (f === 'weapon') {
      const slot = weaponSlots[wi++];
      return { card, side: slot ? side(slot[0]) : 'first', battery: slot ? slot[1] : 0 };
    }
    const d = f === 'armor' ? c.armor : f === 'armorCompromised' ? c.armorCompromised : f === 'thrusters' ? c.thrusters : f === 'engines' ? c.engines : 'damaged';
    return { card, side: side(d), battery: null };
  });
}

/** The critical deck of a game as the engine's deck model. */
export function deckFromGame(s: GameState): DeckModel {
  const ships: Record<string, CardOnShip[]> = {};
  for (const ship of s.ships) if (ship.cards.length > 0) ships[ship.id] = shipCards(ship);
  return { draw: [...s.deck.draw], hand: [], discard: [...s.deck.discard], ships, removed: [], ordered: s.deck.ordered };
}

/** Damage as the game records it. */
export function damageToOutcome(d: DamageResolved): WarshipDamage {
  const cards: CardFate[] = d.cards.map((c) => ({
    card: c.card,
    fate: c.fate,
    ...(c.battery !== undefined ? { battery: c.battery } : {}),
    ...(c.die !== undefined ? { die: c.die } : {}),
  }));
  return { hullDamage: d.hullDamage, deck: d.deckSteps, cards, destructionDice: d.destructionDice, ...(d.upgradesUsed && d.upgradesUsed.length > 0 ? { upgradesUsed: [...d.upgradesUsed] } : {}) };
}

export function powerToOutcome(r: PowerAttackResult): PowerOutcome {
  return {
    kind: 'power',
    gunDice: r.gunDice,
    sensorRerolls: r.sensorRerolls.map((x) => ({ index: x.index, value: x.value })),
    hits: r.hits,
    solidHits: r.solidHits,
    overcharge: r.overcharge,
    powerDice: r.powerDice,
    damage: damageToOutcome(r.damage),
  };
}

export function antiFighterToOutcome(r: AntiFighterResult): AntiFighterOutcome {
  return {
    kind: 'antiFighter',
    dice: r.allDice,
    // A wing that took both damage tokens in this attack is listed twice: the game sends it to the yellow pile.
    fighters: { destroyed: r.allocation.destroyed, disrupted: [...r.allocation.disrupted, ...r.allocation.twoTokens.flatMap((id) => [id, id])] },
    missilesDestroyed: r.allocation.missilesDestroyed,
  };
}

export function missileStrikeToOutcome(r: MissileStrikeResult): MissileStrikeOutcome {
  return {
    shots: r.shots.map((s) => ({
      ...(s.battery !== undefined ? { battery: s.battery } : {}),
      ...(s.fighter !== undefined ? { fighter: s.fighter } : {}),
      ...(s.aim !== undefined ? { aim: s.aim } : {}),
      dice: s.result.allDice,
      destroyed: s.result.allocation.missilesDestroyed,
    })),
    struck: r.struck,
    overcharges: r.overcharges,
    powerDice: r.powerDice,
    damage: damageToOutcome(r.damage),
  };
}

export function precisionToOutcome(r: PrecisionResult): PrecisionOutcome {
  return {
    kind: 'precision',
    defensiveFire: r.defensiveFire ? { battery: r.defensiveFire.battery, ...(r.defensiveFire.aim !== undefined ? { aim: r.defensiveFire.aim } : {}), outcome: antiFighterToOutcome(r.defensiveFire.result) } : null,
    ...(r.moreDefensiveFire && r.moreDefensiveFire.length > 0
      ? { moreDefensiveFire: r.moreDefensiveFire.map((f) => ({ battery: f.battery, ...(f.aim !== undefined ? { aim: f.aim } : {}), outcome: antiFighterToOutcome(f.result) })) }
      : {}),
    dice: r.dice,
    damage: damageToOutcome(r.damage),
  };
}
