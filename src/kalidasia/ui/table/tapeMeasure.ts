/**
 * The tape measure (pure). Lengths are in table inches, so a measurement does not
 * depend on the zoom or the pan.
 *
 * Angle convention (the one of src/geometry): 0° points along +x (toward the right-hand
 * edge of the table as drawn) and angles grow CLOCKWISE on the screen (y is down), so
 * 90° points toward the bottom edge, 180° to the left edge, 270° to the top edge.
 * The angle is the direction from the start of the tape (where it was pressed) to its
 * end (where it was released), in [0, 360).
 */
import { point, type Point } from '../../../geometry/units';

/** Ends of the tape snap to a marker centre within this distance (inches). */
export const SNAP_RADIUS = 0.5;

/** A measurement: from `a` (press) to `b` (release), both in table inches. */
export interface Measurement {
  readonly a: Point;
  readonly b: Point;
}

/** Straight-line length between two table points, in inches. */
export function measureLength(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/** Direction from `a` to `b` in degrees, [0, 360), 0° = +x, clockwise on screen. 0 when a = b. */
export function measureAngle(a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  if (dx === 0 && dy === 0) return 0;
  const deg = (Math.atan2(dy, dx) * 180) / Math.PI;
  return deg < 0 ? deg + 360 : deg;
}

/** Length to 0.1 inch, e.g. "24.0″". */
export function formatLength(inches: number): string {
  // Round half away from zero on the decimal value, so 23.95 shows 24.0 (toFixed would say 23.9).
  const tenths = Math.round(inches * 10 + 1e-9);
  return `${(tenths / 10).toFixed(1)}″`;
}

/** Angle to the whole degree in [0, 360), e.g. "90°" (359.6° shows as 0°). */
export function formatAngle(deg: number): string {
  const whole = Math.round(deg) % 360;
  return `${whole}°`;
}

/** The tape's label, e.g. "24.0″ · 90°". */
export function measureLabel(m: Measurement): string {
  return `${formatLength(measureLength(m.a, m.b))} · ${formatAngle(measureAngle(m.a, m.b))}`;
}

/**
 * The centre of the nearest marker within `radius` of `p` (inches), or `p` itself when
 * none is that close. Ties go to the earlier marker.
 */
export function snapToMarker(
  p: Point,
  markers: readonly { x: number; y: number }[],
  radius = SNAP_RADIUS,
): Point {
  let best: { x: number; y: number } | null = null;
  let bestD = radius;
  for (const m of markers) {
    const d = Math.hypot(m.x - p.x, m.y - p.y);
    if (d <= bestD && (best === null || d < bestD)) {
      best = m;
      bestD = d;
    }
  }
  return best === null ? p : point(best.x, best.y);
}
