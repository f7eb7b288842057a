/**
 * Squadron legality: every violation, in words a player understands, with the
 * rule section and a suggested fix.
 */
import { fleetList, unitName } from '../../data/lookup';
import type { KalidasiaPack, ShipClass, UnitRef, UpgradeCard } from '../../data/types';
import { fighterTokenCount, squadronPoints, type Squadron, type SquadronShip } from './squadron';
import { parseUnitLimit, pointsNeededFor, unitLimitAt } from './unitLimit';

export type ViolationCode =
  | 'pointLimit'
  | 'overPoints'
  | 'unknownUnit'
  | 'wrongFleet'
  | 'unitLimit'
  | 'unitLimitNotation'
  | 'capacity'
  | 'unknownUpgrade'
  | 'tooManyUpgrades'
  | 'sameUpgradeType'
  | 'upgradeFaction'
  | 'freeEquipmentWithoutIcon'
  | 'duplicateFreeEquipment';

export interface Violation {
  readonly code: ViolationCode;
  /** What is wrong, for the player. */
  readonly message: string;
  /** The rulebook section that says so. */
  readonly section: string;
  /** What the player can do about it. */
  readonly fix: string;
  /** The warship (uid) or unit concerned, if any. */
  readonly subject?: string;
  /** The upgrade cards (ids) the violation is about, so a fix can name them without reading the message. */
  readonly cards?: readonly string[];
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

// Rules: Kalidasia "Setting up a Battle" — "The total of all of a player's units must be less than or equal to the preselected point level."
function checkPoints(pack: KalidasiaPack, sq: Squadron): Violation[] {
  if (!Number.isInteger(sq.pointLimit) || sq.pointLimit < 1) {
    return [{ code: 'pointLimit', message: `The point limit ${sq.pointLimit} is not a whole number of points.`, section: 'Setting up a Battle', fix: 'Choose a point limit such as 34, 50 or 75.' }];
  }
  const total = squadronPoints(pack, sq).total;
  if (total <= sq.pointLimit) return [];
  const over = total - sq.pointLimit;
  return [
    {
      code: 'overPoints',
      message: `The squadron costs ${total} points; the limit is ${sq.pointLimit}.`,
      section: 'Setting up a Battle',
      fix: `Remove ${plural(over, 'point')} of units or upgrades, or raise the point limit to ${total}.`,
    },
  ];
}

// Rules: Kalidasia "Building a Squadron" — "a player must choose which fleet list to use and they may only select units from that fleet list."
function checkFleetsAndLimits(pack: KalidasiaPack, sq: Squadron): Violation[] {
  const out: Violation[] = [];
  const allowed = [sq.fleet, ...sq.extraFleets].map((id) => fleetList(pack, id));
  const units: { ref: UnitRef; count: number }[] = [];
  const seenCodes = new Map<string, number>();
  for (const s of sq.ships) {
    if (!pack.ships.some((c) => c.code === s.code)) {
      out.push({ code: 'unknownUnit', message: `Warship ${s.uid}: there is no class ${s.code} in the data pack.`, section: 'Building a Squadron', fix: 'Remove it, or pick a class from your fleet list.', subject: s.uid });
      continue;
    }
    seenCodes.set(s.code, (seenCodes.get(s.code) ?? 0) + 1);
  }
  for (const [code, count] of seenCodes) units.push({ ref: { kind: 'ship', code: code as SquadronShip['code'] }, count });
  for (const [id, count] of Object.entries(sq.fighters)) {
    if (!count) continue;
    if (!pack.fighters.some((f) => f.id === id)) {
      out.push({ code: 'unknownUnit', message: `There is no fighter "${id}" in the data pack.`, section: 'Building a Squadron', fix: 'Remove those tokens.', subject: id });
      continue;
    }
    units.push({ ref: { kind: 'fighter', id: id as 'hunter' }, count });
  }
  const fleetNames = allowed.map((f) => f.name).join(' or ');
  for (const { ref, count } of units) {
    const name = unitName(pack, ref);
    const entry = allowed
      .flatMap((f) => f.entries)
      .find((e) => (e.unit.kind === 'ship' && ref.kind === 'ship' && e.unit.code === ref.code) || (e.unit.kind === 'fighter' && ref.kind === 'fighter' && e.unit.id === ref.id));
    const subject = ref.kind === 'ship' ? ref.code : ref.id;
    if (!entry) {
      out.push({
        code: 'wrongFleet',
        message: `${name} is not in the ${fleetNames} fleet list.`,
        section: 'Building a Squadron',
        fix: `Remove ${plural(count, name, name)}, or build from a fleet list that has it (only a special scenario allows more than one list).`,
        subject,
      });
      continue;
    }
    const parsed = parseUnitLimit(entry.limit);
    if (!parsed.ok) {
      out.push({ code: 'unitLimitNotation', message: `The data pack's limit for ${name} ("${entry.limit}") cannot be read. ${parsed.error.message}.`, section: 'Building a Squadron', fix: 'Correct the limit in the data pack settings.', subject });
      continue;
    }
    const max = unitLimitAt(parsed.limit, sq.pointLimit);
    if (max !== null && count <= max) continue;
    const needed = pointsNeededFor(parsed.limit, count);
    const atLimit = max === null ? `no ${name} is allowed at ${sq.pointLimit} points` : `at most ${max} ${name} may be taken at ${sq.pointLimit} points`;
    out.push({
      code: 'unitLimit',
      message: `${name}: ${atLimit}; the squadron has ${count}.`,
      section: 'Building a Squadron',
      fix: `Remove ${count - (max ?? 0)} ${name}${needed !== null && needed > sq.pointLimit ? `, or play at ${needed} points or more` : ''}.`,
      subject,
    });
  }
  return out;
}

// Rules: Kalidasia "Capacity" (Building a Squadron) — "the total number of capacity provided by a squadron's warships must be greater than or equal to the number of fighter tokens".
function checkCapacity(pack: KalidasiaPack, sq: Squadron): Violation[] {
  const provided = sq.ships.reduce((n, s) => n + (pack.ships.find((c) => c.code === s.code)?.capacity ?? 0), 0);
  const needed = Object.entries(sq.fighters).reduce((n, [id, count]) => n + (pack.fighters.find((f) => f.id === id)?.capacityCost ?? 1) * (count ?? 0), 0);
  if (needed <= provided) return [];
  const excess = needed - provided;
  const tokens = fighterTokenCount(sq);
  return [
    {
      code: 'capacity',
      message: `${plural(tokens, 'fighter token')} need ${needed} capacity; the warships provide ${provided}.`,
      section: 'Capacity',
      fix: `Remove ${plural(excess, 'fighter token')}, or add a warship with capacity.`,
    },
  ];
}

// Rules: Kalidasia "Upgrade (Equipment / Crew) Cards" and "Free Equipment Cards" (Building a Squadron).
function checkUpgrades(pack: KalidasiaPack, sq: Squadron, ship: SquadronShip, cls: ShipClass): Violation[] {
  const out: Violation[] = [];
  const who = `${cls.name} ${ship.uid}`;
  const cards: UpgradeCard[] = [];
  for (const id of ship.upgrades) {
    const card = pack.upgrades.find((u) => u.id === id);
    if (card) cards.push(card);
    else out.push({ code: 'unknownUpgrade', message: `${who}: there is no upgrade card "${id}" in the data pack.`, section: 'Upgrade (Equipment / Crew) Cards', fix: 'Remove it.', subject: ship.uid, cards: [id] });
  }
  const optional = cards.filter((c) => c.freeFor === null);
  if (optional.length > 2) {
    out.push({
      code: 'tooManyUpgrades',
      message: `${who} has ${optional.length} optional upgrade cards (${optional.map((c) => c.name).join(', ')}); a warship may have at most two.`,
      section: 'Upgrade (Equipment / Crew) Cards',
      fix: `Remove ${plural(optional.length - 2, 'upgrade card')} from ${who}.`,
      subject: ship.uid,
      cards: optional.map((c) => c.id),
    });
  }
  const byType = new Map<string, UpgradeCard[]>();
  for (const c of optional) byType.set(c.type, [...(byType.get(c.type) ?? []), c]);
  for (const [type, same] of byType) {
    if (same.length < 2) continue;
    out.push({
      code: 'sameUpgradeType',
      message: `${who} has ${same.length} ${type} cards (${same.map((c) => c.name).join(', ')}); a warship cannot have two upgrade cards of the same type.`,
      section: 'Upgrade (Equipment / Crew) Cards',
      fix: `Keep one ${type} card on ${who}.`,
      subject: ship.uid,
      cards: same.map((c) => c.id),
    });
  }
  const faction = fleetList(pack, sq.fleet).faction;
  for (const c of cards) {
    if (c.faction !== null && c.faction !== cls.faction) {
      out.push({
        code: 'upgradeFaction',
        message: `${c.name} is only for ${c.faction === 'surakari' ? 'Surakari' : 'Heragul'} warships; ${who} is ${cls.faction === 'surakari' ? 'Surakari' : 'Heragul'}${faction !== cls.faction ? ' (from another fleet list)' : ''}.`,
        section: 'Upgrade (Equipment / Crew) Cards',
        fix: `Remove ${c.name} from ${who}.`,
        subject: ship.uid,
        cards: [c.id],
      });
    }
  }
  const free = cards.filter((c) => c.freeFor !== null);
  for (const c of free) {
    if (c.freeFor !== null && !cls.freeEquipment.includes(c.freeFor)) {
      out.push({
        code: 'freeEquipmentWithoutIcon',
        message: `${c.name} is free equipment for warships with its icon; ${who} does not have the icon.`,
        section: 'Free Equipment Cards',
        fix: `Remove ${c.name} from ${who}.`,
        subject: ship.uid,
        cards: [c.id],
      });
    }
  }
  for (const c of new Set(free)) {
    const n = free.filter((x) => x === c).length;
    if (n > 1) {
      out.push({ code: 'duplicateFreeEquipment', message: `${who} has ${n} ${c.name} cards; its icon gives one.`, section: 'Free Equipment Cards', fix: `Keep one ${c.name} on ${who}.`, subject: ship.uid, cards: [c.id] });
    }
  }
  return out;
}

/**
 * Every reason the squadron is not legal under the pack's values (empty when legal).
 * Pure; the pack is the effective pack (shipped values plus the player's corrections).
 */
// Rules: Kalidasia "Building a Squadron" (pg. 4), "Capacity", "Upgrade (Equipment / Crew) Cards", "Free Equipment Cards".
export function validateSquadron(pack: KalidasiaPack, squadron: Squadron): Violation[] {
  const upgrades = squadron.ships.flatMap((ship) => {
    const cls = pack.ships.find((c) => c.code === ship.code);
    return cls ? checkUpgrades(pack, squadron, ship, cls) : [];
  });
  return [...checkPoints(pack, squadron), ...checkFleetsAndLimits(pack, squadron), ...checkCapacity(pack, squadron), ...upgrades];
}

/** The classes that grant free equipment, with the free cards they receive. */
export function freeEquipmentFor(pack: KalidasiaPack, cls: ShipClass): UpgradeCard[] {
  return pack.upgrades.filter((u) => u.freeFor !== null && cls.freeEquipment.includes(u.freeFor));
}
