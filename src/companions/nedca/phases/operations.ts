/** The Operations Phase: cards, buildings, research, bonds, recruiting, shields, teams and leases. Pure; called by `../reducer.ts` once the event's phase is checked. */
import { ok, refuse, type ApplyResult } from '../../shared/core/log';
import { withArticle, withArticleCap } from '../../../words';
import { LEASE_CANCEL_FEE, LEASE_RETURN_FEE, MAX_LEASED_PER_LEASER } from '../rules/economy';
import { RESOURCES, addResources, type ResourceDelta } from '../rules/resources';
import { inGame, levelOf, setHouse, teamMembers, type NedcaHouse, type NedcaState } from '../rules/state';
import { TEAM_COUNT, TEAM_LEAVE_FEE, TEAM_JOIN_FEE, joinProblem } from '../rules/teams';
import { CARD_PRICES, MAX_BUILDINGS, MAX_TECHNOLOGIES, GEMS_TO_WIN, nextBondCost } from '../rules/tracks';
import { UNIT_KINDS, UNIT_LEVEL, UNIT_NAMES, UNIT_SUPPLY } from '../rules/units';
import { isInt, validHouse, nameOf, payFrom, addInfluence, endLease, leaveTeam } from './helpers';
import type { NedcaEvent } from '../events';

export type OperationsEvent = Extract<NedcaEvent, { type: 'buyCard' | 'build' | 'research' | 'sellCard' | 'buyBond' | 'recruit' | 'freeRecruit' | 'placeShield' | 'joinTeam' | 'leaveTeam' | 'lease' | 'returnLease' }>;

/** The Operations Phase: cards, buildings, research, bonds, recruiting, shields, teams and leases. */
// Rules: Nedca "TURN PHASES" — 2- Operations Phase
export function applyOperations(s: NedcaState, e: OperationsEvent, me: number, self: NedcaHouse): ApplyResult<NedcaState> {
  switch (e.type) {
    // Rules: Nedca "CARD TYPES" — buying cards (Building 3, Technology 3, Special 5 Gold)
    case 'buyCard': {
      const price = CARD_PRICES[e.kind];
      if (price === undefined) return refuse(`"${String(e.kind)}" is not a card type for sale.`);
      const paid = payFrom(s, me, { gold: price }, withArticleCap(`${e.kind} card`));
      return paid.ok ? ok(setHouse(paid.state, me, (h) => ({ ...h, hand: h.hand + 1 }))) : paid;
    }
    // Rules: Nedca "CARD TYPES" — Building Cards (from hand, pay the cost, up to 10, Influence as printed)
    case 'build': {
      if (self.hand < 1) return refuse('A Building Card is constructed from the hand: the hand is empty.');
      if (self.buildings >= MAX_BUILDINGS) return refuse(`${MAX_BUILDINGS} Building Cards already: sell or lease one out first.`);
      if (!isInt(e.influence)) return refuse('Influence change must be a whole number.');
      const paid = payFrom(s, me, e.cost, 'This building');
      if (!paid.ok) return paid;
      return ok(addInfluence(setHouse(paid.state, me, (h) => ({ ...h, hand: h.hand - 1, buildings: h.buildings + 1 })), me, e.influence));
    }
    // Rules: Nedca "CARD TYPES" — Technology Cards (one research per turn, from hand or the display, up to 10); Gems
    case 'research': {
      if (s.turn.researched) return refuse('Only one Technology Card can be researched per turn.');
      if (!e.fromDisplay && self.hand < 1) return refuse('No card in hand: research one of the 5 displayed Technology Cards instead.');
      if (self.technologies >= MAX_TECHNOLOGIES) return refuse(`${MAX_TECHNOLOGIES} Technology Cards already: sell or lease one out first.`);
      if (e.gem && self.gems >= GEMS_TO_WIN) return refuse(`There are only ${GEMS_TO_WIN} Sacred Gems.`);
      if (!isInt(e.influence)) return refuse('Influence change must be a whole number.');
      const paid = payFrom(s, me, e.cost, 'This technology');
      if (!paid.ok) return paid;
      const st = setHouse(paid.state, me, (h) => ({ ...h, hand: h.hand - (e.fromDisplay ? 0 : 1), technologies: h.technologies + 1, gems: h.gems + (e.gem ? 1 : 0) }));
      return ok(addInfluence({ ...st, turn: { ...st.turn, researched: true } }, me, e.influence));
    }
    // Rules: Nedca "TURN PHASES" — 2- Operations Phase B (sell a constructed building / researched technology)
    case 'sellCard': {
      if (!isInt(e.price) || e.price < 0) return refuse('The selling price must be a whole number of Gold, at least 0.');
      if (e.kind === 'building' && self.buildings < 1) return refuse('No constructed Building Card to sell.');
      if (e.kind === 'technology' && self.technologies < 1) return refuse('No researched Technology Card to sell.');
      if (e.gem && self.gems < 1) return refuse('No Sacred Gem researched.');
      return ok(
        setHouse(s, me, (h) => ({
          ...h,
          buildings: h.buildings - (e.kind === 'building' ? 1 : 0),
          technologies: h.technologies - (e.kind === 'technology' ? 1 : 0),
          gems: h.gems - (e.gem ? 1 : 0),
          resources: addResources(h.resources, { gold: e.price }),
        })),
      );
    }
    // Rules: Nedca "TURN PHASES" — 2- Operations Phase C; "WINNING CONDITIONS" — 2- Bonds
    case 'buyBond': {
      const cost = nextBondCost(self.bonds);
      if (cost === null) return refuse('The Bonds Chart is complete.');
      const paid = payFrom(s, me, { gold: cost }, `Bond ${self.bonds + 1}`);
      return paid.ok ? ok(setHouse(paid.state, me, (h) => ({ ...h, bonds: h.bonds + 1 }))) : paid;
    }
    // Rules: Nedca "IMPORTANT CONCEPTS" — Recruiting Units; "TURN PHASES" — 2- Operations Phase F
    case 'recruit': {
      if (!(UNIT_KINDS as readonly string[]).includes(e.kind)) return refuse(`"${e.kind}" is not a unit.`);
      const need = UNIT_LEVEL[e.kind];
      const lv = levelOf(s, me);
      if (lv < need) return refuse(`${UNIT_NAMES[e.kind]} needs level ${need}; ${self.name} is level ${lv} (Influence or Bonds).`);
      if (self.units[e.kind] >= UNIT_SUPPLY[e.kind]) return refuse(`All ${UNIT_SUPPLY[e.kind]} of ${self.name}'s ${UNIT_NAMES[e.kind]} units are on the board.`);
      if (!RESOURCES.some((r) => ((e.cost as ResourceDelta)[r] ?? 0) > 0)) {
        return refuse(`Type the recruiting cost shown on the player board for ${withArticle(UNIT_NAMES[e.kind])}: a unit is never free (the free units are a separate action).`);
      }
      const paid = payFrom(s, me, e.cost, withArticleCap(UNIT_NAMES[e.kind]));
      return paid.ok ? ok(setHouse(paid.state, me, (h) => ({ ...h, units: { ...h.units, [e.kind]: h.units[e.kind] + 1 } }))) : paid;
    }
    // Rules: Nedca "IMPORTANT CONCEPTS" — Recruiting Units ("Capital City is under enemy control and they have no Units": 2 free Knights and 1 free Worker)
    case 'freeRecruit': {
      if (s.turn.freeRecruitTaken) return refuse('The free units have already been taken this turn.');
      if (self.occupiedBy === null) return refuse('Free units are only for a house whose Capital City is under enemy control.');
      if (UNIT_KINDS.some((k) => self.units[k] > 0)) return refuse(`${self.name} still has units on the Game Board.`);
      const st = setHouse(s, me, (h) => ({ ...h, units: { ...h.units, knight: h.units.knight + 2, worker: h.units.worker + 1 } }));
      return ok({ ...st, turn: { ...st.turn, freeRecruitTaken: true } });
    }
    // Interpretation: the third shield kept on the player board may be placed on the City Tile in the Operations Phase.
    // Rules: Nedca "PLAYER SETUP" — Defense Shields
    case 'placeShield': {
      if (self.shieldReserve < 1) return refuse('No Defense Shield left on the player board.');
      if (!self.capital) return refuse('The Capital City has fallen.');
      if (self.occupiedBy !== null) return refuse(`${nameOf(s, self.occupiedBy)} occupies the City Tile.`);
      return ok(setHouse(s, me, (h) => ({ ...h, shields: h.shields + 1, shieldReserve: h.shieldReserve - 1 })));
    }
    // Rules: Nedca "GAME MECHANICS" — Joining and Leaving Teams
    case 'joinTeam': {
      if (!isInt(e.team) || e.team < 0 || e.team >= TEAM_COUNT) return refuse(`There are ${TEAM_COUNT} Team Houses (1–${TEAM_COUNT}).`);
      if (!e.houses.includes(me)) return refuse(`${self.name} can only join (or bring a partner into) a team during its own Operations Phase.`);
      if (new Set(e.houses).size !== e.houses.length || !e.houses.every((h) => validHouse(s, h))) return refuse('Choose different houses still in the game.');
      const before = teamMembers(s, e.team).length;
      const p = joinProblem(
        s.houses.length,
        e.houses.map((i) => ({ name: nameOf(s, i), level: levelOf(s, i), gold: s.houses[i]?.resources.gold ?? 0, team: s.houses[i]?.team ?? null })),
        before,
        inGame(s).length,
      );
      if (p) return refuse(p);
      let st = s;
      for (const i of e.houses) st = setHouse(st, i, (h) => ({ ...h, team: e.team, resources: addResources(h.resources, { gold: -TEAM_JOIN_FEE }) }));
      return ok(st);
    }
    case 'leaveTeam': {
      if (self.team === null) return refuse(`${self.name} is not in a team.`);
      const paid = payFrom(s, me, { gold: TEAM_LEAVE_FEE }, 'Leaving a team');
      return paid.ok ? ok(leaveTeam(paid.state, me)) : paid;
    }
    // Rules: Nedca "GAME MECHANICS" — Leasing Buildings & Technology Cards (3 from each house; constructed/researched cards only)
    case 'lease': {
      if (!validHouse(s, e.leaser) || e.leaser === me) return refuse('Lease from another house still in the game.');
      const l = s.houses[e.leaser] as NedcaHouse;
      if ((e.kind === 'building' ? l.buildings : l.technologies) < 1) return refuse(`${l.name} has no ${e.kind === 'building' ? 'constructed Building' : 'researched Technology'} Card to lease.`);
      if (self.leases.filter((x) => x.from === e.leaser).length >= MAX_LEASED_PER_LEASER) return refuse(`Already ${MAX_LEASED_PER_LEASER} cards leased from ${l.name}.`);
      const st = setHouse(s, e.leaser, (h) => ({ ...h, buildings: h.buildings - (e.kind === 'building' ? 1 : 0), technologies: h.technologies - (e.kind === 'technology' ? 1 : 0) }));
      return ok(setHouse(st, me, (h) => ({ ...h, leases: [...h.leases, { from: e.leaser, kind: e.kind }] })));
    }
    // Rules: Nedca "GAME MECHANICS" — Leasing (lessee returns for 3 Gold a card; leaser cancels for 5)
    case 'returnLease': {
      if (!validHouse(s, e.lessee) || !validHouse(s, e.leaser)) return refuse('Choose houses still in the game.');
      if (me !== e.lessee && me !== e.leaser) return refuse(`Only the lessee or the leaser can end a lease, in its own Operations Phase.`);
      if (!(s.houses[e.lessee] as NedcaHouse).leases.some((l) => l.from === e.leaser && l.kind === e.kind)) return refuse(`${nameOf(s, e.lessee)} leases no ${e.kind} card from ${nameOf(s, e.leaser)}.`);
      const fee = me === e.lessee ? LEASE_RETURN_FEE : LEASE_CANCEL_FEE;
      const paid = payFrom(s, me, { gold: fee }, me === e.lessee ? 'Returning a leased card' : 'Cancelling a lease');
      return paid.ok ? ok(endLease(paid.state, e.lessee, e.leaser, e.kind, false)) : paid;
    }
  }
}
