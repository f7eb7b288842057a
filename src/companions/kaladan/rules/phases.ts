/**
 * The six phases of a turn, in order, with what each asks of the player.
 */

export type Phase = 'event' | 'income' | 'freeSpawn' | 'action' | 'purchase' | 'reinforcement';

// Rules: Generals of Kaladan "1. Turn Structure Overview" ("six phases, always in this order")
export const PHASES: readonly Phase[] = ['event', 'income', 'freeSpawn', 'action', 'purchase', 'reinforcement'];

export const PHASE_NAMES: Readonly<Record<Phase, string>> = {
  event: 'Event Phase',
  income: 'Income Phase',
  freeSpawn: 'Free Spawn Phase',
  action: 'Action Phase',
  purchase: 'Purchase Phase',
  reinforcement: 'Reinforcement Phase',
};

/** The phase after `p`, or null after the Reinforcement Phase (the turn ends). */
// Rules: Generals of Kaladan "1. Turn Structure Overview"
export function phaseAfter(p: Phase): Phase | null {
  return PHASES[PHASES.indexOf(p) + 1] ?? null;
}

/** What the rules remind the player of in each phase. */
// Rules: Generals of Kaladan "2. Phase-by-Phase Breakdown"
export const PHASE_REMINDERS: Readonly<Record<Phase, readonly string[]>> = {
  event: [
    'Draw the top Event card and resolve it immediately; follow the card text precisely.',
    'Player-only events affect only you; global events affect all players.',
    'Conditional events affect only players who fulfil the condition (units on the board, not in reserve).',
    'Resurrection is from dead units; choose which player to resurrect from. Event upgrades are free and only for deployed units.',
    'Poorest player: if tied, all players sharing the least gold get 1 gold.',
  ],
  income: ['+1 gold per castle you control, +1 per two other tiles you control (no rounding). A tile counts only with one of your units on it.'],
  freeSpawn: ['Each castle you control may spawn one free basic unit (Sword, Bow or Shield) from your inventory, if the castle has room.'],
  action: [
    'Choose one: Move, Swap or Battle.',
    'Move: units from one tile to one adjacent tile you control or that is empty, within capacity.',
    'Swap: between two adjacent tiles you control; both stay within capacity and under your control.',
    'Battle: from a tile you control against one adjacent enemy tile; every unit on both tiles fights. Magic: attacker declares first, then defender, before any dice.',
  ],
  purchase: [
    'Optional. Basic unit: deploy 1 gold, upgrade 2. Advanced unit: deploy 2, upgrade 3.',
    'Upgrade castle 4 (rolls a D8 on defence). Swap a magic card 2. Buy a magic card 4.',
    'Deploy on a tile you control or on a vacant tile adjacent to one, within capacity.',
  ],
  reinforcement: [
    'Optional: move one unit to an adjacent tile you control or a vacant one, or swap one unit between two adjacent tiles you control.',
    'Never beyond capacity, never into or through enemy tiles. Then your turn ends.',
  ],
};
