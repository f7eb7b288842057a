// Issue 24: a long game opens from the head, its newest snapshot and the events after it; the earlier events are read
// afterwards in the background. Here the background read is held (the page's idle callbacks are queued until the
// test lets them run), so the test can act between the paint and the read: the table paints, an action is stored at
// the end of the log, the log says its earlier lines are being read; once let run, the log's first line is there.
// Waits for state, never for time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoPlay } from '../../src/kalidasia/game/autopilot.testing';
import { fresh, setupOf } from '../../src/kalidasia/game/testkit.testing';
import { SNAPSHOT_EVERY } from '../../src/kalidasia/ui/game/fold';
import { dumpDatabase, openSession, putRows, readLog, type Session } from './harness';

const SETUP = { ...setupOf(), turns: 1000 };
const RUN_ALL = autoPlay(fresh(SETUP), 5, 1100);
/** The longest start of the game not yet over (an action can still be taken). */
let cut = RUN_ALL.events.length;
while (cut > 0 && RUN_ALL.states[cut - 1]!.phase.kind === 'over') cut--;
const RUN = { events: RUN_ALL.events.slice(0, cut), state: RUN_ALL.states[cut - 1]! };
const N = RUN.events.length;
const META = { setup: SETUP, packOverrides: [], table: { width: 72, height: 48 }, colours: { heragul: '#4f8fe6', surakari: '#e0694f' } };
const LAST = RUN.state;
const SHIP = LAST.ships.find((x) => x.status === 'deployed' && x.pose)!;

/** Idle callbacks queued while `localStorage['test.holdIdle']` is '1' (set before the page loads), run on release. */
const HOLD_IDLE = () => {
  const real = window.requestIdleCallback?.bind(window);
  const held: IdleRequestCallback[] = [];
  const w = window as unknown as { tablesideTestHeld: () => number; tablesideTestReleaseIdle: () => void };
  let holding = localStorage.getItem('test.holdIdle') === '1';
  window.requestIdleCallback = (fn, opts) => {
    if (holding || !real) {
      held.push(fn);
      return -held.length;
    }
    return real(fn, opts);
  };
  w.tablesideTestHeld = () => held.length;
  w.tablesideTestReleaseIdle = () => {
    holding = false;
    for (const fn of held.splice(0)) fn({ didTimeout: true, timeRemaining: () => 0 });
  };
};

describe('a long game opens from its tail; the earlier events come in the background (touch)', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession({ touch: true, viewport: { width: 1280, height: 800 } });
    await s.context.addInitScript(HOLD_IDLE);
    await s.page.goto(s.baseUrl + '/kalidasia/game');
    await s.page.getByText('No saved games yet').waitFor();
    const now = new Date().toISOString();
    await putRows(s.page, {
      logHeads: [{ id: 'long', kind: 'kalidasia', name: 'Long game', createdAt: now, updatedAt: now, length: N, cursor: N, meta: META, rev: 1, epoch: 'e-long' }],
      logEvents: RUN.events.map((event, i) => ({ logId: 'long', seq: i + 1, event, rev: 1 })),
    });
  });
  afterAll(async () => {
    await s.close();
  });

  const open = async () => {
    await s.page.goto(`${s.baseUrl}/kalidasia/game`);
    await s.page.getByTestId('game-row').filter({ hasText: 'Long game' }).getByRole('link').tap();
    await expect.poll(() => s.page.getByTestId('waiting-for').textContent()).not.toBe('');
    await s.page.locator('[data-testid="table-stage"] canvas').first().waitFor();
  };

  it('paints from the snapshot, stores an action before the earlier events are read, then shows the log from its first line', async () => {
    expect(N).toBeGreaterThan(1000);
    expect(LAST.phase.kind).not.toBe('over');
    // The first open reads everything and stores a snapshot (every SNAPSHOT_EVERY events).
    await open();
    const at = Math.floor((N - 1) / SNAPSHOT_EVERY) * SNAPSHOT_EVERY;
    await expect.poll(async () => ((await dumpDatabase(s.page)).logSnaps as { seq: number }[] | undefined)?.map((r) => r.seq)).toEqual([at]);
    const turn = await s.page.getByTestId('turn-phase').textContent();

    // Open again with the background read held.
    await s.page.evaluate(() => localStorage.setItem('test.holdIdle', '1'));
    await open();
    expect(await s.page.getByTestId('turn-phase').textContent()).toBe(turn);
    expect(await s.page.evaluate(() => (window as unknown as { tablesideTestHeld: () => number }).tablesideTestHeld())).toBeGreaterThan(0);
    await s.page.getByRole('tab', { name: 'Log' }).tap();
    await expect.poll(() => s.page.getByTestId('log-earlier').textContent()).toContain(`Events 1–${at}`);
    expect(await s.page.locator('.gm-log-line').count()).toBe(N - at);

    // An action at the end of the log: stored at once, before the earlier events are read.
    await s.page.getByRole('tab', { name: 'Units' }).tap();
    await s.page.getByTestId('units-list').getByRole('button', { name: new RegExp(`\\b${SHIP.id}\\b`) }).first().tap();
    const form = s.page.getByRole('form', { name: /^Adjust .* to the table$/ });
    await form.getByLabel('From left (″)').fill('30');
    await form.getByLabel('From top (″)').fill('20');
    await form.getByRole('button', { name: 'Move to match the table' }).tap();
    await expect.poll(async () => (await readLog(s.page, 'long'))?.head.cursor).toBe(N + 1);
    const stored = (await readLog(s.page, 'long'))!;
    expect(stored.events[N]).toMatchObject({ type: 'adjust', unit: { id: SHIP.id } });
    expect(stored.events.slice(0, N)).toEqual(JSON.parse(JSON.stringify(RUN.events)));
    // Still not read: the log still says so.
    await s.page.getByRole('tab', { name: 'Log' }).tap();
    expect(await s.page.getByTestId('log-earlier').count()).toBe(1);

    // Let the background read run: the log gets its first lines, every event is listed, nothing is lost.
    await s.page.evaluate(() => (window as unknown as { tablesideTestReleaseIdle: () => void }).tablesideTestReleaseIdle());
    await expect.poll(() => s.page.locator('.gm-log-line').first().textContent()).toContain('The game begins');
    await expect.poll(() => s.page.locator('.gm-log-line').count()).toBe(N + 2);
    expect(await s.page.getByTestId('log-earlier').count()).toBe(0);
    await expect.poll(() => s.page.locator('.gm-log-line').nth(1).textContent()).toMatch(/^1 /);
    expect(s.errors).toEqual([]);
  });
});
