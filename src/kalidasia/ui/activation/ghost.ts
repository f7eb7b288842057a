/**
 * The maneuver planner's ghost on the table, as plain data (issue 24): what `MoveOverlay` draws for a plan — the
 * reachable envelope (on its toggle), the ghost path, the allowed stretch of each turn, the turning template at each turn, the final footprint, the
 * scrubber's footprint and combat arc, the turn markers (with the violation beside each) and the overlap arrows.
 * Pure: no React, no Konva. The same scene is drawn when React settles the plan and, while a finger drags a turn
 * marker or the distance slider, straight onto the Konva nodes from the drag handler (`ghostPaint`), so the
 * ghost a finger sees during a drag is the one the plan shows after release.
 * Rules: Kalidasia "Move the Warship", "Executing a turn", "Overlapping Tokens".
 */
import { pathPoseAt, type Arc, type Point, type Pose, type Zone } from '../../../geometry';
import type { PathPoint } from '../game/steps';
import { envelopeOf, pathBefore, pointOf, turnViolations, type Derived } from './moveModel';

/** The turning template at one turn (true scale; its radius is provisional, see README). */
export interface GhostTemplate {
  readonly at: Point;
  readonly heading: number;
  readonly side: 'port' | 'starboard';
  readonly notches: number;
  readonly max: number;
  readonly notchAngle: number;
  readonly radius: number;
}

export interface GhostScene {
  /** The reachable envelope's outline (the toggle on), under the rest. */
  readonly envelope: Zone | null;
  readonly legal: boolean;
  /** The ghost path: the start, each turn point, the final pose (x, y pairs, table inches). */
  readonly path: readonly number[];
  readonly final: Pose;
  readonly size: { readonly width: number; readonly length: number };
  /** The stretch of the path each turn may be placed on (x1, y1, x2, y2), where it is an interval. */
  readonly stretches: readonly (readonly [number, number, number, number])[];
  readonly templates: readonly GhostTemplate[];
  /** The scrubber's footprint, when it stops before the end (or was moved). */
  readonly scrub: Pose | null;
  /** The combat arc at the scrubber's point (or the end). */
  readonly arc: { readonly at: Pose; readonly arc: Arc } | null;
  /** Turn markers in draft order: where each is drawn, and the first violation of its turn. */
  readonly markers: readonly { readonly x: number; readonly y: number; readonly bad: string | null }[];
  /** Tokens the rules move when the plan ends on them. */
  readonly overlap: readonly { readonly id: string; readonly ship: boolean; readonly from: Pose; readonly to: Pose }[];
}

/**
 * The ghost for a derived plan. `scrub`: the scrubber's point as the Game screen holds it (ignored while
 * `live`: a dragged draft shows the point its own plan gives).
 */
export function ghostScene(d: Derived, scrub: PathPoint | null, live: boolean): GhostScene {
  const { verdict, plan } = d;
  const placed = verdict.path.move.turns;
  const path = [plan.ship.start.x, plan.ship.start.y, ...placed.flatMap((t) => [t.point.x, t.point.y]), d.final.x, d.final.y];
  const stretches: [number, number, number, number][] = [];
  d.bounds.forEach((b, i) => {
    if (b.kind !== 'interval' || b.max < b.min) return;
    const along = pathBefore(d, i);
    const a = pathPoseAt(along, b.min);
    const z = pathPoseAt(along, b.max);
    stretches.push([a.x, a.y, z.x, z.y]);
  });
  const asked = [...d.draft.turns].sort((a, b) => a.at - b.at);
  const templates: GhostTemplate[] = [];
  placed.forEach((t, r) => {
    const ask = asked[r];
    if (!ask || ask.face !== undefined) return;
    templates.push({
      at: t.point,
      heading: t.headingBefore,
      side: ask.side,
      notches: ask.engine + ask.thrusters,
      max: Math.max(d.base.cap, ask.engine + ask.thrusters),
      notchAngle: plan.notchAngle,
      radius: d.size.length / 2 + 1.5,
    });
  });
  const point = live ? pointOf(d) : scrub;
  const at = point ? ({ x: point.x, y: point.y, heading: point.heading } as Pose) : null;
  const scrubShown = at && point && (point.along < plan.distance - 1e-9 || (d.draft.scrub ?? null) !== null) ? at : null;
  const markers = d.draft.turns.map((t, i) => {
    const p = pathPoseAt(pathBefore(d, i), t.at, 'before');
    const bad = turnViolations(d, i)[0];
    return { x: p.x, y: p.y, bad: bad ? `${bad.reason} (rules: "${bad.section}")` : null };
  });
  return {
    envelope: d.draft.envelope ? envelopeOf(d).env.outline : null,
    legal: verdict.legal,
    path,
    final: d.final,
    size: d.size,
    stretches,
    templates,
    scrub: scrubShown,
    arc: d.base.arc && at ? { at, arc: d.base.arc } : null,
    markers,
    overlap: d.overlap.map((o) => ({ id: o.unit.id, ship: o.unit.kind === 'ship', from: o.from, to: o.to })),
  };
}

/** One Konva node of the ghost: its class, a key stable across moves, and its attributes. */
export interface GhostNode {
  readonly key: string;
  readonly type: 'Line' | 'Rect' | 'Circle' | 'Wedge' | 'Text';
  readonly attrs: Readonly<Record<string, unknown>>;
}

/** The direction a half-table combat arc faces, relative to the heading. */
export const ARC_NORMAL: Readonly<Record<'forward' | 'aft' | 'port' | 'starboard', number>> = { forward: 0, starboard: 90, aft: 180, port: -90 };
const GREEN = '#9be39b';
const RED = '#ff5a7a';

/** A footprint at a pose (ghost or final), bow marked: a rectangle and a triangle turned about the pose. */
function footprint(key: string, name: string | undefined, at: Pose, size: GhostScene['size'], colour: string, dash?: readonly number[], fill?: string): GhostNode[] {
  const L = size.length;
  const W = size.width;
  const common = { x: at.x, y: at.y, rotation: at.heading, listening: false };
  return [
    { key, type: 'Rect', attrs: { ...common, ...(name ? { name } : {}), offsetX: L / 2, offsetY: W / 2, width: L, height: W, stroke: colour, strokeWidth: 2.5, strokeScaleEnabled: false, dash, fill } },
    { key: `${key}.bow`, type: 'Line', attrs: { ...common, points: [L / 2, 0, L / 2 - 0.6, -W * 0.3, L / 2 - 0.6, W * 0.3], closed: true, fill: colour } },
  ];
}

/**
 * The Konva nodes for a scene at a zoom (`scale`: CSS px per inch; text, marker and arrow heads keep a constant
 * screen size), in drawing order. Named nodes let a test read the drawing: `turn-template`, `turn-template-used`
 * (as before), `move-ghost-path`, `move-ghost-final`, `move-ghost-marker`.
 */
export function ghostNodes(g: GhostScene, scale: number): GhostNode[] {
  const k = 1 / Math.max(0.001, scale);
  const out: GhostNode[] = [];
  (g.envelope ?? []).forEach((poly, i) =>
    out.push({ key: `env${i}`, type: 'Line', attrs: { name: 'move-envelope', points: (poly[0] ?? []).flatMap((p) => [p.x, p.y]), closed: true, stroke: '#78c8ff', strokeWidth: 2, strokeScaleEnabled: false, fill: 'rgba(120,200,255,0.12)', dash: [6, 4], listening: false } }),
  );
  g.stretches.forEach((s, i) => out.push({ key: `stretch${i}`, type: 'Line', attrs: { points: [...s], stroke: 'rgba(120,220,140,0.45)', strokeWidth: 14, strokeScaleEnabled: false, lineCap: 'round', listening: false } }));
  out.push({ key: 'path', type: 'Line', attrs: { name: 'move-ghost-path', points: [...g.path], stroke: g.legal ? GREEN : RED, strokeWidth: 2.5, strokeScaleEnabled: false, dash: [10, 6], listening: false } });
  g.templates.forEach((t, r) => {
    const sign = t.side === 'starboard' ? 1 : -1;
    out.push({
      key: `t${r}`,
      type: 'Wedge',
      attrs: { name: 'turn-template', x: t.at.x, y: t.at.y, radius: t.radius, angle: 2 * t.max * t.notchAngle, rotation: t.heading - t.max * t.notchAngle, fill: 'rgba(201,211,224,0.10)', stroke: '#c9d3e0', strokeWidth: 1, strokeScaleEnabled: false, listening: false },
    });
    for (let i = -t.max; i <= t.max; i++) {
      const h = ((t.heading + i * t.notchAngle) * Math.PI) / 180;
      const used = i === sign * t.notches;
      const inner = t.radius * 0.55;
      out.push({
        key: `t${r}.${i}`,
        type: 'Line',
        attrs: {
          name: used ? 'turn-template-used' : '',
          points: [t.at.x + Math.cos(h) * inner, t.at.y + Math.sin(h) * inner, t.at.x + Math.cos(h) * t.radius, t.at.y + Math.sin(h) * t.radius],
          stroke: used ? '#ff8f5a' : '#c9d3e0',
          strokeWidth: used ? 3 : 1.2,
          strokeScaleEnabled: false,
          listening: false,
        },
      });
    }
    out.push({ key: `t${r}.c`, type: 'Circle', attrs: { x: t.at.x, y: t.at.y, radius: 3 * k, fill: '#c9d3e0', listening: false } });
  });
  out.push(...footprint('final', 'move-ghost-final', g.final, g.size, g.legal ? GREEN : RED, [6, 4], g.legal ? 'rgba(155,227,155,0.18)' : 'rgba(255,90,122,0.18)'));
  if (g.scrub) out.push(...footprint('scrub', 'move-ghost-scrub', g.scrub, g.size, '#f2b84b', [3, 3]));
  if (g.arc) {
    const { at, arc } = g.arc;
    const look = { x: at.x, y: at.y, radius: 16, stroke: '#f2b84b', strokeWidth: 1.5, strokeScaleEnabled: false, dash: [8, 6], listening: false };
    if (arc === 'all' || arc === 'turret') out.push({ key: 'arc-all', type: 'Circle', attrs: { ...look, fill: 'rgba(242,184,75,0.10)' } });
    else out.push({ key: 'arc', type: 'Wedge', attrs: { ...look, angle: 180, rotation: at.heading + ARC_NORMAL[arc] - 90, fill: 'rgba(242,184,75,0.13)' } });
  }
  g.markers.forEach((m, i) => {
    out.push({ key: `m${i}`, type: 'Circle', attrs: { name: 'move-ghost-marker', x: m.x, y: m.y, radius: 16 * k, fill: m.bad ? RED : '#f2b84b', stroke: '#1b2230', strokeWidth: 2, strokeScaleEnabled: false, listening: false } });
    out.push({ key: `m${i}.n`, type: 'Text', attrs: { x: m.x - 16 * k, y: m.y - 8 * k, width: 32 * k, align: 'center', text: String(i + 1), fontSize: 15 * k, fill: '#1b2230', fontStyle: 'bold', listening: false } });
    if (m.bad) out.push({ key: `m${i}.why`, type: 'Text', attrs: { x: m.x + 20 * k, y: m.y - 8 * k, width: 260 * k, text: m.bad, fontSize: 13 * k, fill: '#ffb3c1', listening: false } });
  });
  g.overlap.forEach((o) => {
    if (o.ship) out.push(...footprint(`o:${o.id}`, undefined, o.to, g.size, RED, [2, 3]));
    const a = Math.atan2(o.to.y - o.from.y, o.to.x - o.from.x);
    const h = 12 * k;
    out.push({ key: `o:${o.id}.line`, type: 'Line', attrs: { points: [o.from.x, o.from.y, o.to.x, o.to.y], stroke: RED, strokeWidth: 3, strokeScaleEnabled: false, listening: false } });
    out.push({
      key: `o:${o.id}.head`,
      type: 'Line',
      attrs: { points: [o.to.x, o.to.y, o.to.x - h * Math.cos(a - 0.4), o.to.y - h * Math.sin(a - 0.4), o.to.x - h * Math.cos(a + 0.4), o.to.y - h * Math.sin(a + 0.4)], closed: true, fill: RED, listening: false },
    });
  });
  return out;
}
