/**
 * One-tap fixes for the validator's violations (`validateSquadron`): a label for the button and the change it makes,
 * applied only when tapped. Each fix removes the violation it is offered for (tested). Pure: no React, no storage.
 */
import { countOf } from '../../../words';
import { parseUnitLimit, pointsNeededFor, squadronPoints, unitLimitAt, unitName, type FighterId, type KalidasiaPack, type ShipCode, type Squadron, type UnitRef, type Violation } from '../..';
import { findClass, mapShip, removeLastOfClass, removeShip, removeUpgrade, setFighters, setPointLimit } from './edits';
import { capacityOf, sameUnit, unitCount } from './totals';

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
