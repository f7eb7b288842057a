// Issue 14 on a touch screen: a warship's activation from a typed start pose — sensor tokens placed by tapping the
// enemy, 2 accelerate + 2 starboard (the tie asks for the primary), one turn dragged along the path, the final pose
// against movementPath for the same plan, a turn placed too early and its message, the envelope toggled, a reload
// mid-plan (the game stays at the last committed event), and a commit into an overlap with the displacement accepted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inches, movementPath, pose, type Pose } from '../../src/geometry';
import { SHIPPED_PACK } from '../../src/kalidasia/data';
import { planLanding } from '../../src/kalidasia/rules/plan';
import { openSession, type Session } from './harness';
import { tableDriver } from './tableDriver';
import { sliderKeys } from './sliderDriver';

const waiting = (s: Session) => s.page.getByTestId('waiting-for').textContent();
const size = (code: string) => SHIPPED_PACK.ships.find((c) => c.code === code)?.tokenSize ?? { width: 0, length: 0 };
const rect = (p: Pose, code: string) => ({ pose: p, footprint: { width: inches(size(code).width), length: inches(size(code).length) } });

async function unitRow(s: Session, id: string): Promise<string> {
  await s.page.getByRole('tab', { name: 'Units' }).tap();
  const at = (await s.page.locator(`[data-testid="units-list"] tr[data-unit="${id}"] td`).nth(1).textContent()) ?? '';
  await s.page.getByRole('tab', { name: 'Now' }).tap();
  return at;
}

async function typeDeploy(s: Session, x: number, y: number, heading: number, velocity?: number): Promise<void> {
  await s.page.getByLabel('From left (″)').fill(String(x));
  await s.page.getByLabel('From top (″)').fill(String(y));
  await s.page.getByLabel('Heading (°)').fill(String(heading));
  if (velocity !== undefined) await s.page.getByLabel('Starting velocity').selectOption(String(velocity));
  await s.page.getByRole('button', { name: /^Deploy / }).tap();
}

const more = (s: Session, label: string) => s.page.getByRole('button', { name: `${label}: one more`, exact: true }).tap();
const finalPose = async (s: Session) => {
  const el = s.page.getByTestId('final-pose');
  return { x: Number(await el.getAttribute('data-x')), y: Number(await el.getAttribute('data-y')), heading: Number(await el.getAttribute('data-heading')) };
};

describe('warship activation (touch)', () => {
  let s: Session;
  // D1 (Ada) starts at 10″, 7″ facing 0° at velocity 4–6 (A); D2 stands where D1's move ends.
  const START = pose(10, 7, 0);
  const D2 = pose(19.5, 10.5, 0);
  beforeAll(async () => {
    s = await openSession({ touch: true, viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await s.close();
  });

  it('starts a game from the starters, deploys D1 at a typed pose, and activates it', async () => {
    await s.page.goto(s.baseUrl + '/kalidasia/game/new');
    await s.page.getByLabel('Player 1 name').fill('Ada');
    await s.page.getByLabel('Player 2 name').fill('Bo');
    await s.page.getByRole('button', { name: 'Start the game' }).tap();
    await s.page.getByLabel('Ada’s die').fill('2');
    await s.page.getByLabel('Bo’s die').fill('5');
    await s.page.getByRole('button', { name: 'Record the dice' }).tap();
    await expect.poll(() => waiting(s)).toContain('Ada deploys a warship');
    await typeDeploy(s, START.x, START.y, START.heading, 2);
    await expect.poll(() => waiting(s)).toContain('Bo deploys a warship');
    await typeDeploy(s, 30, 42, 270);
    await expect.poll(() => waiting(s)).toContain('Ada deploys a warship');
    await typeDeploy(s, D2.x, D2.y, D2.heading);
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
    await expect.poll(() => s.page.getByTestId('sensor-points').textContent()).toContain('generates');
    expect(await unitRow(s, 'D1')).toBe('10.0, 7.0');
  });

  it('places a sensor token by tapping the enemy warship, shown on it', async () => {
    const t = await tableDriver(s.page);
    await t.tap(30, 42);
    await expect.poll(() => s.page.getByTestId('sensor-H1').locator('output').textContent()).toBe('1');
    await s.page.getByRole('button', { name: 'Place 1 sensor token' }).tap();
    await expect.poll(() => s.page.getByTestId('engine-points').isVisible()).toBe(true);
  });

  it('allocates 2 accelerate + 2 starboard: the tie asks for the primary; arc and new velocity shown', async () => {
    await more(s, 'Accelerate');
    await more(s, 'Accelerate');
    await more(s, 'Starboard turn');
    await more(s, 'Starboard turn');
    expect(await s.page.getByTestId('engine-points').textContent()).toContain('4 of 4 engine points');
    expect(await s.page.getByRole('button', { name: 'Decelerate: one more', exact: true }).isDisabled()).toBe(true);
    await expect.poll(() => s.page.getByTestId('primary-tie').textContent()).toContain('Identify Primary Maneuver');
    expect(await s.page.getByRole('button', { name: /^Confirm the engines/ }).isDisabled()).toBe(true);
    await s.page.getByRole('button', { name: 'Accelerate is primary' }).tap();
    await expect.poll(() => s.page.getByTestId('primary').textContent()).toContain('combat arc forward');
    expect(await s.page.getByTestId('velocity-change').textContent()).toBe('Velocity 4–6 → 10–12 (turning B)');
    expect(await s.page.locator('[data-testid="velocity-track"] [aria-current="step"]').textContent()).toBe('B10–12');
    await s.page.getByRole('button', { name: /^Confirm the engines/ }).tap();
    await expect.poll(() => s.page.getByTestId('distance').isVisible()).toBe(true);
  });

  it('a reload mid-plan keeps the game at the last committed event', async () => {
    await sliderKeys(s.page.getByRole('slider', { name: 'Distance' }), 11.5);
    await expect.poll(() => s.page.getByTestId('distance').getAttribute('aria-valuetext')).toBe('11.5″');
    await s.page.reload();
    await expect.poll(() => s.page.getByTestId('distance').getAttribute('aria-valuetext')).toBe('10.0″');
    expect(await unitRow(s, 'D1')).toBe('10.0, 7.0');
    await s.page.getByRole('tab', { name: 'Log' }).tap();
    expect(await s.page.getByTestId('game-log').textContent()).toMatch(/engine/i);
    await s.page.getByRole('tab', { name: 'Now' }).tap();
  });

  it('places one turn by dragging its marker; the final pose is movementPath’s for the same plan', async () => {
    await s.page.getByRole('button', { name: 'Add a turn' }).tap();
    await expect.poll(() => s.page.getByTestId('turn-0').getAttribute('data-at')).toBe('4');
    const t = await tableDriver(s.page);
    await t.drag([14, 7], [16, 7.2]);
    await expect.poll(() => s.page.getByTestId('turn-0').getAttribute('data-at')).toBe('6');
    await more(s, 'Turn 1: engine notches to starboard');
    // Capped at half the engine value (4 → 2 notches).
    expect(await s.page.getByRole('button', { name: 'Turn 1: engine notches to starboard: one more', exact: true }).isDisabled()).toBe(true);
    const want = movementPath({ start: START, distance: 10, turning: 'B', turns: [{ at: 6, side: 'starboard', notches: 2 }], notchCap: 2, notchAngle: SHIPPED_PACK.notchAngle.value }).final;
    await expect.poll(async () => (await finalPose(s)).heading).toBeCloseTo(want.heading, 9);
    const got = await finalPose(s);
    expect(got.x).toBeCloseTo(want.x, 9);
    expect(got.y).toBeCloseTo(want.y, 9);
    expect(await s.page.getByTestId('move-words').textContent()).toBe(
      'Velocity 4–6 → 10–12 (B). Forward 6″, turn 2 notches to starboard; finish between 10″ and 12″ (4″–6″ more; planned 4″ more, 10″ in all).',
    );
  });

  it('a turn dragged too early is explained beside it with its section, and moved back', async () => {
    const t = await tableDriver(s.page);
    await t.drag([16, 7], [12.2, 7]);
    await expect.poll(() => s.page.getByTestId('turn-0').getAttribute('data-at')).toBe('2.2');
    const why = (await s.page.getByTestId('turn-0-violations').textContent()) ?? '';
    expect(why).toContain('rules: “Move the Warship”');
    expect(why).toMatch(/4/);
    await s.page.getByRole('button', { name: 'Move it to 4.0″' }).tap();
    await expect.poll(() => s.page.getByTestId('turn-0').getAttribute('data-at')).toBe('4');
    await t.drag([14, 7], [16, 7]);
    await expect.poll(() => s.page.getByTestId('turn-0').getAttribute('data-at')).toBe('6');
    expect(await s.page.getByTestId('turn-0-violations').count()).toBe(0);
  });

  it('every planner control is a 44 px touch target and nothing scrolls sideways', async () => {
    const small = await s.page.evaluate(() =>
      [...document.querySelectorAll('.gm-screen .act-panel button, .gm-screen .act-panel input, .gm-screen .act-panel select')]
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => ({ what: (el.textContent ?? '').trim().slice(0, 30) || el.tagName, h: el.getBoundingClientRect().height }))
        .filter((x) => x.h < 44),
    );
    expect(small).toEqual([]);
    expect(await s.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  it('toggles the reachable envelope and moves the ghost along the path with the scrubber', async () => {
    await s.page.getByRole('button', { name: 'Reachable envelope off' }).tap();
    await expect.poll(() => s.page.getByTestId('envelope').isVisible()).toBe(true);
    expect(Number(await s.page.getByTestId('envelope').getAttribute('data-ms'))).toBeGreaterThan(0);
    await sliderKeys(s.page.getByRole('slider', { name: 'Stop along the path' }), 3);
    await expect.poll(() => s.page.getByTestId('scrub').getAttribute('aria-valuetext')).toBe('3.0″ of 10.0″');
    // The combat step fires from the stop point.
    await expect.poll(() => s.page.getByTestId('fire-matrix-from').textContent()).toContain('stop point, 3.0″ along the planned path');
    await s.page.getByRole('button', { name: 'Reachable envelope on' }).tap();
    await expect.poll(() => s.page.getByTestId('envelope').count()).toBe(0);
  });

  it('commits into an overlap with D2 and accepts the smallest displacement', async () => {
    const planned = await finalPose(s);
    const overlap = s.page.getByTestId('overlap');
    await expect.poll(() => overlap.textContent()).toContain('D1 moved onto D2');
    expect(await overlap.textContent()).toContain('Overlapping Tokens');
    const ships = [
      { kind: 'ship' as const, id: 'D2', rect: rect(D2, 'SFP') },
      { kind: 'ship' as const, id: 'H1', rect: rect(pose(30, 42, 270), 'HHF') },
      { kind: 'ship' as const, id: 'H2', rect: rect(pose(50, 40, 270), 'HHF') },
    ];
    const d1 = planLanding({ kind: 'ship', id: 'D1', rect: rect(pose(planned.x, planned.y, planned.heading), 'SFP') }, ships).mover;
    expect(d1).toBeDefined();
    await s.page.getByRole('button', { name: 'Move and accept the displacement' }).tap();
    await expect.poll(() => s.page.getByTestId('moved').isVisible()).toBe(true);
    expect(await unitRow(s, 'D1')).toBe(`${d1?.to.x.toFixed(1)}, ${d1?.to.y.toFixed(1)}`);
    await s.page.getByRole('tab', { name: 'Log' }).tap();
    expect(await s.page.getByTestId('game-log').textContent()).toContain('Overlapping Tokens');
    await s.page.getByRole('tab', { name: 'Now' }).tap();
    // After the move the scrubber runs over the path flown (10″).
    await sliderKeys(s.page.getByRole('slider', { name: 'Stop along the path flown' }), 5);
    await expect.poll(() => s.page.getByTestId('moved-scrub').getAttribute('aria-valuetext')).toBe('5.0″ of 10.0″');
    await s.page.getByRole('button', { name: 'End the activation of D1' }).tap();
    await expect.poll(() => waiting(s)).toContain('Bo');
    expect(s.errors).toEqual([]);
    expect(s.foreign).toEqual([]);
  });
});
