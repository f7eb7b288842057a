/**
 * The battle calculator's draft (issue 23): the attacker, the defending house and unit, the distance, the cards
 * and the dice picked so far, kept under the game so a reload finds the battle where it was. Pure: a stored
 * draft is read back only when it is well formed and belongs to this turn (the same round and playing house).
 */
import { z } from 'zod';
import { activeHouse, type NedcaState } from './rules/state';
import { UNIT_KINDS, type UnitKind } from './rules/units';

export interface BattleDraft {
  readonly round: number;
  readonly house: number;
  readonly attacker: UnitKind;
  readonly foe: number;
  readonly target: UnitKind;
  readonly distance: number;
  readonly attackMod: number;
  readonly defenceMod: number;
  readonly attackDie: number | null;
  readonly defenceDie: number | null;
  readonly origin: 'entered' | 'rolled';
}

const int = (min: number, max: number) => z.number().int().min(min).max(max);
const die = int(1, 6).nullable();

const BattleDraftSchema = z.object({
  round: int(1, 100_000),
  house: int(0, 4),
  attacker: z.enum(UNIT_KINDS),
  foe: int(0, 4),
  target: z.enum(UNIT_KINDS),
  distance: int(1, 6),
  attackMod: int(-20, 20),
  defenceMod: int(-20, 20),
  attackDie: die,
  defenceDie: die,
  origin: z.enum(['entered', 'rolled']),
});

/** A fresh draft for the house playing now. */
export function newBattleDraft(s: NedcaState): BattleDraft {
  const me = activeHouse(s);
  const foe = s.houses.findIndex((h, i) => i !== me && !h.eliminated);
  return { round: s.turn.round, house: me, attacker: 'knight', foe: Math.max(0, foe), target: 'knight', distance: 1, attackMod: 0, defenceMod: 0, attackDie: null, defenceDie: null, origin: 'entered' };
}

/** The stored draft when it is sound and this turn's (same round, same house playing, a foe still in play); else a fresh one. */
export function battleDraftOf(raw: unknown, s: NedcaState): BattleDraft {
  const fresh = newBattleDraft(s);
  const r = BattleDraftSchema.safeParse(raw);
  if (!r.success) return fresh;
  const d = r.data;
  const foe = s.houses[d.foe];
  if (d.round !== fresh.round || d.house !== fresh.house || d.foe === d.house || !foe || foe.eliminated) return fresh;
  return d;
}
