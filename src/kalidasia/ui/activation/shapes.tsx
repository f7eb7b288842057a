/**
 * Konva pieces the activation overlays share (table inches; text and strokes at a constant screen size):
 * sensor tokens on their targets, the combat arc, a ghost footprint (the planner's ghost is `ghost.ts`).
 */
import { Circle, Group, Line, Rect, Text, Wedge } from 'react-konva';
import type { Arc, Pose } from '../../../geometry';
import type { GameState } from '../../game';
import { shipClass } from '../../data';
import { ARC_NORMAL } from './ghost';


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
