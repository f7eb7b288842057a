// Issue 22: a tied roll says it is tied and must be rolled again — in what the game waits for, the roll form and
// the log — instead of resetting silently. Rules: Kalidasia "Initiative Phase" — "Any re-rolls between two or more
// players are re-rolled."; "Deploying the Squadrons" (the lowest roll deploys first).
import { describe, expect, it } from 'vitest';
import { expectedText } from './words';
import { describeEvent } from '../../game/describe';
import { ev } from '../../game/events';
import { expected } from '../../game/flow';
import { rollTie } from '../../game/initiative';
import { deployStarter, fresh, play } from '../../game/testkit.testing';

describe('a tied roll is said to be tied', () => {
  it('initiative 4–4: tied, both re-roll; the re-roll breaks it and the message goes', () => {
    const s0 = deployStarter();
    expect(rollTie(s0, 'initiative')).toBeNull();
    const e = ev({ type: 'initiativeRoll', rolls: { heragul: 4, surakari: 4 } });
    // Surakari's Captain (+1) may still be applied first: decline it, then the totals tie.
    const s1 = play(s0, { type: 'initiativeRoll', rolls: { heragul: 4, surakari: 4 } });
    const s2 = play(s1, { type: 'initiativeBonus', player: 'surakari', cards: [] });
    const tie = rollTie(s2, 'initiative');
    expect(tie).toMatchObject({ players: ['heragul', 'surakari'], total: 4 });
    expect(tie?.text).toBe('Tied: Heragul and Surakari both have 4 — ties are re-rolled, so Heragul and Surakari roll again.');
    expect(expectedText(s2, expected(s2))).toBe('Initiative tied at 4: Heragul and Surakari re-roll');
    expect(describeEvent(s1, ev({ type: 'initiativeBonus', player: 'surakari', cards: [] }), s2).text).toBe('Surakari passes on initiative bonuses; tied at 4, Heragul then Surakari re-roll.');
    expect(describeEvent(s0, e, s1).text).toBe('Turn 1 initiative roll: Heragul 4, Surakari 4.');
    const s3 = play(s2, { type: 'initiativeRoll', rolls: { heragul: 2, surakari: 5 } });
    expect(rollTie(s3, 'initiative')).toBeNull();
  });

  it('deployment 3–3: tied, roll again', () => {
    const s0 = fresh();
    const s1 = play(s0, { type: 'deployRoll', rolls: { heragul: 3, surakari: 3 } });
    expect(rollTie(s1, 'deploy')?.text).toBe('Tied: Heragul and Surakari rolled 3 — a tie has no lowest roll, so Heragul and Surakari roll again.');
    expect(expectedText(s1, expected(s1))).toBe('Deployment roll tied at 3: Heragul and Surakari roll again');
    expect(describeEvent(s0, ev({ type: 'deployRoll', rolls: { heragul: 3, surakari: 3 } }), s1).text).toBe('Deployment roll: Heragul 3, Surakari 3; tied at 3, Heragul then Surakari roll again.');
    expect(rollTie(play(s1, { type: 'deployRoll', rolls: { heragul: 1, surakari: 2 } }), 'deploy')).toBeNull();
  });
});
