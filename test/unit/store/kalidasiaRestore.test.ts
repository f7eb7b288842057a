// Issue 27: "One gate for every way a game enters the app — file import, backup restore, the stored log at open".
// A backup's Kalidasia games pass the same gate as a game file: a sound one is restored, a damaged one is left out
// whole and named, and the rest of the backup is still restored.
import { describe, expect, test } from 'vitest';
import { autoPlay } from '../../../src/kalidasia/game/autopilot.testing';
import { fresh, setupOf } from '../../../src/kalidasia/game/testkit.testing';
import { readBackup } from '../../../src/store/backup';
import { backupV2 } from '../../backupV2';

const SETUP = setupOf();
const GAME = autoPlay(fresh(SETUP), 11, 60);

const sound = { id: 'k1', kind: 'kalidasia', name: 'Sound', meta: { setup: SETUP, packOverrides: [], table: { width: 72, height: 48 } }, events: [...GAME.events] };

describe('Kalidasia games in a backup restore pass the game gate', () => {
  test('a sound game is restored with every event', async () => {
    const r = await readBackup(backupV2([sound]));
    expect(r.ok && r.backup.tables.logHeads.map((h) => h.id)).toEqual(['k1']);
    expect(r.ok && r.backup.tables.logEvents.length).toBe(GAME.events.length);
    expect(r.ok && r.skipped).toEqual([]);
  });

  test('an unknown event type: that game is left out whole and named with the event; the sound one is kept', async () => {
    const bad = { ...sound, id: 'k2', name: 'Teleported', events: [...GAME.events.slice(0, 3), { type: 'teleport', v: 1 }] };
    const r = await readBackup(backupV2([sound, bad]));
    if (!r.ok) throw new Error(r.errors.join('; '));
    expect(r.backup.tables.logHeads.map((h) => h.id)).toEqual(['k1']);
    expect(r.backup.tables.logEvents.every((e) => e.logId === 'k1')).toBe(true);
    expect(r.skipped.join('\n')).toMatch(/Teleported.*kalidasia.*Event 4: "teleport" is not an event type/);
  });

  test('a colour given as url(…) or a table given as a string is refused, naming the field', async () => {
    const colour = { ...sound, id: 'k3', name: 'Colour', meta: { ...sound.meta, colours: { [SETUP.players[0]!.id]: 'url(https://example.invalid/x)' } } };
    const table = { ...sound, id: 'k4', name: 'Table', meta: { ...sound.meta, table: { width: '72', height: 48 } } };
    const r = await readBackup(backupV2([colour, table]));
    if (!r.ok) throw new Error(r.errors.join('; '));
    expect(r.backup.tables.logHeads).toEqual([]);
    expect(r.skipped.join('\n')).toMatch(/Colour.*colours.*not a colour/);
    expect(r.skipped.join('\n')).toMatch(/Table.*table\.width/);
  });

  test('a null set-up is left out, named', async () => {
    const r = await readBackup(backupV2([{ ...sound, id: 'k5', name: 'No set-up', meta: { setup: null } }]));
    if (!r.ok) throw new Error(r.errors.join('; '));
    expect(r.backup.tables.logHeads).toEqual([]);
    expect(r.skipped.join('\n')).toMatch(/No set-up.*no set-up/);
  });
});
