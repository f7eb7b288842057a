/**
 * The dice source of the attack wizards' step engines (attackFlow.ts, precisionFlow.ts): it hands the resolver the
 * rolls the player has entered so far, in table order, and pads every roll not entered yet (noting the first), so a
 * resolver run on the answers so far says which roll the table needs next. Pure.
 */
import type { DiceRoll, DiceSource } from '../../../dice';

export class Padded implements DiceSource {
  calls: { count: number; padded: boolean }[] = [];
  private i = 0;
  constructor(private readonly rolls: readonly (readonly number[])[]) {}
  roll(count: number, sides = 6): DiceRoll {
    const given = this.rolls[this.i];
    this.i += 1;
    if (given !== undefined && given.length === count) {
      this.calls.push({ count, padded: false });
      return { sides, values: [...given], origin: 'entered' };
    }
    this.calls.push({ count, padded: true });
    return { sides, values: Array.from({ length: count }, () => 3), origin: 'entered' };
  }
  get firstPadded(): number {
    return this.calls.findIndex((c) => c.padded);
  }
}
