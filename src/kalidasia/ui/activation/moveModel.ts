/**
 * The maneuver planner's derived plan, shared by its panel (move.tsx) and its table overlay (moveOverlay.tsx):
 * the plan and its verdict for the current state and draft, computed once per change.
 * Rules: Kalidasia "Move the Warship", "Executing a turn", "Impossible Turns", "Overlapping Tokens".
 */
import { inches, pathPoseAt, type Arc, type PathAlong, type Point, type Pose } from '../../../geometry';
import { planAlongNearest, planSnapAlong } from '../../rules/plan/along';
import { planCheck, planCombatArc, planTurnBounds, type Plan, type PlanVerdict, type TurnBounds } from '../../rules/plan';
import { planEnvelope, planLanding, type LandingToken, type PlanEnvelope } from '../../rules/plan';
import { turnNotchCap } from '../../rules/systems';
import type { GameState, ShipState } from '../../game';
import type { StepProps } from '../game/steps';
import { activeShipOf, overlapTokens, planOf, shipFootprint, type MoveDraft } from './model';

export const round1 = (n: number): string => (Math.round(n * 10) / 10).toFixed(1);
export const poseText = (p: Pose): string => `${round1(p.x)}″ from left, ${round1(p.y)}″ from top, heading ${Math.round(((p.heading % 360) + 360) % 360)}°`;

/** A token the rules move when the plan ends on it (an arrow on the table), or one they could not place. */
interface Displacement {
  readonly unit: { readonly kind: 'ship' | 'fighter' | 'missile'; readonly id: string };
  readonly from: Pose;
  readonly to: Pose;
  readonly reason: string;
  readonly section: string;
}

export interface Derived {
  ship: ShipState;
  draft: MoveDraft;
  plan: Plan;
  verdict: PlanVerdict;
  /** Draft turn index → index in path order (violations and placed turns use path order). */
  rank: number[];
  bounds: TurnBounds[];
  size: { width: number; length: number };
  final: Pose;
  overlap: Displacement[];
  /** Tokens the rules could not place (the players adjust them on the table). */
  unplaced: { id: string; reason: string; section: string }[];
  sides: ('port' | 'starboard')[];
  /** What the state alone decides (kept while the draft is dragged). */
  base: DeriveBase;
}

/**
 * What does not change while a finger drags a turn marker or the distance slider (issue 24): everything about the
 * state — the warship, its start pose, allocation and thrusters, the band, the footprint, the other tokens on the
 * table, the combat arc, the notch cap. Kept per state, so a drag move computes only what the draft changes.
 */
export interface DeriveBase {
  readonly ship: ShipState;
  readonly empty: MoveDraft;
  readonly band: PlanVerdict['velocity'];
  readonly size: { width: number; length: number };
  readonly tokens: readonly LandingToken[];
  readonly others: readonly LandingToken[];
  readonly sides: readonly ('port' | 'starboard')[];
  /** The combat arc the primary maneuver gives (drawn at the scrubber's point), null on a tie. */
  readonly arc: Arc | null;
  /** The most notches one turn may take (the template's fan). */
  readonly cap: number;
  /** The plan with no distance and no turns: a draft's plan is this with the draft's distance and turns. */
  readonly plan0: Plan;
}

let baseCache: { state: GameState; value: DeriveBase | null } | null = null;
export function deriveBase(state: GameState): DeriveBase | null {
  if (baseCache && baseCache.state === state) return baseCache.value;
  const ship = activeShipOf(state);
  let value: DeriveBase | null = null;
  if (ship?.pose && ship.activation) {
    const empty: MoveDraft = { distance: 0, turns: [], envelope: false, scrub: null };
    const plan0 = planOf(state, ship, empty);
    const band = planCheck(plan0).velocity;
    const carried = ship.activation.escorts;
    const tokens = overlapTokens(state);
    const others = tokens.filter((t) => !(t.kind === 'ship' && t.id === ship.id) && !carried.includes(t.id));
    const a = plan0.allocation;
    const sides = (['starboard', 'port'] as const).filter((s) => a.engine.turn?.maneuver === s || (a.thrusters[s] ?? 0) > 0);
    const cap = turnNotchCap(plan0.ship.engineValue, Math.max(a.thrusters.starboard ?? 0, a.thrusters.port ?? 0));
    value = { ship, empty, band, size: shipFootprint(state, ship), tokens, others, sides, arc: planCombatArc(state.pack, a), cap, plan0 };
  }
  baseCache = { state, value };
  return value;
}

let cache: { state: GameState; scratch: unknown; value: Derived | null } | null = null;

/** The plan and its verdict for the current state and draft (computed once per change, shared by panel, overlay and items). */
export function derive(state: GameState, scratch: unknown): Derived | null {
  if (cache && cache.state === state && cache.scratch === scratch) return cache.value;
  // Only the scrubber moved (its slider): the plan, verdict and overlap are the same, with the new stop point.
  const prev = cache?.value;
  if (cache && prev && cache.state === state && scratch && onlyScrubMoved(prev.draft, scratch as MoveDraft)) {
    const value: Derived = { ...prev, draft: scratch as MoveDraft };
    cache = { state, scratch, value };
    return value;
  }
  const base = deriveBase(state);
  let value: Derived | null = null;
  if (base) {
    const { ship, size, tokens, others } = base;
    const draft = (scratch as MoveDraft | undefined) ?? { ...base.empty, distance: base.band.min };
    // planOf(state, ship, draft): the state's part kept per state (the ship's plan, allocation, notch angle).
    const plan: Plan = { ...base.plan0, distance: draft.distance, turns: draft.turns };
    const verdict = planCheck(plan);
    const order = draft.turns.map((t, i) => ({ t, i })).sort((a, b) => a.t.at - b.t.at || a.i - b.i);
    const rank: number[] = [];
    order.forEach((o, r) => (rank[o.i] = r));
    const sortedPlan: Plan = { ...plan, turns: order.map((o) => o.t) };
    const bounds = draft.turns.map((_, i) => planTurnBounds(sortedPlan, rank[i] ?? i));
    const final = verdict.path.final;
    const landing = planLanding({ kind: 'ship', id: ship.id, rect: { pose: final, footprint: { width: inches(size.width), length: inches(size.length) } } }, others);
    const kindOf = (id: string) => tokens.find((t) => t.id === id)?.kind ?? 'fighter';
    const overlap: Displacement[] = [...(landing.mover ? [landing.mover] : []), ...landing.pushed].map((m) => ({ unit: { kind: kindOf(m.id), id: m.id }, from: m.from, to: m.to, reason: m.why, section: m.section }));
    const unplaced = landing.unresolved.map((u) => ({ ...u }));
    value = { ship, draft, plan, verdict, rank, bounds, size, final, overlap, unplaced, sides: [...base.sides], base };
  }
  cache = { state, scratch, value };
  return value;
}

/** The same draft but for the scrubber's stop point (the "Stop along the path" slider). */
const onlyScrubMoved = (a: MoveDraft, b: MoveDraft): boolean => a !== b && a.distance === b.distance && a.turns === b.turns && a.envelope === b.envelope;

/** The path as the marker of turn `i` slides along it: the turns before it applied, none after. */
const before = new WeakMap<Derived, Map<number, PathAlong>>();
export function pathBefore(d: Derived, i: number): PathAlong {
  const m = before.get(d) ?? new Map<number, PathAlong>();
  before.set(d, m);
  const hit = m.get(i);
  if (hit) return hit;
  const p = pathBeforeOf(d, i);
  m.set(i, p);
  return p;
}

/** Paths before a turn, per state, by the turns before it and the distance: dragging a turn does not change its own. */
const beforeByTurns = new WeakMap<DeriveBase, Map<string, PathAlong>>();
function pathBeforeOf(d: Derived, i: number): PathAlong {
  const mine = d.draft.turns[i];
  const earlier = d.draft.turns.filter((t, j) => j !== i && mine !== undefined && (t.at < mine.at || (t.at === mine.at && j < i)));
  const m = beforeByTurns.get(d.base) ?? new Map<string, PathAlong>();
  beforeByTurns.set(d.base, m);
  const key = JSON.stringify([d.plan.distance, earlier]);
  const hit = m.get(key);
  if (hit) return hit;
  const path = planCheck({ ...d.plan, turns: earlier }).path;
  if (m.size >= 64) m.clear();
  m.set(key, path);
  return path;
}

export function turnViolations(d: Derived, i: number) {
  return d.verdict.violations.filter((v) => v.turn === d.rank[i]);
}

let envCache: { key: string; value: { env: PlanEnvelope; ms: number } } | null = null;
/**
 * The reachable envelope for this allocation and band (`planEnvelope`: the rules' own splits of the turning points).
 * It does not depend on the distance or the turns, so it is kept while they are dragged. It takes well under a
 * millisecond (see README), so it is drawn on the main thread.
 */
export function envelopeOf(d: Derived): { env: PlanEnvelope; ms: number } {
  const key = JSON.stringify([d.plan.ship, d.plan.allocation]);
  if (envCache?.key === key) return envCache.value;
  const t0 = performance.now();
  const env = planEnvelope({ ship: d.plan.ship, allocation: d.plan.allocation, notchAngle: d.plan.notchAngle });
  envCache = { key, value: { env, ms: performance.now() - t0 } };
  return envCache.value;
}

/** The scrubber's point for a plan: on the path at the scrubber, or at the end. */
export function pointOf(d: Derived): { x: number; y: number; heading: number; along: number } {
  const along = Math.min(d.draft.scrub ?? d.plan.distance, d.plan.distance);
  const p = pathPoseAt(d.verdict.path, along);
  return { x: p.x, y: p.y, heading: p.heading, along };
}

/**
 * The draft with turn `i`'s marker where a finger is (`at`, table inches): the nearest point of the path before that
 * turn, snapped to 0.1″ and kept on the move (with the infinite ability, the nearer end). Null when there is no such turn.
 * Rules: Kalidasia "Move the Warship" (a turn is placed along the move).
 */
export function draftTurnAt(d: Derived, i: number, at: Point): MoveDraft | null {
  const t = d.draft.turns[i];
  if (!t) return null;
  const b = d.bounds[i];
  let s = planSnapAlong(planAlongNearest(pathBefore(d, i), at), d.plan.distance);
  if (b?.kind === 'ends') s = s < d.plan.distance / 2 ? 0 : d.plan.distance;
  return { ...d.draft, turns: d.draft.turns.map((x, j) => (j === i ? { ...x, at: s } : x)) };
}

/** The draft at distance `n` (the slider): turns placed past the new end come back with it. */
export function draftDistance(draft: MoveDraft, n: number): MoveDraft {
  return { ...draft, distance: n, turns: draft.turns.map((t) => (t.at > n ? { ...t, at: n } : t)) };
}

/**
 * The draft while a turn marker is dragged (issue 24): only the overlay draws it (it subscribes with
 * `useSyncExternalStore`), so a drag move re-renders the ghost on its Konva layer and nothing else. The panel's
 * words, the scrubber's point and the firing windows settle when the finger lifts (`setDraft` on the drop).
 */
export interface LiveDraft {
  readonly state: GameState;
  readonly draft: MoveDraft;
}
let live: LiveDraft | null = null;
const liveListeners = new Set<() => void>();
export const liveSubscribe = (f: () => void): (() => void) => {
  liveListeners.add(f);
  return () => {
    liveListeners.delete(f);
  };
};
export const liveGet = (): LiveDraft | null => live;
export function liveSet(next: LiveDraft | null): void {
  if (live === next) return;
  live = next;
  for (const f of liveListeners) f();
}
/** The draft being dragged for this state, if any. */
export function liveDraftOf(state: GameState): MoveDraft | null {
  return live && live.state === state ? live.draft : null;
}

/** A new draft and the path point it gives, set together (one render of the Game screen per drag move). */
export function setDraft(props: StepProps, next: MoveDraft): void {
  props.setScratch(next);
  const d = derive(props.state, next);
  if (d) props.setPathPoint(pointOf(d));
}
