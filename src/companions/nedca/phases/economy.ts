/** The Economy Phase: capitals, workers, team Gold, card income and lease payments. Pure; called by `../reducer.ts` once the event's phase is checked. */
import { ok, refuse, type ApplyResult } from '../../shared/core/log';
import { countOf } from '../../../words';
import { LEASE_DEFAULT_PENALTY, TILE_KINDS, economyIncome, leasePayment } from '../rules/economy';
import { RESOURCE_NAMES, RESOURCES, addResources, deltaProblem } from '../rules/resources';
import { capitalsControlled, setHouse, teamMembers, type NedcaHouse, type NedcaState } from '../rules/state';
import { isInt, nameOf, addInfluence, endLease } from './helpers';
import type { NedcaEvent } from '../events';

export type EconomyEvent = Extract<NedcaEvent, { type: 'economy' | 'leaseDefault' }>;

/** The Economy Phase: capitals, workers, team Gold, card income and lease payments. */
// Rules: Nedca "TURN PHASES" — 1- Economy Phase
export function applyEconomy(s: NedcaState, e: EconomyEvent, me: number, self: NedcaHouse): ApplyResult<NedcaState> {
  switch (e.type) {
    // Rules: Nedca "TURN PHASES" — 1- Economy Phase A–F; "GAME MECHANICS" — Leasing (payments in the lessee's Economy Phase)
    case 'economy': {
      if (s.turn.economyDone) return refuse('The Economy Phase has already been collected this turn.');
      const counts = TILE_KINDS.map((t) => e.workers[t] ?? 0);
      if (!counts.every((n) => isInt(n) && n >= 0)) return refuse('Workers per tile must be whole numbers of at least 0.');
      const placed = counts.reduce((a, b) => a + b, 0);
      if (placed > self.units.worker) return refuse(`${self.name} has ${countOf(self.units.worker, 'Worker')} on the board, not ${placed}.`);
      const extraP = deltaProblem(e.extra ?? {}, 'Card income', true);
      if (extraP) return refuse(extraP);
      if (e.influence !== undefined && !isInt(e.influence)) return refuse('Influence change must be a whole number.');
      const inc = economyIncome(capitalsControlled(s, me), e.workers, teamMembers(s, self.team).length);
      let resources = addResources(addResources(addResources(self.resources, { gold: inc.capitalGold + inc.teamGold }), inc.workers), e.extra ?? {});
      const neg = RESOURCES.find((r) => resources[r] < 0);
      if (neg) return refuse(`Card income would leave ${self.name} with ${resources[neg]} ${RESOURCE_NAMES[neg]}.`);
      const kept: Partial<Record<(typeof TILE_KINDS)[number], number>> = {};
      for (const t of TILE_KINDS) if ((e.workers[t] ?? 0) > 0) kept[t] = e.workers[t] as number;
      let st = setHouse(s, me, (h) => ({ ...h, resources, workers: kept }));
      for (const leaser of [...new Set(self.leases.map((l) => l.from))]) {
        const n = self.leases.filter((l) => l.from === leaser).length;
        const due = leasePayment(n, self.team !== null && s.houses[leaser]?.team === self.team);
        if (due > resources.gold) {
          return refuse(`${self.name} owes ${nameOf(s, leaser)} ${due} Gold for ${countOf(n, 'leased card')} but would have ${resources.gold}: sell assets first, or default on a lease.`);
        }
        resources = addResources(resources, { gold: -due });
        st = setHouse(st, me, (h) => ({ ...h, resources }));
        st = setHouse(st, leaser, (h) => ({ ...h, resources: addResources(h.resources, { gold: due }) }));
      }
      st = addInfluence(st, me, e.influence ?? 0);
      return ok({ ...st, turn: { ...st.turn, economyDone: true } });
    }
    // Rules: Nedca "GAME MECHANICS" — Leasing ("unable to pay … the card is returned to the leaser's hand, and 3 points are deducted")
    case 'leaseDefault': {
      if (s.turn.economyDone) return refuse('Lease payments are settled in the Economy Phase, before collecting.');
      if (!self.leases.some((l) => l.from === e.leaser)) return refuse(`${self.name} leases nothing from ${nameOf(s, e.leaser)}.`);
      return ok(addInfluence(endLease(s, me, e.leaser, null, true), me, -LEASE_DEFAULT_PENALTY));
    }
  }
}
