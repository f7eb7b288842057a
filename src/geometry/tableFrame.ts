/**
 * The table's frame in a photo (issue 25): the homography from the photo's pixels to table inches, fitted to the
 * corners of the table markers found in the photo, refused with fewer than three (a trial erred by 0.2″ with two).
 */
import { homographyFit, homographyResidual, type Homography, type PlanePoint, type PointPair } from './homography';

/** A square marker found in a photo: its id and its corners in pixels (its own top-left first, clockwise). */
export interface FoundMarker {
  readonly id: number;
  readonly corners: readonly [PlanePoint, PlanePoint, PlanePoint, PlanePoint];
}

/** A table marker's known place: its id and its corners on the table, inches (same order). */
export interface KnownPlace {
  readonly id: number;
  readonly corners: readonly [PlanePoint, PlanePoint, PlanePoint, PlanePoint];
}

/** The fewest table markers a reading accepts. */
export const TABLE_FRAME_MIN_MARKERS = 3;

export type TableFrame =
  | { readonly ok: true; readonly h: Homography; readonly used: readonly number[]; readonly residual: number; readonly pxPerInch: number }
  | { readonly ok: false; readonly reason: string; readonly used: readonly number[] };

/**
 * Fit the frame: pixels → inches from every corner of every known table marker found (a marker id seen twice is
 * ambiguous and not used). Refused, with the reason, when fewer than three are found or the fit fails.
 */
export function tableFrameFit(found: readonly FoundMarker[], places: readonly KnownPlace[]): TableFrame {
  const counts = new Map<number, number>();
  for (const f of found) counts.set(f.id, (counts.get(f.id) ?? 0) + 1);
  const pairs: PointPair[] = [];
  const used: number[] = [];
  for (const p of places) {
    if (counts.get(p.id) !== 1) continue;
    const f = found.find((q) => q.id === p.id)!;
    used.push(p.id);
    f.corners.forEach((c, i) => pairs.push({ from: c, to: p.corners[i]! }));
  }
  if (used.length < TABLE_FRAME_MIN_MARKERS)
    return { ok: false, used, reason: `${used.length === 0 ? 'No table marker was found' : `Only ${used.length} table marker${used.length === 1 ? ' was' : 's were'} found`}; at least ${TABLE_FRAME_MIN_MARKERS} must be in the photo to place the tokens.` };
  const h = homographyFit(pairs);
  if (!h) return { ok: false, used, reason: 'The table markers found do not give a frame (are they in a line?).' };
  // Pixels per inch near the markers: the markers' sides in pixels over their sides in inches.
  let px = 0;
  let inch = 0;
  for (const p of places) {
    if (!used.includes(p.id)) continue;
    const f = found.find((q) => q.id === p.id)!;
    for (let i = 0; i < 4; i++) {
      const a = f.corners[i]!;
      const b = f.corners[(i + 1) % 4]!;
      px += Math.hypot(a.x - b.x, a.y - b.y);
      const c = p.corners[i]!;
      const d = p.corners[(i + 1) % 4]!;
      inch += Math.hypot(c.x - d.x, c.y - d.y);
    }
  }
  return { ok: true, h, used, residual: homographyResidual(h, pairs), pxPerInch: px / inch };
}
