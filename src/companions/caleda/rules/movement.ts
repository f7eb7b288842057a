/**
 * Movement on the wrapped grid: right-angle steps, a group at its slowest member's speed, no passing
 * through squares held by an opponent's units or structures. Pure.
 */
import { countOf } from '../../../words';
import { squareCount, squareDistance, squareNeighbours, type BoardSize, type Square } from './board';

// Rules: Caleda "Actions" — "Units always travel at right angles – to go diagonally a unit must travel two
// spaces. Units cannot jump over an opponent's units or defensive structures."
/**
 * Fewest right-angle steps from `from` to every square (null when unreachable), where a square for which
 * `blocks` is true may be entered (to attack it) but not passed through. Wraps around the edges.
 */
export function stepsFrom(size: BoardSize, from: Square, blocks: (sq: Square) => boolean, limit = Infinity): (number | null)[] {
  const dist: (number | null)[] = Array.from({ length: squareCount(size) }, () => null);
  dist[from] = 0;
  let frontier: Square[] = [from];
  let d = 0;
  while (frontier.length > 0 && d < limit) {
    d += 1;
    const next: Square[] = [];
    for (const sq of frontier) {
      if (sq !== from && blocks(sq)) continue;
      for (const n of squareNeighbours(size, sq)) {
        if (dist[n] !== null) continue;
        dist[n] = d;
        next.push(n);
      }
    }
    frontier = next;
  }
  return dist;
}

/** The squares a group with this speed can end its move on (its own square excluded). */
export function reachableSquares(size: BoardSize, from: Square, speed: number, blocks: (sq: Square) => boolean): Square[] {
  const dist = stepsFrom(size, from, blocks, speed);
  return dist.flatMap((d, sq) => (d !== null && d > 0 && d <= speed ? [sq] : []));
}

/** Why a group moving `speed` squares cannot go from `from` to `to`, or null. `toName` names the square. */
export function reachProblem(
  size: BoardSize,
  from: Square,
  to: Square,
  speed: number,
  blocks: (sq: Square) => boolean,
  toName: string,
  slowest: string,
): string | null {
  if (from === to) return `The units are already on ${toName}.`;
  const steps = stepsFrom(size, from, blocks, speed)[to] ?? null;
  if (steps !== null && steps <= speed) return null;
  const plain = squareDistance(size, from, to);
  const reach = `moves at most ${countOf(speed, 'square')} (its slowest is ${slowest})`;
  if (plain <= speed) return `The way to ${toName} is blocked by an opponent's units or structures; this group ${reach} and cannot jump over them.`;
  return `${toName} is ${countOf(plain, 'square')} away at right angles; this group ${reach}.`;
}
