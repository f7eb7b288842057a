/**
 * Dragging tokens on the game table (GameTable.tsx): copies of the dragged tokens move with the finger on the drag
 * layer, imperatively, while the tokens themselves are hidden; the stored `adjust` events then move the real ones.
 * A warship's copy is a clone of its own shape; a wing's or a missile's, a copy of its kind's shape holding that one
 * token (tableShapes.tsx), and the kind's shape leaves it out until the drag ends. Also the picked group's turn handle.
 */
import type Konva from 'konva';
import type { Point } from '../../../geometry';
import { groupCentre } from '../table/groupMove';
import type { TokenView } from './tableModel';
import { kindShapeCopy, kindShapeId, type KindShapeAttrs } from './tableShapes';

export interface DragCopy {
  node: Konva.Node;
  /** The token's centre and heading when the drag began. */
  x: number;
  y: number;
  heading: number;
}

export interface GroupDrag {
  keys: string[];
  anchor: Point;
  copies: DragCopy[];
  /** Turning the picked group by its handle: about its centre, from the finger's starting angle (degrees); `grab`: finger − handle. */
  turn?: { centre: Point; from: number; grab: Point };
}

/** The picked group's turn handle (an item of the game table itself). */
export const TURN_ID = 'turn:picked';
/** The handle sits this many px above the group and is drawn this big (screen px). */
export const TURN_LIFT_PX = 40;
export const TURN_RADIUS_PX = 10;
export const angleOf = (c: Point, p: Point): number => (Math.atan2(p.y - c.y, p.x - c.x) * 180) / Math.PI;

/** Where the picked group's turn handle is at this scale: above the group's topmost token, over its centre. */
export function turnHandle(tokens: readonly TokenView[], scale: number): { centre: Point; at: Point } | null {
  if (tokens.length === 0) return null;
  const centre = groupCentre(tokens.map((t) => ({ id: t.key, pose: t.pose })));
  const top = Math.min(...tokens.map((t) => t.pose.y - Math.max(t.width, t.length) / 2));
  return { centre, at: { x: centre.x, y: top - TURN_LIFT_PX / scale } as Point };
}

/** A node of the tokens layer by its id (a function: Konva's "#id" selector drops spaces and knows no escapes). */
const nodeById = (layer: Konva.Layer | null, id: string) => layer?.findOne((n: Konva.Node) => n.id() === id) ?? null;

function kindShape(layer: Konva.Layer | null, t: TokenView): Konva.Shape | null {
  return t.unit.kind === 'ship' ? null : (nodeById(layer, kindShapeId(t.unit.kind)) as Konva.Shape | null);
}

/** Hide the tokens `keys` and put a copy of each on the drag layer (80% opaque). */
export function dragCopiesMake(tokens: Konva.Layer | null, drag: Konva.Layer, keys: readonly string[], tokenByKey: (key: string) => TokenView | undefined): DragCopy[] {
  const copies: DragCopy[] = [];
  for (const k of keys) {
    const t = tokenByKey(k);
    if (!t) continue;
    const kind = kindShape(tokens, t);
    let copy: Konva.Node | null = null;
    if (kind) {
      copy = kindShapeCopy(kind, k, 0.8);
      const hidden = (kind.getAttrs() as KindShapeAttrs).hiddenKeys;
      if (copy) kind.setAttr('hiddenKeys', new Set([...(hidden ?? []), k]));
    } else {
      const node = nodeById(tokens, k);
      copy = node ? node.clone({ id: `drag:${k}`, opacity: 0.8 }) : null;
      node?.visible(false);
    }
    if (!copy) continue;
    drag.add(copy as Konva.Shape);
    copies.push({ node: copy, x: t.pose.x, y: t.pose.y, heading: t.pose.heading });
  }
  return copies;
}

/** The copies where the finger is: moved with it, or turned about the group's centre. */
export function dragCopiesShow(g: GroupDrag, at: Point): void {
  if (g.turn) {
    const deg = angleOf(g.turn.centre, { x: at.x + g.turn.grab.x, y: at.y + g.turn.grab.y } as Point) - g.turn.from;
    const r = (deg * Math.PI) / 180;
    const { x: cx, y: cy } = g.turn.centre;
    for (const c of g.copies) {
      const dx = c.x - cx;
      const dy = c.y - cy;
      c.node.position({ x: cx + dx * Math.cos(r) - dy * Math.sin(r), y: cy + dx * Math.sin(r) + dy * Math.cos(r) });
      c.node.rotation(c.heading + deg);
    }
    return;
  }
  for (const c of g.copies) c.node.position({ x: c.x + at.x - g.anchor.x, y: c.y + at.y - g.anchor.y });
}

/** The drag is over: the copies go, the tokens show again where they are stored. */
export function dragCopiesDrop(tokens: Konva.Layer | null, g: GroupDrag | null, keys: readonly string[], tokenByKey: (key: string) => TokenView | undefined): void {
  for (const c of g?.copies ?? []) c.node.destroy();
  for (const k of g?.keys ?? keys) {
    const t = tokenByKey(k);
    const kind = t ? kindShape(tokens, t) : null;
    if (kind) {
      const hidden = new Set((kind.getAttrs() as KindShapeAttrs).hiddenKeys ?? []);
      hidden.delete(k);
      kind.setAttr('hiddenKeys', hidden.size > 0 ? hidden : null);
    } else nodeById(tokens, k)?.visible(true);
  }
}
