// Issue 26: an action overtaken by a change from elsewhere is told where the change came from — "in another tab" for
// a game played in one browser (unchanged), "on another tablet" for a shared game.
import { describe, expect, it } from 'vitest';
import { CONFLICT_MESSAGE } from '../../../src/store/eventLog';
import { changedElsewhere } from '../../../src/ui/share/wording';

const KALIDASIA = 'The game changed in another tab: the screen now shows it as stored. Nothing of yours was saved; try again.';
const COMPANION = `Another tab changed this game — your action was not applied; the game now shows the other tab's change.`;

describe('where a change came from', () => {
  it('a shared game: "on another tablet"', () => {
    expect(changedElsewhere(KALIDASIA, true)).toBe('The game changed on another tablet: the screen now shows it as stored. Nothing of yours was saved; try again.');
    expect(changedElsewhere(`${KALIDASIA} The 2 taps made while it was saving were not applied either.`, true)).toMatch(/^The game changed on another tablet: .* not applied either\.$/);
    expect(changedElsewhere(COMPANION, true)).toBe("Another tablet changed this game — your action was not applied; the game now shows the other tablet's change.");
  });

  it('the companion message is the event log\'s own (capitalised), so the wording follows it', () => {
    expect(COMPANION.toLowerCase()).toBe(`${CONFLICT_MESSAGE}.`.toLowerCase());
  });

  it('an unshared game keeps the tab wording; other messages are untouched', () => {
    expect(changedElsewhere(KALIDASIA, false)).toBe(KALIDASIA);
    expect(changedElsewhere(COMPANION, false)).toBe(COMPANION);
    expect(changedElsewhere('The disk is full.', true)).toBe('The disk is full.');
    expect(changedElsewhere(null, true)).toBeNull();
  });
});
