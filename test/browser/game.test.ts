// The Kalidasia Game screen on a touch screen, as two players would use it: a new game from the two
// starters, deployment by drag and by typed position, an out-of-zone refusal overruled, initiative,
// reloads mid-game, undo and redo across a reload, and the game file exported and imported.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPED_PACK } from '../../src/kalidasia/data';
import { openSession, type Session } from './harness';
import { tableDriver } from './tableDriver';

const waiting = (s: Session) => s.page.getByTestId('waiting-for').textContent();

/** The units list row of a unit: its position cell ("x, y") and heading. */
async function unitRow(s: Session, id: string): Promise<{ at: string; heading: string }> {
  await s.page.getByRole('tab', { name: 'Units' }).tap();
  const cells = s.page.locator(`[data-testid="units-list"] tr[data-unit="${id}"] td`);
  const at = (await cells.nth(1).textContent()) ?? '';
  const heading = (await cells.nth(2).textContent()) ?? '';
  await s.page.getByRole('tab', { name: 'Now' }).tap();
  return { at, heading };
}

async function typeDeploy(s: Session, x: number, y: number, heading: number): Promise<void> {
  await s.page.getByLabel('From left (″)').fill(String(x));
  await s.page.getByLabel('From top (″)').fill(String(y));
  await s.page.getByLabel('Heading (°)').fill(String(heading));
  await s.page.getByRole('button', { name: /^Deploy / }).tap();
}

describe('game screen (touch)', () => {
  let s: Session;
  let gameUrl = '';
  beforeAll(async () => {
    s = await openSession({ touch: true, viewport: { width: 1280, height: 800 } });
    await s.page.goto(s.baseUrl + '/kalidasia/game');
  });
  afterAll(async () => {
    await s.close();
  });

  it('starts a new game from the two starters, their violations shown and still playable', async () => {
    await s.page.getByRole('link', { name: 'New game' }).tap();
    await expect.poll(() => s.page.getByRole('note').count()).toBe(2);
    expect(await s.page.getByRole('note').first().textContent()).toContain('not technically legal');
    await s.page.getByLabel('Player 1 name').fill('Ada');
    await s.page.getByLabel('Player 2 name').fill('Bo');
    await s.page.getByRole('button', { name: 'Start the game' }).tap();
    await expect.poll(() => waiting(s)).toContain('Deployment roll: Ada and Bo roll a die');
    gameUrl = s.page.url();
    expect(gameUrl).toMatch(/\/kalidasia\/game\/[\w-]+$/);
  });

  it('records the deploy roll typed from the dice; the lowest deploys first; a second tab follows live', async () => {
    const other = await s.context.newPage();
    await other.goto(gameUrl);
    await expect.poll(() => other.getByTestId('waiting-for').textContent()).toContain('Deployment roll');
    await s.page.getByLabel('Ada’s die').fill('2');
    await s.page.getByLabel('Bo’s die').fill('5');
    await s.page.getByRole('button', { name: 'Record the dice' }).tap();
    await expect.poll(() => waiting(s)).toContain('Ada deploys a warship');
    await expect.poll(() => other.getByTestId('waiting-for').textContent()).toContain('Ada deploys a warship');
    await other.close();
  });

  it('deploys a warship by dragging its ghost on the table, and one by typed position', async () => {
    const t = await tableDriver(s.page);
    // Ada's zone is the 12" strip along the top edge; the ghost starts at its centre (36, 6).
    await t.drag([36, 6], [20, 7]);
    await expect.poll(() => s.page.getByLabel('From left (″)').inputValue()).toBe('20');
    expect(await s.page.getByTestId('zone-check').textContent()).toContain('Inside');
    // The round handle 1.5" ahead of the fore edge turns it: dragged to the right of the centre, it faces 0°.
    const length = SHIPPED_PACK.ships.find((c) => c.code === 'SFP')?.tokenSize.length ?? 0;
    await t.drag([20, 7 + length / 2 + 1.5], [28, 7]);
    await expect.poll(() => s.page.getByLabel('Heading (°)').inputValue()).toBe('0');
    await s.page.getByRole('button', { name: /^Deploy / }).tap();
    await expect.poll(() => waiting(s)).toContain('Bo deploys a warship');
    expect(await unitRow(s, 'D1')).toEqual({ at: '20.0, 7.0', heading: '0°' });

    await typeDeploy(s, 30, 42, 270);
    await expect.poll(() => waiting(s)).toContain('Ada deploys a warship');
    expect(await unitRow(s, 'H1')).toEqual({ at: '30.0, 42.0', heading: '270°' });
  });

  it('keeps every stored event through a reload mid-deployment', async () => {
    await s.page.reload();
    await expect.poll(() => waiting(s)).toContain('Ada deploys a warship');
    expect((await unitRow(s, 'D1')).at).toBe('20.0, 7.0');
    expect((await unitRow(s, 'H1')).at).toBe('30.0, 42.0');
  });

  it('deploys the rest, fighters included, and rolls initiative', async () => {
    await typeDeploy(s, 50, 8, 90);
    await expect.poll(() => waiting(s)).toContain('Bo deploys a warship');
    await typeDeploy(s, 50, 40, 270);
    await expect.poll(() => waiting(s)).toContain('Ada deploys their fighter tokens');
    await s.page.getByRole('button', { name: /^Deploy 10 fighter tokens/ }).tap();
    await expect.poll(() => waiting(s)).toContain('Bo deploys their fighter tokens');
    await s.page.getByRole('button', { name: /^Deploy 12 fighter tokens/ }).tap();
    await expect.poll(() => waiting(s)).toContain('Initiative: Ada and Bo roll a die');
    expect(await s.page.getByTestId('turn-phase').textContent()).toBe('Turn 1 of 6 · Initiative phase');
    await s.page.getByLabel('Ada’s die').fill('4');
    await s.page.getByLabel('Bo’s die').fill('3');
    await s.page.getByRole('button', { name: 'Record the dice' }).tap();
    await expect.poll(() => waiting(s)).toContain('Ada (initiative winner) chooses the action order');
  });

  it('undoes and redoes across reloads', async () => {
    await s.page.getByRole('button', { name: 'Undo', exact: true }).tap();
    await expect.poll(() => waiting(s)).toContain('Initiative: Ada and Bo roll a die');
    await s.page.reload();
    await expect.poll(() => waiting(s)).toContain('Initiative: Ada and Bo roll a die');
    await s.page.getByRole('tab', { name: 'Log' }).tap();
    expect(await s.page.getByTestId('redoable').textContent()).toContain('1 undone event can be redone');
    await s.page.getByRole('button', { name: 'Redo', exact: true }).tap();
    await expect.poll(() => waiting(s)).toContain('Ada (initiative winner) chooses the action order');
    await s.page.reload();
    await expect.poll(() => waiting(s)).toContain('Ada (initiative winner) chooses the action order');
    expect(await s.page.getByRole('button', { name: 'Redo', exact: true }).isDisabled()).toBe(true);
  });

  it('exports the game file and imports it as a new saved game in the same state', async () => {
    await s.page.getByRole('link', { name: 'Games' }).tap();
    await expect.poll(() => s.page.getByTestId('game-row').count()).toBe(1);
    const [file] = await Promise.all([s.page.waitForEvent('download'), s.page.getByRole('button', { name: 'Export' }).tap()]);
    const path = await file.path();
    const saved = JSON.parse(readFileSync(path, 'utf8')) as { format: string; events: { type: string }[] };
    expect(saved.format).toBe('tableside.kalidasia.game');
    expect(saved.events.map((e) => e.type)).toEqual(['deployRoll', 'deployShip', 'deployShip', 'deployShip', 'deployShip', 'deployFighters', 'deployFighters', 'initiativeRoll']);

    // A damaged file is refused with what and where; nothing is stored.
    const damaged = JSON.stringify({ ...saved, events: saved.events.map((e, i) => (i === 1 ? { ...e, ship: 'nobody' } : e)) });
    await s.page.getByLabel('Import a game file').setInputFiles({ name: 'damaged.json', mimeType: 'application/json', buffer: Buffer.from(damaged) });
    await expect.poll(() => s.page.getByRole('alert').textContent()).toContain('Event 2 (deployShip)');
    expect(await s.page.getByTestId('game-row').count()).toBe(1);

    await s.page.getByLabel('Import a game file').setInputFiles(path);
    await expect.poll(() => waiting(s)).toContain('Ada (initiative winner) chooses the action order');
    expect(s.page.url()).not.toBe(gameUrl);
    expect((await unitRow(s, 'D2')).at).toBe('50.0, 8.0');
    await s.page.getByRole('link', { name: 'Games' }).tap();
    await expect.poll(() => s.page.getByTestId('game-row').count()).toBe(2);
  });

  it('every control on the game screen is a 44 px touch target and nothing scrolls sideways', async () => {
    await s.page.goto(gameUrl);
    await expect.poll(() => waiting(s)).toContain('Ada (initiative winner) chooses the action order');
    const small = async () =>
      s.page.evaluate(() =>
        [...document.querySelectorAll('.gm-screen button, .gm-screen a, .gm-screen input, .gm-screen select, .gm-screen summary')]
          .filter((el) => (el as HTMLElement).offsetParent !== null)
          .map((el) => ({ what: (el.textContent ?? '').trim().slice(0, 30) || el.tagName, h: el.getBoundingClientRect().height }))
          .filter((x) => x.h < 44),
      );
    for (const tab of ['Now', 'Units', 'Log']) {
      await s.page.getByRole('tab', { name: tab }).tap();
      expect(await small()).toEqual([]);
    }
    expect(await s.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await s.page.setViewportSize({ width: 800, height: 1280 });
    await expect.poll(() => s.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await s.page.setViewportSize({ width: 1280, height: 800 });
    await s.page.getByRole('tab', { name: 'Now' }).tap();
  });

  it('moves a token to match the physical table by drag, logged from → to, and looks back at an earlier table', async () => {
    await s.page.goto(gameUrl);
    await expect.poll(() => waiting(s)).toContain('Ada (initiative winner) chooses the action order');
    await s.page.getByRole('button', { name: 'Adjust to the table' }).tap();
    const t = await tableDriver(s.page);
    await t.drag([30, 42], [32.5, 40]);
    await expect.poll(async () => (await unitRow(s, 'H1')).at).toBe('32.5, 40.0');
    await s.page.getByRole('tab', { name: 'Log' }).tap();
    expect(await s.page.getByTestId('game-log').textContent()).toContain('Adjusted to the table: Hammerhead Frigate H1 from 30.0″ from left, 42.0″ from top, heading 270° → 32.5″ from left, 40.0″ from top, heading 270°');
    // A tap on a line shows the table as it was then (read-only), and back to now.
    await s.page.getByRole('button', { name: /^2 Ada deploys/ }).tap();
    await expect.poll(() => s.page.getByRole('status').first().textContent()).toContain('Showing the table as it was after event 2');
    expect((await unitRow(s, 'H1')).at).toBe('off the table');
    await s.page.getByRole('button', { name: 'Back to now' }).tap();
    expect((await unitRow(s, 'H1')).at).toBe('32.5, 40.0');
  });

  it('a game deleted in another tab says so, and can be put back', async () => {
    const other = await s.context.newPage();
    await other.goto(s.baseUrl + '/kalidasia/game');
    const row = other.getByTestId('game-row').filter({ hasText: 'Ada v Bo' }).filter({ hasNotText: 'imported' });
    await row.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => s.page.getByRole('alert').first().textContent()).toContain('deleted in another tab');
    await s.page.getByRole('button', { name: 'Put it back' }).tap();
    await expect.poll(() => waiting(s)).toContain('Ada (initiative winner) chooses the action order');
    expect((await unitRow(s, 'H1')).at).toBe('32.5, 40.0');
    await other.close();
    expect(s.errors).toEqual([]);
    expect(s.foreign).toEqual([]);
  });
});

describe('the table says otherwise (touch)', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession({ touch: true, viewport: { width: 1280, height: 800 } });
    await s.page.goto(s.baseUrl + '/kalidasia/game/new');
    await s.page.getByLabel('Player 1 name').fill('Ada');
    await s.page.getByLabel('Player 2 name').fill('Bo');
    await s.page.getByRole('button', { name: 'Start the game' }).tap();
    await s.page.getByLabel('Ada’s die').fill('1');
    await s.page.getByLabel('Bo’s die').fill('6');
    await s.page.getByRole('button', { name: 'Record the dice' }).tap();
  });
  afterAll(async () => {
    await s.close();
  });

  it('refuses a warship outside the zone, and records the players’ ruling when they overrule', async () => {
    await expect.poll(() => waiting(s)).toContain('Ada deploys a warship');
    await typeDeploy(s, 50, 20, 90);
    const refusal = s.page.getByTestId('refusal');
    await expect.poll(() => refusal.textContent()).toContain('deployment zone');
    expect((await unitRow(s, 'D1')).at).toBe('off the table');
    await s.page.getByLabel('Why (optional)').fill('the zone edge is bent on our mat');
    await s.page.getByRole('button', { name: 'The table says otherwise' }).tap();
    await expect.poll(() => waiting(s)).toContain('Bo deploys a warship');
    expect((await unitRow(s, 'D1')).at).toBe('50.0, 20.0');
    await s.page.getByRole('tab', { name: 'Log' }).tap();
    const log = await s.page.getByTestId('game-log').textContent();
    expect(log).toContain('The table says otherwise — overruled');
    expect(log).toContain('the zone edge is bent on our mat');
    // It survives a reload (stored with the event).
    await s.page.reload();
    await expect.poll(() => waiting(s)).toContain('Bo deploys a warship');
    expect(s.errors).toEqual([]);
  });
});
