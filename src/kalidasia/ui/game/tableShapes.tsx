/**
 * The game table's Konva shapes: one shape per warship (footprint, centre lines, heading mark), one shape per kind
 * for the wings and the missiles (./tokenPaint.ts paints them alike), the escort links and the selection box a
 * finger draws. Drawn by GameTable.tsx.
 */
import type Konva from 'konva';
import { memo, useEffect, useRef, type RefObject } from 'react';
import { Line, Rect, Shape } from 'react-konva';
import { pose } from '../../../geometry/units';
import type { GameState, PlayerId } from '../../game';
import type { TokenView } from './tableModel';
import { tokenLook, tokenMarksPaint, tokensPaint, type LookContext, type PaintItem } from './tokenPaint';

/** The kinds painted by one shape each (many of a kind: every wing, every missile); warships keep a shape each. */
export const PAINTED_KINDS = ['fighter', 'missile'] as const;
/** The Konva id of the shape painting every token of a kind. */
export const kindShapeId = (kind: TokenView['unit']['kind']): string => `tokens:${kind}`;
/** The shape of a kind holds: `tokenList` (PaintItem[]), `edge`, and while a drag lasts `hiddenKeys` (Set of keys). */
export interface KindShapeAttrs {
  tokenList?: readonly PaintItem[];
  edge?: string;
  hiddenKeys?: ReadonlySet<string> | null;
}

/** Inches per screen px for a node on the game table (its layers and groups are never scaled: the stage's zoom). */
const pxOf = (shape: Konva.Shape) => 1 / Math.max(1e-6, shape.getStage()?.scaleX() ?? 1);

/**
 * One Konva shape per warship (not a group of four): the footprint, the centre lines and the heading mark at the fore
 * edge. Lines keep a constant screen width.
 */
function shipScene(t: TokenView, edge: string) {
  return (ctx: Konva.Context, shape: Konva.Shape) => {
    ctx.beginPath();
    ctx.rect(-t.length / 2, -t.width / 2, t.length, t.width);
    ctx.closePath();
    ctx.fillStrokeShape(shape);
    // oxlint-disable-next-line no-underscore-dangle -- Konva's typed field for the canvas's own 2D context
    tokenMarksPaint(ctx._context, t, edge, pxOf(shape));
  };
}

/** One draw function per token view and edge colour, so an unchanged token keeps its props. */
const scenes = new WeakMap<TokenView, { edge: string; fn: ReturnType<typeof shipScene> }>();
function sceneFor(t: TokenView, edge: string) {
  const hit = scenes.get(t);
  if (hit && hit.edge === edge) return hit.fn;
  const fn = shipScene(t, edge);
  scenes.set(t, { edge, fn });
  return fn;
}

/**
 * The shape of a kind paints its tokens in their order (those outside the view skipped, those being dragged left
 * out): one node instead of one per token, so a table of 128 missiles mounts and draws as fast as one of two
 * (issue 24). A drag copy (`kindShapeCopy`) is the same shape holding one token at its origin.
 */
export function kindScene(ctx: Konva.Context, shape: Konva.Shape): void {
  const a = shape.getAttrs() as KindShapeAttrs;
  const items = a.tokenList;
  if (!items || items.length === 0) return;
  const stage = shape.getStage();
  const s = stage?.scaleX() || 1;
  const atOrigin = shape.x() === 0 && shape.y() === 0 && shape.rotation() === 0;
  const view = stage && atOrigin ? { x0: -stage.x() / s, y0: -stage.y() / s, x1: (stage.width() - stage.x()) / s, y1: (stage.height() - stage.y()) / s } : null;
  // oxlint-disable-next-line no-underscore-dangle -- Konva's typed field for the canvas's own 2D context
  tokensPaint(ctx._context, items, a.edge ?? '#888', 1 / s, a.hiddenKeys ?? null, view);
}

/** A copy of one token of a kind's shape, at the token's pose, to move with a finger (added to the drag layer). */
export function kindShapeCopy(shape: Konva.Shape, key: string, opacity: number): Konva.Shape | null {
  const item = (shape.getAttrs() as KindShapeAttrs).tokenList?.find((x) => x.t.key === key);
  if (!item) return null;
  const { t, look } = item;
  const at: PaintItem = { t: { ...t, pose: pose(0, 0, 0) }, look: { ...look, opacity: look.opacity * opacity } };
  return shape.clone({ id: `drag:${key}`, x: t.pose.x, y: t.pose.y, rotation: t.pose.heading, tokenList: [at], hiddenKeys: null }) as Konva.Shape;
}

export const TokenShapes = memo(function TokenShapes(props: { tokens: readonly TokenView[] } & LookContext) {
  const { tokens, edge } = props;
  const kinds = PAINTED_KINDS.map((kind) => ({ kind, items: tokens.filter((t) => t.unit.kind === kind).map((t) => ({ t, look: tokenLook(t, props) })) }));
  return (
    <>
      {tokens.map((t) => {
        if (t.unit.kind !== 'ship') return null;
        const look = tokenLook(t, props);
        return (
          <Shape
            key={t.key}
            id={t.key}
            x={t.pose.x}
            y={t.pose.y}
            rotation={t.pose.heading}
            sceneFunc={sceneFor(t, edge)}
            fill={look.fill}
            opacity={look.opacity}
            stroke={look.stroke}
            strokeWidth={look.strokeWidth}
            dash={look.dash ? [...look.dash] : undefined}
            strokeScaleEnabled={false}
            perfectDrawEnabled={false}
            listening={false}
          />
        );
      })}
      {kinds.map(({ kind, items }) =>
        items.length === 0 ? null : <Shape key={kind} id={kindShapeId(kind)} sceneFunc={kindScene} tokenList={items} edge={edge} perfectDrawEnabled={false} listening={false} />,
      )}
    </>
  );
});

export function zonePoints(ring: readonly { x: number; y: number }[]): number[] {
  return ring.flatMap((p) => [p.x, p.y]);
}

/** The players' deployment zones, in their colours. */
export const ZoneShapes = memo(function ZoneShapes(props: { players: GameState['setup']['players']; colours: Readonly<Record<PlayerId, string>> }) {
  const { players, colours } = props;
  return players.map((p) =>
    p.zone.map((poly, i) => (
      <Line
        key={`${p.id}-${i}`}
        points={zonePoints(poly[0] ?? [])}
        closed
        fill={colours[p.id] ?? '#888'}
        opacity={0.18}
        stroke={colours[p.id] ?? '#888'}
        strokeWidth={2}
        strokeScaleEnabled={false}
        dash={[8, 6]}
        perfectDrawEnabled={false}
      />
    )),
  );
});

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
