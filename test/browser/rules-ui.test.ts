// Issue 24's rules at the table, on a touch screen: a precision attack met by both anti-fighter batteries of a
// corrected Draco card (each aimed and rolled in turn, both in the log); an escort that has not blocked yet stops the
// precision attack (the refusal beside its block button, which moves it); missiles launched from a point of the path
// the warship flew (the stored event carries the point, the missiles lie there). Games are imported as prepared files
// (rulesUiScenes.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathPoseAt, type Pose } from '../../src/geometry';
import { flownPath } from '../../src/kalidasia/game/tableView';
import { readLog, type Session } from './harness';
import { touchSession } from './plannerScene';
import { sliderFinger, sliderText } from './sliderDriver';
import { escortedPrecision, launchAfterMove, twoBatteryPrecision, type GameFile } from './rulesUiScenes';

async function importFile(s: Session, file: GameFile): Promise<void> {
  await s.page.goto(s.baseUrl + '/kalidasia/game');
  await s.page.getByLabel('Import a game file').setInputFiles(file);
  await s.page.waitForURL(/\/kalidasia\/game\/[\w-]+$/);
  await s.page.getByTestId('waiting-for').waitFor();
}

async function logText(s: Session): Promise<string> {
  await s.page.getByRole('tab', { name: 'Log' }).tap();
  const text = (await s.page.getByTestId('game-log').textContent()) ?? '';
  await s.page.getByRole('tab', { name: 'Now' }).tap();
  return text;
}

/** Where a unit stands in the units list ("x, y"), as numbers. */
async function unitAt(s: Session, id: string): Promise<{ x: number; y: number } | null> {
  await s.page.getByRole('tab', { name: 'Units' }).tap();
  const row = s.page.locator(`[data-testid="units-list"] tr[data-unit="${id}"]`);
  const at = (await row.count()) === 0 ? null : ((await row.locator('td').nth(1).textContent()) ?? '');
  await s.page.getByRole('tab', { name: 'Now' }).tap();
  const m = at ? /(-?[\d.]+),\s*(-?[\d.]+)/.exec(at) : null;
  return m ? { x: Number(m[1]), y: Number(m[2]) } : null;
}

/** The "Launch from" figure in words, where a screen reader reads it (the slider draws it on its canvas). */
const launchFigure = (s: Session) => sliderText(s.page.getByTestId('launch-from'));

describe('issue 24 rules in the UI (touch)', () => {
  let s: Session;
  beforeAll(async () => {
    ({ s } = await touchSession());
  });
  afterAll(async () => {
    await s.close();
  });

  it('a precision attack meets both anti-fighter batteries in turn, each aimed and rolled; the log shows both', async () => {
    await importFile(s, twoBatteryPrecision('Two batteries'));
    const form = s.page.getByTestId('precision');
    await form.waitFor();
    expect(await s.page.getByTestId('precision-df').textContent()).toContain('Rapid Pulse Cannons (3 dice), Point Defence (2 dice)');
    // The first battery is offered: its player aims it at Hunter 1 and types 6 1 1 (a kill).
    // Each offer is a 44 px touch target: a wing to aim at, or holding the battery's fire.
    const offers = form.getByRole('group', { name: 'Rapid Pulse Cannons aims at' }).getByRole('button');
    expect(await offers.allTextContents()).toEqual(['Rapid Pulse Cannons at Hunter 1', 'Rapid Pulse Cannons at Hunter 2', 'Rapid Pulse Cannons holds its fire']);
    for (const b of await offers.all()) expect((await b.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await form.getByRole('button', { name: 'Rapid Pulse Cannons at Hunter 1' }).tap();
    await form.getByLabel(/^Defensive fire: Rapid Pulse Cannons gun dice/).fill('6 1 1');
    await form.getByRole('button', { name: 'Record the dice' }).tap();
    // Then the second, aimed at the wing still flying: 4 1 disrupts Hunter 2. No wing is left to roll a precision die.
    await form.getByRole('button', { name: 'Point Defence at Hunter 2' }).waitFor();
    expect(await form.getByRole('button', { name: 'Point Defence at Hunter 1' }).count()).toBe(0);
    await form.getByRole('button', { name: 'Point Defence at Hunter 2' }).tap();
    await form.getByLabel(/^Defensive fire: Point Defence gun dice/).fill('4 1');
    await form.getByRole('button', { name: 'Record the dice' }).tap();
    await expect.poll(() => s.page.getByTestId('wizard-summary').textContent()).toContain('0 precision hits');
    await s.page.getByRole('button', { name: 'Record the precision attack' }).tap();
    await expect.poll(() => logText(s)).toMatch(/makes a precision attack on Draco Frigate SFP-2: defensive fire from Rapid Pulse Cannons .*; defensive fire from Point Defence .*;/);
    // Both batteries have attacked this turn and both wings were hit: no precision attack is left to offer.
    await expect.poll(() => s.page.getByTestId('precision').count()).toBe(0);
    expect(s.errors).toEqual([]);
  });

  it('an escort that has not blocked stops the attack: the refusal beside its block button; the block lets the attack go on', async () => {
    await importFile(s, escortedPrecision().file('Escort blocks'));
    const form = s.page.getByTestId('precision');
    await form.waitFor();
    const refusal = form.getByTestId('precision-refusal');
    await expect.poll(() => refusal.textContent()).toContain('Interceptor 5 escorts Draco Frigate SFP-2 and has not moved to block this turn');
    expect(await refusal.textContent()).toContain('(rules: "Warship Escorting")');
    expect(await refusal.getByRole('button', { name: 'The table says otherwise: attack anyway' }).count()).toBe(1);
    // No dice are asked for an attack the game would refuse.
    expect(await form.getByTestId('precision-wizard').count()).toBe(0);
    // Every control beside the refusal is a 44 px touch target.
    const small = await refusal.evaluate((el) =>
      [...el.querySelectorAll('button, input')].map((c) => ({ what: (c.textContent ?? '').trim() || c.id, h: c.getBoundingClientRect().height })).filter((c) => c.h < 44),
    );
    expect(small).toEqual([]);
    const block = refusal.getByRole('button', { name: /^Move Interceptor 5 to block at/ });
    await block.tap();
    await expect.poll(() => logText(s)).toContain('Interceptor 5 moves between its warship and an enemy wing');
    // The escort has blocked: the refusal is gone and the attack is offered (the players untick the blocked wing).
    await expect.poll(() => form.getByTestId('precision-refusal').count()).toBe(0);
    await form.getByTestId('precision-wizard').waitFor();
    expect(s.errors).toEqual([]);
  });

  it('missiles launched from the start of the path: the stored launch carries the point and the missiles lie there', async () => {
    const sc = launchAfterMove();
    const path = flownPath(sc.state.ships.find((x) => x.id === 'HHF-1') as NonNullable<(typeof sc.state.ships)[number]>);
    if (!path) throw new Error('scene: HHF-1 has not moved');
    await importFile(s, sc.file('Launch from'));
    const id = /\/kalidasia\/game\/([\w-]+)$/.exec(s.page.url())?.[1] ?? '';
    await s.page.getByTestId('launch-missiles').waitFor();
    expect(await launchFigure(s)).toBe('10.0″ of 10.0″ (where it is now)');
    // The slider slid by a finger to the start of HHF-1's move (past the track's left end), and the launch tapped
    // right after the slide (the tap after a quick slide was once lost: slider-tap.test.ts).
    const slider = s.page.getByRole('slider', { name: /^Launch from/ });
    expect((await slider.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    const cdp = await s.page.context().newCDPSession(s.page);
    const f = await sliderFinger(slider, cdp);
    await f.touch('touchStart', f.at(10));
    for (let i = 1; i <= 10; i++) await f.touch('touchMove', f.at(10) + ((f.box.x + 2 - f.at(10)) * i) / 10);
    await f.touch('touchEnd');
    await expect.poll(() => sliderText(slider)).toMatch(/^0\.0″/);
    const launch = s.page.getByRole('button', { name: /^Launch 2 from Javelin Missiles at [\d.]+″ along the path$/ });
    await launch.waitFor();
    const along = Number(/at ([\d.]+)″ along the path$/.exec((await launch.textContent()) ?? '')?.[1]);
    expect(along).toBe(0);
    await expect.poll(() => launchFigure(s)).toBe(`${along.toFixed(1)}″ of 10.0″`);
    await launch.tap();
    // The stored event carries the point of the path it launched from (the store is waited for, not the clock).
    const last = async () => (await readLog(s.page, id))?.events.at(-1) as { type: string; from?: Pose } | undefined;
    await expect.poll(async () => (await last())?.type, { timeout: 10_000 }).toBe('launchMissiles');
    await expect.poll(() => s.page.getByTestId('launch-missiles').count()).toBe(0);
    const stored = await last();
    const want = pathPoseAt(path, along);
    expect(stored?.type).toBe('launchMissiles');
    expect(stored?.from?.x).toBeCloseTo(want.x, 1);
    expect(stored?.from?.y).toBeCloseTo(want.y, 1);
    // The missiles lie fully aligned with HHF-1 where it was then, about 10″ behind where it is now.
    const end = pathPoseAt(path, path.length);
    for (const m of ['Missile 1', 'Missile 2']) {
      const at = await unitAt(s, m);
      expect(at && Math.hypot(at.x - want.x, at.y - want.y)).toBeLessThan(4);
      expect(at && Math.hypot(at.x - end.x, at.y - end.y)).toBeGreaterThan(6);
    }
    expect(await logText(s)).toContain('launches 2 missiles from Javelin Missiles');
    expect(s.errors).toEqual([]);
  });
});
