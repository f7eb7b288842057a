/**
 * The game table's Konva shapes: one shape per token (footprint, centre lines, heading mark), the escort links and
 * the selection box a finger draws. Drawn by GameTable.tsx.
 */
import type Konva from 'konva';
import { memo, useEffect, useRef, type RefObject } from 'react';
import { Line, Rect, Shape } from 'react-konva';
import type { PlayerId } from '../../game';
import type { TokenView } from './tableModel';

/**
 * One Konva shape per token (not a group of four): the footprint, and for warships the centre lines;
 * the heading mark at the fore edge. Lines keep a constant screen width.
 */
function tokenScene(t: TokenView, edge: string) {
  const L = t.length;
  const W = t.width;
  const nose = Math.min(L, W) * 0.35;
  return (ctx: Konva.Context, shape: Konva.Shape) => {
    ctx.beginPath();
    ctx.rect(-L / 2, -W / 2, L, W);
    ctx.closePath();
    ctx.fillStrokeShape(shape);
    const px = 1 / Math.max(1e-6, shape.getAbsoluteScale().x);
    if (t.unit.kind === 'ship') {
      ctx.beginPath();
      ctx.moveTo(-L / 2, 0);
      ctx.lineTo(L / 2, 0);
      ctx.moveTo(0, -W / 2);
      ctx.lineTo(0, W / 2);
      ctx.setAttr('lineWidth', px);
      ctx.setAttr('strokeStyle', edge);
      ctx.setLineDash([3 * px, 3 * px]);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    ctx.beginPath();
    ctx.moveTo(L / 2, 0);
    ctx.lineTo(L / 2 - nose, -W * 0.3);
    ctx.lineTo(L / 2 - nose, W * 0.3);
    ctx.closePath();
    ctx.setAttr('fillStyle', edge);
    ctx.fill();
  };
}

/** One draw function per token view and edge colour, so an unchanged token keeps its props. */
const scenes = new WeakMap<TokenView, { edge: string; fn: ReturnType<typeof tokenScene> }>();
function sceneFor(t: TokenView, edge: string) {
  const hit = scenes.get(t);
  if (hit && hit.edge === edge) return hit.fn;
  const fn = tokenScene(t, edge);
  scenes.set(t, { edge, fn });
  return fn;
}

export const TokenShapes = memo(function TokenShapes(props: { tokens: readonly TokenView[]; colours: Readonly<Record<PlayerId, string>>; edge: string; selectedKey: string | null; picked: ReadonlySet<string>; active: Set<string>; accent: string; fg: string }) {
  const { tokens, colours, edge, selectedKey, picked, active, accent, fg } = props;
  return tokens.map((t) => {
    const isActive = active.has(t.key);
    const isSel = t.key === selectedKey || picked.has(t.key);
    return (
      <Shape
        key={t.key}
        id={t.key}
        x={t.pose.x}
        y={t.pose.y}
        rotation={t.pose.heading}
        sceneFunc={sceneFor(t, edge)}
        fill={colours[t.owner] ?? '#888'}
        opacity={(t.unit.kind === 'ship' ? 0.85 : 0.95) * (t.activated && !isActive ? 0.6 : 1)}
        stroke={isSel ? fg : isActive ? accent : edge}
        strokeWidth={isSel || isActive ? 3 : 1}
        dash={t.disrupted ? [4, 3] : undefined}
        strokeScaleEnabled={false}
        perfectDrawEnabled={false}
        listening={false}
      />
    );
  });
});

export function zonePoints(ring: readonly { x: number; y: number }[]): number[] {
  return ring.flatMap((p) => [p.x, p.y]);
}

/** A thin line from each escorting wing to the warship it escorts. */
export const EscortLinks = memo(function EscortLinks(props: { tokens: readonly TokenView[]; colours: Readonly<Record<PlayerId, string>> }) {
  const { tokens, colours } = props;
  const ships = new Map(tokens.filter((t) => t.unit.kind === 'ship').map((t) => [t.unit.id, t]));
  return tokens.map((t) => {
    const ship = t.escorting ? ships.get(t.escorting) : undefined;
    if (!ship) return null;
    return <Line key={`esc-${t.key}`} points={[t.pose.x, t.pose.y, ship.pose.x, ship.pose.y]} stroke={colours[t.owner] ?? '#888'} strokeWidth={1} strokeScaleEnabled={false} dash={[2, 3]} opacity={0.7} perfectDrawEnabled={false} listening={false} />;
  });
});

/** The selection box a finger draws (moved imperatively while drawing). */
export function BoxShape({ setRef, stroke }: { setRef: RefObject<((r: { x: number; y: number; width: number; height: number } | null) => void) | null>; stroke: string }) {
  const node = useRef<Konva.Rect | null>(null);
  useEffect(() => {
    setRef.current = (r) => {
      const n = node.current;
      if (!n) return;
      if (r) n.setAttrs({ ...r, visible: true });
      else n.visible(false);
    };
    return () => {
      setRef.current = null;
    };
  }, [setRef]);
  return <Rect ref={node} visible={false} stroke={stroke} strokeWidth={2} strokeScaleEnabled={false} dash={[6, 4]} fill="rgba(127,179,255,0.12)" perfectDrawEnabled={false} listening={false} />;
}
