// Issue 24 on a touch screen: while a finger drags the fire panel's "Fire from" slider, the firing point, range
// circle and measured line on the table follow the finger (moved straight on their Konva nodes, read here from the
// stage) while the matrix still reads from where it was; once the finger lifts, the matrix and the chosen pair's
// words are the ones for that point (checked against rules/combat's matrix computed here from the same game).
// The prepared combat game (combatGame.ts): SFP-1 flew 13″ straight up the table from (20, 42) to (20, 29).
import type { CDPSession } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathPoseAt, type Pose } from '../../src/geometry';
import type { GameEventBody, GameSetup } from '../../src/kalidasia/game';
import { enemyTargets, flownPath, shooterFromGame } from '../../src/kalidasia/game/tableView';
import { fresh, play } from '../../src/kalidasia/game/testkit.testing';
import { fireMatrix, matrixCell } from '../../src/kalidasia/rules/combat';
import { combatGameFile } from './combatGame';
import type { Session } from './harness';
import { touchSession } from './plannerScene';

const file = combatGameFile('Fire scrub');
const game = JSON.parse(file.buffer.toString()) as { setup: GameSetup; events: GameEventBody[] };
const state = play(fresh(game.setup), ...game.events);
const sfp = state.ships.find((x) => x.id === 'SFP-1');
const path = sfp ? flownPath(sfp) : null;
const CANNONS = 1;

/** The Plasma Cannons → HHF-2 cell of the matrix from `along` inches of SFP-1's flown path, by the rules engine. */
function cannonsAtHhf2(along: number) {
  if (!sfp || !path) throw new Error('scene: SFP-1 has no flown path');
  const me = shooterFromGame(state, 'SFP-1', pathPoseAt(path, along));
  const targets = enemyTargets(state, sfp.owner);
  if (!me) throw new Error('scene: no shooter');
  const cell = matrixCell(fireMatrix(me, targets), CANNONS, targets.findIndex((t) => t.id === 'HHF-2'));
  if (!cell) throw new Error('scene: no cell');
  return cell;
}

interface Drawn {
  point: { x: number; y: number } | null;
  range: { x: number; y: number } | null;
  line: number[] | null;
}
/** The firing point, range circle and measured line as drawn on the stage (table inches). */
const drawn = (s: Session): Promise<Drawn> =>
  s.page.evaluate(() => {
    interface Node {
      x(): number;
      y(): number;
      points(): number[];
    }
    const k = (window as unknown as { Konva?: { stages: { find(sel: string): Node[] }[] } }).Konva;
    const one = (name: string) => k?.stages.flatMap((st) => st.find(`.${name}`))[0];
    const point = one('fire-point');
    const range = one('fire-range');
    const line = one('fire-line');
    return { point: point ? { x: point.x(), y: point.y() } : null, range: range ? { x: range.x(), y: range.y() } : null, line: line ? [...line.points()] : null };
  });

const r1 = (n: number) => `${(Math.round(n * 10) / 10).toFixed(1)}″`;

describe('"Fire from": the firing point follows the finger; the matrix settles when it lifts (touch)', () => {
  let s: Session;
  let cdp: CDPSession;
  beforeAll(async () => {
    ({ s, cdp } = await touchSession());
    await s.page.goto(s.baseUrl + '/kalidasia/game');
    await s.page.getByLabel('Import a game file').setInputFiles(file);
    await s.page.getByTestId('fire-panel').waitFor({ timeout: 8000 }).catch(async (e: Error) => {
      throw new Error(`${e.message}\n${s.errors.join('\n')}\n${await s.page.locator('body').innerText()}`);
    });
  });
  afterAll(async () => {
    await s.close();
  });

  it('drags the slider: the marker, circle and line move with it, the panel waits; on release the matrix is the point’s', async () => {
    if (!path) throw new Error('scene');
    const end = pathPoseAt(path, path.length);
    await s.page.getByRole('button', { name: /^Plasma Cannons at HHF-2:/ }).tap();
    await s.page.getByTestId('fire-pair').waitFor();
    // Settled where SFP-1 is now: the marker and circle at its pose, the line to HHF-2 (24, 18).
    await expect.poll(async () => (await drawn(s)).point).toEqual({ x: end.x, y: end.y });
    expect((await drawn(s)).range).toEqual({ x: end.x, y: end.y });
    const caption = await s.page.getByTestId('fire-matrix-from').textContent();
    expect(caption).toContain('from where SFP-1 is now');
    const cellNow = await s.page.getByRole('button', { name: /^Plasma Cannons at HHF-2:/ }).textContent();
    const pairNow = await s.page.getByTestId('fire-pair').textContent();

    // A finger on the thumb (the right end: the whole 13″), dragged to the left end in small moves.
    await s.page.locator('#cb-along').scrollIntoViewIfNeeded();
    const box = await s.page.locator('#cb-along').boundingBox();
    if (!box) throw new Error('no slider');
    const y = box.y + box.height / 2;
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x, y, id: 0 }] });
    const x0 = box.x + box.width - 8;
    const x1 = box.x + 4;
    await touch('touchStart', x0);
    for (let i = 1; i <= 10; i++) await touch('touchMove', x0 + ((x1 - x0) * i) / 10);
    const value = async () => Number(await s.page.locator('#cb-along').getAttribute('aria-valuenow'));
    await expect.poll(value).toBeLessThan(1);
    const along = await value();
    const want: Pose = pathPoseAt(path, along);
    // The finger's point is drawn (marker, range circle, measured line), its figure written...
    await expect.poll(async () => (await drawn(s)).point?.y).toBeCloseTo(want.y, 9);
    const during = await drawn(s);
    expect(during.point?.x).toBeCloseTo(want.x, 9);
    expect(during.range?.x).toBeCloseTo(want.x, 9);
    expect(during.range?.y).toBeCloseTo(want.y, 9);
    expect(during.line?.[0]).toBeCloseTo(want.x, 9);
    expect(during.line?.[1]).toBeCloseTo(want.y, 9);
    expect(await s.page.getByTestId('fire-from').getAttribute('aria-valuetext')).toBe(`${r1(along)} of ${r1(path.length)}`);
    // ...while the matrix and the pair still read from where SFP-1 is now.
    expect(await s.page.getByTestId('fire-matrix-from').textContent()).toBe(caption);
    expect(await s.page.getByRole('button', { name: /^Plasma Cannons at HHF-2:/ }).textContent()).toBe(cellNow);
    expect(await s.page.getByTestId('fire-pair').textContent()).toBe(pairNow);

    // The finger lifts: the panel takes the point.
    await touch('touchEnd');
    await expect.poll(() => s.page.getByTestId('fire-matrix-from').textContent()).toContain(`from ${r1(along)} along the path SFP-1 flew`);
    const cell = cannonsAtHhf2(along);
    expect(await s.page.getByTestId('fire-pair').textContent()).toContain(`${r1(cell.distance)} centre to centre`);
    expect(await s.page.getByRole('button', { name: /^Plasma Cannons at HHF-2:/ }).textContent()).toBe(cell.canFire ? 'HHF-2✓ can fire' : 'HHF-2out of range');
    // From 24″ behind HHF-2 the cannons cannot reach it: the matrix changed with the point.
    expect(cell.canFire).toBe(false);
    expect(await s.page.getByTestId('fire-from').getAttribute('aria-valuetext')).toBe(`${r1(along)} of ${r1(path.length)}`);
    // The settled drawing is where the finger left it.
    const after = await drawn(s);
    expect(after.point?.x).toBeCloseTo(want.x, 9);
    expect(after.point?.y).toBeCloseTo(want.y, 9);
    expect(after.line?.[1]).toBeCloseTo(want.y, 9);
    expect(s.errors).toEqual([]);
  });
});
