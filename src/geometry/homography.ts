/**
 * Plane-to-plane homography (the table from a photo, issue 25): pixels of a photo ↔ inches on the table, fitted by
 * least squares from point correspondences (the table markers' corners), and a printed marker's four corners turned
 * into the token's centre and heading in table inches.
 *
 * The fit is the normalised direct linear transform: both point sets are moved to their centroid and scaled to an
 * average distance of √2 (Hartley), the 2n × 9 system is solved in the least-squares sense by the right singular
 * vector of its smallest singular value (ml-matrix's SVD), then un-normalised. Pure: no DOM.
 */
import { Matrix, SingularValueDecomposition } from 'ml-matrix';

/** A point in any plane (pixels of a photo or inches on the table). */
export interface PlanePoint {
  readonly x: number;
  readonly y: number;
}

/** A 3 × 3 homography as 9 numbers, row major, normalised so that the last is 1 (or the largest is ±1). */
export type Homography = readonly [number, number, number, number, number, number, number, number, number];

/** One correspondence: a point in the source plane and where it is in the destination plane. */
export interface PointPair {
  readonly from: PlanePoint;
  readonly to: PlanePoint;
}

function normaliser(ps: readonly PlanePoint[]): { t: Homography; apply(p: PlanePoint): PlanePoint } {
  const cx = ps.reduce((a, p) => a + p.x, 0) / ps.length;
  const cy = ps.reduce((a, p) => a + p.y, 0) / ps.length;
  const d = ps.reduce((a, p) => a + Math.hypot(p.x - cx, p.y - cy), 0) / ps.length;
  const s = d > 0 ? Math.SQRT2 / d : 1;
  return { t: [s, 0, -s * cx, 0, s, -s * cy, 0, 0, 1], apply: (p) => ({ x: s * (p.x - cx), y: s * (p.y - cy) }) };
}

const mul = (a: Homography, b: Homography): Homography => {
  const r: number[] = [];
  for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) r.push(a[i * 3]! * b[j]! + a[i * 3 + 1]! * b[3 + j]! + a[i * 3 + 2]! * b[6 + j]!);
  return r as unknown as Homography;
};

/** The inverse of a homography (its adjugate, scaled), or null when it is singular. */
export function homographyInverse(h: Homography): Homography | null {
  const [a, b, c, d, e, f, g, i, k] = h;
  const A = e * k - f * i;
  const B = -(d * k - f * g);
  const C = d * i - e * g;
  const det = a * A + b * B + c * C;
  if (!Number.isFinite(det) || Math.abs(det) < 1e-15) return null;
  const inv = [A, -(b * k - c * i), b * f - c * e, B, a * k - c * g, -(a * f - c * d), C, -(a * i - b * g), a * e - b * d].map((v) => v / det);
  return scaleToUnit(inv as unknown as Homography);
}

function scaleToUnit(h: Homography): Homography {
  const last = h[8];
  const big = Math.max(...h.map(Math.abs));
  const s = Math.abs(last) > 1e-12 * big ? last : big;
  return h.map((v) => v / s) as unknown as Homography;
}

/** Where a point lands under the homography (null when it maps to infinity). */
export function homographyApply(h: Homography, p: PlanePoint): PlanePoint | null {
  const w = h[6] * p.x + h[7] * p.y + h[8];
  if (!Number.isFinite(w) || Math.abs(w) < 1e-12) return null;
  return { x: (h[0] * p.x + h[1] * p.y + h[2]) / w, y: (h[3] * p.x + h[4] * p.y + h[5]) / w };
}

/**
 * The least-squares homography taking every `from` to its `to` (at least 4 pairs, no 3 of the first 4 on a line in
 * practice), or null when the points do not determine one (too few, collinear, not finite).
 */
export function homographyFit(pairs: readonly PointPair[]): Homography | null {
  if (pairs.length < 4) return null;
  if (!pairs.every((q) => [q.from.x, q.from.y, q.to.x, q.to.y].every(Number.isFinite))) return null;
  const nf = normaliser(pairs.map((q) => q.from));
  const nt = normaliser(pairs.map((q) => q.to));
  const rows: number[][] = [];
  for (const q of pairs) {
    const a = nf.apply(q.from);
    const b = nt.apply(q.to);
    rows.push([-a.x, -a.y, -1, 0, 0, 0, b.x * a.x, b.x * a.y, b.x]);
    rows.push([0, 0, 0, -a.x, -a.y, -1, b.y * a.x, b.y * a.y, b.y]);
  }
  // A square system for the SVD: AᵀA (9 × 9) has the same right singular vectors as A.
  const A = new Matrix(rows);
  const svd = new SingularValueDecomposition(A.transpose().mmul(A), { autoTranspose: true });
  const sv = svd.diagonal;
  const k = sv.indexOf(Math.min(...sv));
  // Degenerate when more than one direction solves the system (collinear points): the two smallest are both ~0.
  const sorted = [...sv].sort((x, y) => x - y);
  if (sorted[1]! <= 1e-10 * sorted[8]!) return null;
  const v = svd.rightSingularVectors.getColumn(k);
  const hn = v as unknown as Homography;
  const tInv = homographyInverse(nt.t);
  if (!tInv) return null;
  const h = mul(mul(tInv, hn), nf.t);
  if (!h.every(Number.isFinite)) return null;
  return scaleToUnit(h);
}

/** Root-mean-square distance, in the destination plane, between each mapped `from` and its `to`. */
export function homographyResidual(h: Homography, pairs: readonly PointPair[]): number {
  let s = 0;
  for (const q of pairs) {
    const p = homographyApply(h, q.from);
    if (!p) return Infinity;
    s += (p.x - q.to.x) ** 2 + (p.y - q.to.y) ** 2;
  }
  return Math.sqrt(s / Math.max(1, pairs.length));
}

/**
 * A printed square marker's pose on the table: its four corners in the photo (the library's order: the marker's own
 * top-left, top-right, bottom-right, bottom-left) mapped to table inches. The centre is where the mapped diagonals
 * cross; the heading is the direction from the marker's bottom edge to its top edge (the token's fore), in degrees as
 * src/geometry uses them (0 = +x, clockwise on the y-down table, [0, 360)). Null when a corner maps to infinity.
 */
export function markerPoseOnTable(h: Homography, corners: readonly [PlanePoint, PlanePoint, PlanePoint, PlanePoint]): { x: number; y: number; heading: number; side: number } | null {
  const m = corners.map((c) => homographyApply(h, c));
  if (m.some((p) => p === null)) return null;
  const [tl, tr, br, bl] = m as [PlanePoint, PlanePoint, PlanePoint, PlanePoint];
  const c = lineCross(tl, br, tr, bl) ?? { x: (tl.x + tr.x + br.x + bl.x) / 4, y: (tl.y + tr.y + br.y + bl.y) / 4 };
  // Up = from the bottom edge's middle to the top edge's middle, averaged with the left and right edges turned a quarter.
  const up = { x: (tl.x + tr.x - bl.x - br.x) / 2, y: (tl.y + tr.y - bl.y - br.y) / 2 };
  const right = { x: (tr.x + br.x - tl.x - bl.x) / 2, y: (tr.y + br.y - tl.y - bl.y) / 2 };
  // "right" turned a quarter counter-clockwise on screen (y down) points up.
  const ux = up.x + right.y;
  const uy = up.y - right.x;
  let heading = (Math.atan2(uy, ux) * 180) / Math.PI;
  heading = ((heading % 360) + 360) % 360;
  if (heading >= 360) heading = 0;
  const side = (Math.hypot(up.x, up.y) + Math.hypot(right.x, right.y)) / 2;
  return { x: c.x, y: c.y, heading, side };
}

function lineCross(a: PlanePoint, b: PlanePoint, c: PlanePoint, d: PlanePoint): PlanePoint | null {
  const r = { x: b.x - a.x, y: b.y - a.y };
  const s = { x: d.x - c.x, y: d.y - c.y };
  const den = r.x * s.y - r.y * s.x;
  if (Math.abs(den) < 1e-12) return null;
  const t = ((c.x - a.x) * s.y - (c.y - a.y) * s.x) / den;
  return { x: a.x + t * r.x, y: a.y + t * r.y };
}
