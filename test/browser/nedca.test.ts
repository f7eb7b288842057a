// The Nedca tracker in real Chromium on a touch screen: a short game through the UI, a reload
// midway finds it intact, undo takes back the last action, a saved game opens offline;
// no console errors, no foreign requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, settled, storedActions, waitForServiceWorker, type Session } from './harness';

type Box = { x: number; y: number; width: number; height: number } | null;
/** How far a refusal is from the control it answers: the gap below it, or above it. */
const gapBeside = (ctl: Box, pop: Box): number =>
  ctl && pop ? Math.min(Math.abs(pop.y - (ctl.y + ctl.height)), Math.abs(ctl.y - (pop.y + pop.height))) : Infinity;

describe('Nedca tracker', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession({ touch: true, viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await s.close();
  });

  const log = async () => (await settled(s.page), s.page.getByTestId('game-log').locator('li').allTextContents());
  const house = (i: number) => s.page.getByTestId(`house-${i}`);

  it('plays a short game, survives a reload, undoes the last action', async () => {
    const { page } = s;
    await page.goto(s.baseUrl + '/nedca');
    await page.getByRole('button', { name: 'New game' }).tap();
    await page.getByLabel('Game name').fill('Journey north');
    await page.getByRole('button', { name: 'Start the game' }).tap();
    await page.waitForURL(/\/nedca\/[0-9a-f]+$/);
    await expect.poll(() => page.getByTestId('turn-heading').textContent()).toBe("Round 1 · Jen'ja'ago plays");

    // A refusal, with its reason: the Economy Phase comes first.
    await page.getByRole('button', { name: 'Go to the Operations Phase' }).tap();
    await expect.poll(() => page.getByTestId('refusal').textContent()).toMatch(/Collect the Economy Phase first/);

    // Economy: one worker on a forest.
    await page.getByRole('button', { name: 'Forest → Wood plus 1' }).tap();
    await expect.poll(() => page.getByTestId('economy-preview').textContent()).toMatch(/1 capital controlled × 2 = 2 Gold.*Workers: 1 Wood/);
    await page.getByRole('button', { name: 'Collect economy' }).tap();
    await expect.poll(log).toEqual(["Jen'ja'ago collects: 2 Gold from 1 capital, workers 1 Wood"]);

    // Operations: the first bond (3 Gold) gives level 2.
    await page.getByRole('button', { name: 'Go to the Operations Phase' }).tap();
    await page.getByRole('button', { name: 'Buy bond 1 of 10 (3 Gold)' }).tap();
    await expect.poll(() => house(0).getByRole('group', { name: "Jen'ja'ago Gold" }).locator('output').textContent()).toBe('4');
    await expect.poll(() => house(0).locator('h3').textContent()).toMatch(/Level 2/);

    // Action: the Knight attacks Yelhool's Knight with typed-in dice, showing each step.
    await page.getByRole('button', { name: 'Go to the Action Phase' }).tap();
    await page.getByLabel('Defender', { exact: true }).selectOption('knight');
    await page.getByRole('button', { name: 'Red Attack Die 5', exact: true }).tap();
    await page.getByRole('button', { name: 'Blue Defense Die 2', exact: true }).tap();
    await expect.poll(() => page.getByTestId('battle-total').textContent()).toBe('5 against 2: attacker wins');
    expect(await page.getByTestId('battle-steps').textContent()).toMatch(/Rules: BATTLE MECHANICS — Basic Battle Mechanics/);
    await page.getByRole('button', { name: 'Resolve battle' }).tap();
    await expect.poll(async () => (await log()).at(-1)).toBe("Jen'ja'ago's Knight attacks Yelhool's Knight at 1: 5 against 2 — Yelhool's Knight is removed");
    await expect.poll(() => house(1).textContent()).not.toMatch(/Knight/);

    // Reload midway: everything is still there (once stored: wait for the stored record, not for time).
    const before = await log();
    const id = new URL(page.url()).pathname.split('/')[2] ?? '';
    await expect.poll(() => storedActions(page, id)).toBe(before.length);
    await page.reload();
    await expect.poll(log).toEqual(before);
    expect(await page.getByTestId('turn-heading').textContent()).toBe("Round 1 · Jen'ja'ago plays");
    expect(await house(1).textContent()).not.toMatch(/Knight/);
    expect(await page.getByRole('listitem').filter({ hasText: 'Action Phase' }).first().getAttribute('aria-current')).toBe('step');

    // Undo the battle: Yelhool's Knight is back; redo brings the battle back.
    await page.getByRole('button', { name: 'Undo' }).tap();
    await expect.poll(() => house(1).textContent()).toMatch(/Knight ×1/);
    await expect.poll(async () => (await log()).length).toBe(before.length - 1);
    await page.getByRole('button', { name: 'Redo' }).tap();
    await expect.poll(async () => (await log()).length).toBe(before.length);

    // The app can roll instead: the roll shows beside the die's label.
    await page.getByRole('group', { name: 'Red Attack Die', exact: true }).getByRole('button', { name: 'Roll for me' }).tap();
    await expect.poll(() => page.getByText(/^Red Attack Die: [1-6]$/).count()).toBe(1);

    // Finish the turn: Yelhool plays next.
    await page.getByRole('button', { name: 'Go to the Cleanup Phase' }).tap();
    await page.getByRole('button', { name: 'End turn' }).tap();
    await expect.poll(() => page.getByTestId('turn-heading').textContent()).toBe('Round 1 · Yelhool plays');

    // Yelhool and Nover play quick turns; the app draws the next round's order (Nover, last, cannot go first).
    for (const who of ['Yelhool', 'Nover']) {
      await expect.poll(() => page.getByTestId('turn-heading').textContent()).toBe(`Round 1 · ${who} plays`);
      await page.getByRole('button', { name: 'Collect economy' }).tap();
      for (const step of ['Go to the Operations Phase', 'Go to the Action Phase', 'Go to the Cleanup Phase', 'End turn']) await page.getByRole('button', { name: step }).tap();
    }
    await page.getByRole('button', { name: 'Draw the order for us' }).tap();
    await expect.poll(() => page.getByTestId('turn-heading').textContent()).toMatch(/^Round 2 · (Jen'ja'ago|Yelhool) plays$/);

    // The summary screen.
    await page.getByRole('link', { name: 'Summary', exact: true }).tap();
    await page.waitForURL(/\/summary$/);
    await expect.poll(() => page.getByRole('heading', { name: /^Summary after \d+ actions, round 2 \(1 battle\)$/ }).count()).toBe(1);
    // Back returns to the game: the Summary has its own URL.
    await page.goBack();
    await page.waitForURL(/\/nedca\/[0-9a-f]+$/);
  });

  it('touch targets on the game screen are at least 44 CSS px', async () => {
    const small = await s.page.evaluate(() =>
      [...document.querySelectorAll('main a, main button, main select, main input')]
        .map((el) => {
          const target = el.closest('label.choice') ?? el;
          const r = target.getBoundingClientRect();
          return { what: (el.textContent || el.getAttribute('aria-label') || el.tagName).trim().slice(0, 30), w: r.width, h: r.height };
        })
        .filter((t) => t.w > 0 && (t.w < 44 || t.h < 44)),
    );
    expect(small).toEqual([]);
  });

  it('a two-house game ends by Military Force: occupy the city, three 6s, the capital falls', async () => {
    const { page } = s;
    await page.goto(s.baseUrl + '/nedca');
    await page.getByRole('button', { name: 'New game' }).tap();
    await page.getByRole('button', { name: 'Remove player 3' }).tap();
    await page.getByRole('button', { name: 'Start the game' }).tap();
    await page.waitForURL(/\/nedca\/[0-9a-f]+$/);
    await page.getByRole('button', { name: 'Collect economy' }).tap();
    await page.getByRole('button', { name: 'Go to the Operations Phase' }).tap();
    await page.getByRole('button', { name: 'Go to the Action Phase' }).tap();
    await page.getByRole('button', { name: "Occupy Yelhool's City Tile" }).tap();
    for (let k = 0; k < 3; k++) {
      await page.getByRole('button', { name: 'Red Attack Die for the city 6' }).tap();
      await page.getByRole('button', { name: 'Resolve city attack' }).tap();
      await expect.poll(async () => (await log()).filter((l) => l.includes("attacks Yelhool's city")).length).toBe(k + 1);
    }
    await expect.poll(() => page.getByTestId('result').textContent()).toMatch(/Jen'ja'ago wins Nedca.*Military Force/);
    expect((await log()).at(-1)).toBe("Jen'ja'ago attacks Yelhool's city with a Knight: 6 — the Capital City falls: Yelhool is out");
    await expect.poll(() => house(0).getByRole('group', { name: "Jen'ja'ago Gold" }).locator('output').textContent()).toBe('12');

    // Works offline: with no network, a reload still opens this saved game.
    await waitForServiceWorker(page);
    await s.context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByTestId('result').textContent()).toMatch(/Jen'ja'ago wins Nedca/);
    await s.context.setOffline(false);
  });

  it('issue 17 — a compact page; refusals beside the control, not pushing the page, gone on the next tap; grouped +/− lines; the log follows', async () => {
    const { page } = s;
    await page.goto(s.baseUrl + '/nedca');
    await page.getByRole('button', { name: 'New game' }).tap();
    await page.getByRole('button', { name: 'Start the game' }).tap();
    await page.waitForURL(/\/nedca\/[0-9a-f]+$/);
    await expect.poll(() => page.getByTestId('turn-heading').textContent()).toBe("Round 1 · Jen'ja'ago plays");
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    console.info(`[figure] Nedca game page height at 1280 × 800, 3 houses, Economy Phase: ${await height()} px`);
    expect(await height()).toBeLessThanOrEqual(1500);

    // A refused tap: the reason appears just below the button used, inside the window, and the page does not grow.
    const next = page.getByRole('button', { name: 'Go to the Operations Phase' });
    const h0 = await height();
    await next.tap();
    const refusal = page.getByTestId('refusal');
    await expect.poll(() => refusal.textContent()).toMatch(/Collect the Economy Phase first.*\(Rules: Nedca "TURN PHASES"\)/);
    const [b, r] = [await next.boundingBox(), await refusal.boundingBox()];
    const gap = (r?.y ?? 0) - ((b?.y ?? 0) + (b?.height ?? 0));
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(24);
    expect(await height()).toBe(h0);
    // Moving on (any other tap) clears it.
    await page.getByRole('button', { name: 'Forest → Wood plus 1' }).tap();
    await expect.poll(() => refusal.count()).toBe(0);

    // At the bottom of the page: the refusal is beside that control, in the window.
    await page.getByText('Any time: Objectives, Special Cards, ending the game').tap();
    const discard = page.getByRole('button', { name: 'Discard an active Special' });
    await discard.scrollIntoViewIfNeeded();
    await discard.tap();
    await expect.poll(() => refusal.textContent()).toMatch(/has no active Special Card/);
    const [d, r2] = [await discard.boundingBox(), await refusal.boundingBox()];
    const vh = page.viewportSize()?.height ?? 0;
    expect(gapBeside(d, r2)).toBeLessThan(24);
    expect([(r2?.y ?? -1) >= 0, (r2?.y ?? 0) + (r2?.height ?? 0) <= vh]).toEqual([true, true]);

    // Three taps on Influence are one log line; alternating houses fill the log, which follows its newest line.
    await page.getByTestId('house-0').locator('summary').scrollIntoViewIfNeeded();
    
    for (let k = 0; k < 3; k++) await page.getByRole('button', { name: "Jen'ja'ago Influence plus 1" }).tap();
    await expect.poll(log).toEqual(["Jen'ja'ago: Influence +3 (by hand)"]);
    await page.getByTestId('house-1').locator('summary').tap();
    for (let k = 0; k < 14; k++) {
      await page.getByRole('button', { name: 'Yelhool Influence plus 1' }).tap();
      await page.getByRole('button', { name: "Jen'ja'ago Influence plus 1" }).tap();
    }
    await expect.poll(async () => (await log()).length).toBe(29);
    await expect.poll(() => page.getByTestId('log-panel').evaluate((el) => el.scrollHeight > el.clientHeight && el.scrollTop + el.clientHeight >= el.scrollHeight - 2)).toBe(true);
  });

  it('issue 17 — a tied Knight cannot occupy; the preview refuses an out-of-range attack; the city die counts only on Resolve; workers stay on their tiles', async () => {
    const { page } = s;
    
    await page.goto(s.baseUrl + '/nedca');
    await page.getByRole('button', { name: 'New game' }).tap();
    await page.getByRole('button', { name: 'Remove player 3' }).tap();
    await page.getByRole('button', { name: 'Start the game' }).tap();
    await page.waitForURL(/\/nedca\/[0-9a-f]+$/);
    await page.getByRole('button', { name: 'Forest → Wood plus 1' }).tap();
    await page.getByRole('button', { name: 'Collect economy' }).tap();
    await page.getByRole('button', { name: 'Go to the Operations Phase' }).tap();
    await page.getByRole('button', { name: 'Go to the Action Phase' }).tap();

    // The preview tells the truth: a Knight (Range 1) 3 spaces away may not attack; no winner is shown.
    await page.getByRole('button', { name: 'Distance (spaces) plus 1' }).tap();
    await page.getByRole('button', { name: 'Distance (spaces) plus 1' }).tap();
    await page.getByRole('button', { name: 'Red Attack Die 6', exact: true }).tap();
    await page.getByRole('button', { name: 'Blue Defense Die 1', exact: true }).tap();
    await expect.poll(() => page.getByTestId('battle-refusal').textContent()).toMatch(/The target is 3 spaces away; the attacker's Range is 1/);
    expect(await page.getByTestId('battle-total').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Resolve battle' }).isDisabled()).toBe(true);

    // The only Knight ties with a Worker, then tries to occupy a City Tile: refused beside the button, naming the rule.
    await page.getByRole('button', { name: 'Distance (spaces) minus 1' }).tap();
    await page.getByRole('button', { name: 'Distance (spaces) minus 1' }).tap();
    await page.getByLabel('Defender', { exact: true }).selectOption('worker');
    await page.getByRole('button', { name: 'Red Attack Die 2', exact: true }).tap();
    await page.getByRole('button', { name: 'Blue Defense Die 3', exact: true }).tap();
    await expect.poll(() => page.getByTestId('battle-total').textContent()).toMatch(/^(\d+) against \1: tie$/);
    await page.getByRole('button', { name: 'Resolve battle' }).tap();
    await expect.poll(async () => (await log()).at(-1)).toMatch(/tie: the Knight cannot attack again this turn/);
    const occupy = page.getByRole('button', { name: /^Occupy Yelhool's City Tile/ });
    await occupy.tap();
    await expect.poll(() => page.getByTestId('refusal').textContent()).toMatch(/Every Knight of Jen'ja'ago has attacked this turn and can no longer move\. \(Rules: Nedca "BATTLE MECHANICS — Basic Battle Mechanics"\)/);
    const [o, r] = [await occupy.boundingBox(), await page.getByTestId('refusal').boundingBox()];
    expect(gapBeside(o, r)).toBeLessThan(24);

    // Next turn (Yelhool): its Knight occupies; a typed city die changes nothing until Resolve.
    await page.getByRole('button', { name: 'Go to the Cleanup Phase' }).tap();
    await page.getByRole('button', { name: 'End turn' }).tap();
    await expect.poll(() => page.getByTestId('turn-heading').textContent()).toBe('Round 1 · Yelhool plays');
    await page.getByRole('button', { name: 'Collect economy' }).tap();
    await page.getByRole('button', { name: 'Go to the Operations Phase' }).tap();
    await page.getByRole('button', { name: 'Go to the Action Phase' }).tap();
    await page.getByRole('button', { name: /^Occupy Jen'ja'ago's City Tile with the Knight/ }).tap();
    await expect.poll(async () => (await log()).at(-1)).toBe("Yelhool occupies Jen'ja'ago's City Tile");
    await page.getByRole('button', { name: 'Red Attack Die for the city 6' }).tap();
    await expect.poll(() => page.getByTestId('battle-steps').last().textContent()).toMatch(/one Defense Shield is removed/);
    expect((await log()).at(-1)).toBe("Yelhool occupies Jen'ja'ago's City Tile");
    await page.getByRole('button', { name: 'Resolve city attack' }).tap();
    await expect.poll(async () => (await log()).at(-1)).toBe("Yelhool attacks Jen'ja'ago's city with a Knight: 6 — a Defense Shield is removed");

    // Back to Jen'ja'ago's Economy Phase: the Worker is still on the Forest.
    await page.getByRole('button', { name: 'Go to the Cleanup Phase' }).tap();
    await page.getByRole('button', { name: 'End turn' }).tap();
    await expect.poll(() => page.getByTestId('turn-heading').textContent()).toBe("Round 2 · Jen'ja'ago plays");
    expect(await page.getByRole('group', { name: 'Forest → Wood' }).locator('output').textContent()).toBe('1');
  });

  it('no console errors and no request left the app', () => {
    expect(s.errors).toEqual([]);
    expect(s.foreign).toEqual([]);
  });
});
