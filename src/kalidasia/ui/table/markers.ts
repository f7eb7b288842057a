/**
 * Markers on the table (pure): 1" discs, centres in table inches.
 */
import { point, type Point } from '../../../geometry/units';
import type { MarkerRecord } from '../../../store/types';

/** Marker disc diameter, inches. */
export const MARKER_DIAMETER = 1;
export const MARKER_RADIUS = MARKER_DIAMETER / 2;

/**
 * Marker centres are kept to a tenth of an inch, the precision the tape measure shows,
 * so two markers placed 24" apart measure exactly 24.0".
 */
export function inchesRound(v: number): number {
  return Math.round(v * 10) / 10;
}

/** True when a point lies on the table (edges included). */
export function tableContains(table: { width: number; height: number }, p: Point): boolean {
  return p.x >= 0 && p.y >= 0 && p.x <= table.width && p.y <= table.height;
}

/** The nearest point on the table, with centres rounded to 0.1". */
export function tableClampPoint(table: { width: number; height: number }, p: Point): Point {
  return point(
    inchesRound(Math.min(table.width, Math.max(0, p.x))),
    inchesRound(Math.min(table.height, Math.max(0, p.y))),
  );
}

/**
 * The topmost marker (last drawn) whose disc, widened by `tolerance` inches, contains `p`;
 * null when none does. The tolerance gives fingers a fair target at low zoom.
 */
export function markerHit(markers: readonly MarkerRecord[], p: Point, tolerance = 0): MarkerRecord | null {
  const r = MARKER_RADIUS + Math.max(0, tolerance);
  let hit: MarkerRecord | null = null;
  let hitD = Infinity;
  for (let i = markers.length - 1; i >= 0; i -= 1) {
    const m = markers[i];
    if (m === undefined) continue;
    const d = Math.hypot(m.x - p.x, m.y - p.y);
    // Inside the real disc, the topmost wins; inside only the tolerance ring, the nearest wins.
    if (d <= MARKER_RADIUS) return m;
    if (d <= r && d < hitD) {
      hit = m;
      hitD = d;
    }
  }
  return hit;
}

/** The list with a new marker at `p` (clamped to the table, rounded to 0.1"). */
export function markerAdd(
  markers: readonly MarkerRecord[],
  id: string,
  p: Point,
  table: { width: number; height: number },
): MarkerRecord[] {
  const c = tableClampPoint(table, p);
  return [...markers, { id, x: c.x, y: c.y }];
}

/** The list with marker `id` moved to `p` (clamped, rounded); other markers untouched. */
export function markerMove(
  markers: readonly MarkerRecord[],
  id: string,
  p: Point,
  table: { width: number; height: number },
): MarkerRecord[] {
  const c = tableClampPoint(table, p);
  return markers.map((m) => (m.id === id ? { ...m, x: c.x, y: c.y } : m));
}

/** The list without marker `id`. */
export function markerDelete(markers: readonly MarkerRecord[], id: string): MarkerRecord[] {
  return markers.filter((m) => m.id !== id);
}

/** Markers kept on a resized table: centres outside it are moved to its nearest edge. */
export function markersFitTable(markers: readonly MarkerRecord[], table: { width: number; height: number }): MarkerRecord[] {
  return markers.map((m) => {
    if (tableContains(table, point(m.x, m.y))) return m;
    const c = tableClampPoint(table, point(m.x, m.y));
    return { ...m, x: c.x, y: c.y };
  });
}

/** What of the markers shown is not stored yet (issue 27 item 8): shown with a saving mark until it is. */
export interface MarkersSaving {
  /** Markers drawn where the stored table does not have them (added or moved, not stored yet). */
  drawn: ReadonlySet<string>;
  /** Markers removed on screen that the stored table still holds. */
  removed: number;
}

/**
 * Compare the markers shown with the markers stored: a marker is saving while the stored table has no marker
 * with its id at its place and label. Pure; `stored` is what storage holds now (the screen's live read).
 */
export function markersSaving(stored: readonly MarkerRecord[], shown: readonly MarkerRecord[]): MarkersSaving {
  const byId = new Map(stored.map((m) => [m.id, m]));
  const drawn = new Set<string>();
  for (const m of shown) {
    const s = byId.get(m.id);
    if (!s || s.x !== m.x || s.y !== m.y || (s.label ?? '') !== (m.label ?? '')) drawn.add(m.id);
  }
  const shownIds = new Set(shown.map((m) => m.id));
  let removed = 0;
  for (const m of stored) if (!shownIds.has(m.id)) removed++;
  return { drawn, removed };
}
