// The combat wizards' action in view without scrolling (tablet first): on a 1280 × 800 touch screen, a large attack
// (SFP-1's Plasma Cannons and Rapid Pulse Cannons with 30 guns each, a pack override; HHF-2 carries two sensor
// tokens) is played through every step of the power wizard (gun dice, sensor re-rolls picked and rolled, the
// overcharge, power dice, a critical card named from the physical deck, the result) and the anti-fighter wizard (gun
// dice, the result), at 100 % and at 150 % text. The test never scrolls: at each step the step's action (the button
// that records it, or the choice it asks for) must be inside the side panel's visible part and painted on top at its
// centre, and the dice field the wizard focused must be too (the player types into it); the test then taps there
// with a finger (touchscreen.tap at a point, no scrolling into view) or types into the focused field.
// Where a check fails the test still walks on (tapping the locator, which scrolls) so every step is reported at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { combatGameFile } from './combatGame';
import { openSession, settled, type Session } from './harness';
import { setTextScale } from './textScale';

const GUNS = 30;
const W = 1280;
const H = 800;

interface Spot {
  step: string;
  what: string;
  /** Inside the viewport and the side panel's visible part. */
  inView: boolean;
  /** document.elementFromPoint at its centre is it (or inside it). */
  onTop: boolean;
}

/** Where `loc` is painted: inside the viewport and the scrolling side panel's visible box, and on top at its centre. */
async function spotOf(loc: Locator, step: string, what: string): Promise<Spot & { x: number; y: number }> {
  const r = await loc.evaluate((el) => {
    const b = el.getBoundingClientRect();
    const p = (el.closest('.gm-panel') ?? document.documentElement).getBoundingClientRect();
    const top = Math.max(0, p.top);
    const bottom = Math.min(window.innerHeight, p.bottom);
    const x = b.left + b.width / 2;
    const y = b.top + b.height / 2;
    const hit = document.elementFromPoint(x, y);
    // The page itself is never scrolled sideways (a wide panel would push the table off screen).
    const sideways = window.scrollX !== 0 || document.documentElement.scrollWidth > window.innerWidth;
    return {
      inView: !sideways && b.width > 0 && b.height > 0 && b.top >= top - 0.5 && b.bottom <= bottom + 0.5 && b.left >= 0 && b.right <= window.innerWidth + 0.5,
      onTop: hit !== null && (hit === el || el.contains(hit)),
      x,
      y,
    };
  });
  return { step, what, ...r };
}

async function walk(s: Session, textScale: number): Promise<{ spots: Spot[]; figures: string[] }> {
  const spots: Spot[] = [];
  const figures: string[] = [];
  const step = s.page.getByTestId('wizard-step');

  /** The action must be in view and on top; tap it there with a finger (or, already failed, by the locator). */
  async function tapAction(loc: Locator, stepName: string, what: string): Promise<void> {
    const spot = await spotOf(loc, stepName, what);
    spots.push({ step: spot.step, what: spot.what, inView: spot.inView, onTop: spot.onTop });
    if (spot.inView && spot.onTop) await s.page.touchscreen.tap(spot.x, spot.y);
    else await loc.tap();
  }

  /** The dice field the wizard focused is in view and on top; the dice are typed into it, then recorded. */
  async function typeDice(stepName: string, dice: (n: number) => string): Promise<void> {
    const input = step.locator('input.cb-dice-input');
    await input.waitFor();
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    const label = await input.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '');
    const n = Number(/\((\d+)\)\s*$/.exec(label)?.[1]);
    const spot = await spotOf(input, stepName, `the focused field "${label}"`);
    spots.push({ step: spot.step, what: spot.what, inView: spot.inView, onTop: spot.onTop });
    await s.page.keyboard.insertText(dice(n));
    // Typing leaves the field in view and on top, and the button that records the dice too.
    const after = await spotOf(input, stepName, `the field "${label}" after typing`);
    spots.push({ step: after.step, what: after.what, inView: after.inView, onTop: after.onTop });
    await tapAction(step.getByRole('button', { name: 'Record the dice' }), stepName, 'Record the dice');
  }

  // The power attack: 30 guns, half of them missing.
  // The player scrolls the matrix's row to the panel's foot (its headers stick at the top) and picks the pair: the
  // last scroll before the wizard.
  const pair = s.page.getByRole('button', { name: /^Plasma Cannons at HHF-2:/ });
  await pair.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await tapAction(pair, 'the matrix', 'Plasma Cannons at HHF-2');
  await s.page.getByTestId('power-wizard').waitFor();
  await typeDice('gun dice', (n) => [...Array<string>(n / 2).fill('1'), ...Array<string>(n / 2).fill('6')].join(' '));
  // Sensor re-rolls: two missed dice picked, then the commit.
  await s.page.getByRole('button', { name: 'Die 1: 1' }).waitFor();
  // The missed dice to pick are the step's content, not its action: where the panel is short (150 % text: 449 px of
  // panel, the first missed die sits just out of view) they may start out of view, and the player scrolls to them (reported, not asserted).
  for (const die of ['Die 1: 1', 'Die 2: 1']) {
    const d = await spotOf(s.page.getByRole('button', { name: die }), 'sensor re-rolls', die);
    figures.push(`[figure] ${textScale}% text: the sensor step's ${die} ${d.inView && d.onTop ? 'in view' : 'below the fold (the player scrolls to it)'}`);
    await s.page.getByRole('button', { name: die }).tap();
  }
  await tapAction(s.page.getByRole('button', { name: 'Re-roll 2 with sensor points' }), 'sensor re-rolls', 'Re-roll 2 with sensor points');
  await typeDice('sensor re-roll dice', (n) => Array<string>(n).fill('1').join(' '));
  await expect.poll(() => step.textContent()).toContain('overcharge the armor?');
  await tapAction(step.getByRole('button', { name: 'Do not overcharge' }), 'overcharge', 'Do not overcharge');
  // One 6 among the power dice: one critical hit, one card to name.
  await typeDice('power dice', (n) => ['6', ...Array<string>(n - 1).fill('1')].join(' '));
  await expect.poll(() => step.textContent()).toContain('Critical card 1 of 1');
  const select = s.page.getByLabel('Card turned over');
  const pick = await spotOf(select, 'critical card', 'Card turned over (the list)');
  spots.push({ step: pick.step, what: pick.what, inView: pick.inView, onTop: pick.onTop });
  const options = await select.locator('option').allTextContents();
  const hull = options.find((o) => o.startsWith('Hull Damage'));
  if (!hull) throw new Error(`no Hull Damage among ${options.join(', ')}`);
  await select.selectOption({ label: hull });
  await tapAction(s.page.getByRole('button', { name: 'Record the card' }), 'critical card', 'Record the card');
  await s.page.getByTestId('wizard-summary').waitFor();
  await tapAction(s.page.getByRole('button', { name: 'Record the attack' }), 'power result', 'Record the attack');
  await settled(s.page);
  await expect.poll(() => s.page.getByTestId('power-wizard').count()).toBe(0);

  // The anti-fighter attack: 30 guns at Hunter 1.
  const af = s.page.getByRole('button', { name: /^Rapid Pulse Cannons at Hunter 1:/ });
  await af.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await tapAction(af, 'the matrix', 'Rapid Pulse Cannons at Hunter 1');
  await s.page.getByTestId('af-wizard').waitFor();
  await typeDice('anti-fighter gun dice', (n) => ['6', ...Array<string>(n - 1).fill('1')].join(' '));
  await s.page.getByTestId('wizard-summary').waitFor();
  await tapAction(s.page.getByTestId('af-wizard').getByRole('button', { name: 'Record the attack' }), 'anti-fighter result', 'Record the attack');
  await settled(s.page);
  await expect.poll(() => s.page.getByTestId('af-wizard').count()).toBe(0);
  figures.push(`[figure] ${textScale}% text: the side panel shows ${Math.round(await s.page.locator('.gm-panel').evaluate((el) => el.clientHeight))} px of its height`);
  return { spots, figures };
}

async function openLargeAttack(s: Session, name: string): Promise<void> {
  await s.page.goto(s.baseUrl + '/kalidasia/game');
  const f = combatGameFile(name);
  const game = JSON.parse(f.buffer.toString()) as Record<string, unknown>;
  game.packOverrides = [
    { path: 'ships.SFP.batteries.1.gunCount', value: GUNS, note: 'test' },
    { path: 'ships.SFP.batteries.2.gunCount', value: GUNS, note: 'test' },
  ];
  await s.page.getByLabel('Import a game file').setInputFiles({ ...f, buffer: Buffer.from(JSON.stringify(game)) });
  await s.page.getByTestId('fire-panel').waitFor();
  // The game keeps its own Stat-card values (the override) over the player's: the player answers the banner.
  await s.page.getByRole('button', { name: 'Keep this game’s values' }).tap();
  await expect.poll(() => s.page.getByRole('button', { name: 'Keep this game’s values' }).count()).toBe(0);
}

for (const textScale of [100, 150]) {
  describe(`the combat wizards' action in view without scrolling (touch, ${W} × ${H}, ${textScale}% text)`, () => {
    let s: Session;
    beforeAll(async () => {
      s = await openSession({ touch: true, viewport: { width: W, height: H } });
    });
    afterAll(async () => {
      await s?.close();
    });

    it('every step of the power and anti-fighter wizards: its action and the focused dice field in view and on top', async () => {
      if (textScale !== 100) await setTextScale(s, textScale);
      await openLargeAttack(s, `Fold ${textScale}`);
      // The text size the settings give the whole app (100 %: none set).
      expect(await s.page.evaluate(() => document.documentElement.style.fontSize || '100%')).toBe(`${textScale}%`);
      const { spots, figures } = await walk(s, textScale);
      for (const f of figures) console.info(f);
      expect(spots.length).toBeGreaterThanOrEqual(15);
      expect(spots.filter((x) => !x.inView || !x.onTop)).toEqual([]);
      // The side panel kept its width, min(26rem, 40 %): the wizard's histograms of 37 bars scroll inside themselves.
      const side = await s.page.locator('.gm-side').evaluate((el) => ({ width: el.getBoundingClientRect().width, rem: parseFloat(getComputedStyle(document.documentElement).fontSize) }));
      expect(Math.abs(side.width - Math.min(26 * side.rem, 0.4 * W))).toBeLessThanOrEqual(1.5);
      expect(s.errors).toEqual([]);
    });
  });
}
