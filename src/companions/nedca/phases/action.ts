/** The Action Phase: battles between units, occupying and assaulting City Tiles. Pure; called by `../reducer.ts` once the event's phase is checked. */
import { ok, refuse, type ApplyResult } from '../../shared/core/log';
import { listOf, pluralOf } from '../../../words';
import { battleProblem, dieProblem, resolveAssault, resolveBattle } from '../rules/battle';
import { setHouse, type NedcaHouse, type NedcaState } from '../rules/state';
import { UNIT_KINDS, UNIT_NAMES, isMilitary, statsOf } from '../rules/units';
import { unspent, isInt, validHouse, nameOf, attackConsequences, eliminate } from './helpers';
import type { NedcaEvent } from '../events';

export type ActionEvent = Extract<NedcaEvent, { type: 'battle' | 'occupy' | 'assault' }>;

/** The Action Phase: battles between units, occupying and assaulting City Tiles. */
// Rules: Nedca "TURN PHASES" — 3- Action Phase; "BATTLE MECHANICS"
export function applyAction(s: NedcaState, e: ActionEvent, me: number, self: NedcaHouse): ApplyResult<NedcaState> {
  switch (e.type) {
    // Rules: Nedca "BATTLE MECHANICS" — Basic Battle Mechanics ("Each Unit can attack once per Action Phase"; a tie: no more attacks); "TURN PHASES" — 3- Action Phase B
    case 'battle': {
      if (!validHouse(s, e.defender.house) || e.defender.house === me) return refuse('Attack a unit of another house still in the game.');
      if (!(UNIT_KINDS as readonly string[]).includes(e.attacker) || !(UNIT_KINDS as readonly string[]).includes(e.defender.kind)) return refuse('Choose the units by kind.');
      if (self.units[e.attacker] < 1) return refuse(`${self.name} has no ${UNIT_NAMES[e.attacker]} on the board.`);
      const d = s.houses[e.defender.house] as NedcaHouse;
      if (d.units[e.defender.kind] < 1) return refuse(`${d.name} has no ${UNIT_NAMES[e.defender.kind]} on the board.`);
      const done = Math.min(s.turn.attacked[e.attacker] ?? 0, self.units[e.attacker]);
      if (done >= self.units[e.attacker]) {
        return refuse(`Each unit attacks once per Action Phase: ${self.units[e.attacker] === 1 ? `${self.name}'s only ${UNIT_NAMES[e.attacker]} has` : `all ${self.units[e.attacker]} of ${self.name}'s ${pluralOf(UNIT_NAMES[e.attacker])} have`} attacked (or tied) this turn.`);
      }
      const a = statsOf(e.attacker, self.cards[e.attacker]);
      const ds = statsOf(e.defender.kind, d.cards[e.defender.kind]);
      if (isInt(e.distance) && e.distance > a.rng) return refuse(`The target is ${e.distance} spaces away; the attacker's Range is ${a.rng}.`);
      const input = { atk: a.atk, def: ds.def, defRange: ds.rng, distance: e.distance, attackDie: e.attackDie, defenceDie: e.defenceDie, attackMod: e.attackMod ?? 0, defenceMod: e.defenceMod ?? 0 };
      const p = battleProblem(input);
      if (p) return refuse(p);
      const r = resolveBattle(input);
      // The attacker is spent for the turn (a tie included); if it falls it no longer counts.
      let st: NedcaState = { ...s, turn: { ...s.turn, attacked: { ...s.turn.attacked, [e.attacker]: done + (r.winner === 'defender' ? 0 : 1) } } };
      st = attackConsequences(st, me, e.defender.house);
      if (r.winner === 'attacker') st = setHouse(st, e.defender.house, (h) => ({ ...h, units: { ...h.units, [e.defender.kind]: h.units[e.defender.kind] - 1 } }));
      if (r.winner === 'defender') st = setHouse(st, me, (h) => ({ ...h, units: { ...h.units, [e.attacker]: h.units[e.attacker] - 1 } }));
      return ok(st);
    }
    // Rules: Nedca "WINNING CONDITIONS" — 5- Military Force (a military unit moves into the City Tile); 1 unit per City Tile
    case 'occupy': {
      if (!validHouse(s, e.city) || e.city === me) return refuse('Choose another house\'s City Tile.');
      const c = s.houses[e.city] as NedcaHouse;
      if (!c.capital) return refuse(`${c.name}'s Capital City has already fallen.`);
      if (e.by === null) {
        if (c.occupiedBy !== me) return refuse(`${self.name} does not occupy ${c.name}'s City Tile.`);
        return ok(setHouse(s, e.city, (h) => ({ ...h, occupiedBy: null })));
      }
      if (e.by !== me) return refuse('Only the playing house moves units in its Action Phase.');
      if (c.occupiedBy !== null) return refuse(`${nameOf(s, c.occupiedBy)} already occupies ${c.name}'s City Tile (one unit per City Tile).`);
      if (e.kind !== undefined && (!(UNIT_KINDS as readonly string[]).includes(e.kind) || !isMilitary(e.kind))) return refuse('Only a military unit occupies a City Tile.');
      const kinds = e.kind === undefined ? UNIT_KINDS.filter(isMilitary) : [e.kind];
      if (!kinds.some((k) => self.units[k] > 0)) return refuse(`${self.name} has no military unit on the board${e.kind === undefined ? '' : ` of that kind (${UNIT_NAMES[e.kind]})`}.`);
      const fresh = kinds.filter((k) => unspent(s, me, k) > 0);
      if (fresh.length === 0) {
        const spent = kinds.filter((k) => self.units[k] > 0).map((k) => UNIT_NAMES[k]);
        return refuse(`Every ${listOf(spent)} of ${self.name} has attacked this turn and can no longer move.`);
      }
      return ok(setHouse(s, e.city, (h) => ({ ...h, occupiedBy: me })));
    }
    // Rules: Nedca "WINNING CONDITIONS" — 5- Military Force; "GAME BOARD LAYOUT" — City Tile Defense
    case 'assault': {
      if (!validHouse(s, e.city) || e.city === me) return refuse('Choose another house\'s City Tile.');
      const c = s.houses[e.city] as NedcaHouse;
      if (c.occupiedBy !== me) return refuse(`Occupy ${c.name}'s City Tile with a military unit first.`);
      if (!(UNIT_KINDS as readonly string[]).includes(e.kind) || !isMilitary(e.kind) || self.units[e.kind] < 1) return refuse('Attack with one of your military units on the board.');
      if (unspent(s, me, e.kind) < 1) return refuse(`${self.name}'s ${UNIT_NAMES[e.kind]} has attacked this turn (a battle, won or tied): it can no longer attack.`);
      if (s.turn.cityAttackBlocked) return refuse('A city attack failed this turn: no more city attacks until your next turn.');
      const dp = dieProblem(e.die, 'Red Attack Dice');
      if (dp) return refuse(dp);
      if (e.mod !== undefined && !isInt(e.mod)) return refuse('Card modifiers must be whole numbers.');
      const r = resolveAssault(statsOf(e.kind, self.cards[e.kind]).atk, e.die, e.mod ?? 0, c.shields);
      let st = attackConsequences(s, me, e.city);
      if (r.outcome === 'negated') return ok({ ...st, turn: { ...st.turn, cityAttackBlocked: true } });
      if (r.outcome === 'shield') return ok(setHouse(st, e.city, (h) => ({ ...h, shields: h.shields - 1 })));
      st = eliminate(st, e.city, me);
      return ok(st);
    }
  }
}
