// Issue 24: a long game opens from a stored snapshot of its folded state (every SNAPSHOT_EVERY events) and is then checked
// against its events; the log, "the table as it was then" and Undo work as before; a snapshot the events do not
// agree with loses to them and is replaced. Waits for state, never for time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoPlay } from '../../src/kalidasia/game/autopilot.testing';
import { fresh, setupOf } from '../../src/kalidasia/game/testkit.testing';
import { SNAPSHOT_EVERY } from '../../src/kalidasia/ui/game/fold';
import { dumpDatabase, openSession, putRows, type Session } from './harness';

const SETUP = setupOf();
const GAME = autoPlay(fresh(SETUP), 7, 130);
const META = { setup: SETUP, packOverrides: [], table: { width: 72, height: 48 }, colours: { heragul: '#4f8fe6', surakari: '#e0694f' } };
const N = GAME.events.length;

type Snap = { logId: string; seq: number; state: { app: string; state: { turn: number; phase: string } } };
const snapsOf = async (s: Session, id: string) => ((await dumpDatabase(s.page)).logSnaps as Snap[] | undefined ?? []).filter((r) => r.logId === id);

describe('a long game opens from a snapshot (touch)', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession({ touch: true, viewport: { width: 1280, height: 800 } });
    await s.page.goto(s.baseUrl + '/kalidasia/game');
    await s.page.getByText('No saved games yet').waitFor();
    const now = new Date().toISOString();
    await putRows(s.page, {
      logHeads: ['long', 'other'].map((id) => ({ id, kind: 'kalidasia', name: id === 'long' ? 'Long game' : 'Second game', createdAt: now, updatedAt: now, length: N, cursor: N, meta: META, rev: 1, epoch: `e-${id}` })),
      logEvents: ['long', 'other'].flatMap((id) => GAME.events.map((event, i) => ({ logId: id, seq: i + 1, event, rev: 1 }))),
    });
  });
  afterAll(async () => {
    await s.close();
  });

  const open = async (name = 'Long game') => {
    await s.page.goto(`${s.baseUrl}/kalidasia/game`);
    await s.page.getByTestId('game-row').filter({ hasText: name }).getByRole('link').tap();
    await expect.poll(() => s.page.getByTestId('waiting-for').textContent()).not.toBe('');
  };

  it('the first open stores a snapshot; the next open shows the same game, its log, the table then, and Undo', async () => {
    expect(N).toBeGreaterThan(100);
    await open();
    const waiting = await s.page.getByTestId('waiting-for').textContent();
    const turn = await s.page.getByTestId('turn-phase').textContent();
    const at = Math.floor((N - 1) / SNAPSHOT_EVERY) * SNAPSHOT_EVERY;
    await expect.poll(async () => (await snapsOf(s, 'long')).map((r) => r.seq)).toEqual([at]);
    await open();
    expect(await s.page.getByTestId('waiting-for').textContent()).toBe(waiting);
    expect(await s.page.getByTestId('turn-phase').textContent()).toBe(turn);
    await s.page.getByRole('tab', { name: 'Log' }).tap();
    await expect.poll(() => s.page.locator('.gm-log-line').count()).toBe(N + 1);
    await s.page.locator('.gm-log-line').nth(10).tap();
    await expect.poll(() => s.page.getByText(`Showing the table as it was after event 10 of ${N}`).count()).toBe(1);
    await s.page.getByRole('button', { name: 'Back to now' }).tap();
    await s.page.getByRole('button', { name: 'Undo', exact: true }).tap();
    await expect.poll(async () => ((await dumpDatabase(s.page)).logHeads as { id: string; cursor: number }[]).find((h) => h.id === 'long')?.cursor).toBeLessThan(N);
    expect(s.errors).toEqual([]);
  });

  it('a snapshot that does not match its events loses to them: the screen shows the events’ game, and the snapshot is replaced', async () => {
    await open('Second game');
    const waiting = await s.page.getByTestId('waiting-for').textContent();
    const turn = await s.page.getByTestId('turn-phase').textContent();
    await expect.poll(async () => (await snapsOf(s, 'other')).length).toBe(1);
    const [snap] = await snapsOf(s, 'other');
    const wrong = { ...snap!, state: { ...snap!.state, state: { ...snap!.state.state, turn: snap!.state.state.turn + 3 } } };
    await putRows(s.page, { logSnaps: [wrong] });
    await open('Second game');
    // Whatever painted first, once the events are replayed the screen shows their game.
    await expect.poll(() => s.page.getByTestId('turn-phase').textContent()).toBe(turn);
    expect(await s.page.getByTestId('waiting-for').textContent()).toBe(waiting);
    await expect.poll(async () => (await snapsOf(s, 'other'))[0]?.state.state.turn).toBe(snap!.state.state.turn);
    expect(s.errors).toEqual([]);
  });
});
