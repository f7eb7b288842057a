// Issue 26: a Kalidasia conflict's branches read in the game log's own words, not by event type; a start or an event
// that does not replay gives no lines (the banner then lists the types), never a throw.
import { describe, expect, it } from 'vitest';
import { ev } from '../../game/events';
import { setupOf } from '../../game/testkit.testing';
import { branchWords } from '../../../ui/share/game';
import { kalidasiaBranchLines } from './branchLines';
import { KALIDASIA_SHARE } from './game';

/** As the Game screen gives it to the share bar. */
const SHARE = { ...KALIDASIA_SHARE, describe: kalidasiaBranchLines };

const setup = setupOf();
const roll = ev({ type: 'deployRoll', rolls: { heragul: 5, surakari: 2 } });

describe('Kalidasia conflict branches in the log’s words', () => {
  it('a branch after the deploy roll reads as the log reads it', () => {
    const tie = ev({ type: 'deployRoll', rolls: { heragul: 3, surakari: 3 } });
    const lines = kalidasiaBranchLines([roll], { setup: { setup, packOverrides: [] }, before: [] });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/5/);
    expect(lines[0]).not.toBe('deployRoll');
    const words = branchWords(SHARE, [tie], { setup: { setup, packOverrides: [] }, before: [] });
    expect(words).not.toBe('deployRoll');
    expect(words.toLowerCase()).toContain('again');
  });

  it('a branch that does not replay, or a damaged start, falls back to the event types', () => {
    expect(kalidasiaBranchLines([{ type: 'deployShip', ship: 'nope' }], { setup: { setup, packOverrides: [] }, before: [roll] })).toEqual([]);
    expect(branchWords(SHARE, [roll], { setup: { setup: null }, before: [] })).toBe('deployRoll');
    expect(branchWords(SHARE, [roll], { setup: 'x', before: [] })).toBe('deployRoll');
  });
});
