// Issue 22, "Provenance in reach", on a touch screen: the player measures their turning template (30° a notch, not
// the app's provisional 22.5°) and corrects it once, under Stat cards. A new game takes it: deployment shows the
// provisional values it uses (zone depth, token size) and starts at the 10–12 slot the rulebook advises; the planner
// shows the notch angle as the player's value, the planned end pose is movementPath's at 30°, and the template drawn
// on the table fans out 30° a notch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movementPath, pose } from '../../src/geometry';
import { openSession, type Session } from './harness';

const waiting = (s: Session) => s.page.getByTestId('waiting-for').textContent();
const more = (s: Session, label: string) => s.page.getByRole('button', { name: `${label}: one more`, exact: true }).tap();

async function typeDeploy(s: Session, x: number, y: number, heading: number, velocity?: number): Promise<void> {
  await s.page.getByLabel('From left (″)').fill(String(x));
  await s.page.getByLabel('From top (″)').fill(String(y));
  await s.page.getByLabel('Heading (°)').fill(String(heading));
  if (velocity !== undefined) await s.page.getByLabel('Starting velocity').selectOption(String(velocity));
  await s.page.getByRole('button', { name: /^Deploy / }).tap();
}

/** The turning template drawn on the canvas: its fan's angle, and the direction of the notch used (degrees). */
async function templateDrawn(s: Session): Promise<{ fan: number; used: number } | null> {
  return s.page.evaluate(() => {
    interface Node {
      angle(): number;
      points(): number[];
    }
    const k = (window as unknown as { Konva?: { stages: { find(sel: string): Node[] }[] } }).Konva;
    const wedge = k?.stages.flatMap((st) => st.find('.turn-template'))[0];
    const used = k?.stages.flatMap((st) => st.find('.turn-template-used'))[0];
    if (!wedge || !used) return null;
    const [x0, y0, x1, y1] = used.points() as [number, number, number, number];
    return { fan: wedge.angle(), used: (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI };
  });
}

describe('a provisional value corrected once reaches the game (touch)', () => {
  let s: Session;
  const START = pose(10, 7, 0);
  beforeAll(async () => {
    s = await openSession({ touch: true, viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await s.close();
  });

  it('the Stat cards show the notch angle as provisional and take the measured 30°', async () => {
    await s.page.goto(s.baseUrl + '/kalidasia/stat-cards');
    const row = s.page.locator('[data-testid="table-values"] tr[data-path="notchAngle"]');
    await expect.poll(() => row.textContent()).toContain('provisional — check your card');
    expect(await row.textContent()).toContain('22.5');
    await s.page.getByRole('button', { name: 'Correct Turning template: degrees per notch' }).tap();
    await s.page.getByLabel('Turning template: degrees per notch', { exact: true }).fill('30');
    await s.page.getByRole('button', { name: 'Save Turning template: degrees per notch' }).tap();
    await expect.poll(() => row.textContent()).toContain('your value');
    expect(await row.textContent()).toContain('(shipped: 22.5)');
  });

  it('a new game deploys at the 10–12 slot by default and shows the provisional zone depth and token size', async () => {
    await s.page.goto(s.baseUrl + '/kalidasia/game/new');
    await expect.poll(() => s.page.getByTestId('zone-depth').textContent()).toContain('provisional — check your scenario map');
    expect(await s.page.getByTestId('deck-composition').textContent()).toContain('provisional — check your deck');
    await s.page.getByLabel('Player 1 name').fill('Ada');
    await s.page.getByLabel('Player 2 name').fill('Bo');
    await s.page.getByRole('button', { name: 'Start the game' }).tap();
    await s.page.getByLabel('Ada’s die').fill('2');
    await s.page.getByLabel('Bo’s die').fill('5');
    await s.page.getByRole('button', { name: 'Record the dice' }).tap();
    await expect.poll(() => waiting(s)).toContain('Ada deploys a warship');
    const velocity = s.page.getByLabel('Starting velocity');
    expect(await velocity.inputValue()).toBe('4');
    expect(await velocity.locator('option:checked').textContent()).toBe('slot 5 (10–12″, turning B)');
    expect(await s.page.getByTestId('velocity-advice').textContent()).toContain('advises it for a first game');
    expect(await s.page.getByTestId('token-size').textContent()).toContain('provisional — check your token');
    expect(await s.page.getByTestId('zone-depth').textContent()).toContain('12″ deep');
  });

  it('deploys, activates D1 and allocates two starboard notches', async () => {
    await typeDeploy(s, START.x, START.y, START.heading, 2); // 4–6″, turning A
    await expect.poll(() => waiting(s)).toContain('Bo deploys a warship');
    await typeDeploy(s, 30, 42, 270);
    await expect.poll(() => waiting(s)).toContain('Ada deploys a warship');
    await typeDeploy(s, 50, 7, 0);
    await expect.poll(() => waiting(s)).toContain('Bo deploys a warship');
    await typeDeploy(s, 50, 40, 270);
    await expect.poll(() => waiting(s)).toContain('Ada deploys their fighter tokens');
    await s.page.getByRole('button', { name: /^Deploy \d+ fighter tokens/ }).tap();
    await expect.poll(() => waiting(s)).toContain('Bo deploys their fighter tokens');
    await s.page.getByRole('button', { name: /^Deploy \d+ fighter tokens/ }).tap();
    await expect.poll(() => waiting(s)).toContain('Initiative: Ada and Bo roll a die');
    await s.page.getByLabel('Ada’s die').fill('4');
    await s.page.getByLabel('Bo’s die').fill('3');
    await s.page.getByRole('button', { name: 'Record the dice' }).tap();
    await s.page.getByRole('button', { name: 'Initiative order (I go first)' }).tap();
    await s.page.getByRole('button', { name: /^Activate .*D1$/ }).tap();
    await s.page.getByRole('button', { name: 'Place no sensor tokens' }).tap();
    await expect.poll(() => s.page.getByTestId('engine-points').isVisible()).toBe(true);
    await more(s, 'Starboard turn');
    await more(s, 'Starboard turn');
    await s.page.getByRole('button', { name: /^Confirm the engines/ }).tap();
    await expect.poll(() => s.page.getByTestId('distance').isVisible()).toBe(true);
  });

  it('the planner turns 2 notches of 30°: the end pose and the template drawn are the corrected ones', async () => {
    const note = s.page.getByTestId('notch-angle');
    await expect.poll(() => note.getAttribute('data-angle')).toBe('30');
    expect(await note.textContent()).toContain('one notch = 30°');
    expect(await note.textContent()).toContain('your corrected value');
    await s.page.getByRole('button', { name: 'Add a turn' }).tap();
    await more(s, 'Turn 1: engine notches to starboard');
    const turn = s.page.getByTestId('turn-0');
    await expect.poll(() => s.page.getByTestId('move-words').textContent()).toContain('turn 2 notches to starboard');
    const at = Number(await turn.getAttribute('data-at'));
    const distance = Number(await s.page.getByTestId('distance').getAttribute('aria-valuenow'));
    const plan = (notchAngle: number) => movementPath({ start: START, distance, turning: 'A', turns: [{ at, side: 'starboard', notches: 2 }], notchCap: 2, notchAngle }).final;
    const want = plan(30);
    const el = s.page.getByTestId('final-pose');
    await expect.poll(async () => Number(await el.getAttribute('data-heading'))).toBeCloseTo(want.heading, 9);
    expect(Number(await el.getAttribute('data-x'))).toBeCloseTo(want.x, 9);
    expect(Number(await el.getAttribute('data-y'))).toBeCloseTo(want.y, 9);
    expect(want.heading).not.toBeCloseTo(plan(22.5).heading, 3); // the correction made a difference
    await expect.poll(() => templateDrawn(s)).not.toBeNull();
    const drawn = await templateDrawn(s);
    expect(drawn?.fan).toBeCloseTo(2 * 2 * 30, 6); // two notches each way at 30°, not 90° at 22.5°
    expect(drawn?.used).toBeCloseTo(START.heading + 2 * 30, 6);
  });

  it('a correction made after the game began: the game says it keeps its values, and continues in a copy with them', async () => {
    const game = s.page.url();
    await s.page.goto(s.baseUrl + '/kalidasia/stat-cards#table-values');
    await s.page.getByRole('button', { name: 'Correct Turning template: degrees per notch' }).tap();
    await s.page.getByLabel('Turning template: degrees per notch', { exact: true }).fill('45');
    await s.page.getByRole('button', { name: 'Save Turning template: degrees per notch' }).tap();
    await expect.poll(() => s.page.locator('[data-testid="table-values"] tr[data-path="notchAngle"] .sq-stat-value').textContent()).toBe('45');
    await s.page.goto(game);
    const banner = s.page.getByTestId('corrections-differ');
    await expect.poll(() => banner.textContent()).toContain('notchAngle 30 here, 45 on your cards');
    await s.page.getByRole('button', { name: 'Continue in a copy with my corrections' }).tap();
    await expect.poll(() => s.page.url()).not.toBe(game);
    await expect.poll(() => s.page.getByTestId('notch-angle').getAttribute('data-angle')).toBe('45');
    expect(await s.page.getByTestId('corrections-differ').count()).toBe(0);
  });
});
