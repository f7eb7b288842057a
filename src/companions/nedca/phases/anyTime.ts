/** Any time: card effects, trades and corrections entered by hand, Special Cards, unit cards, Objectives. Pure; called by `../reducer.ts` once the event's phase is checked. */
import { ok, refuse, type ApplyResult } from '../../shared/core/log';
import { countOf } from '../../../words';
import { RESOURCE_NAMES, RESOURCES, addResources, deltaProblem } from '../rules/resources';
import { setHouse, type NedcaHouse, type NedcaState } from '../rules/state';
import { MAX_ACTIVE_SPECIALS } from '../rules/tracks';
import { CARD_SLOT, UNIT_KINDS, UNIT_NAMES } from '../rules/units';
import { isInt, validHouse, nameOf, payFrom, addInfluence } from './helpers';
import type { NedcaEvent } from '../events';

export type AnyTimeEvent = Extract<NedcaEvent, { type: 'adjust' | 'transfer' | 'influence' | 'hand' | 'activateSpecial' | 'removeSpecial' | 'unitCard' | 'removeUnit' | 'objective' }>;

/** Any time: card effects, trades and corrections entered by hand, Special Cards, unit cards, Objectives. */
// Rules: Nedca "CARD TYPES", "GAME MECHANICS"
export function applyAnyTime(s: NedcaState, e: AnyTimeEvent, me: number, _self: NedcaHouse): ApplyResult<NedcaState> {
  switch (e.type) {
    case 'adjust': {
      if (!validHouse(s, e.house)) return refuse('Choose a house still in the game.');
      const p = deltaProblem(e.delta, 'Change', true);
      if (p) return refuse(p);
      const after = addResources((s.houses[e.house] as NedcaHouse).resources, e.delta);
      const neg = RESOURCES.find((r) => after[r] < 0);
      if (neg) return refuse(`${nameOf(s, e.house)} has only ${after[neg] - (e.delta[neg] ?? 0)} ${RESOURCE_NAMES[neg]}.`);
      return ok(setHouse(s, e.house, (h) => ({ ...h, resources: after })));
    }
    // Rules: Nedca "TURN PHASES" — 2- Operations Phase A/B (buying and selling between houses)
    case 'transfer': {
      if (!validHouse(s, e.from) || !validHouse(s, e.to) || e.from === e.to) return refuse('Choose two different houses still in the game.');
      const paid = payFrom(s, e.from, e.delta, `${nameOf(s, e.from)}'s payment`);
      if (!paid.ok) return paid;
      return ok(setHouse(paid.state, e.to, (h) => ({ ...h, resources: addResources(h.resources, e.delta) })));
    }
    case 'influence': {
      if (!validHouse(s, e.house)) return refuse('Choose a house still in the game.');
      if (!isInt(e.delta) || e.delta === 0) return refuse('Influence changes by a whole, non-zero amount.');
      return ok(addInfluence(s, e.house, e.delta));
    }
    case 'hand': {
      if (!validHouse(s, e.house)) return refuse('Choose a house still in the game.');
      if (!isInt(e.delta) || e.delta === 0) return refuse('Cards change by a whole, non-zero number.');
      const h = s.houses[e.house] as NedcaHouse;
      if (h.hand + e.delta < 0) return refuse(`${h.name} holds only ${countOf(h.hand, 'card')}.`);
      return ok(setHouse(s, e.house, (x) => ({ ...x, hand: x.hand + e.delta })));
    }
    // Rules: Nedca "CARD TYPES" — Special Cards (activated at any time; 3 active on a player board; attach to another's vacant slot)
    case 'activateSpecial': {
      if (!validHouse(s, e.house)) return refuse('Choose a house still in the game.');
      const h = s.houses[e.house] as NedcaHouse;
      if (h.hand < 1) return refuse(`${h.name} has no card in hand to activate.`);
      if (e.influence !== undefined && !isInt(e.influence)) return refuse('Influence change must be a whole number.');
      let st = setHouse(s, e.house, (x) => ({ ...x, hand: x.hand - 1 }));
      if (e.slot === 'player') {
        const target = e.target ?? e.house;
        if (!validHouse(s, target)) return refuse('Attach the card to a house still in the game.');
        const t = st.houses[target] as NedcaHouse;
        if (t.specials >= MAX_ACTIVE_SPECIALS) return refuse(`${t.name} already has ${MAX_ACTIVE_SPECIALS} active Special Cards: discard one first.`);
        st = setHouse(st, target, (x) => ({ ...x, specials: x.specials + 1 }));
      }
      return ok(addInfluence(st, e.house, e.influence ?? 0));
    }
    case 'removeSpecial': {
      if (!validHouse(s, e.house)) return refuse('Choose a house still in the game.');
      if ((s.houses[e.house] as NedcaHouse).specials < 1) return refuse(`${nameOf(s, e.house)} has no active Special Card.`);
      return ok(setHouse(s, e.house, (h) => ({ ...h, specials: h.specials - 1 })));
    }
    // Rules: Nedca "GAME MACHANICS" — Unit Upgrades / Special Unit Cards (free; replaces the previous card)
    case 'unitCard': {
      if (!validHouse(s, e.house)) return refuse('Choose a house still in the game.');
      if (!(UNIT_KINDS as readonly string[]).includes(e.kind)) return refuse(`"${e.kind}" is not a unit.`);
      if (e.card !== null && CARD_SLOT[e.card] !== e.kind) return refuse(`The ${e.card} card goes on the ${UNIT_NAMES[CARD_SLOT[e.card]]} space.`);
      return ok(setHouse(s, e.house, (h) => {
        const cards = { ...h.cards };
        if (e.card === null) delete cards[e.kind];
        else cards[e.kind] = e.card;
        return { ...h, cards };
      }));
    }
    case 'removeUnit': {
      if (!validHouse(s, e.house)) return refuse('Choose a house still in the game.');
      if (((s.houses[e.house] as NedcaHouse).units[e.kind] ?? 0) < 1) return refuse(`${nameOf(s, e.house)} has no ${UNIT_NAMES[e.kind]} on the board.`);
      return ok(setHouse(s, e.house, (h) => ({ ...h, units: { ...h.units, [e.kind]: h.units[e.kind] - 1 } })));
    }
    // Rules: Nedca "CARD TYPES" — Objective Cards ("Only 1 Objective can be obtained during a players turn"); "INTRODUCTORY TO CARDS" — I
    case 'objective': {
      if (s.turn.objectiveTaken) return refuse('Only one Objective can be collected per turn; a second one can be collected next turn if still met.');
      return ok({ ...setHouse(s, me, (h) => ({ ...h, objectives: h.objectives + 1 })), turn: { ...s.turn, objectiveTaken: true } });
    }
  }
}
