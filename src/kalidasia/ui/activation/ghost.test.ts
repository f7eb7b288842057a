// Issue 24: the ghost a finger sees while it drags a turn marker or the distance slider is drawn from the pure
// scene (`ghostScene` / `ghostNodes`) of the draft the drag handler makes (`draftTurnAt`, `draftDistance`). Its
// final footprint is where the plan ends once the finger lifts, and where the game puts the warship when the move
// is committed; the live ghost equals the ghost React draws for the settled draft.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathPoseAt, type Point } from '../../../geometry';
import { ev, expected, gameApply, type GameState } from '../../game';
import { deployStarter, play } from '../../game/testkit.testing';
import { planCheck, planRequest } from '../../rules/plan';
import { ghostNodes, ghostScene } from './ghost';
import { planOf, type MoveDraft } from './model';
import { derive, draftDistance, draftTurnAt, pathBefore, pointOf, type Derived } from './moveModel';

/** HHF-1 (20″, 6″, facing 90°: down the table) at its move step: 1 accelerate + 2 starboard (13–15″, turning B). */
function atMove(): GameState {
  let s = play(deployStarter(), { type: 'initiativeRoll', rolls: { heragul: 5, surakari: 2 } });
  for (let x = expected(s); x.kind === 'initiativeBonus' || x.kind === 'escorts'; x = expected(s)) {
    s = x.kind === 'initiativeBonus' ? play(s, { type: 'initiativeBonus', player: x.player, cards: [] }) : play(s, { type: 'escorts', player: x.player, escorts: [], moved: [] });
  }
  const x = expected(s);
  s = play(s, { type: 'actionOrder', player: x.kind === 'actionOrder' ? x.player : 'heragul', order: 'initiative' });
  return play(
    s,
    { type: 'activateShip', player: 'heragul', ship: 'HHF-1' },
    { type: 'sensors', ship: 'HHF-1', placement: {} },
    { type: 'engines', ship: 'HHF-1', engine: { velocity: { maneuver: 'accelerate', points: 1 }, turn: { maneuver: 'starboard', points: 2 } }, thrusters: null },
  );
}

const state = atMove();
const ONE_TURN: MoveDraft = { distance: 13, turns: [{ at: 4, side: 'starboard', engine: 2, thrusters: 0 }], envelope: false, scrub: null };

function must(d: Derived | null): Derived {
  if (!d) throw new Error('no plan: HHF-1 is not at its move step');
  return d;
}

/** Where the game puts HHF-1 when this draft is committed (the Move button's event), or null when it refuses. */
function stored(draft: MoveDraft) {
  const d = must(derive(state, draft));
  const r = gameApply(state, ev({ type: 'move', ship: d.ship.id, distance: d.plan.distance, turns: planRequest(d.plan).turns }));
  return r.ok ? (r.state.ships.find((x) => x.id === 'HHF-1')?.pose ?? null) : null;
}

const finger = fc.record({ x: fc.double({ min: 10, max: 32, noNaN: true }), y: fc.double({ min: 0, max: 26, noNaN: true }) });
const distance = fc.integer({ min: 130, max: 150 }).map((n) => n / 10);

describe('the planner ghost during a drag', () => {
  it('a marker dragged to a finger: the ghost ends where the plan ends after release, and where the game moves the warship', () => {
    fc.assert(
      fc.property(finger, distance, (p, n) => {
        const from = must(derive(state, draftDistance(ONE_TURN, n)));
        const next = draftTurnAt(from, 0, p as Point);
        if (!next) throw new Error('no turn 0');
        const d = must(derive(state, next));
        const live = ghostScene(d, null, true);
        // The plan the panel settles on after release (a fresh derive of the same draft) ends at the ghost's footprint.
        const ship = d.ship;
        const settled = planCheck(planOf(state, ship, { ...next })).path.final;
        expect(live.final).toEqual(settled);
        expect(live.path.slice(-2)).toEqual([settled.x, settled.y]);
        // The marker is drawn on the path at the turn's snapped distance (0.1″), within the move.
        const at = next.turns[0]?.at ?? NaN;
        expect(Math.round(at * 10) / 10).toBeCloseTo(at, 9);
        expect(at).toBeGreaterThanOrEqual(0);
        expect(at).toBeLessThanOrEqual(n);
        const m = pathPoseAt(pathBefore(d, 0), at, 'before');
        expect(live.markers[0]).toMatchObject({ x: m.x, y: m.y });
        // React's drawing of the settled draft (the path point set on release) is the live ghost.
        expect(ghostScene(d, pointOf(d), false)).toEqual(live);
        // The Konva node a test reads is the final pose.
        const node = ghostNodes(live, 10).find((x) => x.attrs['name'] === 'move-ghost-final');
        expect(node?.attrs).toMatchObject({ x: settled.x, y: settled.y, rotation: settled.heading });
        // Committed, the game puts the warship there (when the plan is legal; otherwise the game refuses, as the panel says).
        const pose = stored(next);
        expect(pose === null).toBe(!d.verdict.legal);
        expect(pose === null ? null : [pose.x, pose.y, pose.heading]).toEqual(d.verdict.legal ? [settled.x, settled.y, settled.heading] : null);
      }),
      { numRuns: 60 },
    );
  });

  it('the distance slider: the ghost at each distance ends where the game moves the warship; turns past the end come back', () => {
    fc.assert(
      fc.property(distance, fc.integer({ min: 40, max: 150 }).map((n) => n / 10), (n, turnAt) => {
        const draft = draftDistance({ ...ONE_TURN, distance: 15, turns: [{ ...ONE_TURN.turns[0]!, at: turnAt }] }, n);
        expect(draft.turns[0]?.at).toBe(Math.min(turnAt, n));
        const d = must(derive(state, draft));
        const live = ghostScene(d, null, true);
        const pose = stored(draft);
        expect(pose === null).toBe(!d.verdict.legal);
        expect(pose === null ? null : [pose.x, pose.y, pose.heading]).toEqual(d.verdict.legal ? [live.final.x, live.final.y, live.final.heading] : null);
        // A refused plan says why beside the turn's marker, with its section.
        expect(live.markers[0]?.bad ?? 'legal').toMatch(d.verdict.legal ? /^legal$/ : /rules: "Move the Warship"/);
      }),
      { numRuns: 40 },
    );
  });

  it('the Konva nodes: the template fans the notches each way and marks the used one; a turn too early is explained beside its marker', () => {
    const d = must(derive(state, { ...ONE_TURN, turns: [{ ...ONE_TURN.turns[0]!, at: 2 }] }));
    const nodes = ghostNodes(ghostScene(d, null, true), 10);
    const wedge = nodes.find((x) => x.attrs['name'] === 'turn-template');
    expect(wedge?.attrs).toMatchObject({ x: 20, y: 8, angle: 2 * 2 * state.pack.notchAngle.value });
    expect(nodes.filter((x) => x.attrs['name'] === 'turn-template-used')).toHaveLength(1);
    expect(nodes.find((x) => x.key === 'm0')?.attrs['fill']).toBe('#ff5a7a');
    expect(String(nodes.find((x) => x.key === 'm0.why')?.attrs['text'])).toContain('(rules: "Move the Warship")');
    expect(nodes.find((x) => x.key === 'path')?.attrs['stroke']).toBe('#ff5a7a');
    // Keys are unique (the painter keeps nodes by key).
    expect(new Set(nodes.map((x) => x.key)).size).toBe(nodes.length);
  });

  it('the stop slider: a draft that moves only the stop point keeps the plan; its live ghost is the settled one, the footprint on the path', () => {
    fc.assert(
      fc.property(distance, fc.integer({ min: 0, max: 150 }).map((n) => n / 10), (n, stop) => {
        const settled = draftDistance(ONE_TURN, n);
        const d0 = must(derive(state, settled));
        const live: MoveDraft = { ...settled, scrub: stop };
        const d = must(derive(state, live));
        // The plan is the one a fresh derive gives (nothing but the stop point changed).
        expect(d.plan).toBe(d0.plan);
        expect(d.verdict).toEqual(planCheck(planOf(state, d.ship, live)));
        const along = Math.min(stop, n);
        const at = pathPoseAt(d.verdict.path, along);
        expect(pointOf(d)).toEqual({ x: at.x, y: at.y, heading: at.heading, along });
        const ghost = ghostScene(d, null, true);
        expect(ghost.scrub).toEqual({ x: at.x, y: at.y, heading: at.heading });
        // React's drawing once the stop settles (the path point set on release) is the live ghost.
        expect(ghostScene(d, pointOf(d), false)).toEqual(ghost);
      }),
      { numRuns: 40 },
    );
  });
});
