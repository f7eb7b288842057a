// Fighters, missiles, the status and end phases and the victory screen on a touch screen (issue 16).
// Each situation is reached by importing a prepared game file through the game list, built here
// from events with the game core's test kit and autopilot (fighterScenes.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pose } from '../../src/geometry';
import { squadronEngagementScore, victoryCheck } from '../../src/kalidasia/game';
import { play } from '../../src/kalidasia/game/testkit.testing';
import { redeployDefaults } from '../../src/kalidasia/ui/fighters/status';
import { huntersActive, frontEscort, precisionReady, launchReady, lastEndPhase, missilePhase, regroupDue, strikeReady, type Scene } from './fighterScenes';
import { openSession, type Session } from './harness';
import { tableDriver } from './tableDriver';

const waiting = (s: Session) => s.page.getByTestId('waiting-for').textContent();

async function importScene(s: Session, sc: Scene, name: string): Promise<void> {
  await s.page.goto(s.baseUrl + '/kalidasia/game');
  await s.page.getByLabel('Import a game file').setInputFiles(sc.file(name));
  await s.page.waitForURL(/\/kalidasia\/game\/[\w-]+$/);
  await s.page.getByTestId('waiting-for').waitFor();
}

/** The units list row of a unit: position and state. */
async function unitRow(s: Session, id: string): Promise<{ at: string; status: string } | null> {
  await s.page.getByRole('tab', { name: 'Units' }).tap();
  const row = s.page.locator(`[data-testid="units-list"] tr[data-unit="${id}"]`);
  const out = (await row.count()) === 0 ? null : { at: (await row.locator('td').nth(1).textContent()) ?? '', status: (await row.locator('td').last().textContent()) ?? '' };
  await s.page.getByRole('tab', { name: 'Now' }).tap();
  return out;
}

describe('fighters, missiles, status and end phases (touch)', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession({ touch: true, viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await s.close();
  });

  it('moves a wing by drag within its reach and resolves a dogfight with typed dice, the result on the tokens', async () => {
    const sc = huntersActive();
    const target = frontEscort(sc.state);
    await importScene(s, sc, 'Dogfight');
    await s.page.getByTestId('fighter-activation').waitFor();
    const t = await tableDriver(s.page);
    // Hunter 1 (adjusted to 20, 20) flies 7" toward the front escort of SFP-1, stopping 3" short of it.
    await t.drag([20, 20], [20, target.pose.y - 3]);
    await expect.poll(() => s.page.getByTestId('planned-moves').textContent()).toContain(`Hunter 1: ${(target.pose.y - 3 - 20).toFixed(1)}″ of 12″`);
    await s.page.getByRole('button', { name: 'Record movement 1' }).tap();
    await expect.poll(() => s.page.getByRole('button', { name: 'Record movement 2' }).count()).toBe(1);
    expect((await unitRow(s, 'Hunter 1'))?.at).toBe(`20.0, ${(target.pose.y - 3).toFixed(1)}`);

    // The nearest enemy wing in range is offered as the target; the defenders' dice follow who returns fire.
    expect(await s.page.getByLabel('Target wing').inputValue()).toBe(target.id);
    await s.page.getByLabel('Attacker dice (2 dice)').fill('6 1');
    const defLabel = (await s.page.locator('label', { hasText: /^Defender dice/ }).textContent()) ?? '';
    const n = Number(/\((\d+) dice?\)/.exec(defLabel)?.[1]);
    expect(n).toBeGreaterThanOrEqual(2);
    await s.page.getByLabel(defLabel).fill(Array.from({ length: n }, () => '1').join(' '));
    // Hunter guns have High ROF: the miss is re-rolled (issue 22).
    await s.page.getByLabel('Attacker re-rolls (1 die)').fill('1');
    await expect.poll(() => s.page.getByTestId('dogfight-result').textContent()).toContain(`destroyed: ${target.id}`);
    expect(await s.page.getByTestId('dogfight-result').textContent()).toContain('Return fire: 0 kills, 0 disruptions → no effect');
    await s.page.getByRole('button', { name: 'Resolve the dogfight' }).tap();
    await expect.poll(async () => (await unitRow(s, target.id))?.status).toBe('red');
    await s.page.getByRole('tab', { name: 'Log' }).tap();
    expect(await s.page.getByTestId('game-log').textContent()).toContain('Hunter 1');
    await s.page.getByRole('tab', { name: 'Now' }).tap();
  });

  it('every control of the fighter activation is a 44 px touch target (checkboxes by their label)', async () => {
    const small = await s.page.evaluate(() =>
      [...document.querySelectorAll('.gm-panel button, .gm-panel select, .gm-panel input, .gm-panel summary')]
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => (el instanceof HTMLInputElement && el.type === 'checkbox' ? (el.closest('label') ?? el) : el))
        .map((el) => ({ what: (el.textContent ?? '').trim().slice(0, 30) || el.tagName, h: el.getBoundingClientRect().height }))
        .filter((x) => x.h < 44),
    );
    expect(small).toEqual([]);
  });

  it('makes a precision attack with wings fully aligned with a warship, and an escort moves to block', async () => {
    await importScene(s, precisionReady(), 'Precision');
    await s.page.getByTestId('precision').waitFor();
    expect(await s.page.getByLabel('Target warship').inputValue()).toBe('SFP-2');
    // The target's anti-fighter battery is offered first (issue 24): it holds its fire.
    await s.page.getByRole('button', { name: 'Rapid Pulse Cannons holds its fire' }).tap();
    // The combat wizard (issue 22): odds before any die, the precision dice typed, the card assigned by the attacker.
    expect(await s.page.getByTestId('precision-odds').textContent()).toContain('P(at least one hit)');
    await s.page.getByLabel(/^Precision dice/).fill('5 1');
    await s.page.getByTestId('precision-wizard').getByRole('button', { name: 'Record the dice' }).tap();
    const pair = s.page.getByRole('group', { name: 'Card to assign' }).getByRole('button');
    await pair.first().waitFor();
    const names = await pair.allTextContents();
    await pair.nth(names.findIndex((n) => !n.startsWith('Weapon'))).tap();
    await s.page.getByRole('button', { name: /^Assign / }).tap();
    await expect.poll(() => s.page.getByTestId('wizard-summary').textContent()).toContain('1 precision hit');
    await s.page.getByRole('button', { name: 'Record the precision attack' }).tap();
    await s.page.getByRole('tab', { name: 'Log' }).tap();
    await expect.poll(() => s.page.getByTestId('game-log').textContent()).toMatch(/Hunter 1 .*makes a precision attack on Draco Frigate SFP-2: /);
    await s.page.getByRole('tab', { name: 'Now' }).tap();
    // Hunters 1–2 have attacked: no precision attack is left to offer.
    await expect.poll(() => s.page.getByTestId('precision').count()).toBe(0);

    const blocker = await s.page.getByLabel('Escort', { exact: true }).inputValue();
    await s.page.getByRole('button', { name: new RegExp(`^Move ${blocker} to block at`) }).tap();
    await s.page.getByRole('tab', { name: 'Log' }).tap();
    await expect.poll(() => s.page.getByTestId('game-log').textContent()).toContain(`${blocker} moves between its warship and an enemy wing`);
    await s.page.getByRole('tab', { name: 'Now' }).tap();
    expect(await s.page.getByLabel('Escort', { exact: true }).inputValue()).not.toBe(blocker);
  });

  it('launches missiles fully aligned with the launcher at the spots the app offers', async () => {
    await importScene(s, launchReady(), 'Launch');
    await s.page.getByTestId('launch-missiles').waitFor();
    await s.page.getByRole('button', { name: 'Launch 2 from Javelin Missiles' }).tap();
    await expect.poll(async () => (await unitRow(s, 'Missile 1'))?.status).toBe('on the table');
    expect((await unitRow(s, 'Missile 2'))?.status).toBe('on the table');
    // The battery has fired: the launch form is gone.
    await expect.poll(() => s.page.getByTestId('launch-missiles').count()).toBe(0);
  });

  it('moves the missiles along their 24" tracks, stopping on contact, and they strike at the target’s movement', async () => {
    await importScene(s, missilePhase(), 'Missile phase');
    await s.page.getByTestId('missile-phase').waitFor();
    expect(await s.page.getByTestId('track-Missile 1').textContent()).toMatch(/^contact with Draco Frigate SFP-2 after \d+\.\d″$/);
    await s.page.getByRole('button', { name: 'Move the 2 missiles' }).tap();
    await expect.poll(async () => (await unitRow(s, 'Missile 1'))?.status).toBe('in contact with SFP-2');
    expect((await unitRow(s, 'Missile 2'))?.status).toBe('in contact with SFP-2');
    await expect.poll(() => waiting(s)).toMatch(/end/i);

    await importScene(s, strikeReady(), 'Strike');
    await s.page.getByTestId('missile-strike').waitFor();
    await s.page.getByLabel(/^Dice in order/).fill('3 3');
    await expect.poll(() => s.page.getByTestId('strike-steps').textContent()).toContain('2 missiles strike Draco Frigate SFP-2');
    await s.page.getByRole('button', { name: 'Record the strike' }).tap();
    await expect.poll(() => unitRow(s, 'Missile 1')).toBeNull();
    expect(await unitRow(s, 'Missile 2')).toBeNull();
    await expect.poll(() => s.page.getByTestId('missile-strike').count()).toBe(0);
  });

  it('regroups, draws the redeploy zone, refuses a wing placed outside it and accepts it inside', async () => {
    const sc = regroupDue();
    await importScene(s, sc, 'Redeploy');
    await s.page.getByTestId('regroup').waitFor();
    await s.page.getByLabel('Red pile (1 die)').fill('5');
    await s.page.getByRole('button', { name: 'Record the regroup rolls' }).tap();
    await s.page.getByTestId('redeploy').waitFor();
    const after = play(sc.state, { type: 'regroupRoll', player: 'surakari', yellow: [], red: [5] });
    const spot = redeployDefaults(after, 'surakari', ['Interceptor 1'])['Interceptor 1'] ?? pose(0, 0, 0);
    expect(await s.page.getByTestId('redeploy-checks').textContent()).toContain('inside the zone');

    const t = await tableDriver(s.page);
    // Dragged 10" toward the Heragul side: more than 6" from every Surakari warship.
    await t.drag([spot.x, spot.y], [spot.x, spot.y - 10]);
    await expect.poll(() => s.page.getByTestId('redeploy-checks').textContent()).toContain('is not within 6" of a friendly warship');
    await s.page.getByRole('button', { name: 'Redeploy the wings' }).tap();
    await expect.poll(() => s.page.getByTestId('refusal').textContent()).toContain('not within 6" of a friendly warship');
    expect(await s.page.getByRole('button', { name: 'The table says otherwise' }).count()).toBe(1);
    expect((await unitRow(s, 'Interceptor 1'))?.status).toBe('waiting');

    // Drag it back from where the screen says it is, once the refusal has settled (state, not time).
    const shown = /Interceptor 1 at \((-?[\d.]+), (-?[\d.]+)\)/.exec((await s.page.getByTestId('redeploy-checks').textContent()) ?? '');
    expect(shown).not.toBeNull();
    const [sx, sy] = [Number(shown?.[1]), Number(shown?.[2])];
    expect(Math.abs(sy - (spot.y - 10))).toBeLessThan(0.3);
    await t.drag([sx, sy], [spot.x, spot.y]);
    await expect.poll(() => s.page.getByTestId('redeploy-checks').textContent()).toContain('inside the zone');
    await s.page.getByRole('button', { name: 'Redeploy the wings' }).tap();
    await expect.poll(async () => (await unitRow(s, 'Interceptor 1'))?.status).toBe('deployed');
    expect((await unitRow(s, 'Interceptor 1'))?.at).toBe(`${spot.x.toFixed(1)}, ${spot.y.toFixed(1)}`);
  });

  it('scores a saved Squadron Engagement at its last end phase to the victory screen and summary', async () => {
    const sc = lastEndPhase();
    const want = victoryCheck(sc.state, true);
    if (!want) throw new Error('the scene should end the game');
    await importScene(s, sc, 'Last turn');
    await s.page.getByTestId('end-phase').waitFor();
    // The score panel is always shown, with the running Squadron Engagement score.
    const lines = squadronEngagementScore(sc.state);
    for (const p of sc.state.players) {
      const sum = lines.filter((l) => l.player === p).reduce((a, l) => a + l.points, 0);
      expect(await s.page.getByTestId(`score-${p}`).textContent()).toContain(String(sum));
    }
    const end = s.page.getByRole('button', { name: 'End turn 1 and score the game' });
    expect(await end.isDisabled()).toBe(true);
    for (const box of await s.page.getByTestId('end-phase').getByRole('checkbox').all()) await box.tap();
    await end.tap();
    await s.page.getByTestId('victory').waitFor();
    const name = want.winner === null ? null : sc.state.setup.players.find((p) => p.id === want.winner)?.name;
    expect(await s.page.getByTestId('victory').locator('h3').first().textContent()).toBe(name ? `${name} wins` : 'A tie');
    expect(await s.page.getByTestId('victory-reason').textContent()).toBe(want.reason);
    for (const p of sc.state.players) expect(await s.page.getByTestId(`final-${p}`).textContent()).toBe(String(want.scores[p] ?? 0));
    expect(await s.page.getByTestId('summary-turns').textContent()).toContain('1 turn played');
    expect(await s.page.getByTestId('summary').textContent()).toContain('Warships lost');
    expect(s.errors).toEqual([]);
    expect(s.foreign).toEqual([]);
  });
});
