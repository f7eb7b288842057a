/**
 * Moving several things on the table as one (pure: no React, no Konva, no DOM). A group move —
 * from a finger's drag, a typed form, or (later) a photo — is a translation or a rotation about a
 * point applied to every member's pose; the screen then turns the new poses into events and sends
 * them in one dispatch. Table inches, headings in degrees (0 = +x, clockwise on screen).
 */
import type { Point } from '../../../geometry/units';

export interface PoseLike {
  readonly x: number;
  readonly y: number;
  readonly heading: number;
}

export interface Placement<P extends PoseLike = PoseLike> {
  readonly id: string;
  readonly pose: P;
}

export type GroupMove =
  | { readonly kind: 'translate'; readonly dx: number; readonly dy: number }
  /** Turn every member about `about` by `degrees` (clockwise on screen); each heading turns with it. */
  | { readonly kind: 'rotate'; readonly about: Point; readonly degrees: number };

const round = (v: number, step: number) => Math.round(v / step) * step;
const headingNorm = (h: number) => {
  const r = round(((h % 360) + 360) % 360, 1);
  return r === 360 ? 0 : r;
};

/** The centre of the members' centres. */
export function groupCentre(members: readonly Placement[]): Point {
  const n = Math.max(1, members.length);
  return { x: members.reduce((a, m) => a + m.pose.x, 0) / n, y: members.reduce((a, m) => a + m.pose.y, 0) / n } as Point;
}

/**
 * Every member's new pose (positions to 0.1″, headings to whole degrees, like every typed pose).
 * The same function serves a drag, a form and a photo.
 */
export function groupMoveApply(members: readonly Placement[], move: GroupMove): Placement[] {
  if (move.kind === 'translate') {
    return members.map((m) => ({ id: m.id, pose: { ...m.pose, x: round(m.pose.x + move.dx, 0.1), y: round(m.pose.y + move.dy, 0.1), heading: m.pose.heading } }));
  }
  const a = (move.degrees * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  return members.map((m) => {
    const dx = m.pose.x - move.about.x;
    const dy = m.pose.y - move.about.y;
    return { id: m.id, pose: { ...m.pose, x: round(move.about.x + dx * c - dy * s, 0.1), y: round(move.about.y + dx * s + dy * c, 0.1), heading: headingNorm(m.pose.heading + move.degrees) } };
  });
}

/** Ids of the things whose centre lies inside the box spanned by two corners (a finger's box selection). */
export function boxSelect(things: readonly { id: string; x: number; y: number }[], a: Point, b: Point): string[] {
  const x0 = Math.min(a.x, b.x);
  const x1 = Math.max(a.x, b.x);
  const y0 = Math.min(a.y, b.y);
  const y1 = Math.max(a.y, b.y);
  return things.filter((t) => t.x >= x0 && t.x <= x1 && t.y >= y0 && t.y <= y1).map((t) => t.id);
}
