/**
 * Editing steps of the squadron builder: each takes a squadron (and the effective pack where it needs it) and returns
 * a new squadron. Pure: no React, no storage.
 */
import { freeEquipmentFor, type FighterId, type FleetId, type KalidasiaPack, type ShipClass, type ShipCode, type Squadron, type SquadronShip } from '../..';

export function emptySquadron(fleet: FleetId, name: string, pointLimit = 34): Squadron {
  return { name, fleet, extraFleets: [], pointLimit, ships: [], fighters: {} };
}

/** A warship class of the pack by its code. */
export const findClass = (pack: KalidasiaPack, code: string): ShipClass | undefined => pack.ships.find((c) => c.code === code);

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

/** The squadron with warship `uid` changed by `f`. */
export function mapShip(squadron: Squadron, uid: string, f: (s: SquadronShip) => SquadronShip): Squadron {
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
