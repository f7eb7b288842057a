import { describe, expect, test } from 'vitest';
import * as game from '../../game/fromCombat';
import * as moved from './toOutcome';

describe('toOutcome (moved to game/fromCombat.ts)', () => {
  test('the old path gives the very functions of the game core', () => {
    expect([moved.powerToOutcome, moved.targetFromGame, moved.deckFromGame, moved.antiFighterToOutcome]).toEqual([game.powerToOutcome, game.targetFromGame, game.deckFromGame, game.antiFighterToOutcome]);
  });
});
