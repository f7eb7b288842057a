/**
 * "Fighter Escorting" (Status Phase): "each player, in reverse initiative order, will decide if each of their fighter tokens
 * that are eligible to escort a warship will continue to do so. If a fighter token is no longer going to escort a warship,
 * move the token one inch away from the warship to indicate this decision. This short movement does not affect the
 * fighter's ability to activate normally during the turn."
 * Before, the core only checked that the wing moved at most about 1" and not toward the warship's centre: a 0.3" nudge or
 * a 1" slide along the warship's side passed.
 */
import { describe, expect, test } from 'vitest';
import { pose, type Pose } from '../../geometry';
import { expected } from './flow';
import { fighterRect, shipRect } from './helpers';
import { editFighter, fighterOf, shipOf, tryRuled } from './scenes.testing';
import type { GameState } from './state';
import { escortStepAway } from './status';
import { tokenGap } from '../../geometry';
import { deployStarter, play, tryApply } from './testkit.testing';

/** Turn 1's status phase: Surakari (every Interceptor fully aligned with its Draco) decides its escorts. */
function escortsDue(): GameState {
  const s = play(deployStarter(), { type: 'initiativeRoll', rolls: { heragul: 2, surakari: 6 } }, { type: 'initiativeBonus', player: 'surakari', cards: [] });
  const x = expected(s);
  if (x.kind !== 'escorts' || x.player !== 'surakari') throw new Error(`expected Surakari's escorts, got ${x.kind}`);
  return s;
}

/** Interceptors 2–8 keep escorting; Interceptor 1 stops and is moved to `to`. */
const stop = (to: Pose) => ({
  type: 'escorts' as const,
  player: 'surakari',
  escorts: [2, 3, 4, 5, 6, 7, 8].map((i) => ({ fighter: `Interceptor ${i}`, ship: i <= 4 ? 'SFP-1' : 'SFP-2' })),
  moved: [{ fighter: 'Interceptor 1', pose: to }],
});

/** Interceptor 1's place, and the unit vectors straight out from the side it lies against and along that side. */
function geometry(s: GameState) {
  const at = fighterOf(s, 'Interceptor 1').pose as Pose;
  const out = escortStepAway(s, 'Interceptor 1', 'SFP-1') as Pose;
  const u = { x: out.x - at.x, y: out.y - at.y };
  const n = Math.hypot(u.x, u.y);
  return { at, out: { x: u.x / n, y: u.y / n }, along: { x: -u.y / n, y: u.x / n } };
}
const shifted = (p: Pose, v: { x: number; y: number }, d: number): Pose => pose(p.x + v.x * d, p.y + v.y * d, p.heading);

describe('"Fighter Escorting": a wing that stops escorting is moved one inch away from the warship', () => {
  test('one inch straight out from the side it lay against: accepted; it stands one inch from the warship, no longer escorting', () => {
    const s0 = escortsDue();
    const g = geometry(s0);
    const s = play(s0, stop(shifted(g.at, g.out, 1)));
    const f = fighterOf(s, 'Interceptor 1');
    const gap = tokenGap(fighterRect(s, f) as never, shipRect(s, shipOf(s, 'SFP-1')) as never);
    expect({ escorting: f.escorting, gap: Number(gap.toFixed(3)), keep: fighterOf(s, 'Interceptor 2').escorting }).toEqual({ escorting: null, gap: 1, keep: 'SFP-1' });
  });

  test('"This short movement does not affect the fighter\'s ability to activate normally": no movement step used, it activates with the fighters', () => {
    const s0 = escortsDue();
    const g = geometry(s0);
    const s = play(s0, stop(shifted(g.at, g.out, 1)));
    const f = fighterOf(s, 'Interceptor 1');
    expect({ moves: f.moves, activated: f.activated }).toEqual({ moves: 0, activated: false });
  });

  test('a nudge of 0.3" is not one inch away (refused, overrulable, naming the section)', () => {
    const s0 = escortsDue();
    const g = geometry(s0);
    expect(tryApply(s0, stop(shifted(g.at, g.out, 0.3)))).toEqual({
      ok: false,
      overrulable: true,
      reason: 'Interceptor 1 stops escorting Draco Frigate SFP-1: it is moved one inch away from the warship; this move is 0.3" and leaves it 0.3" from the warship. (rules: "Fighter Escorting")',
    });
  });

  test('one inch along the warship\'s side is not away from it; two inches out is not one inch', () => {
    const s0 = escortsDue();
    const g = geometry(s0);
    const slide = tryApply(s0, stop(shifted(g.at, g.along, 1)));
    const far = tryApply(s0, stop(shifted(g.at, g.out, 2)));
    expect([slide.ok === false && slide.overrulable, slide.ok === false && slide.reason.includes('this move is 1.0" and leaves it 0.0" from the warship'), far.ok === false && far.reason.includes('this move is 2.0"')]).toEqual([true, true, true]);
  });

  test('the players may overrule it (the table says otherwise)', () => {
    const s0 = escortsDue();
    const g = geometry(s0);
    expect(tryRuled(s0, stop(shifted(g.at, g.out, 0.3))).ok).toBe(true);
  });

  test('only a wing that stops escorting is moved: not one that keeps escorting, not one that was not eligible', () => {
    const s0 = escortsDue();
    const g = geometry(s0);
    const keeps = tryApply(s0, { ...stop(shifted(g.at, g.out, 1)), escorts: [...stop(g.at).escorts, { fighter: 'Interceptor 1', ship: 'SFP-1' }] });
    // Interceptor 1 was not fully aligned with a warship when the turn began: not eligible, so it is not stopping.
    const s1 = editFighter(s0, 'Interceptor 1', (f) => ({ ...f, alignedAtStart: [], escorting: null }));
    const notEligible = tryApply(s1, stop(shifted(g.at, g.out, 1)));
    expect([keeps, notEligible]).toEqual([
      { ok: false, reason: 'Interceptor 1 keeps escorting; only wings that stop escorting are moved away. (rules: "Fighter Escorting")' },
      { ok: false, reason: 'Interceptor 1 is not eligible to escort a warship this turn, so it is not stopping: only a wing that stops escorting is moved one inch away. (rules: "Fighter Escorting")' },
    ]);
  });

  test('the app\'s own step away (escortStepAway) is always accepted, for every aligned wing of both Dracos', () => {
    const s0 = escortsDue();
    const ids = Array.from({ length: 8 }, (_, i) => `Interceptor ${i + 1}`);
    const moved = ids.map((id) => ({ fighter: id, pose: escortStepAway(s0, id) as Pose }));
    expect(tryApply(s0, { type: 'escorts', player: 'surakari', escorts: [], moved }).ok).toBe(true);
  });
});
