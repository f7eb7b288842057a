// Issue 14, "Impossible Turns" on a touch screen. The player corrected SFP's 7–9 velocity slot from their card to
// turning ability C (6″ between turns): a game file carrying that pack override is imported, SFP-1 decelerates
// into 7–9 and plans two starboard turns over 9″ — shorter than the 12″ two C turns need. The planner pins the
// first turn at 6″ and the second at the end of the move, and says so with its section.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { starterOpening } from '../../src/kalidasia/game/testkit.testing';
import { openSession, type Session } from './harness';
import { gameRecorder, importGame, type GameFile } from './plannerScene';
import { sliderKeys } from './sliderDriver';

function impossibleGameFile(name: string): GameFile {
  const g = gameRecorder();
  g.push(...starterOpening('initiative'));
  g.push(
    { type: 'activateShip', player: 'surakari', ship: 'SFP-1' },
    { type: 'sensors', ship: 'SFP-1', placement: {} },
  );
  return g.file(name, [{ path: 'ships.SFP.velocityTrack.3.turning', value: 'C', note: 'my Draco card' }]);
}

const more = (s: Session, label: string) => s.page.getByRole('button', { name: `${label}: one more`, exact: true }).tap();

describe('Impossible Turns in the planner (touch, corrected velocity track)', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession({ touch: true, viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await s.close();
  });

  it('imports a game whose SFP 7–9 slot the player corrected to C, with SFP-1 active', async () => {
    await importGame(s, impossibleGameFile('Impossible'));
    await expect.poll(() => s.page.getByTestId('engine-points').isVisible()).toBe(true);
  });

  it('decelerates into the corrected 7–9 (C) slot', async () => {
    await more(s, 'Decelerate');
    await more(s, 'Starboard turn');
    await more(s, 'Starboard turn');
    await more(s, 'Starboard turn');
    expect(await s.page.getByTestId('velocity-change').textContent()).toBe('Velocity 10–12 → 7–9 (turning C)');
    await s.page.getByRole('button', { name: /^Confirm the engines/ }).tap();
    await expect.poll(() => s.page.getByTestId('distance').isVisible()).toBe(true);
  });

  it('two turns over 9″ (C needs 12″): first pinned at 6″, second at the end, the message with its section', async () => {
    await sliderKeys(s.page.getByRole('slider', { name: 'Distance' }), 9);
    await expect.poll(() => s.page.getByTestId('distance').getAttribute('aria-valuetext')).toBe('9.0″');
    await s.page.getByRole('button', { name: 'Add a turn' }).tap();
    await more(s, 'Turn 1: engine notches to starboard');
    await s.page.getByRole('button', { name: 'Add a turn' }).tap();
    await s.page.getByTestId('turn-1').waitFor(); // the remaining starboard notch goes to the second turn
    const msg = s.page.getByTestId('impossible-turns');
    await expect.poll(() => msg.textContent()).toContain('the first turn as early as the ability allows, the second at the end of the move');
    expect(await msg.textContent()).toContain('rules: “Impossible Turns”');
    expect(await s.page.getByTestId('turn-0').textContent()).toContain('Impossible Turns: pinned at 6.0″.');
    expect(await s.page.getByTestId('turn-1').textContent()).toContain('Impossible Turns: pinned at 9.0″.');
    expect(await s.page.getByTestId('move-words').textContent()).toBe(
      'Velocity 10–12 → 7–9 (C). Forward 6″, turn 2 notches to starboard; finish between 7″ and 9″ (1″–3″ more; planned 3″ more, 9″ in all); turn 1 notch to starboard at the end of the move. Impossible Turns: the first turn as early as the ability allows, the second at the end of the move.',
    );
    expect(s.errors).toEqual([]);
    expect(s.foreign).toEqual([]);
  });
});
