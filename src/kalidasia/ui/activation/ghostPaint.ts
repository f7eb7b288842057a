/**
 * Draws the planner's ghost (`ghostNodes`) into a Konva group straight from code (issue 24), as the game table
 * moves a dragged token's clone: nodes are kept by key and only their attributes change from one move to the
 * next, so a drag move costs no React render — only the layer's redraw in the next frame.
 */
import Konva from 'konva';
import type { GhostNode } from './ghost';

const MAKE: Readonly<Record<GhostNode['type'], () => Konva.Shape>> = {
  Line: () => new Konva.Line({ perfectDrawEnabled: false }),
  Rect: () => new Konva.Rect({ perfectDrawEnabled: false }),
  Circle: () => new Konva.Circle({ perfectDrawEnabled: false }),
  Wedge: () => new Konva.Wedge({ angle: 0, radius: 0, perfectDrawEnabled: false }),
  Text: () => new Konva.Text({ perfectDrawEnabled: false }),
};

/** Same value for a Konva attribute: equal, or arrays of the same numbers (points, dash). */
const same = (a: unknown, b: unknown): boolean =>
  a === b || (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => v === b[i]));

/**
 * Only the attributes that changed since the last paint (null: none). Konva fires a change event and clears its
 * caches for every attribute set, and an array (points, dash) always counts as changed: a drag move sets only what
 * it moved.
 */
function changedAttrs(node: Konva.Shape, attrs: Readonly<Record<string, unknown>>): Record<string, unknown> | null {
  let out: Record<string, unknown> | null = null;
  const now = node.attrs as Record<string, unknown>;
  for (const k in attrs) {
    const v = attrs[k];
    if (same(now[k], v)) continue;
    (out ??= {})[k] = v;
  }
  return out;
}

const kept = new WeakMap<Konva.Group, Map<string, { type: GhostNode['type']; node: Konva.Shape }>>();

/** Put `nodes` in `group` (in this order), reusing the nodes of the last paint by key; asks the layer to redraw. */
export function ghostPaint(group: Konva.Group, nodes: readonly GhostNode[]): void {
  const have = kept.get(group) ?? new Map<string, { type: GhostNode['type']; node: Konva.Shape }>();
  kept.set(group, have);
  const next = new Map<string, { type: GhostNode['type']; node: Konva.Shape }>();
  const order: Konva.Shape[] = [];
  for (const n of nodes) {
    const old = have.get(n.key);
    const entry = old && old.type === n.type ? old : { type: n.type, node: MAKE[n.type]() };
    const changed = entry === old ? changedAttrs(entry.node, n.attrs) : n.attrs;
    if (changed) entry.node.setAttrs(changed);
    next.set(n.key, entry);
    order.push(entry.node);
  }
  for (const [key, e] of have) if (next.get(key) !== e) e.node.destroy();
  kept.set(group, next);
  const children = group.getChildren();
  if (children.length !== order.length || order.some((node, i) => children[i] !== node)) {
    group.removeChildren();
    group.add(...order);
  }
  group.getLayer()?.batchDraw();
}
