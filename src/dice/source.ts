/**
 * Dice sources shared by every game (DESIGN.md §1, "Dice come from a source").
 * A roll is either typed in from the physical dice by the player, or rolled by
 * the app from a recorded seed. Both give the same `DiceRoll` record, so a game
 * log that stores rolls replays exactly. Rules functions take the resulting
 * numbers as input and never roll themselves.
 */
import { rngDie, rngFromSeed, type RngState } from './rng';

/** How a roll was made. */
export type RollOrigin = 'entered' | 'rolled';

/** The record of one roll of `count` dice with `sides` faces. */
export interface DiceRoll {
  readonly sides: number;
  readonly values: readonly number[];
  readonly origin: RollOrigin;
}

/** Something that produces dice rolls: the player's hands or the app's roller. */
export interface DiceSource {
  roll(count: number, sides?: number): DiceRoll;
}

/** Problems with dice typed in by a player, with what and where. */
export class DiceEntryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DiceEntryError';
  }
}

/**
 * Check dice typed in from the physical dice: exactly `count` whole numbers in 1..sides.
 * Returns the roll or throws a DiceEntryError naming the bad entry.
 */
export function enteredRoll(values: readonly number[], count: number, sides = 6): DiceRoll {
  if (values.length !== count) {
    throw new DiceEntryError(`Expected ${count} ${count === 1 ? 'die' : 'dice'}, got ${values.length}.`);
  }
  values.forEach((v, i) => {
    if (!Number.isInteger(v) || v < 1 || v > sides) {
      throw new DiceEntryError(`Die ${i + 1}: ${String(v)} is not a d${sides} result (1–${sides}).`);
    }
  });
  return { sides, values: [...values], origin: 'entered' };
}

/**
 * Parse a player's typed dice such as "6 5 5 1" or "6,5,5,1" or "6551".
 * Returns the numbers; throws DiceEntryError naming the first bad character.
 */
export function parseDiceText(text: string, sides = 6): number[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  const parts = /[\s,;]/.test(trimmed) ? trimmed.split(/[\s,;]+/).filter(Boolean) : sides <= 9 ? [...trimmed] : [trimmed];
  return parts.map((p, i) => {
    const n = Number(p);
    if (!Number.isInteger(n) || n < 1 || n > sides) {
      throw new DiceEntryError(`Die ${i + 1}: "${p}" is not a d${sides} result (1–${sides}).`);
    }
    return n;
  });
}

/** A seeded roller: deterministic from its seed; its state can be saved and resumed. */
export class SeededDice implements DiceSource {
  private state: RngState;
  readonly seed: number;
  constructor(seed: number) {
    this.seed = seed >>> 0;
    this.state = rngFromSeed(this.seed);
  }
  roll(count: number, sides = 6): DiceRoll {
    if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a whole number ≥ 0, got ${count}`);
    const values: number[] = [];
    for (let i = 0; i < count; i++) {
      const [v, next] = rngDie(this.state, sides);
      values.push(v);
      this.state = next;
    }
    return { sides, values, origin: 'rolled' };
  }
}

/**
 * A source that hands out dice queued in advance (what the player typed, or a test's script).
 * Throws when asked for more dice than were queued.
 */
export class QueuedDice implements DiceSource {
  private queue: number[];
  constructor(values: readonly number[]) {
    this.queue = [...values];
  }
  roll(count: number, sides = 6): DiceRoll {
    if (this.queue.length < count) throw new DiceEntryError(`Needed ${count} more dice, only ${this.queue.length} entered.`);
    const values = this.queue.splice(0, count);
    return enteredRoll(values, count, sides);
  }
  get remaining(): number {
    return this.queue.length;
  }
}

/**
 * Fisher–Yates shuffle driven by a seed (for card decks). Pure: returns a new array.
 */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let st = rngFromSeed(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const [r, next] = rngDie(st, i + 1);
    st = next;
    const j = r - 1;
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}
