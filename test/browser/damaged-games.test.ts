// Damaged stored Kalidasia games and refused game files (issue 27), in Chromium on a touch screen: an unknown
// event type opens the game read-only naming it; a damaged head (or one of an unknown kind) is marked in the
// saved-games list and on open, never opened as a new game; a game whose set-up is null exports every stored row;
// a refused import says why and stores nothing.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoPlay } from '../../src/kalidasia/game/autopilot.testing';
import { fresh, setupOf } from '../../src/kalidasia/game/testkit.testing';
import { logNew, logToJson, type GameEvent } from '../../src/kalidasia/game';
import { dumpDatabase, openSession, putRows, type Session } from './harness';

const SETUP = setupOf();
const GAME = autoPlay(fresh(SETUP), 99, 11);
const META = { setup: SETUP, packOverrides: [], table: { width: 72, height: 48 }, colours: { heragul: '#4f8fe6', surakari: '#e0694f' } };

/** A stored game written straight into IndexedDB (as damage or another program would). */
async function storeGame(s: Session, id: string, head: Record<string, unknown>, events: readonly unknown[]): Promise<void> {
  const now = new Date().toISOString();
  await putRows(s.page, {
    logHeads: [{ id, kind: 'kalidasia', name: id, createdAt: now, updatedAt: now, length: events.length, cursor: events.length, meta: META, rev: 1, epoch: `e-${id}`, ...head }],
    logEvents: events.map((event, i) => ({ logId: id, seq: i + 1, event, rev: 1 })),
  });
}

const row = (s: Session, name: string) => s.page.getByTestId('game-row').filter({ hasText: name });

describe('damaged games (touch)', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession({ touch: true, viewport: { width: 1280, height: 800 } });
    await s.page.goto(s.baseUrl + '/kalidasia/game');
    await s.page.getByText('No saved games yet').waitFor();
  });
  afterAll(async () => {
    await s.close();
  });

  it('an event of an unknown type opens the game read-only at the last good event, naming it', async () => {
    const events: unknown[] = [...GAME.events];
    events[2] = { type: 'teleport', v: 1, to: 'elsewhere' };
    await storeGame(s, 'teleported', {}, events);
    await s.page.goto(`${s.baseUrl}/kalidasia/game/teleported`);
    const banner = s.page.getByRole('alert').filter({ hasText: 'Read-only' });
    await expect.poll(() => banner.textContent()).toContain('cannot be replayed past event 3');
    expect(await banner.textContent()).toContain('"teleport" is not an event type this app knows');
    expect(await banner.textContent()).toContain('the table shows the game up to event 2');
    expect(await s.page.getByText('could not be shown').count()).toBe(0);
    expect(s.errors).toEqual([]);
  });

  it('a damaged head is marked in the list and opens read-only with every stored event, never as a new game', async () => {
    await storeGame(s, 'broken-head', { cursor: 'x', length: -1 }, GAME.events);
    await storeGame(s, 'odd-kind', { kind: 'chess' }, GAME.events.slice(0, 4));
    await s.page.goto(s.baseUrl + '/kalidasia/game');
    await expect.poll(() => row(s, 'broken-head').getByTestId('game-damaged').textContent()).toContain('its cursor is not a count');
    expect(await row(s, 'broken-head').getByTestId('game-damaged').textContent()).toContain(`${GAME.events.length} stored events`);
    // A head of an unknown kind does not vanish: it is listed here, damaged.
    await expect.poll(() => row(s, 'odd-kind').getByTestId('game-damaged').textContent()).toContain('its game kind is unknown');
    await row(s, 'broken-head').getByRole('link').tap();
    const banner = s.page.getByTestId('game-head-damaged');
    await expect.poll(() => banner.textContent()).toContain("this game's stored record is damaged");
    expect(await banner.textContent()).toContain(`all ${GAME.events.length} stored events`);
    // Not a new game: the deployment roll (the first event of a new game) is not what it waits for.
    expect(await s.page.getByTestId('waiting-for').textContent()).not.toContain('Deployment roll');
    await s.page.getByRole('tab', { name: 'Log' }).tap();
    await expect.poll(() => s.page.locator('.gm-log-line').count()).toBeGreaterThanOrEqual(GAME.events.length);
    // Nothing stored was changed by opening it.
    const db = await dumpDatabase(s.page);
    expect((db.logHeads as { id: string; cursor: unknown }[]).find((h) => h.id === 'broken-head')?.cursor).toBe('x');
    expect(s.errors).toEqual([]);
  });

  it('a game whose stored set-up is null exports every stored row (nothing lost by exporting then deleting)', async () => {
    const now = new Date().toISOString();
    const events = GAME.events.slice(0, 6);
    await putRows(s.page, {
      logHeads: [{ id: 'no-setup', kind: 'kalidasia', name: 'no-setup', createdAt: now, updatedAt: now, length: 6, cursor: 4, meta: { setup: null, packOverrides: [] }, rev: 1, epoch: 'e-no-setup' }],
      logEvents: events.map((event, i) => ({ logId: 'no-setup', seq: i + 1, event, rev: 1 })),
    });
    await s.page.goto(s.baseUrl + '/kalidasia/game');
    await expect.poll(() => row(s, 'no-setup').count()).toBe(1);
    const [file] = await Promise.all([s.page.waitForEvent('download'), row(s, 'no-setup').getByRole('button', { name: 'Export' }).tap()]);
    const path = await file.path();
    const saved = JSON.parse(readFileSync(path, 'utf8')) as { events: GameEvent[]; setup: unknown; tableside: { damaged: { reason: string; head: { cursor: number } } } };
    expect(saved.events).toEqual(events);
    expect(saved.setup).toBeNull();
    expect(saved.tableside.damaged.reason).toContain('no set-up');
    expect(saved.tableside.damaged.head.cursor).toBe(4);
    await expect.poll(() => s.page.getByRole('status').filter({ hasText: 'is damaged' }).textContent()).toContain('every stored event');
    expect(s.errors).toEqual([]);
  });

  it('a refused import says why (the event or field) and stores nothing', async () => {
    const before = ((await dumpDatabase(s.page)).logHeads ?? []).length;
    const good = JSON.parse(logToJson({ ...logNew(SETUP), events: GAME.events })) as Record<string, unknown>;
    const hostile = JSON.stringify({ ...good, tableside: { colours: { heragul: 'url(https://example.invalid/x.png)' } } });
    await s.page.getByLabel('Import a game file').setInputFiles({ name: 'colours.json', mimeType: 'application/json', buffer: Buffer.from(hostile) });
    const alert = s.page.getByRole('alert').filter({ hasText: 'was not imported' });
    await expect.poll(() => alert.textContent()).toContain('colours.json was not imported');
    expect(await alert.textContent()).toContain('tableside.colours.heragul');
    expect(await alert.textContent()).toContain('Nothing was stored.');
    const bad = JSON.stringify({ ...good, events: [...GAME.events.slice(0, 4), { ...GAME.events[4], type: 'warp' }] });
    await s.page.getByLabel('Import a game file').setInputFiles({ name: 'warp.json', mimeType: 'application/json', buffer: Buffer.from(bad) });
    await expect.poll(() => alert.textContent()).toContain('warp.json was not imported: Event 5: "warp" is not an event type this app knows.');
    expect(((await dumpDatabase(s.page)).logHeads ?? []).length).toBe(before);
    expect(s.foreign).toEqual([]);
    expect(s.errors).toEqual([]);
  });
});
