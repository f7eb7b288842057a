import { describe, expect, it } from 'vitest';
import { initialCaleda } from '../reducer';
import { MAX_PLAYERS, MIN_PLAYERS } from '../rules/setup';
import { defaultDraft, setupFromDraft } from './setupDraft';

describe('the set-up form’s drafts', () => {
  it('the default draft starts a game for every player count', () => {
    const problems: string[] = [];
    for (let n = MIN_PLAYERS; n <= MAX_PLAYERS; n++) {
      const r = setupFromDraft(defaultDraft(n));
      if ('problem' in r) problems.push(`${n}: ${r.problem}`);
      else if (initialCaleda(r.setup).players.length !== n) problems.push(`${n}: wrong count`);
    }
    expect(problems).toEqual([]);
  });

  it('names the kingdom and field that cannot be read', () => {
    const d = defaultDraft(2);
    const bad = { ...d, kingdoms: d.kingdoms.map((k, i) => (i === 1 ? { ...k, capital: 'Z99' } : k)) };
    expect(setupFromDraft(bad)).toEqual({ problem: 'Kingdom 2: the capital “Z99” is not a square of an 8 × 8 board (e.g. C3).' });
    const cost = { ...d, kingdoms: d.kingdoms.map((k, i) => (i === 0 ? { ...k, tower: 'x' } : k)) };
    expect(setupFromDraft(cost)).toEqual({ problem: 'Kingdom 1: the tower cost must be a whole number of gold pieces (0–99).' });
    expect(setupFromDraft({ ...d, across: '0' })).toEqual({ problem: 'Joined boards: enter a whole number of boards across and down (1 for a single board).' });
    expect(setupFromDraft({ ...d, width: '2' })).toEqual({ problem: 'The board width must be a whole number of squares from 3 to 40; got 2.' });
  });

  it('joined boards make one larger wrapped grid (Caleda "General Overview")', () => {
    const d = defaultDraft(2);
    const r = setupFromDraft({ ...d, across: '2', down: '1', kingdoms: d.kingdoms.map((k, i) => (i === 1 ? { ...k, capital: 'P8' } : k)) });
    expect('setup' in r ? r.setup.size : r.problem).toEqual({ width: 16, height: 8 });
  });
});
