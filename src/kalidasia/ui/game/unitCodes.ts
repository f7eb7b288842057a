/**
 * Short codes for the tokens on the table (pure): a code from the class, fighter or missile name and
 * a number, e.g. HHF1 (a Hammerhead Frigate, as on its token's white box), HU3 (Hunter 3), IN4
 * (Interceptor 4), JAV2 (a Javelin missile). Unique in a game; the same code on the table and in the
 * units list.
 */
import { fighterClass, shipClass } from '../../data';
import type { GameState, TableUnit } from '../../game';
import { tokenKey } from './tableModel';

/** Candidate letter codes for a name, shortest first: initials of a several-word name, then its first 2, 3, 4… letters. */
function codeCandidates(name: string, minLetters: number): string[] {
  const words = name.toUpperCase().replace(/[^A-Z0-9 ]/g, ' ').split(/\s+/).filter(Boolean);
  const joined = words.join('');
  const out: string[] = [];
  if (words.length > 1 && minLetters <= words.length) out.push(words.map((w) => w[0]).join(''));
  for (let n = minLetters; n <= joined.length; n++) out.push(joined.slice(0, n));
  return out.length > 0 ? out : ['X'];
}

const trailingNumber = (id: string): number | null => {
  const m = /(\d+)\s*$/.exec(id);
  return m ? Number(m[1]) : null;
};

/** Every unit's code, keyed by `tokenKey(unit)` (destroyed units and units not yet deployed included). */
export function unitCodes(s: GameState): Map<string, string> {
  /** name → letters, and letters taken by a name. */
  const letters = new Map<string, string>();
  const owner = new Map<string, string>();
  const lettersFor = (kind: string, name: string, fixed?: string, minLetters = 2): string => {
    const key = `${kind}:${name}`;
    const known = letters.get(key);
    if (known) return known;
    const cands = fixed ? [fixed, ...codeCandidates(name, minLetters)] : codeCandidates(name, minLetters);
    let pick = cands.find((c) => !owner.has(c) || owner.get(c) === key);
    for (let i = 2; !pick; i++) pick = cands.map((c) => `${c}${String.fromCharCode(64 + i)}`).find((c) => !owner.has(c));
    letters.set(key, pick);
    owner.set(pick, key);
    return pick;
  };
  const out = new Map<string, string>();
  const used = new Set<string>();
  const assign = (unit: TableUnit, prefix: string, id: string) => {
    let n = trailingNumber(id) ?? 1;
    while (used.has(`${prefix}${n}`)) n += 1;
    used.add(`${prefix}${n}`);
    out.set(tokenKey(unit), `${prefix}${n}`);
  };
  for (const x of s.ships) {
    const cls = shipClass(s.pack, x.code);
    assign({ kind: 'ship', id: x.id }, lettersFor('ship', cls.name, cls.code), x.id);
  }
  for (const f of s.fighters) assign({ kind: 'fighter', id: f.id }, lettersFor('fighter', fighterClass(s.pack, f.kind).name), f.id);
  for (const m of s.missiles) {
    const ship = s.ships.find((x) => x.id === m.ship);
    const battery = ship ? shipClass(s.pack, ship.code).batteries[m.battery] : undefined;
    const name = battery?.name.replace(/\s*missiles?\s*$/i, '') || 'Missile';
    assign({ kind: 'missile', id: m.id }, lettersFor('missile', name, undefined, 3), m.id);
  }
  return out;
}
