/**
 * The maneuver planner on the table: the ghost path, turning templates, final footprint, the scrubber's
 * footprint and combat arc, the reachable envelope, overlap arrows, and the turn markers a finger drags.
 * Rules: Kalidasia "Move the Warship", "Executing a turn", "Overlapping Tokens".
 */
import { useSyncExternalStore } from 'react';
import { Circle, Group, Line, Text } from 'react-konva';
import { pathPoseAt, type Point, type Pose } from '../../../geometry';
import { planCombatArc, type PlanTurn } from '../../rules/plan';
import { planAlongNearest, planSnapAlong } from '../../rules/plan/along';
import { turnNotchCap } from '../../rules/systems';
import type { StepItems, StepProps } from '../game/steps';
import { derive, envelopeOf, liveDraftOf, liveGet, liveSet, liveSubscribe, pathBefore, pointOf, setDraft, turnViolations } from './moveModel';
import { ArcShape, Footprint, SensorTokens, ShiftArrow, TurnTemplate, ZoneOutline } from './shapes';

export function MoveOverlay(props: StepProps) {
  // While a turn marker is dragged, this overlay alone follows the finger (the rest of the screen settles on release).
  useSyncExternalStore(liveSubscribe, liveGet, liveGet);
  const dragging = liveDraftOf(props.state);
  const d = derive(props.state, dragging ?? props.scratch);
  const k = 1 / Math.max(0.001, props.scale);
  if (!d) return null;
  const env = d.draft.envelope ? envelopeOf(d) : null;
  const { verdict, plan } = d;
  const placed = verdict.path.move.turns;
  const pts = [plan.ship.start.x, plan.ship.start.y, ...placed.flatMap((t) => [t.point.x, t.point.y]), d.final.x, d.final.y];
  const arc = planCombatArc(props.state.pack, plan.allocation);
  const scrub = dragging && d ? pointOf(d) : props.pathPoint;
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
  /** The marker of turn `id` where the finger is: drawn live while dragging, set as the draft on release. */
  const place = (id: string, at: Point, release: boolean) => {
    const i = Number(id.slice(4));
    const now = liveDraftOf(props.state);
    const cur = now ? derive(props.state, now) : d;
    if (!cur) return;
    const t = cur.draft.turns[i];
    if (!t) return;
    const b = cur.bounds[i];
    let s = planSnapAlong(planAlongNearest(pathBefore(cur, i), at), cur.plan.distance);
    if (b?.kind === 'ends') s = s < cur.plan.distance / 2 ? 0 : cur.plan.distance;
    const next = { ...cur.draft, turns: cur.draft.turns.map((x, j) => (j === i ? { ...x, at: s } : x)) };
    if (!release) {
      liveSet({ state: props.state, draft: next });
      return;
    }
    setDraft(props, next);
    liveSet(null);
  };
  return {
    hitItem: (p, tolerance) => {
      for (let i = d.draft.turns.length - 1; i >= 0; i--) {
        const m = markerAt(i);
        if (Math.hypot(p.x - m.x, p.y - m.y) <= 16 / Math.max(0.001, props.scale) + tolerance) return { id: `turn${i}`, anchor: m };
      }
      return null;
    },
    onDrag: (id, at) => place(id, at, false),
    onDrop: (id, at) => place(id, at, true),
    // A cancelled drag keeps the marker where the finger last was (as a drop there would).
    onDragEnd: (_id, at) => {
      if (at !== null) return;
      const now = liveDraftOf(props.state);
      if (now) setDraft(props, now);
      liveSet(null);
    },
  };
}
