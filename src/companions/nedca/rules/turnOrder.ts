/**
 * Turn order: drawn from the Player Turn Tokens every round.
 */
import { seededShuffle } from '../../../dice';

/**
 * Why `order` cannot be the next round's order, or null. It must list every house still in the
 * game once. With the Player Turn Tokens (3+ houses, not the clockwise variant) the last house of
 * the round draws before the 1st token is added back, so it cannot play first.
 */
// Rules: Nedca "TURN PHASES" — 4- Cleanup Phase D
export function turnOrderProblem(order: readonly number[], inGame: readonly number[], lastPlayer: number | null, tokens: boolean): string | null {
  const want = [...inGame].sort((a, b) => a - b);
  const got = [...order].sort((a, b) => a - b);
  if (want.length !== got.length || want.some((v, i) => v !== got[i])) return 'The turn order must list every house still in the game exactly once.';
  if (tokens && lastPlayer !== null && order.length > 1 && order[0] === lastPlayer) {
    return 'The last house of the round draws before the 1st token is shuffled back in: it cannot play first.';
  }
  return null;
}

/**
 * The app's draw of the tokens, from a seed (the seed is stored in the event, so replay is exact):
 * the 1st token is set aside, the last house draws from the rest, then the 1st is shuffled back
 * and the others draw.
 */
// Rules: Nedca "TURN PHASES" — 4- Cleanup Phase D
export function drawTurnOrder(inGame: readonly number[], lastPlayer: number | null, seed: number): number[] {
  const n = inGame.length;
  const token = new Map<number, number>();
  if (lastPlayer !== null && inGame.includes(lastPlayer) && n > 1) {
    const rest = seededShuffle(Array.from({ length: n - 1 }, (_, i) => i + 1), seed);
    token.set(lastPlayer, rest[0] as number);
    const pile = seededShuffle([0, ...rest.slice(1)], (seed ^ 0x5bd1e995) >>> 0);
    inGame.filter((h) => h !== lastPlayer).forEach((h, i) => token.set(h, pile[i] as number));
  } else {
    const pile = seededShuffle(Array.from({ length: n }, (_, i) => i), seed);
    inGame.forEach((h, i) => token.set(h, pile[i] as number));
  }
  return [...inGame].sort((a, b) => (token.get(a) ?? 0) - (token.get(b) ?? 0));
}
