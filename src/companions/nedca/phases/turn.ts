/** Turn flow: the phases in order, the next round's order, the table stopping the game. Pure; called by `../reducer.ts` once the event's phase is checked. */
import { ok, refuse, type ApplyResult } from '../../shared/core/log';
import { countOf } from '../../../words';
import { PHASES, handExcess, inGame, standings, type NedcaHouse, type NedcaState, type Phase } from '../rules/state';
import { turnOrderProblem } from '../rules/turnOrder';
import { influenceVerdict } from '../rules/victory';
import { endTurn, freshTurn } from './helpers';
import type { NedcaEvent } from '../events';

export type TurnEvent = Extract<NedcaEvent, { type: 'nextPhase' | 'drawOrder' | 'endGame' }>;

/** Turn flow: the phases in order, the next round's order, the table stopping the game. */
// Rules: Nedca "TURN PHASES"
export function applyTurn(s: NedcaState, e: TurnEvent, _me: number, self: NedcaHouse): ApplyResult<NedcaState> {
  switch (e.type) {
    // Rules: Nedca "TURN PHASES" (four phases in order; Economy "before commencing with any other steps"; Cleanup C hand limit)
    case 'nextPhase': {
      if (s.turn.phase === 'economy' && !s.turn.economyDone) return refuse('Collect the Economy Phase first (capitals, workers, team Gold, leases).');
      if (s.turn.phase === 'cleanup') {
        const over = handExcess(self);
        if (over > 0) return refuse(`${self.name} holds ${countOf(self.hand, 'card')}: discard or sell ${over} before the turn ends (hand limit 7).`);
        return ok(endTurn(s));
      }
      const next = PHASES[PHASES.indexOf(s.turn.phase) + 1] as Phase;
      return ok({ ...s, turn: { ...s.turn, phase: next } });
    }
    // Rules: Nedca "TURN PHASES" — 4- Cleanup Phase D
    case 'drawOrder': {
      if (!s.turn.awaitingOrder) return refuse('The turn order is drawn only when every house has played its turn.');
      const last = s.turn.order[s.turn.order.length - 1] ?? null;
      const p = turnOrderProblem(e.order, inGame(s), last, true);
      if (p) return refuse(p);
      return ok({ ...s, turn: { ...s.turn, ...freshTurn, round: s.turn.round + 1, order: [...e.order], index: 0, awaitingOrder: false } });
    }
    case 'endGame':
      return ok({ ...s, result: influenceVerdict(standings(s)) });
  }
}
