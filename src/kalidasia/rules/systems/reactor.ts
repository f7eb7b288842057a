/**
 * Reactor points: generated each turn equal to the reactor value, spent by
 * placing point tokens, reduced by damaged tokens. Pure.
 */
import { done, refused, type Outcome } from './result';

export interface ReactorState {
  /** The reactor value printed on the stat card. */
  readonly rating: number;
  /** Reactor tokens damaged side up. */
  readonly damaged: number;
  /** Reactor tokens point side up (spent this turn). */
  readonly spent: number;
}

export function reactorInitial(rating: number): ReactorState {
  return { rating, damaged: 0, spent: 0 };
}

// Rules: Kalidasia "General Terms" — "This damaged token reduces the warship's reactor value by one. A warship's reactor value can never be reduced below zero."
export function reactorValue(s: ReactorState): number {
  return Math.max(0, s.rating - s.damaged);
}

/** Reactor points that can still be spent this turn. */
export function reactorAvailable(s: ReactorState): number {
  return Math.max(0, reactorValue(s) - s.spent);
}

// Rules: Kalidasia "Reactor Points" — "If spending a reactor point would cause the warship's stat card to have more reactor tokens than its reactor value, the reactor point cannot be spent".
export function reactorSpend(s: ReactorState, points = 1): Outcome<ReactorState> {
  if (!Number.isInteger(points) || points < 0) return refused(`Cannot spend ${points} reactor points.`);
  const left = reactorAvailable(s);
  if (points > left) {
    return refused(`Not enough reactor: ${points} needed, ${left} left this turn (reactor value ${reactorValue(s)}, ${s.spent} already spent).`);
  }
  return done({ ...s, spent: s.spent + points });
}

// Rules: Kalidasia "Critical Damage Cards" — "When applying reactor damage, first flip over any reactor tokens on the warship's stat card before placing new damaged reactor tokens".
export function reactorDamage(s: ReactorState, points: number): ReactorState {
  const n = Math.max(0, Math.floor(points));
  const flipped = Math.min(n, s.spent);
  const damaged = Math.min(s.rating, s.damaged + n);
  return { rating: s.rating, damaged, spent: Math.min(s.spent - flipped, Math.max(0, s.rating - damaged)) };
}

// Rules: Kalidasia "End Phase" — "remove all reactor point tokens for all warships"; "Any reactor points not used in a turn are lost".
export function reactorEndPhase(s: ReactorState): ReactorState {
  return { ...s, spent: 0 };
}
