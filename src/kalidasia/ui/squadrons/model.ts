/**
 * Pure helpers behind the squadron builder screens: editing steps, the choices the
 * editor offers (and why others are disabled), live totals, and one-tap fixes for
 * the validator's violations. No React, no storage: each function takes the
 * effective pack and a squadron and returns data or a new squadron.
 *
 * The legality verdicts themselves come from `validateSquadron` (rules/squadron);
 * what is here only explains the editor's choices in the same terms.
 */
import { countOf, ordinal, withArticle } from '../../../words';
import {
  HERAGUL_STARTER,
  SURAKARI_STARTER,
  fleetList,
  freeEquipmentFor,
  parseUnitLimit,
  pointsNeededFor,
  squadronPoints,
  unitLimitAt,
  unitName,
  validateSquadron,
  type FighterId,
  type FleetId,
  type KalidasiaPack,
  type ShipClass,
  type ShipCode,
  type Squadron,
  type SquadronShip,
  type UnitRef,
  type UpgradeCard,
  type Violation,
} from '../..';

/** Point-limit presets offered by the editor (any whole number can be typed too). */
export const POINT_PRESETS = [34, 50, 75, 100, 150] as const;

export const SECTION_UPGRADES = 'Upgrade (Equipment / Crew) Cards';
export const SECTION_FREE = 'Free Equipment Cards';

export interface Starter {
  readonly key: string;
  readonly title: string;
  readonly squadron: Squadron;
}

/**
 * The rulebook's two starter squadrons ("two starter, but not technically legal squadrons").
 * Rules: Kalidasia "Setting up a Battle".
 */
export const STARTERS: readonly Starter[] = [
  { key: 'surakari-34', title: 'Surakari starter — 34 points', squadron: SURAKARI_STARTER },
  { key: 'heragul-34', title: 'Heragul starter — 34 points', squadron: HERAGUL_STARTER },
];

export function emptySquadron(fleet: FleetId, name: string, pointLimit = 34): Squadron {
  return { name, fleet, extraFleets: [], pointLimit, ships: [], fighters: {} };
}

const findClass = (pack: KalidasiaPack, code: string): ShipClass | undefined => pack.ships.find((c) => c.code === code);

/** The next free token number for a class: the class name's initial and a number (D1, D2 …). */
export function nextUid(pack: KalidasiaPack, squadron: Squadron, code: ShipCode): string {
  const initial = (findClass(pack, code)?.name.charAt(0) ?? code.charAt(0)).toUpperCase();
  const used = new Set(squadron.ships.map((s) => s.uid));
  for (let n = 1; ; n++) if (!used.has(`${initial}${n}`)) return `${initial}${n}`;
}

/**
 * Add a warship with the free equipment its icons grant.
 * Rules: Kalidasia "Free Equipment Cards" — "Warships with the icon above receive one free … card."
 */
export function addShip(pack: KalidasiaPack, squadron: Squadron, code: ShipCode): Squadron {
  const cls = findClass(pack, code);
  const free = cls ? freeEquipmentFor(pack, cls).map((c) => c.id) : [];
  return { ...squadron, ships: [...squadron.ships, { uid: nextUid(pack, squadron, code), code, upgrades: free }] };
}

export function removeShip(squadron: Squadron, uid: string): Squadron {
  return { ...squadron, ships: squadron.ships.filter((s) => s.uid !== uid) };
}

/** Remove the last `n` warships of a class (the most recently added). */
export function removeLastOfClass(squadron: Squadron, code: string, n = 1): Squadron {
  const keep = [...squadron.ships];
  let left = n;
  for (let i = keep.length - 1; i >= 0 && left > 0; i--) {
    if (keep[i]?.code === code) {
      keep.splice(i, 1);
      left--;
    }
  }
  return { ...squadron, ships: keep };
}

export function setFighters(squadron: Squadron, id: string, count: number): Squadron {
  const n = Math.max(0, Math.floor(count));
  const fighters: Partial<Record<FighterId, number>> = { ...squadron.fighters };
  if (n === 0) delete fighters[id as FighterId];
  else fighters[id as FighterId] = n;
  return { ...squadron, fighters };
}

function mapShip(squadron: Squadron, uid: string, f: (s: SquadronShip) => SquadronShip): Squadron {
  return { ...squadron, ships: squadron.ships.map((s) => (s.uid === uid ? f(s) : s)) };
}

export function addUpgrade(squadron: Squadron, uid: string, cardId: string): Squadron {
  return mapShip(squadron, uid, (s) => ({ ...s, upgrades: [...s.upgrades, cardId] }));
}

/** Remove one copy of a card from a warship. */
export function removeUpgrade(squadron: Squadron, uid: string, cardId: string): Squadron {
  return mapShip(squadron, uid, (s) => {
    const i = s.upgrades.lastIndexOf(cardId);
    return i < 0 ? s : { ...s, upgrades: [...s.upgrades.slice(0, i), ...s.upgrades.slice(i + 1)] };
  });
}

/**
 * A name the app wrote and the player never typed: "<Fleet> – <n> points" (the templates' names, as the
 * rulebook prints them) whose number is the squadron's point limit. Such a name follows the limit.
 */
const AUTO_NAME = /^(Surakari|Heragul) – (\d+) (points|Points)$/;

export function isAutoName(squadron: Squadron): boolean {
  const m = AUTO_NAME.exec(squadron.name);
  return m !== null && Number(m[2]) === squadron.pointLimit;
}

/** Change the point limit; a name the player never typed ("Surakari – 34 points") follows it. */
export function setPointLimit(squadron: Squadron, pointLimit: number): Squadron {
  const name = isAutoName(squadron) ? squadron.name.replace(AUTO_NAME, (_, f: string, _n: string, w: string) => `${f} – ${pointLimit} ${w}`) : squadron.name;
  return { ...squadron, pointLimit, name };
}

/** Change the fleet list. Units already chosen stay: the validator names any that no longer belong. */
export function setFleet(squadron: Squadron, fleet: FleetId): Squadron {
  return { ...squadron, fleet, extraFleets: squadron.extraFleets.filter((f) => f !== fleet) };
}

const factionWord = (f: string): string => (f === 'surakari' ? 'Surakari' : 'Heragul');

export interface UpgradeChoice {
  readonly card: UpgradeCard;
  /** How many copies are on the warship. */
  readonly attached: number;
  /** Why the card cannot be added now, or null when it can. */
  readonly reason: string | null;
}

/**
 * The optional upgrade cards the editor offers a warship, each with whether it can be added and why not.
 * Rules: Kalidasia "Upgrade (Equipment / Crew) Cards" — "A warship can only be assigned a max of two optional
 * upgrade cards and a warship cannot be assigned two upgrade cards of the same type."
 */
export function upgradeChoices(pack: KalidasiaPack, ship: SquadronShip): UpgradeChoice[] {
  const cls = findClass(pack, ship.code);
  const attachedCards = ship.upgrades.map((id) => pack.upgrades.find((u) => u.id === id)).filter((c): c is UpgradeCard => c !== undefined);
  const optional = attachedCards.filter((c) => c.freeFor === null);
  return pack.upgrades
    .filter((c) => c.freeFor === null)
    .map((card) => {
      const attached = ship.upgrades.filter((id) => id === card.id).length;
      let reason: string | null = null;
      if (attached > 0) reason = 'Already on this warship.';
      else if (cls && card.faction !== null && card.faction !== cls.faction) reason = `${card.name} is ${withArticle(`${factionWord(card.faction)}-only card`)}; this warship is ${factionWord(cls.faction)}.`;
      else if (optional.length >= 2) reason = `This warship already has two optional upgrade cards (${optional.map((c) => c.name).join(', ')}) — the most allowed.`;
      else {
        const same = optional.find((c) => c.type === card.type);
        if (same) reason = `This warship already has ${withArticle(`${card.type} card`)} (${same.name}); two cards of the same type are not allowed.`;
      }
      return { card, attached, reason };
    });
}

/** The free equipment a warship's icons grant, with whether each is attached. Rules: "Free Equipment Cards". */
export function freeChoices(pack: KalidasiaPack, ship: SquadronShip): { card: UpgradeCard; attached: boolean }[] {
  const cls = findClass(pack, ship.code);
  return cls ? freeEquipmentFor(pack, cls).map((card) => ({ card, attached: ship.upgrades.includes(card.id) })) : [];
}

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

const sameUnit = (a: UnitRef, b: UnitRef): boolean =>
  (a.kind === 'ship' && b.kind === 'ship' && a.code === b.code) || (a.kind === 'fighter' && b.kind === 'fighter' && a.id === b.id);

function unitCount(squadron: Squadron, unit: UnitRef): number {
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

/** A one-tap fix: a label for the button and the change it makes (applied only when tapped). */
export interface Fix {
  readonly label: string;
  readonly apply: (squadron: Squadron) => Squadron;
}

function unitRefOf(pack: KalidasiaPack, subject: string): UnitRef | null {
  if (pack.ships.some((s) => s.code === subject)) return { kind: 'ship', code: subject as ShipCode };
  if (pack.fighters.some((f) => f.id === subject)) return { kind: 'fighter', id: subject as FighterId };
  return null;
}

function removeUnits(unit: UnitRef, n: number): (sq: Squadron) => Squadron {
  return (sq) => (unit.kind === 'ship' ? removeLastOfClass(sq, unit.code, n) : setFighters(sq, unit.id, (sq.fighters[unit.id] ?? 0) - n));
}

const tokens = (n: number, name: string): string => countOf(n, `${name} token`);

function upgradeFixes(pack: KalidasiaPack, squadron: Squadron, v: Violation): Fix[] {
  const ship = squadron.ships.find((s) => s.uid === v.subject);
  if (!ship) return [];
  const cls = findClass(pack, ship.code);
  const who = `${cls?.name ?? ship.code} ${ship.uid}`;
  const cards = ship.upgrades.map((id) => ({ id, card: pack.upgrades.find((u) => u.id === id) }));
  // Every copy of the card goes (an imported squadron may carry the same card twice).
  const remove = (id: string, name: string): Fix => ({
    label: `Remove ${name} from ${who}`,
    apply: (sq) => mapShip(sq, ship.uid, (s) => ({ ...s, upgrades: s.upgrades.filter((x) => x !== id) })),
  });
  const uniq = (ids: { id: string; name: string }[]): Fix[] => [...new Map(ids.map((x) => [x.id, x])).values()].map((x) => remove(x.id, x.name));
  // The violation names its cards by id (validateSquadron); nothing here reads the message text.
  const named = new Set(v.cards ?? []);
  const concerned = cards.filter((c) => named.has(c.id));
  switch (v.code) {
    case 'unknownUpgrade':
      return uniq(concerned.map((c) => ({ id: c.id, name: `"${c.id}"` })));
    case 'tooManyUpgrades':
    case 'sameUpgradeType':
    case 'upgradeFaction':
    case 'freeEquipmentWithoutIcon':
      return uniq(concerned.flatMap((c) => (c.card ? [{ id: c.id, name: c.card.name }] : [])));
    case 'duplicateFreeEquipment': {
      const dup = concerned[0];
      if (!dup?.card) return [];
      const id = dup.id;
      const n = ship.upgrades.filter((x) => x === id).length;
      return [
        {
          label: `Keep one ${dup.card.name} on ${who}`,
          apply: (sq) => Array.from({ length: n - 1 }).reduce<Squadron>((s) => removeUpgrade(s, ship.uid, id), sq),
        },
      ];
    }
    default:
      return [];
  }
}

/**
 * The obvious fixes for a violation, as buttons. Nothing is applied until the player taps one.
 * Each fix removes the violation it is offered for (tested).
 */
export function fixesFor(pack: KalidasiaPack, squadron: Squadron, v: Violation): Fix[] {
  switch (v.code) {
    case 'overPoints': {
      const total = squadronPoints(pack, squadron).total;
      return [{ label: `Raise the limit to ${total} points`, apply: (sq) => setPointLimit(sq, Math.max(total, squadronPoints(pack, sq).total)) }];
    }
    case 'unitLimit': {
      const unit = v.subject ? unitRefOf(pack, v.subject) : null;
      if (!unit) return [];
      const entry = [squadron.fleet, ...squadron.extraFleets]
        .flatMap((f) => pack.fleets.find((x) => x.id === f)?.entries ?? [])
        .find((e) => sameUnit(e.unit, unit));
      const parsed = entry ? parseUnitLimit(entry.limit) : null;
      if (!parsed?.ok) return [];
      const count = unitCount(squadron, unit);
      const max = unitLimitAt(parsed.limit, squadron.pointLimit) ?? 0;
      const name = unitName(pack, unit);
      const fixes: Fix[] = [{ label: `Remove ${count - max} ${name}${unit.kind === 'fighter' ? ' tokens' : ''}`, apply: removeUnits(unit, count - max) }];
      // A raised limit must also cover the squadron's points, or the fix leaves it over (a fix must fix).
      const bracket = pointsNeededFor(parsed.limit, count);
      const needed = bracket === null ? null : Math.max(bracket, squadronPoints(pack, squadron).total);
      if (needed !== null && needed > squadron.pointLimit) fixes.push({ label: `Raise the limit to ${needed} points`, apply: (sq) => setPointLimit(sq, needed) });
      return fixes;
    }
    case 'wrongFleet':
    case 'unknownUnit': {
      if (!v.subject) return [];
      const ship = squadron.ships.find((s) => s.uid === v.subject);
      if (ship) return [{ label: `Remove warship ${ship.uid}`, apply: (sq) => removeShip(sq, ship.uid) }];
      const unit = unitRefOf(pack, v.subject);
      if (unit) {
        const count = unitCount(squadron, unit);
        const name = unitName(pack, unit);
        return [{ label: unit.kind === 'ship' ? `Remove the ${count} ${name}` : `Remove the ${tokens(count, name)}`, apply: removeUnits(unit, count) }];
      }
      const id = v.subject;
      return [{ label: `Remove the "${id}" tokens`, apply: (sq) => setFighters(sq, id, 0) }];
    }
    case 'capacity': {
      const { used, provided } = capacityOf(pack, squadron);
      const excess = used - provided;
      const kinds = (Object.entries(squadron.fighters) as [FighterId, number | undefined][])
        .filter(([id, n]) => (n ?? 0) > 0 && pack.fighters.some((f) => f.id === id))
        .map(([id, n]) => ({ id, n: n ?? 0, name: unitName(pack, { kind: 'fighter', id }) }));
      const enough = kinds.filter((k) => k.n >= excess);
      if (enough.length > 0) {
        return enough.map((k) => ({ label: `Remove ${tokens(excess, k.name)}`, apply: (sq) => setFighters(sq, k.id, (sq.fighters[k.id] ?? 0) - excess) }));
      }
      return [
        {
          label: `Remove ${excess} fighter tokens (largest groups first)`,
          apply: (sq) => {
            let left = excess;
            let out = sq;
            for (const k of [...kinds].sort((a, b) => b.n - a.n)) {
              const take = Math.min(left, k.n);
              out = setFighters(out, k.id, k.n - take);
              left -= take;
            }
            return out;
          },
        },
      ];
    }
    default:
      return upgradeFixes(pack, squadron, v);
  }
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
