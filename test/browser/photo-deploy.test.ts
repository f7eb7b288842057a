// The table from a photo during deployment, on a touch screen (issue 25): the deployment roll made, every starter token
// laid on the table (one warship outside its zone), one generated photo. The reader turns the undeployed tokens into
// the deployment events the Game screen would send, in turn and checked by the rules (escorts as the photo shows
// them, the default velocity); the refused warship is overruled ("the table is right"); Apply stores them as one
// group; one Undo removes them all. Then, with the squadrons deployed, a photo of a moved warship draws its arrow on
// the Game screen's own table before Apply, and the applied adjust reads "from the photo" in the log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pose, type Pose } from '../../src/geometry';
import type { GameEventBody } from '../../src/kalidasia/game';
import { escortPoses, fresh, H1, HUNTERS, play, S1, S2, setupOf } from '../../src/kalidasia/game/testkit.testing';
import { gameViewOf } from '../../src/kalidasia/ui/game/meta';
import { markerPlan } from '../../src/kalidasia/ui/photo/plan';
import { photograph, type PhotoToken } from '../photo/photoGenerator';
import { readLog, settled, type Session } from './harness';
import { openPhotoGame } from './photoGame';

const TABLE = { width: 72, height: 48 };
/** HHF-2 laid 3″ beyond Heragul's 12″ zone: the rules refuse it, the players overrule. */
const HHF2_OUT = pose(50, 15, 90);

function scene() {
  const setup = setupOf();
  const events: GameEventBody[] = [{ type: 'deployRoll', rolls: { heragul: 2, surakari: 5 } }];
  const state = play(fresh(setup), ...events);
  const at = new Map<string, Pose>([
    ['HHF-1', H1],
    ['HHF-2', HHF2_OUT],
    ['SFP-1', S1],
    ['SFP-2', S2],
  ]);
  escortPoses(state, 'SFP', S1, 4).forEach((p, i) => at.set(`Interceptor ${i + 1}`, p));
  escortPoses(state, 'SFP', S2, 4).forEach((p, i) => at.set(`Interceptor ${i + 5}`, p));
  HUNTERS.forEach((h, i) => at.set(h, pose(28 + i * 2, 10, 90)));
  const file = { format: 'tableside.kalidasia.game', version: 1, setup, packOverrides: [], events, tableside: { name: 'Photo deploy', table: TABLE } };
  return { state, at, file: { name: 'Deploy.kalidasia.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) } };
}

/** How many Konva nodes of a name the Game screen's table draws. */
const konvaCount = (s: Session, name: string) =>
  s.page.evaluate((n) => {
    const k = (window as unknown as { Konva?: { stages: { find: (sel: string) => unknown[] }[] } }).Konva;
    return k ? k.stages.reduce((c, st) => c + st.find(`.${n}`).length, 0) : -1;
  }, name);

describe('the table from a photo during deployment (touch)', () => {
  let s: Session;
  let gameId = '';
  const { state, at, file } = scene();
  const colours = gameViewOf({}, state).colours;
  const tokens = (where: (id: string) => Pose | undefined): PhotoToken[] =>
    markerPlan(state)
      .filter((t) => t.unit.kind !== 'missile' && where(t.unit.id))
      .map((t) => ({ token: t, pose: where(t.unit.id)!, colour: colours[t.owner]! }));

  beforeAll(async () => {
    ({ s, gameId } = await openPhotoGame(file));
  });
  afterAll(async () => {
    await s.close();
  });

  it('places every undeployed token through the deployment checks, in turn; the refused warship overruled; one Undo removes them all', async () => {
    const photo = await photograph(TABLE, tokens((id) => at.get(id)), { ppi: 58, tilt: 10, rotation: 4, blur: 0.6, noise: 5, light: 0.85, jpeg: 90, seed: 7 });
    const stored = (await readLog(s.page, gameId))!.head.cursor;
    await s.page.getByRole('button', { name: 'Read the table from a photo' }).tap();
    await s.page.getByTestId('photo-input').setInputFiles({ name: 'deployed.jpg', mimeType: 'image/jpeg', buffer: photo.file! });
    const section = s.page.getByTestId('photo-deploy');
    await section.waitFor({ timeout: 20000 }).catch(async (e: Error) => {
      throw new Error(`${e.message}\n${s.errors.join('\n')}\n${await s.page.locator('.ph-read').innerText()}`);
    });
    // In the order the rules take them: Heragul rolled lowest and deploys first, then the players alternate, then
    // Heragul's fighter tokens (Surakari's deploy as escorts).
    const steps = section.locator('li[data-step]');
    expect(await steps.evaluateAll((els) => els.map((e) => e.getAttribute('data-step')))).toEqual(['ship:HHF-1', 'ship:SFP-1', 'ship:HHF-2', 'ship:SFP-2', 'fighters:heragul']);
    expect(await steps.nth(1).textContent()).toContain('with escorts IN1, IN2, IN3, IN4');
    // The deploy panel's default velocity (the 10–12″ slot), asked for in the list.
    expect(await s.page.getByLabel('Starting velocity of HHF1').locator('option:checked').textContent()).toMatch(/10–12″.*\(default\)/);
    // HHF2 outside the zone: the rules' reason on its step; Apply places only the steps before it.
    const refusal = steps.nth(2).getByTestId('photo-deploy-refusal');
    expect(await refusal.textContent()).toMatch(/^Refused: .*must be placed in .*deployment zone/);
    expect(await s.page.getByRole('button', { name: /^Apply/ }).textContent()).toBe('Apply: deploy 6 tokens');
    // The same on the Game screen's table: outlines where the photo deploys, the refused one red.
    await expect.poll(() => konvaCount(s, 'photo-deploy-refused')).toBe(1);
    expect(await konvaCount(s, 'photo-deploy-ready')).toBe(6);

    await steps.nth(2).getByRole('button', { name: 'Overrule (the table is right)' }).tap();
    expect(await refusal.textContent()).toMatch(/^Overruled, the table is right: /);
    await expect.poll(() => konvaCount(s, 'photo-deploy-ready')).toBe(20);
    await s.page.getByRole('button', { name: 'Apply: deploy 20 tokens' }).tap();
    await s.page.getByTestId('photo-applied').waitFor();
    await settled(s.page);
    expect(await s.page.getByTestId('photo-applied').textContent()).toContain('deployed 20 tokens from the photo as one action');
    const log = (await readLog(s.page, gameId))!;
    expect(log.head.cursor).toBe(stored + 5);
    const added = log.events.slice(stored) as { type: string; group?: string; note?: string; ruling?: { note?: string }; ship?: string; velocity?: number }[];
    expect(added.map((e) => e.type)).toEqual(['deployShip', 'deployShip', 'deployShip', 'deployShip', 'deployFighters']);
    expect(new Set(added.map((e) => e.group)).size).toBe(1);
    // Every deployment says it came from the photo (its note); the overruled one's ruling quotes the refusal only.
    expect(added.map((e) => e.note)).toEqual(Array(5).fill('from the photo'));
    expect(added.filter((e) => e.ruling).map((e) => [e.ship, e.ruling!.note])).toEqual([['HHF-2', undefined]]);
    expect(await konvaCount(s, 'photo-layer')).toBe(0);
    await s.page.locator('.ph-read').getByRole('button', { name: 'Close' }).tap();

    await s.page.getByRole('tab', { name: 'Units' }).tap();
    const cell = (id: string, k: number) => s.page.locator(`[data-testid="units-list"] tr[data-unit="${id}"] td`).nth(k).textContent();
    const [x, y] = (await cell('HHF-2', 1))!.split(',').map(Number);
    expect(Math.hypot(x! - HHF2_OUT.x, y! - HHF2_OUT.y)).toBeLessThan(0.15);
    await s.page.getByRole('button', { name: 'Undo', exact: true }).tap();
    await settled(s.page);
    await expect.poll(async () => (await readLog(s.page, gameId))!.head.cursor).toBe(stored);
    for (const id of ['HHF-1', 'HHF-2', 'SFP-1', 'Interceptor 5', 'Hunter 8']) await expect.poll(() => cell(id, 1)).toBe('off the table');
    // Redo puts the deployment back for the next test.
    await s.page.getByRole('button', { name: 'Redo', exact: true }).tap();
    await settled(s.page);
    await expect.poll(async () => (await readLog(s.page, gameId))!.head.cursor).toBe(stored + 5);
    // The log says where each deployment came from, as the photo's adjusts do.
    await s.page.getByRole('tab', { name: 'Log' }).tap();
    await expect.poll(() => s.page.locator('.gm-panel').textContent()).toContain('Heragul deploys 8 fighter tokens (from the photo).');
    const text = (await s.page.locator('.gm-panel').textContent())!;
    expect(text).toContain('Heragul deploys Hammerhead Frigate HHF-2 at 50.0″ from left, 15.0″ from top, heading 90°, velocity slot 5 (10–12″) (from the photo).');
    expect(text.split('(from the photo).').length - 1).toBe(5);
  });

  it('a moved warship: its arrow on the Game screen’s own table before Apply; the applied adjust reads “from the photo” in the log', async () => {
    // The table as deployed above, HHF-1 since moved by hand.
    const moved = pose(24, 9, 120);
    const photo = await photograph(TABLE, tokens((id) => (id === 'HHF-1' ? moved : at.get(id))), { ppi: 58, tilt: 12, rotation: 185, blur: 0.6, noise: 5, light: 0.85, jpeg: 90, seed: 8 });
    const stored = (await readLog(s.page, gameId))!.head.cursor;
    await s.page.getByRole('tab', { name: 'Now' }).tap();
    await s.page.getByRole('button', { name: 'Read the table from a photo' }).tap();
    await s.page.getByTestId('photo-input').setInputFiles({ name: 'moved.jpg', mimeType: 'image/jpeg', buffer: photo.file! });
    await s.page.getByTestId('photo-result').waitFor({ timeout: 20000 });
    await expect.poll(() => konvaCount(s, 'photo-arrow-chosen')).toBe(1);
    expect(await s.page.getByTestId('photo-deploy').count()).toBe(0);
    await s.page.getByRole('button', { name: 'Apply 1 move' }).tap();
    await s.page.getByTestId('photo-applied').waitFor();
    await settled(s.page);
    expect((await readLog(s.page, gameId))!.head.cursor).toBe(stored + 1);
    await expect.poll(() => konvaCount(s, 'photo-arrow')).toBe(0);
    await s.page.locator('.ph-read').getByRole('button', { name: 'Close' }).tap();
    await s.page.getByRole('tab', { name: 'Log' }).tap();
    await expect.poll(() => s.page.locator('.gm-panel').textContent()).toMatch(/Adjusted to the table: .*\(from the photo\)\./);
    expect(s.errors).toEqual([]);
    expect(s.foreign).toEqual([]);
  });
});
