/**
 * Live totals of the squadron builder: capacity, the bracket limits as the player reads them, the summary with the
 * validator's verdict, and the counts Compare and the print view list. Pure: no React, no storage.
 */
import { ordinal, withArticle } from '../../../words';
import { fleetList, parseUnitLimit, pointsNeededFor, squadronPoints, unitLimitAt, unitName, validateSquadron, type KalidasiaPack, type Squadron, type UnitRef, type Violation } from '../..';
import { findClass } from './edits';

/**
 * Capacity provided by the warships and used by the fighter tokens.
 * Rules: Kalidasia "Capacity" — "Each fighter token added to a squadron costs one capacity."
 */
export function capacityOf(pack: KalidasiaPack, squadron: Squadron): { used: number; provided: number } {
  const provided = squadron.ships.reduce((n, s) => n + (findClass(pack, s.code)?.capacity ?? 0), 0);
  const used = Object.entries(squadron.fighters).reduce((n, [id, c]) => n + (pack.fighters.find((f) => f.id === id)?.capacityCost ?? 1) * (c ?? 0), 0);
  return { used, provided };
}

const ORDINALS = ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
const ordinalWord = (n: number): string => ORDINALS[n] ?? ordinal(n);

/** The same unit (a warship class or a fighter type). */
export const sameUnit = (a: UnitRef, b: UnitRef): boolean =>
  (a.kind === 'ship' && b.kind === 'ship' && a.code === b.code) || (a.kind === 'fighter' && b.kind === 'fighter' && a.id === b.id);

/** How many of a unit the squadron holds. */
export function unitCount(squadron: Squadron, unit: UnitRef): number {
  return unit.kind === 'ship' ? squadron.ships.filter((s) => s.code === unit.code).length : (squadron.fighters[unit.id] ?? 0);
}

export interface BracketLine {
  readonly unit: UnitRef;
  readonly text: string;
  readonly over: boolean;
}

/**
 * Each bracket-limited unit of the chosen fleet lists, as the player reads it:
 * "Lynx Battle Cruiser: 1 of 1 at 75 points — a second is allowed from 76".
 * Rules: Kalidasia "Building a Squadron" — "[0-75]: 1, [76-150]: 2, [151+]: U".
 */
export function bracketLines(pack: KalidasiaPack, squadron: Squadron): BracketLine[] {
  const out: BracketLine[] = [];
  const seen: UnitRef[] = [];
  for (const fleetId of [squadron.fleet, ...squadron.extraFleets]) {
    const fleet = pack.fleets.find((f) => f.id === fleetId);
    for (const entry of fleet?.entries ?? []) {
      if (seen.some((u) => sameUnit(u, entry.unit))) continue;
      seen.push(entry.unit);
      const parsed = parseUnitLimit(entry.limit);
      if (!parsed.ok || parsed.limit.kind === 'unlimited') continue;
      const name = unitName(pack, entry.unit);
      const count = unitCount(squadron, entry.unit);
      const max = unitLimitAt(parsed.limit, squadron.pointLimit);
      if (max === Infinity) {
        out.push({ unit: entry.unit, text: `${name}: ${count}, unlimited at ${squadron.pointLimit} points`, over: false });
        continue;
      }
      const allowed = max ?? 0;
      const next = pointsNeededFor(parsed.limit, allowed + 1);
      const tail = next !== null && next > squadron.pointLimit ? ` — ${withArticle(ordinalWord(allowed + 1))} is allowed from ${next}` : '';
      out.push({ unit: entry.unit, text: `${name}: ${count} of ${allowed} at ${squadron.pointLimit} points${tail}`, over: count > allowed });
    }
  }
  return out;
}

export interface SquadronSummary {
  readonly points: number;
  readonly capacity: { used: number; provided: number };
  readonly violations: readonly Violation[];
  readonly valid: boolean;
  readonly fighterTokens: number;
}

export function summarise(pack: KalidasiaPack, squadron: Squadron): SquadronSummary {
  const violations = validateSquadron(pack, squadron);
  return {
    points: squadronPoints(pack, squadron).total,
    capacity: capacityOf(pack, squadron),
    violations,
    valid: violations.length === 0,
    fighterTokens: Object.values(squadron.fighters).reduce((n: number, c) => n + (c ?? 0), 0),
  };
}

/** The fleet lists a squadron draws from, for display. */
export function fleetNames(pack: KalidasiaPack, squadron: Squadron): string {
  return [squadron.fleet, ...squadron.extraFleets].map((f) => fleetList(pack, f).name).join(' + ');
}

/** Counts used by Compare and the print view: warships per class, upgrade cards, fighters. */
export function unitCounts(pack: KalidasiaPack, squadron: Squadron): { ships: Map<string, number>; upgrades: Map<string, number>; fighters: Map<string, number> } {
  const ships = new Map<string, number>();
  const upgrades = new Map<string, number>();
  const fighters = new Map<string, number>();
  for (const s of squadron.ships) {
    const name = findClass(pack, s.code)?.name ?? s.code;
    ships.set(name, (ships.get(name) ?? 0) + 1);
    for (const id of s.upgrades) {
      const card = pack.upgrades.find((u) => u.id === id);
      const label = card ? (card.freeFor !== null ? `${card.name} (free)` : card.name) : id;
      upgrades.set(label, (upgrades.get(label) ?? 0) + 1);
    }
  }
  for (const [id, n] of Object.entries(squadron.fighters)) {
    if (!n) continue;
    const f = pack.fighters.find((x) => x.id === id);
    fighters.set(f?.name ?? id, n);
  }
  return { ships, upgrades, fighters };
}
