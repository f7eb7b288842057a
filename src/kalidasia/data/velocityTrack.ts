/**
 * The velocity track printed along the bottom of each stat card. The rulebook
 * gives its ends (0 and 24) and one slot by name ("the 10-12 slot"); the other
 * slots and the turning letters above them are provisional.
 */
import { inches } from '../../geometry';
import { fromRules, provisional, record } from './provenance';
import type { TurningAbility, VelocitySlot } from './types';

const SETUP = 'Setting up the Warship stat cards';
const VELOCITY = 'Alter Velocity';

const SLOT_NOTE = provisional(
  'The rulebook names only the "10-12" slot; the other slots follow its three-inch steps. Copy the track from your card.',
);
const TURN_NOTE = provisional('The rulebook does not print the turning letters above the track; copy them from your card.');

const DEFAULT_SLOTS: readonly (readonly [number, number, TurningAbility])[] = [
  [0, 0, '∞'],
  [1, 3, '∞'],
  [4, 6, 'A'],
  [7, 9, 'A'],
  [10, 12, 'B'],
  [13, 15, 'B'],
  [16, 18, 'C'],
  [19, 21, 'C'],
  [22, 24, 'C'],
];

/** The provisional track shared by every class until the player corrects it. */
export function defaultVelocityTrack(): VelocitySlot[] {
  const last = DEFAULT_SLOTS.length - 1;
  return DEFAULT_SLOTS.map(([min, max, turning], i) =>
    record(
      { min: inches(min), max: inches(max), turning },
      {
        min:
          i === 0
            ? fromRules(VELOCITY, "A warship's velocity can never be less than zero.")
            : min === 10
              ? fromRules(SETUP, 'set the velocity of each of you warships to the 10-12 slot')
              : SLOT_NOTE,
        max:
          i === last
            ? fromRules(VELOCITY, "A warship's velocity can never be more than 24.")
            : max === 12
              ? fromRules(SETUP, 'set the velocity of each of you warships to the 10-12 slot')
              : SLOT_NOTE,
        turning: TURN_NOTE,
      },
    ),
  );
}

/** Index of the slot whose range is exactly min–max, or -1. */
export function velocitySlotIndex(track: readonly VelocitySlot[], min: number, max: number): number {
  return track.findIndex((s) => s.min === min && s.max === max);
}
