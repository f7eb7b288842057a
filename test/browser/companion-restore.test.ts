// Companion games through a backup restore in real Chromium, on touch (issue 27, item 9): a Nedca seat named
// "constructor" is restored and plays; a Kaladan board with an object as terrain is left out, named, and
// nothing stored changes; a damaged set-up already stored opens with its reason, never a blank screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backupV2 } from '../backupV2';
import { dumpDatabase, openSession, putRows, type Session } from './harness';

const inv = { sword: 3, bow: 3, shield: 3, general: 1, catapult: 1, special: 1 };
const T = (id: string, terrain: unknown, adjacent: string[], extra: Record<string, unknown> = {}) => ({ id, terrain, capacity: 4, adjacent, castle: false, ...extra });
const kaladanMeta = (terrain: unknown) => ({
  players: [
    { name: 'Ann', inventory: inv },
    { name: 'Bo', inventory: inv },
  ],
  tiles: [T('CA', 'Castle', ['F1'], { castle: true, home: 0, spawnKind: 'sword' }), T('F1', terrain, ['CA', 'CB']), T('CB', 'Castle', ['F1'], { castle: true, home: 1, spawnKind: 'bow' })],
  units: [
    { owner: 0, kind: 'crown', tile: 'CA' },
    { owner: 1, kind: 'crown', tile: 'CB' },
  ],
});
const nedcaMeta = {
  houses: [
    { name: 'constructor', colour: '#e05252' },
    { name: '__proto__', colour: '#e0b03c' },
  ],
  order: [0, 1],
};
const head = (id: string, kind: string, name: string, meta: unknown, length: number) => ({ id, kind, name, createdAt: '2026-11-26T06:00:00.000Z', updatedAt: '2026-11-26T06:00:00.000Z', length, cursor: length, meta });

describe('restoring companion games', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession({ touch: true });
  });
  afterAll(async () => {
    await s.close();
  });

  it('a Nedca seat named "constructor" is restored and plays; a Kaladan object terrain is refused by name, nothing stored changes', async () => {
    const { page } = s;
    await page.goto(s.baseUrl + '/settings');
    await page.getByRole('heading', { name: 'Backups' }).waitFor();
    // Already stored: a sound Kaladan game with the id the backup's damaged one uses.
    await putRows(page, { logHeads: [head('k1', 'kaladan', 'Stored board', kaladanMeta('Forest'), 0)] });
    const before = await dumpDatabase(page);
    const backup = backupV2([
      { id: 'n1', kind: 'nedca', name: 'Seats', meta: nedcaMeta, events: [{ type: 'economy', workers: {}, extra: {}, influence: 0 }] },
      { id: 'k1', kind: 'kaladan', name: 'Board', meta: kaladanMeta({ x: 1 }), events: [] },
    ]);
    const path = join(mkdtempSync(join(tmpdir(), 'tableside-companions-')), 'backup.json');
    writeFileSync(path, backup);
    await page.getByLabel('Restore backup file').setInputFiles(path);
    const skipped = page.getByTestId('restore-skipped');
    await skipped.waitFor();
    expect(await skipped.textContent()).toContain('game “Board” (kaladan, id k1): set-up: tiles[1].terrain: expected text — left out whole');
    expect(await dumpDatabase(page)).toEqual(before);
    await page.getByRole('button', { name: /Merge/ }).tap();
    await page.getByText('Backup merged').waitFor();
    const after = await dumpDatabase(page);
    expect((after.logHeads as { id: string; name: string }[]).map((h) => [h.id, h.name]).sort()).toEqual([
      ['k1', 'Stored board'],
      ['n1', 'Seats'],
    ]);

    await page.goto(s.baseUrl + '/nedca/n1');
    await page.getByText('Round 1 · constructor plays').waitFor();
    expect(await page.getByTestId('game-log').textContent()).toContain('constructor');
    await page.getByRole('button', { name: 'Go to the Operations Phase' }).tap();
    await page.getByRole('heading', { name: /Operations Phase — constructor/ }).waitFor();
  });

  it('a stored Kaladan game whose terrain is an object opens with the reason, not a blank screen', async () => {
    const { page } = s;
    await putRows(page, { logHeads: [head('k2', 'kaladan', 'Damaged board', kaladanMeta({ x: 1 }), 0)] });
    await page.goto(s.baseUrl + '/kaladan/k2');
    const error = page.getByTestId('load-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('“Damaged board” cannot be opened: its set-up could not be read (set-up: tiles[1].terrain: expected text)');
    expect(await page.getByRole('link', { name: 'All Generals of Kaladan games' }).isVisible()).toBe(true);
  });

  it('a set-up form cannot create a game the gate would refuse to open: it says why and stores nothing', async () => {
    const { page } = s;
    const before = ((await dumpDatabase(page)).logHeads ?? []).length;
    await page.goto(s.baseUrl + '/kaladan');
    await page.getByRole('button', { name: 'New game' }).tap();
    await page.getByRole('button', { name: 'Edit as text' }).tap();
    const board = page.getByLabel('Board tiles');
    const text = await board.inputValue();
    await board.fill(text.replace(/^A2 \w+/m, `A2 ${'Marsh'.repeat(14)}`));
    await page.getByRole('button', { name: 'Start the game' }).tap();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('The game was not created: set-up: tiles[1].terrain: too long (at most 60)');
    expect(((await dumpDatabase(page)).logHeads ?? []).length).toBe(before);
  });

  it('made no request to any other origin and logged no errors', () => {
    expect(s.foreign).toEqual([]);
    expect(s.errors).toEqual([]);
  });
});
