/**
 * Konva pieces the activation overlays share (table inches; text and strokes at a constant screen size):
 * sensor tokens on their targets, the combat arc, a ghost footprint, the turning template at a turn.
 */
import { Circle, Group, Line, Rect, Text, Wedge } from 'react-konva';
import type { Arc, Pose, Zone } from '../../../geometry';
import type { GameState } from '../../game';
import { shipClass } from '../../data';

const ARC_NORMAL: Readonly<Record<'forward' | 'aft' | 'port' | 'starboard', number>> = { forward: 0, starboard: 90, aft: 180, port: -90 };

/**
 * Sensor tokens on every warship carrying them, drawn beside the target (so they move with it), with the count at a
 * glance; `planned` adds the sensors step's draft (dashed). A target's tokens are always its enemies'.
 */
export function SensorTokens({ state, scale, planned }: { state: GameState; scale: number; planned?: Readonly<Record<string, number>> }) {
  const k = 1 / Math.max(0.001, scale);
  const counts = new Map<string, { have: number; more: number }>();
  for (const board of Object.values(state.sensors)) {
    for (const [id, n] of Object.entries(board ?? {})) {
      const c = counts.get(id) ?? { have: 0, more: 0 };
      counts.set(id, { ...c, have: c.have + n });
    }
  }
  for (const [id, n] of Object.entries(planned ?? {})) if (n > 0) counts.set(id, { have: counts.get(id)?.have ?? 0, more: n });
  return (
    <Group listening={false}>
      {[...counts].map(([id, c]) => {
        const ship = state.ships.find((x) => x.id === id);
        if (!ship?.pose || c.have + c.more === 0) return null;
        const size = shipClass(state.pack, ship.code).tokenSize;
        const r = 11 * k;
        const x = ship.pose.x + size.length / 2 + 2 * r;
        const y = ship.pose.y - size.width / 2 - r;
        return (
          <Group key={id} x={x} y={y}>
            <Circle radius={r} fill={c.more > 0 ? '#3fb6a8' : '#2a7f76'} stroke="#e8f4f2" strokeWidth={1.5} strokeScaleEnabled={false} dash={c.more > 0 ? [3, 2] : undefined} />
            <Text text={String(c.have + c.more)} fontSize={14 * k} fill="#ffffff" fontStyle="bold" width={2 * r} height={2 * r} offsetX={r} offsetY={r} align="center" verticalAlign="middle" />
          </Group>
        );
      })}
    </Group>
  );
}

/** The combat arc at a pose: a half-table wedge (drawn to `reach` inches) or the whole table ringed. */
export function ArcShape({ at, arc, reach = 16 }: { at: Pose; arc: Arc; reach?: number }) {
  if (arc === 'all' || arc === 'turret') {
    return <Circle x={at.x} y={at.y} radius={reach} fill="rgba(242,184,75,0.10)" stroke="#f2b84b" strokeWidth={1.5} strokeScaleEnabled={false} dash={[8, 6]} listening={false} />;
  }
  const n = at.heading + ARC_NORMAL[arc];
  return <Wedge x={at.x} y={at.y} radius={reach} angle={180} rotation={n - 90} fill="rgba(242,184,75,0.13)" stroke="#f2b84b" strokeWidth={1.5} strokeScaleEnabled={false} dash={[8, 6]} listening={false} />;
}

/** A footprint at a pose (ghost or final), bow marked. */
export function Footprint({ at, size, colour, dash, fill }: { at: Pose; size: { width: number; length: number }; colour: string; dash?: number[]; fill?: string }) {
  return (
    <Group x={at.x} y={at.y} rotation={at.heading} listening={false}>
      <Rect x={-size.length / 2} y={-size.width / 2} width={size.length} height={size.width} stroke={colour} strokeWidth={2.5} strokeScaleEnabled={false} dash={dash} fill={fill} />
      <Line points={[size.length / 2, 0, size.length / 2 - 0.6, -size.width * 0.3, size.length / 2 - 0.6, size.width * 0.3]} closed fill={colour} />
    </Group>
  );
}

/**
 * The turning template at a turn point at true scale: a fan of notches either side of the heading before the turn
 * (`max` notches each way), the notches used drawn bold. The template's radius is provisional (the rulebook shows it as a picture);
 * the notch angle is the pack's (correctable under Stat cards). Named nodes (`turn-template`, `turn-template-used`) let a test read the drawing.
 */
export function TurnTemplate({ at, heading, side, notches, max, notchAngle, radius, scale }: { at: { x: number; y: number }; heading: number; side: 'port' | 'starboard'; notches: number; max: number; notchAngle: number; radius: number; scale: number }) {
  const k = 1 / Math.max(0.001, scale);
  const sign = side === 'starboard' ? 1 : -1;
  const spokes = [];
  for (let i = -max; i <= max; i++) {
    const h = ((heading + i * notchAngle) * Math.PI) / 180;
    const used = i === sign * notches;
    const inner = radius * 0.55;
    spokes.push(
      <Line
        key={i}
        points={[at.x + Math.cos(h) * inner, at.y + Math.sin(h) * inner, at.x + Math.cos(h) * radius, at.y + Math.sin(h) * radius]}
        name={used ? 'turn-template-used' : undefined}
        stroke={used ? '#ff8f5a' : '#c9d3e0'}
        strokeWidth={used ? 3 : 1.2}
        strokeScaleEnabled={false}
      />,
    );
  }
  return (
    <Group listening={false}>
      <Wedge name="turn-template" x={at.x} y={at.y} radius={radius} angle={2 * max * notchAngle} rotation={heading - max * notchAngle} fill="rgba(201,211,224,0.10)" stroke="#c9d3e0" strokeWidth={1} strokeScaleEnabled={false} />
      {spokes}
      <Circle x={at.x} y={at.y} radius={3 * k} fill="#c9d3e0" />
    </Group>
  );
}

export function ZoneOutline({ zone, colour }: { zone: Zone; colour: string }) {
  return (
    <Group listening={false}>
      {zone.map((poly, i) => (
        <Line key={i} points={(poly[0] ?? []).flatMap((p) => [p.x, p.y])} closed stroke={colour} strokeWidth={2} strokeScaleEnabled={false} fill="rgba(120,200,255,0.12)" dash={[6, 4]} perfectDrawEnabled={false} />
      ))}
    </Group>
  );
}

/** An arrow from → to (overlap displacement), head at a constant screen size. */
export function ShiftArrow({ from, to, scale, colour = '#ff5a7a' }: { from: { x: number; y: number }; to: { x: number; y: number }; scale: number; colour?: string }) {
  const k = 1 / Math.max(0.001, scale);
  const a = Math.atan2(to.y - from.y, to.x - from.x);
  const h = 12 * k;
  return (
    <Group listening={false}>
      <Line points={[from.x, from.y, to.x, to.y]} stroke={colour} strokeWidth={3} strokeScaleEnabled={false} />
      <Line points={[to.x, to.y, to.x - h * Math.cos(a - 0.4), to.y - h * Math.sin(a - 0.4), to.x - h * Math.cos(a + 0.4), to.y - h * Math.sin(a + 0.4)]} closed fill={colour} />
    </Group>
  );
}
