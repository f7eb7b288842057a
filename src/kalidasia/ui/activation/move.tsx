/**
 * Step 6: the maneuver planner. The distance inside the velocity band (a slider, the band's ends marked), up to
 * two turns dragged along the path (turn markers, `useMoveItems`), notches per turn capped by `planNotchLimit`,
 * the turning template at each turn, ∞ free facings, live ghost path and final footprint, every violation with
 * its section beside where it happens, the reachable envelope (toggle), the move in physical words, the scrubber
 * (`pathPoint`), and the commit with the overlap displacement. Every verdict comes from `rules/plan`.
 * Rules: Kalidasia "Move the Warship", "Executing a turn", "Impossible Turns", "Overlapping Tokens".
 */
import { useEffect } from 'react';
import { Circle, Group, Line, Text } from 'react-konva';
import { inches, pathPoseAt, type PathAlong, type Point, type Pose } from '../../../geometry';
import { planCheck, planCombatArc, planNotchLimit, planRequest, planTurnBounds, planWords, velocityBandText, type Plan, type PlanTurn, type PlanVerdict, type TurnBounds } from '../../rules/plan';
import { planAlongNearest, planSnapAlong, planTurnAllowed } from '../../rules/plan/along';
import { planEnvelope, planLanding, type PlanEnvelope } from '../../rules/plan';
import { turnNotchCap } from '../../rules/systems';
import type { GameEventBody, GameState, ShipState } from '../../game';
import type { StepItems, StepProps } from '../game/steps';
import { Because, Stepper } from './controls';
import { activeShipOf, overlapTokens, planOf, shipFootprint, type MoveDraft } from './model';
import { ArcShape, Footprint, SensorTokens, ShiftArrow, TurnTemplate, ZoneOutline } from './shapes';
import { NotchNote } from '../provenance';

const round1 = (n: number): string => (Math.round(n * 10) / 10).toFixed(1);
const poseText = (p: Pose): string => `${round1(p.x)}″ from left, ${round1(p.y)}″ from top, heading ${Math.round(((p.heading % 360) + 360) % 360)}°`;

/** A token the rules move when the plan ends on it (an arrow on the table), or one they could not place. */
interface Displacement {
  readonly unit: { readonly kind: 'ship' | 'fighter' | 'missile'; readonly id: string };
  readonly from: Pose;
  readonly to: Pose;
  readonly reason: string;
  readonly section: string;
}

interface Derived {
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
}

let cache: { state: GameState; scratch: unknown; value: Derived | null } | null = null;

/** The plan and its verdict for the current state and draft (computed once per change, shared by panel, overlay and items). */
function derive(state: GameState, scratch: unknown): Derived | null {
  if (cache && cache.state === state && cache.scratch === scratch) return cache.value;
  const ship = activeShipOf(state);
  let value: Derived | null = null;
  if (ship?.pose && ship.activation) {
    const empty: MoveDraft = { distance: 0, turns: [], envelope: false, scrub: null };
    const draft0 = (scratch as MoveDraft | undefined) ?? null;
    const band = planCheck(planOf(state, ship, empty)).velocity;
    const draft = draft0 ?? { ...empty, distance: band.min };
    const plan = planOf(state, ship, draft);
    const verdict = planCheck(plan);
    const order = draft.turns.map((t, i) => ({ t, i })).sort((a, b) => a.t.at - b.t.at || a.i - b.i);
    const rank: number[] = [];
    order.forEach((o, r) => (rank[o.i] = r));
    const sortedPlan: Plan = { ...plan, turns: order.map((o) => o.t) };
    const bounds = draft.turns.map((_, i) => planTurnBounds(sortedPlan, rank[i] ?? i));
    const size = shipFootprint(state, ship);
    const final = verdict.path.final;
    const carried = ship.activation.escorts;
    const tokens = overlapTokens(state);
    const others = tokens.filter((t) => !(t.kind === 'ship' && t.id === ship.id) && !carried.includes(t.id));
    const landing = planLanding({ kind: 'ship', id: ship.id, rect: { pose: final, footprint: { width: inches(size.width), length: inches(size.length) } } }, others);
    const kindOf = (id: string) => tokens.find((t) => t.id === id)?.kind ?? 'fighter';
    const overlap: Displacement[] = [...(landing.mover ? [landing.mover] : []), ...landing.pushed].map((m) => ({ unit: { kind: kindOf(m.id), id: m.id }, from: m.from, to: m.to, reason: m.why, section: m.section }));
    const unplaced = landing.unresolved.map((u) => ({ ...u }));
    const a = plan.allocation;
    const sides = (['starboard', 'port'] as const).filter((s) => a.engine.turn?.maneuver === s || (a.thrusters[s] ?? 0) > 0);
    value = { ship, draft, plan, verdict, rank, bounds, size, final, overlap, unplaced, sides: [...sides] };
  }
  cache = { state, scratch, value };
  return value;
}

/** The path as the marker of turn `i` slides along it: the turns before it applied, none after. */
const before = new WeakMap<Derived, Map<number, PathAlong>>();
function pathBefore(d: Derived, i: number): PathAlong {
  const m = before.get(d) ?? new Map<number, PathAlong>();
  before.set(d, m);
  const hit = m.get(i);
  if (hit) return hit;
  const p = pathBeforeOf(d, i);
  m.set(i, p);
  return p;
}

function pathBeforeOf(d: Derived, i: number): PathAlong {
  const mine = d.draft.turns[i];
  const earlier = d.draft.turns.filter((t, j) => j !== i && mine !== undefined && (t.at < mine.at || (t.at === mine.at && j < i)));
  return planCheck({ ...d.plan, turns: earlier }).path;
}

function turnViolations(d: Derived, i: number) {
  return d.verdict.violations.filter((v) => v.turn === d.rank[i]);
}

let envCache: { key: string; value: { env: PlanEnvelope; ms: number } } | null = null;
/**
 * The reachable envelope for this allocation and band (`planEnvelope`: the rules' own splits of the turning points).
 * It does not depend on the distance or the turns, so it is kept while they are dragged. It takes well under a
 * millisecond (see README), so it is drawn on the main thread.
 */
function envelopeOf(d: Derived): { env: PlanEnvelope; ms: number } {
  const key = JSON.stringify([d.plan.ship, d.plan.allocation]);
  if (envCache?.key === key) return envCache.value;
  const t0 = performance.now();
  const env = planEnvelope({ ship: d.plan.ship, allocation: d.plan.allocation, notchAngle: d.plan.notchAngle });
  envCache = { key, value: { env, ms: performance.now() - t0 } };
  return envCache.value;
}

/** The scrubber's point for a plan: on the path at the scrubber, or at the end. */
function pointOf(d: Derived): { x: number; y: number; heading: number; along: number } {
  const along = Math.min(d.draft.scrub ?? d.plan.distance, d.plan.distance);
  const p = pathPoseAt(d.verdict.path, along);
  return { x: p.x, y: p.y, heading: p.heading, along };
}

/** A new draft and the path point it gives, set together (one render of the Game screen per drag move). */
function setDraft(props: StepProps, next: MoveDraft): void {
  props.setScratch(next);
  const d = derive(props.state, next);
  if (d) props.setPathPoint(pointOf(d));
}

export function MovePanel(props: StepProps) {
  const d = derive(props.state, props.scratch);
  const scrubAt = d ? Math.min(d.draft.scrub ?? d.plan.distance, d.plan.distance) : 0;
  const point = d ? pathPoseAt(d.verdict.path, scrubAt) : null;
  const { pathPoint, setPathPoint } = props;
  // The scrubber's point (the combat step fires from it) follows the plan as it changes.
  useEffect(() => {
    if (!point) return;
    if (pathPoint && Math.abs(pathPoint.x - point.x) < 1e-9 && Math.abs(pathPoint.y - point.y) < 1e-9 && pathPoint.heading === point.heading && pathPoint.along === scrubAt) return;
    setPathPoint({ x: point.x, y: point.y, heading: point.heading, along: scrubAt });
  });
  if (!d) return null;
  const { ship, draft, plan, verdict } = d;
  const env = draft.envelope ? envelopeOf(d) : null;
  const v = verdict.velocity;
  const set = (patch: Partial<MoveDraft>) => setDraft(props, { ...draft, ...patch });
  const setTurn = (i: number, patch: Partial<PlanTurn>) => set({ turns: draft.turns.map((t, j) => (j === i ? { ...t, ...patch } : t)) });
  const infinite = v.turning === '∞';
  const addBounds = planTurnBounds({ ...plan, turns: [...plan.turns, { at: 0, side: 'starboard', engine: 0, thrusters: 0 }] }, draft.turns.length);
  const canAdd = draft.turns.length < 2 && d.sides.length > 0 && addBounds.kind !== 'none';
  const addTurn = () => {
    const side = d.sides[0] ?? 'starboard';
    const at = addBounds.kind === 'interval' ? (draft.turns.length === 0 ? addBounds.min : addBounds.max) : addBounds.kind === 'ends' ? (draft.turns.length === 0 ? 0 : plan.distance) : 0;
    const t: PlanTurn = { at, side, engine: 0, thrusters: 0, ...(infinite ? { face: plan.ship.start.heading } : {}) };
    const next = [...draft.turns, t];
    const lim = planNotchLimit({ ...plan, turns: next }, next.length - 1);
    next[next.length - 1] = { ...t, engine: Math.min(1, lim.engine), thrusters: lim.engine > 0 ? 0 : Math.min(1, lim.thrusters) };
    set({ turns: next });
  };
  const general = verdict.violations.filter((x) => x.turn === undefined);
  const commit = async (accept: boolean) => {
    const move: GameEventBody = { type: 'move', ship: ship.id, distance: plan.distance, turns: planRequest(plan).turns };
    const adjusts: GameEventBody[] = accept ? d.overlap.map((o) => ({ type: 'adjust', unit: o.unit, pose: o.to, note: `${o.reason} (rules: "${o.section}")` })) : [];
    const r = await props.dispatch([move, ...adjusts]);
    if (r.ok) props.setScratch(undefined);
  };
  return (
    <div className="gm-form act-panel" aria-label="Move the warship">
      <p data-testid="velocity-change">
        Velocity {v.from === v.to ? `${velocityBandText(v.after)} (unchanged)` : `${velocityBandText(v.before)} → ${velocityBandText(v.after)}`}, turning {v.turning}
        {verdict.primary ? `; primary ${verdict.primary}` : ''}.
      </p>
      <div className="act-slider">
        <label htmlFor="act-distance">
          Distance: <strong data-testid="distance">{round1(plan.distance)}″</strong>
        </label>
        <div className="act-slider-row">
          <span className="act-end" aria-hidden>
            {v.min}″
          </span>
          <input
            id="act-distance"
            type="range"
            min={v.min}
            max={v.max}
            step={0.1}
            value={plan.distance}
            disabled={props.readOnly || v.min === v.max}
            onChange={(e) => {
              const n = Number(e.target.value);
              // Turns placed past the new end come back with it.
              set({ distance: n, turns: draft.turns.map((t) => (t.at > n ? { ...t, at: n } : t)) });
            }}
          />
          <span className="act-end" aria-hidden>
            {v.max}″
          </span>
        </div>
      </div>
      {draft.turns.map((t, i) => {
        const lim = planNotchLimit({ ...plan, turns: draft.turns }, i);
        const b = d.bounds[i];
        const tv = turnViolations(d, i);
        return (
          <fieldset key={i} className="act-turn" data-testid={`turn-${i}`} data-at={t.at}>
            <legend>
              Turn {i + 1} at <strong>{round1(t.at)}″</strong> — drag its marker on the table
            </legend>
            {b && b.kind === 'interval' && (
              <p className="gm-muted">
                {b.impossible ? `Impossible Turns: pinned at ${round1(b.min)}″.` : `May be placed from ${round1(b.min)}″ to ${round1(b.max)}″ (spacing for ${v.turning}).`}
              </p>
            )}
            {b && b.kind === 'ends' && <p className="gm-muted">Infinite turning ability: only at the start or the end of the move.</p>}
            {b && !planTurnAllowed(b, t.at) && b.kind === 'interval' && (
              <button type="button" className="gm-btn" onClick={() => setTurn(i, { at: Math.min(b.max, Math.max(b.min, t.at)) })}>
                Move it to {round1(Math.min(b.max, Math.max(b.min, t.at)))}″
              </button>
            )}
            {d.sides.length > 1 && (
              <div className="gm-row">
                {d.sides.map((s) => (
                  <button key={s} type="button" className={`gm-btn${t.side === s ? ' gm-primary' : ''}`} aria-pressed={t.side === s} onClick={() => setTurn(i, { side: s, engine: 0, thrusters: 0 })}>
                    {s}
                  </button>
                ))}
              </div>
            )}
            {infinite ? (
              <span className="gm-field">
                <label htmlFor={`act-face-${i}`}>Face (°) — free facing, no template</label>
                <input id={`act-face-${i}`} className="gm-input gm-num" inputMode="decimal" value={t.face ?? 0} onChange={(e) => Number.isFinite(Number(e.target.value)) && setTurn(i, { face: Number(e.target.value) })} />
              </span>
            ) : (
              <>
                <Stepper label={`Turn ${i + 1}: engine notches to ${t.side}`} value={t.engine} max={lim.engine} why="Half the engine value (rounded up) per turn, and only the points allocated (rules: “Move the Warship”)." onChange={(n) => setTurn(i, { engine: n })} disabled={props.readOnly} />
                {(plan.allocation.thrusters[t.side] ?? 0) > 0 && (
                  <Stepper label={`Turn ${i + 1}: thruster notches to ${t.side}`} value={t.thrusters} max={lim.thrusters} why="Only the thruster points allocated to this side." onChange={(n) => setTurn(i, { thrusters: n })} disabled={props.readOnly} />
                )}
              </>
            )}
            {tv.length > 0 && (
              <ul className="act-violations" data-testid={`turn-${i}-violations`}>
                {tv.map((x, k) => (
                  <Because key={k} reason={x.reason} section={x.section} />
                ))}
              </ul>
            )}
            <button type="button" className="gm-btn" onClick={() => set({ turns: draft.turns.filter((_, j) => j !== i) })}>
              Remove turn {i + 1}
            </button>
          </fieldset>
        );
      })}
      <button type="button" className="gm-btn" disabled={!canAdd || props.readOnly} onClick={addTurn}>
        Add a turn
      </button>
      {!canAdd && draft.turns.length < 2 && (
        <p className="gm-muted" data-testid="add-turn-why">
          {d.sides.length === 0 ? 'No engine or thruster points were allocated to turning: the warship flies straight.' : addBounds.kind === 'none' ? `${addBounds.reason} (rules: “${addBounds.section}”)` : ''}
        </p>
      )}
      {general.length > 0 && (
        <ul className="act-violations" data-testid="move-violations">
          {general.map((x, k) => (
            <Because key={k} reason={x.reason} section={x.section} />
          ))}
        </ul>
      )}
      {verdict.impossibleTurns && (
        <p className="gm-muted" data-testid="impossible-turns">
          Impossible Turns: the first turn as early as the ability allows, the second at the end of the move (rules: “Impossible Turns”).
        </p>
      )}
      <p className="act-words" data-testid="move-words">
        {planWords(plan, verdict)}
      </p>
      <NotchNote pack={props.state.pack} inGame />
      <p data-testid="final-pose" data-x={d.final.x} data-y={d.final.y} data-heading={d.final.heading}>
        Ends at {poseText(d.final)}.
      </p>
      <div className="act-slider">
        <label htmlFor="act-scrub">
          Stop along the path: <strong data-testid="scrub">{round1(scrubAt)}″</strong>
        </label>
        <input id="act-scrub" type="range" min={0} max={plan.distance} step={0.1} value={scrubAt} onChange={(e) => set({ scrub: Number(e.target.value) })} />
      </div>
      <button type="button" className={`gm-btn${draft.envelope ? ' gm-primary' : ''}`} aria-pressed={draft.envelope} onClick={() => set({ envelope: !draft.envelope })}>
        Reachable envelope {draft.envelope ? 'on' : 'off'}
      </button>
      {env && (
        <p className="gm-muted" data-testid="envelope" data-ms={env.ms.toFixed(3)}>
          The outline shows every legal end position at velocity {velocityBandText(v.after)} with these turning points
          {env.env.outline.length === 0 ? ' (none: these turning points cannot all be spent)' : ''}.
        </p>
      )}
      {d.unplaced.length > 0 && (
        <ul className="act-violations" data-testid="unplaced">
          {d.unplaced.map((u) => (
            <Because key={u.id} reason={`${u.reason} Adjust it to the table after the move.`} section={u.section} />
          ))}
        </ul>
      )}
      {d.overlap.length > 0 && (
        <div className="act-overlap" data-testid="overlap">
          <p>The final footprint overlaps:</p>
          <ul className="act-violations">
            {d.overlap.map((o) => (
              <Because key={o.unit.id} reason={`${o.reason} ${o.unit.id}: ${poseText(o.from)} → ${poseText(o.to)}.`} section={o.section} />
            ))}
          </ul>
        </div>
      )}
      <div className="gm-row">
        {d.overlap.length > 0 ? (
          <>
            <button type="button" className="gm-btn gm-primary" disabled={props.readOnly} onClick={() => void commit(true)}>
              Move and accept the displacement
            </button>
            <button type="button" className="gm-btn" disabled={props.readOnly} onClick={() => void commit(false)}>
              Move as planned (adjust to the table)
            </button>
          </>
        ) : (
          <button type="button" className="gm-btn gm-primary" disabled={props.readOnly} onClick={() => void commit(false)}>
            Move {ship.id}
          </button>
        )}
      </div>
    </div>
  );
}

export function MoveOverlay(props: StepProps) {
  const d = derive(props.state, props.scratch);
  const k = 1 / Math.max(0.001, props.scale);
  if (!d) return null;
  const env = d.draft.envelope ? envelopeOf(d) : null;
  const { verdict, plan } = d;
  const placed = verdict.path.move.turns;
  const pts = [plan.ship.start.x, plan.ship.start.y, ...placed.flatMap((t) => [t.point.x, t.point.y]), d.final.x, d.final.y];
  const arc = planCombatArc(props.state.pack, plan.allocation);
  const scrub = props.pathPoint;
  const legal = verdict.legal;
  const cap = turnNotchCap(plan.ship.engineValue, Math.max(plan.allocation.thrusters.starboard ?? 0, plan.allocation.thrusters.port ?? 0));
  return (
    <Group listening={false}>
      {env && <ZoneOutline zone={env.env.outline} colour="#78c8ff" />}
      {d.bounds.map((b, i) => {
        if (b.kind !== 'interval' || b.max < b.min) return null;
        const path = pathBefore(d, i);
        const a = pathPoseAt(path, b.min);
        const z = pathPoseAt(path, b.max);
        return <Line key={`b${i}`} points={[a.x, a.y, z.x, z.y]} stroke="rgba(120,220,140,0.45)" strokeWidth={14} strokeScaleEnabled={false} lineCap="round" />;
      })}
      <Line points={pts} stroke={legal ? '#9be39b' : '#ff5a7a'} strokeWidth={2.5} strokeScaleEnabled={false} dash={[10, 6]} />
      {placed.map((t, r) => {
        const asked = [...d.draft.turns].sort((a, b) => a.at - b.at)[r];
        if (!asked || asked.face !== undefined) return null;
        return (
          <TurnTemplate
            key={`t${r}`}
            at={t.point}
            heading={t.headingBefore}
            side={asked.side}
            notches={asked.engine + asked.thrusters}
            max={Math.max(cap, asked.engine + asked.thrusters)}
            notchAngle={plan.notchAngle}
            radius={d.size.length / 2 + 1.5}
            scale={props.scale}
          />
        );
      })}
      <Footprint at={d.final} size={d.size} colour={legal ? '#9be39b' : '#ff5a7a'} dash={[6, 4]} fill={legal ? 'rgba(155,227,155,0.18)' : 'rgba(255,90,122,0.18)'} />
      {scrub && (scrub.along < plan.distance - 1e-9 || (d.draft.scrub ?? null) !== null) && <Footprint at={{ x: scrub.x, y: scrub.y, heading: scrub.heading } as Pose} size={d.size} colour="#f2b84b" dash={[3, 3]} />}
      {arc && scrub && <ArcShape at={{ x: scrub.x, y: scrub.y, heading: scrub.heading } as Pose} arc={arc} />}
      {d.draft.turns.map((t, i) => {
        const at = pathPoseAt(pathBefore(d, i), t.at, 'before');
        const bad = turnViolations(d, i);
        return (
          <Group key={`m${i}`}>
            <Circle x={at.x} y={at.y} radius={16 * k} fill={bad.length > 0 ? '#ff5a7a' : '#f2b84b'} stroke="#1b2230" strokeWidth={2} strokeScaleEnabled={false} />
            <Text x={at.x - 16 * k} y={at.y - 8 * k} width={32 * k} align="center" text={String(i + 1)} fontSize={15 * k} fill="#1b2230" fontStyle="bold" />
            {bad[0] && <Text x={at.x + 20 * k} y={at.y - 8 * k} width={260 * k} text={`${bad[0].reason} (rules: "${bad[0].section}")`} fontSize={13 * k} fill="#ffb3c1" />}
          </Group>
        );
      })}
      {d.overlap.map((o) => (
        <Group key={o.unit.id}>
          {o.unit.kind === 'ship' && <Footprint at={o.to} size={d.size} colour="#ff5a7a" dash={[2, 3]} />}
          <ShiftArrow from={o.from} to={o.to} scale={props.scale} />
        </Group>
      ))}
      <SensorTokens state={props.state} scale={props.scale} />
    </Group>
  );
}

/** Turn markers a finger drags along the path (ids `turn0`, `turn1`). */
export function useMoveItems(props: StepProps): StepItems | null {
  const d = derive(props.state, props.scratch);
  if (!d || props.readOnly) return null;
  const markerAt = (i: number): Point => {
    const t = d.draft.turns[i] as PlanTurn;
    const p = pathPoseAt(pathBefore(d, i), t.at, 'before');
    return { x: p.x, y: p.y } as Point;
  };
  const place = (id: string, at: Point) => {
    const i = Number(id.slice(4));
    const t = d.draft.turns[i];
    if (!t) return;
    const b = d.bounds[i];
    let s = planSnapAlong(planAlongNearest(pathBefore(d, i), at), d.plan.distance);
    if (b?.kind === 'ends') s = s < d.plan.distance / 2 ? 0 : d.plan.distance;
    setDraft(props, { ...d.draft, turns: d.draft.turns.map((x, j) => (j === i ? { ...x, at: s } : x)) });
  };
  return {
    hitItem: (p, tolerance) => {
      for (let i = d.draft.turns.length - 1; i >= 0; i--) {
        const m = markerAt(i);
        if (Math.hypot(p.x - m.x, p.y - m.y) <= 16 / Math.max(0.001, props.scale) + tolerance) return { id: `turn${i}`, anchor: m };
      }
      return null;
    },
    onDrag: place,
    onDrop: place,
  };
}
