/** One log line per Nedca event. */
import { BOND_PRICES } from './rules/economy';
import { unitStats } from './rules/units';
import { currentPlayer } from './reducer';
import type { NedcaEvent, NedcaState } from './state';

const FIELD_NAMES: Record<string, string> = {
  gold: 'Gold', food: 'Food', wood: 'Wood', stone: 'Stone', iron: 'Iron',
  influence: 'Influence', objectives: 'Objectives', gems: 'Gems', cardsOnBoard: 'cards on board', hand: 'cards in hand', spareShields: 'spare shields',
};

export function describeNedca(e: NedcaEvent, before: NedcaState): string {
  const n = (i: number): string => before.players[i]?.name ?? `House ${i + 1}`;
  const me = n(currentPlayer(before));
  switch (e.type) {
    case 'economy': {
      const y = Object.entries(e.yields).filter(([, v]) => v).map(([k, v]) => `${v} ${FIELD_NAMES[k] ?? k}`);
      return `${me} collects: ${e.capitals} capital(s)${y.length ? `, workers and cards ${y.join(', ')}` : ''}`;
    }
    case 'adjust':
      return `${n(e.player)}: ${e.delta > 0 ? '+' : ''}${e.delta} ${FIELD_NAMES[e.field] ?? e.field}${e.note ? ` (${e.note})` : ''}`;
    case 'phase':
      return `${me}: ${e.phase} phase`;
    case 'buyBond': {
      const b = before.players[e.player]?.bonds ?? 0;
      return `${n(e.player)} buys bond ${b + 1} for ${BOND_PRICES[b] ?? '?'} Gold`;
    }
    case 'joinTeam':
      return `${n(e.player)} joins Team ${e.team} (3 Gold)`;
    case 'leaveTeam':
      return `${n(e.player)} leaves their Team (9 Gold)`;
    case 'lease':
      return `${n(e.player)} leases a card from ${n(e.from)}`;
    case 'returnLease':
      return e.by === 'leasing' ? `${n(e.player)} returns a card leased from ${n(e.from)} (3 Gold)` : `${n(e.from)} cancels a lease to ${n(e.player)} (5 Gold)`;
    case 'battle':
      return `${n(e.attacker)}’s ${unitStats(e.request.attacker.unit).name} attacks ${n(e.defender)}’s ${unitStats(e.request.defender.unit).name}: ${e.request.attacker.die} vs ${e.request.defender.die}`;
    case 'assault':
      return `${n(e.attacker)}’s ${unitStats(e.unit).name} assaults ${n(e.defender)}’s city: rolls ${e.dice.join(', ')}`;
    case 'endTurn':
      return `${me} ends the turn`;
    case 'newRound':
      return `Round ${before.round + 1}: ${e.order.map(n).join(', ')}`;
    case 'endGame':
      return 'The game ends';
  }
}
