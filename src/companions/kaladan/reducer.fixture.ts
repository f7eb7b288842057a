/** A small two-player board and helpers shared by the reducer tests (not used by the app). */
import { applyKaladan, type KaladanEvent } from './reducer';
import type { TileDef } from './rules/board';
import type { KaladanSetup, KaladanState } from './rules/state';

const T = (id: string, terrain: string, capacity: number, adjacent: string[], extra: Partial<TileDef> = {}): TileDef => ({
  id,
  terrain,
  capacity,
  adjacent,
  castle: false,
  ...extra,
});
// CA — F1 — M1 — FD — CB, and F1 — M2 — M1
export const tiles: TileDef[] = [
  T('CA', 'Castle', 4, ['F1'], { castle: true, home: 0, spawnKind: 'sword' }),
  T('F1', 'Forest', 4, ['CA', 'M1', 'M2']),
  T('M1', 'Mountain', 3, ['F1', 'FD', 'M2']),
  T('M2', 'Mountain', 3, ['F1', 'M1']),
  T('FD', 'Field', 4, ['M1', 'CB']),
  T('CB', 'Castle', 4, ['FD'], { castle: true, home: 1, spawnKind: 'bow' }),
];
export const inventory = { sword: 3, bow: 3, shield: 3, general: 1, catapult: 1, special: 1 };
export const setup: KaladanSetup = {
  players: [
    { name: 'Ann', gold: 0, inventory, magicCards: 1 },
    { name: 'Bo', gold: 0, inventory, magicCards: 0 },
  ],
  tiles,
  units: [
    { owner: 0, kind: 'crown', tile: 'CA' }, // u1
    { owner: 0, kind: 'sword', tile: 'F1' }, // u2
    { owner: 0, kind: 'bow', tile: 'M1' }, // u3
    { owner: 1, kind: 'crown', tile: 'CB' }, // u4
    { owner: 1, kind: 'shield', tile: 'FD' }, // u5
  ],
};

/** Apply events that must be accepted. */
export function go(s: KaladanState, ...events: KaladanEvent[]): KaladanState {
  return events.reduce((st, e) => {
    const r = applyKaladan(st, e);
    if (!r.ok) throw new Error(`${e.type}: ${r.reason}`);
    return r.state;
  }, s);
}
/** The reason an event is refused (throws if accepted). */
export function no(s: KaladanState, e: KaladanEvent): string {
  const r = applyKaladan(s, e);
  if (r.ok) throw new Error(`${e.type} was accepted`);
  return r.reason;
}
