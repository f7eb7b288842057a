// Combat at the table on a touch screen (issue 15): a prepared game (test/browser/combatGame.ts) imported
// through the saved-games list, SFP-1 active after its move. A power attack with dice typed from the table
// through a sensor re-roll to critical cards named from the physical deck, checked against the rulebook's
// arithmetic; a destroyed battery refused; anti-fighter fire applied across the 3″ spread; the deck always 46;
// then, in a second copy of the game, an out-of-arc attack rolled by the app, refused, overruled and logged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combatGameFile } from './combatGame';
import { openSession, type Session } from './harness';

const deckTotal = (s: Session) => s.page.getByTestId('deck-total').first().textContent();
const cell = (s: Session, battery: string, target: string) => s.page.getByRole('button', { name: new RegExp(`^${battery} at ${target}:`) });

async function importGame(s: Session, name: string): Promise<void> {
  await s.page.goto(s.baseUrl + '/kalidasia/game');
  await s.page.getByLabel('Import a game file').setInputFiles(combatGameFile(name));
  await s.page.getByTestId('fire-panel').waitFor({ timeout: 8000 }).catch(async (e: Error) => {
    throw new Error(`${e.message}\n${s.errors.join('\n')}\n${await s.page.locator('body').innerText()}`);
  });
}

async function record(s: Session, label: string, dice: string): Promise<void> {
  await s.page.getByLabel(label).fill(dice);
  await s.page.getByRole('button', { name: 'Record the dice' }).tap();
}

async function nameCard(s: Session, title: string): Promise<void> {
  const select = s.page.getByLabel('Card turned over');
  const options = await select.locator('option').allTextContents();
  const label = options.find((o) => o.startsWith(title));
  if (!label) throw new Error(`no ${title} among ${options.join(', ')}`);
  await select.selectOption({ label });
  await s.page.getByRole('button', { name: 'Record the card' }).tap();
}

describe('combat at the table (touch)', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession({ touch: true, viewport: { width: 1280, height: 800 } });
    await importGame(s, 'Combat');
  });
  afterAll(async () => {
    await s.close();
  });

  it('shows who can shoot whom; the destroyed battery is refused with its section; the deck counts 46', async () => {
    expect(await deckTotal(s)).toBe('46');
    expect(await cell(s, 'Plasma Cannons', 'HHF-2').textContent()).toBe('HHF-2✓ can fire');
    expect(await cell(s, 'Plasma Cannons', 'HHF-1').textContent()).toBe('HHF-1out of arc');
    expect(await s.page.getByTestId('fire-matrix-from').textContent()).toContain('from where SFP-1 is now (the end of its move)');
    await cell(s, 'Medium Plasma Pulse Beams', 'HHF-2').tap();
    const reasons = await s.page.getByTestId('fire-reasons').textContent();
    expect(reasons).toContain('Medium Plasma Pulse Beams is destroyed and cannot attack.');
    expect(reasons).toContain('Resolving the Attack');
    expect(await s.page.getByTestId('power-wizard').count()).toBe(0);
    expect(await s.page.getByTestId('fire-pair').textContent()).toContain('cannot fire');
  });

  it('a power attack typed from the dice: sensor re-roll, no overcharge, capped criticals, two Hull Damage cards named from the deck', async () => {
    const discarded = Number(/(\d+) discarded/.exec((await s.page.getByTestId('deck-tally').first().textContent()) ?? '')?.[1]);
    await cell(s, 'Plasma Cannons', 'HHF-2').tap();
    await expect.poll(() => s.page.getByTestId('odds-destroyed').textContent()).toContain('P(destroyed)');
    expect(await s.page.getByTestId('odds-sensors').textContent()).toContain('carries 2');
    await record(s, 'Gun dice (2)', '2 5');
    // Die 1 (a 2) missed: re-roll it with a sensor point; the expected gain is shown.
    expect(await s.page.getByTestId('sensor-gain').textContent()).toContain('Re-roll 1');
    await s.page.getByRole('button', { name: 'Die 1: 2' }).tap();
    await s.page.getByRole('button', { name: 'Re-roll 1 with sensor points' }).tap();
    await record(s, 'Sensor re-rolls (1)', '4');
    // 4 hits and 5 is solid: two guns hit, power 3 each = 6 power dice; the defender may overcharge (6 → 3).
    await expect.poll(() => s.page.getByTestId('wizard-step').textContent()).toContain('6 power dice become 3');
    await s.page.getByRole('button', { name: 'Do not overcharge' }).tap();
    // Critical value 5: 5 and 6 are two criticals, within the cap of two guns that hit.
    await record(s, 'Power dice (6)', '5 6 1 2 3 4');
    await expect.poll(() => s.page.getByTestId('wizard-step').textContent()).toContain('Critical card 1 of 2');
    await nameCard(s, 'Hull Damage');
    await expect.poll(() => s.page.getByTestId('wizard-step').textContent()).toContain('Critical card 2 of 2');
    await nameCard(s, 'Hull Damage');
    const summary = s.page.getByTestId('wizard-summary');
    // Two criticals = 2 hull damage, plus one for each Hull Damage card = 4 (of hull 6: four yellow tokens, no check).
    await expect.poll(() => summary.textContent()).toContain('2 critical hits, 4 hull damage.');
    expect(await summary.textContent()).toMatch(/Luck: \d+(?:st|nd|rd|th) percentile/);
    const steps = await s.page.getByTestId('wizard-result').textContent();
    expect(steps).toContain('Sensor Points');
    expect(steps).toContain('Resolving Critical Hits');
    expect(await deckTotal(s)).toBe('46');
    await s.page.getByRole('button', { name: 'Record the attack' }).tap();
    await expect.poll(() => cell(s, 'Plasma Cannons', 'HHF-2').textContent()).toBe('HHF-2already fired');
    expect(await deckTotal(s)).toBe('46');
    expect(await s.page.getByTestId('deck-tally').first().textContent()).toContain(`${discarded + 2} discarded`);
    await s.page.getByRole('button', { name: /^HHF-2 / }).tap();
    expect(await s.page.getByTestId('board-HHF-2').textContent()).toContain('Hull damage 4 of 6 (4 yellow, 0 red)');
  });

  it('anti-fighter fire at Hunter 1: the six kills it, the disruption lands on Hunter 2 within 3″', async () => {
    await cell(s, 'Rapid Pulse Cannons', 'Hunter 1').tap();
    await expect.poll(() => s.page.getByTestId('af-wizard').count()).toBe(1);
    await record(s, 'Gun dice (3)', '6 4 1');
    const summary = s.page.getByTestId('wizard-summary');
    await expect.poll(() => summary.textContent()).toContain('Destroyed by a kill (red pile): Hunter 1; two damage tokens (yellow pile): none; disrupted: Hunter 2.');
    await s.page.getByRole('button', { name: 'Record the attack' }).tap();
    // Stored: the battery has fired, so the wizard closes and no wing is offered to it any more.
    await expect.poll(() => s.page.getByTestId('af-wizard').count()).toBe(0);
    expect(await s.page.getByRole('button', { name: /^Rapid Pulse Cannons at Hunter/ }).count()).toBe(0);
    await s.page.getByRole('tab', { name: 'Log' }).tap();
    const log = (await s.page.getByTestId('game-log').textContent()) ?? '';
    expect(log).toContain('Hunter 1');
    expect(log).toContain('Hunter 2');
    await s.page.getByRole('tab', { name: 'Now' }).tap();
    expect(await deckTotal(s)).toBe('46');
    expect(s.errors).toEqual([]);
  });
});

describe('the table says otherwise: an out-of-arc attack rolled by the app (touch)', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession({ touch: true, viewport: { width: 1280, height: 800 } });
    await importGame(s, 'Combat overrule');
  });
  afterAll(async () => {
    await s.close();
  });

  it('resolves the attack with the seeded roller, is refused out of arc, and the players’ ruling is logged', async () => {
    await cell(s, 'Plasma Cannons', 'HHF-1').tap();
    expect(await s.page.getByTestId('fire-reasons').textContent()).toContain('outside the forward combat arc');
    const step = s.page.getByTestId('wizard-step');
    for (let i = 0; i < 12 && (await s.page.getByTestId('wizard-result').count()) === 0; i++) {
      const text = (await step.textContent()) ?? '';
      if (text.includes('overcharge')) await s.page.getByRole('button', { name: 'Do not overcharge' }).tap();
      else if (text.includes('Critical card')) {
        const select = s.page.getByLabel('Card turned over');
        const first = (await select.locator('option').allTextContents())[1] ?? '';
        await select.selectOption({ label: first });
        await s.page.getByRole('button', { name: 'Record the card' }).tap();
      } else await s.page.getByRole('button', { name: 'Roll for me' }).tap();
      await expect.poll(async () => (await step.textContent()) !== text || (await s.page.getByTestId('wizard-result').count()) > 0).toBe(true);
    }
    await s.page.getByRole('button', { name: 'Record the attack' }).tap();
    await expect.poll(() => s.page.getByTestId('refusal').textContent()).toContain('combat arc');
    await s.page.getByLabel('Why (optional)').fill('the cannons reach it on our table');
    await s.page.getByRole('button', { name: 'The table says otherwise' }).tap();
    await expect.poll(() => cell(s, 'Plasma Cannons', 'HHF-1').textContent()).toBe('HHF-1already fired');
    expect(await deckTotal(s)).toBe('46');
    await s.page.getByRole('tab', { name: 'Log' }).tap();
    const log = await s.page.getByTestId('game-log').textContent();
    expect(log).toContain('The table says otherwise — overruled');
    expect(log).toContain('the cannons reach it on our table');
    expect(s.errors).toEqual([]);
  });
});
