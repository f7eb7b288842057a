// A deployment placed from the photo says so in the log (issue 25's follow-up): the deployment events carry an optional
// `note` ("from the photo"), and the log line ends "(from the photo)" as the photo's adjusts do. Events written before
// the field existed (game files, backups, the stored log) still read, unchanged; a note of the wrong shape is refused
// by the gate, naming the event and the field.
import { describe, expect, test } from 'vitest';
import { describeEvent } from '../../../src/kalidasia/game/describe';
import { ev, type GameEvent, type GameEventBody } from '../../../src/kalidasia/game/events';
import { gameFileGate, replayGate } from '../../../src/kalidasia/game/gate';
import { gameApply } from '../../../src/kalidasia/game/reducer';
import type { GameState } from '../../../src/kalidasia/game/state';
import { fresh, setupOf, starterOpening } from '../../../src/kalidasia/game/testkit.testing';
import { photoDeployEvents, photoDeployPlan } from '../../../src/kalidasia/ui/photo/deployFromPhoto';
import { markerPlan } from '../../../src/kalidasia/ui/photo/plan';
import { readBackup } from '../../../src/store/backup';
import { backupV2 } from '../../backupV2';

const SETUP = setupOf();
/** The starters' deployment (the roll, four warships, Heragul's Hunters), as events. */
const DEPLOY = starterOpening('initiative').slice(0, 6);

/** A game file's events as written by an app before the note existed: the same shapes, stored as JSON (v 1 and v 2). */
const OLD_EVENTS: unknown[] = JSON.parse(JSON.stringify(DEPLOY.map((e, i) => ({ ...e, v: i % 2 === 0 ? 1 : 2 })))) as unknown[];

const fileOf = (events: unknown[]) => ({ format: 'tableside.kalidasia.game', version: 1, setup: SETUP, packOverrides: [], events });

/** Every event's log line, replayed from the start. */
function lines(events: readonly GameEvent[]): { text: string; ruling: string | null }[] {
  let s: GameState = fresh(SETUP);
  return events.map((e) => {
    const r = gameApply(s, e);
    if (!r.ok) throw new Error(r.reason);
    const l = describeEvent(s, e, r.state);
    s = r.state;
    return { text: l.text, ruling: l.ruling };
  });
}

const withNote = (e: GameEventBody): GameEventBody => (e.type === 'deployShip' || e.type === 'deployFighters' ? { ...e, note: 'from the photo' } : e);

describe('the deployment events’ note', () => {
  test('an old game file (deployment events without a note, versions 1 and 2) passes the gate; its lines are as before', () => {
    const r = gameFileGate(fileOf(OLD_EVENTS));
    if (!r.ok) throw new Error(r.reason);
    expect(r.log.events).toHaveLength(6);
    expect(r.log.events.some((e) => 'note' in e)).toBe(false);
    const ls = lines(r.log.events);
    expect(ls[1]!.text).toBe('Heragul deploys Hammerhead Frigate HHF-1 at 20.0″ from left, 6.0″ from top, heading 90°, velocity slot 5 (10–12″).');
    expect(ls[2]!.text).toMatch(/with 4 escorts \(Interceptor 1, Interceptor 2, Interceptor 3, Interceptor 4\)\.$/);
    expect(ls[5]!.text).toMatch(/deploys 8 fighter tokens\.$/);
    expect(ls.some((l) => l.text.includes('photo'))).toBe(false);
  });

  test('an old backup with those events restores them whole', async () => {
    const old = { id: 'k1', kind: 'kalidasia', name: 'Old', meta: { setup: SETUP, packOverrides: [], table: { width: 72, height: 48 } }, events: OLD_EVENTS };
    const backup = backupV2([old], { appVersion: 'before the note' });
    const r = await readBackup(backup);
    if (!r.ok) throw new Error(r.errors.join('; '));
    expect(r.skipped).toEqual([]);
    expect(r.backup.tables.logEvents.map((e) => e.event)).toEqual(OLD_EVENTS);
  });

  test('with the note: the gate keeps it, and the warship’s and the fighters’ lines end “(from the photo)”', () => {
    const r = gameFileGate(fileOf(DEPLOY.map((e) => ev(withNote(e)))));
    if (!r.ok) throw new Error(r.reason);
    const ls = lines(r.log.events);
    expect(ls[1]!.text).toBe('Heragul deploys Hammerhead Frigate HHF-1 at 20.0″ from left, 6.0″ from top, heading 90°, velocity slot 5 (10–12″) (from the photo).');
    expect(ls[2]!.text).toMatch(/with 4 escorts \(Interceptor 1, Interceptor 2, Interceptor 3, Interceptor 4\) \(from the photo\)\.$/);
    expect(ls[5]!.text).toMatch(/deploys 8 fighter tokens \(from the photo\)\.$/);
    expect(ls[0]!.text).not.toContain('photo');
  });

  test('a note that is not a text is refused, naming the event and the field; nothing after it is read', () => {
    const bad = DEPLOY.map((e, i) => (i === 2 ? { ...ev(e), note: 42 } : ev(e)));
    const r = gameFileGate(fileOf(bad));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.reason).toMatch(/Event 3 \(deployShip\): note: expected string, got a number/);
    const replay = replayGate(fresh(SETUP), bad);
    expect(replay.events).toHaveLength(2);
  });

  test('from the reader: every deployment says “(from the photo)” once; an overruled one quotes the refusal in its ruling, without a second note', () => {
    const rolled = (() => {
      const r = gameApply(fresh(SETUP), ev(DEPLOY[0]!));
      if (!r.ok) throw new Error(r.reason);
      return r.state;
    })();
    // Where the starters stand after deployment, HHF-2 3″ beyond its zone (overruled).
    const at = new Map<string, { x: number; y: number; heading: number }>();
    for (const e of DEPLOY) {
      if (e.type === 'deployShip') {
        at.set(e.ship, e.ship === 'HHF-2' ? { x: 50, y: 15, heading: 90 } : e.pose);
        e.escorts.forEach((x) => at.set(x.fighter, x.pose));
      } else if (e.type === 'deployFighters') e.fighters.forEach((x) => at.set(x.fighter, x.pose));
    }
    const placements = markerPlan(rolled)
      .filter((t) => at.has(t.unit.id))
      .map((t) => ({ token: t, to: at.get(t.unit.id)! }));
    const plan = photoDeployPlan(rolled, placements, { overruled: new Set(['ship:HHF-2']) });
    const sent = photoDeployEvents(plan).map((e) => ({ ...ev(e), ...(e.ruling ? { ruling: e.ruling } : {}) }) as GameEvent);
    expect(sent).toHaveLength(5);
    const ls = lines([ev(DEPLOY[0]!), ...sent]).slice(1);
    for (const l of ls) expect(l.text).toMatch(/ \(from the photo\)\.$/);
    const ruled = ls[2]!;
    expect(ruled.text).toBe('Heragul deploys Hammerhead Frigate HHF-2 at 50.0″ from left, 15.0″ from top, heading 90°, velocity slot 5 (10–12″) (from the photo).');
    expect(ruled.ruling).toMatch(/^The table says otherwise — overruled: .*deployment zone/);
    expect(ruled.ruling).not.toContain('from the photo');
  });
});
