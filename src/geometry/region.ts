/**
 * Outlines of regions built from convex pieces: (union of `include`) minus (union of `exclude`),
 * traced exactly from the pieces' edges. This is the fast path behind the redeploy zone and the
 * movement envelope, where every piece is convex (circles, rectangles, reachable families): the
 * general planar clipping of zone.ts is exact too but about ten times slower on these inputs.
 * Method: every edge is split wherever another piece's edge crosses it or another piece's vertex
 * lies on it; a split piece is outline when the region is on one side of it and not on the other
 * (probed just either side of its midpoint); the kept pieces, directed with the region on their
 * left, are joined end to end into rings. Shared and collinear edges cancel or merge by the same test.
 */
import { ringSignedArea } from './convex';
import type { ConvexPolygon } from './convex';
import { point } from './units';
import type { Point, Ring, Zone } from './units';

interface Piece {
  readonly poly: ConvexPolygon;
  /** Edge lines as unit inward normals and offsets: strictly inside when nx·x + ny·y > c for all. */
  readonly lines: Float64Array;
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** Points this close count as the same outline vertex, inches. */
const JOIN = 1e-7;
/** How far either side of an edge the region is probed, inches. */
const PROBE = 1e-7;

const pieceOf = (poly: ConvexPolygon): Piece => {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of poly) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  const n = poly.length;
  const lines = new Float64Array(3 * n);
  for (let i = 0; i < n; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % n]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const nx = -(b.y - a.y) / len;
    const ny = (b.x - a.x) / len;
    lines[3 * i] = nx;
    lines[3 * i + 1] = ny;
    lines[3 * i + 2] = nx * a.x + ny * a.y;
  }
  return { poly, lines, minX, minY, maxX, maxY };
};

const strictlyInside = (pc: Piece, x: number, y: number): boolean => {
  if (!(x > pc.minX && x < pc.maxX && y > pc.minY && y < pc.maxY)) return false;
  const l = pc.lines;
  for (let i = 0; i < l.length; i += 3) if (l[i]! * x + l[i + 1]! * y <= l[i + 2]!) return false;
  return true;
};

const keyOf = (x: number, y: number): string => `${Math.round(x / JOIN)},${Math.round(y / JOIN)}`;

/**
 * The region (∪ include) ∖ (∪ exclude) as a zone: outer rings with positive shoelace area, each
 * followed by the holes it contains (negative area). Every input polygon must be convex with positive
 * shoelace area (as convexHull and circlePolygon build them); polygons with fewer than three
 * vertices are ignored. Pieces that share an edge merge into one ring; pieces that touch only at a
 * corner may share that vertex.
 */
export const convexRegion = (include: readonly ConvexPolygon[], exclude: readonly ConvexPolygon[] = []): Zone => {
  const inc = include.filter((p) => p.length >= 3).map(pieceOf);
  const exc = exclude.filter((p) => p.length >= 3).map(pieceOf);
  // Exclusions that miss every included piece's box change nothing.
  const excUsed = exc.filter((e) => inc.some((i) => e.minX < i.maxX && e.maxX > i.minX && e.minY < i.maxY && e.maxY > i.minY));
  const all = [...inc, ...excUsed];
  // Neighbouring probes usually fall in the same piece: try the last one that held a probe first.
  let lastInc: Piece | null = null;
  let lastExc: Piece | null = null;
  const inRegion = (x: number, y: number, known: boolean): boolean => {
    let inside = known;
    if (!inside && lastInc && strictlyInside(lastInc, x, y)) inside = true;
    if (!inside) {
      for (const pc of inc) {
        if (strictlyInside(pc, x, y)) {
          inside = true;
          lastInc = pc;
          break;
        }
      }
    }
    if (!inside) return false;
    if (lastExc && strictlyInside(lastExc, x, y)) return false;
    for (const pc of excUsed) {
      if (strictlyInside(pc, x, y)) {
        lastExc = pc;
        return false;
      }
    }
    return true;
  };

  const starts = new Map<string, [Point, Point][]>();
  const seen = new Set<string>();
  let pending = 0;
  const emit = (a: Point, b: Point): void => {
    const ka = keyOf(a.x, a.y);
    const id = `${ka}>${keyOf(b.x, b.y)}`;
    if (seen.has(id)) return; // the same piece of a shared collinear edge, met from another polygon
    seen.add(id);
    const list = starts.get(ka);
    if (list) list.push([a, b]);
    else starts.set(ka, [[a, b]]);
    pending++;
  };

  for (let pi = 0; pi < all.length; pi++) {
    const pc = all[pi]!;
    const included = pi < inc.length;
    const poly = pc.poly;
    const n = poly.length;
    for (let e = 0; e < n; e++) {
      const a = poly[e]!;
      const b = poly[(e + 1) % n]!;
      const rx = b.x - a.x;
      const ry = b.y - a.y;
      const len2 = rx * rx + ry * ry;
      if (len2 === 0) continue;
      const eMinX = Math.min(a.x, b.x);
      const eMaxX = Math.max(a.x, b.x);
      const eMinY = Math.min(a.y, b.y);
      const eMaxY = Math.max(a.y, b.y);
      const ts: number[] = [0, 1];
      for (const other of all) {
        if (other === pc) continue;
        if (other.maxX < eMinX - JOIN || other.minX > eMaxX + JOIN || other.maxY < eMinY - JOIN || other.minY > eMaxY + JOIN) continue;
        const q = other.poly;
        const m = q.length;
        for (let f = 0; f < m; f++) {
          const c = q[f]!;
          const d = q[(f + 1) % m]!;
          const sx = d.x - c.x;
          const sy = d.y - c.y;
          const den = rx * sy - ry * sx;
          const cx = c.x - a.x;
          const cy = c.y - a.y;
          if (den !== 0) {
            const t = (cx * sy - cy * sx) / den;
            const u = (cx * ry - cy * rx) / den;
            if (t > 0 && t < 1 && u >= 0 && u <= 1) ts.push(t);
          }
          // A vertex of the other piece lying on this edge splits it too (collinear overlaps).
          const tc = (cx * rx + cy * ry) / len2;
          if (tc > 0 && tc < 1 && Math.abs(cx * ry - cy * rx) / Math.sqrt(len2) <= JOIN) ts.push(tc);
        }
      }
      ts.sort((x, y) => x - y);
      const len = Math.sqrt(len2);
      const nx = (-ry / len) * PROBE; // toward the left: the inside of a positive-area polygon
      const ny = (rx / len) * PROBE;
      for (let k = 0; k + 1 < ts.length; k++) {
        const t0 = ts[k]!;
        const t1 = ts[k + 1]!;
        if ((t1 - t0) * len <= JOIN) continue;
        const mx = a.x + ((t0 + t1) / 2) * rx;
        const my = a.y + ((t0 + t1) / 2) * ry;
        // Just left of an included piece's own edge is inside that piece.
        const left = inRegion(mx + nx, my + ny, included);
        const right = inRegion(mx - nx, my - ny, false);
        if (left === right) continue;
        const p0 = point(a.x + t0 * rx, a.y + t0 * ry);
        const p1 = point(a.x + t1 * rx, a.y + t1 * ry);
        if (left) emit(p0, p1);
        else emit(p1, p0);
      }
    }
  }

  const take = (p: Point): [Point, Point] | undefined => {
    const kx = Math.round(p.x / JOIN);
    const ky = Math.round(p.y / JOIN);
    for (let dx = 0; dx <= 2; dx++) {
      for (let dy = 0; dy <= 2; dy++) {
        // Order 0, +1, −1 so the exact key is tried first.
        const list = starts.get(`${kx + (dx === 2 ? -1 : dx)},${ky + (dy === 2 ? -1 : dy)}`);
        if (list && list.length > 0) {
          pending--;
          return list.pop();
        }
      }
    }
    return undefined;
  };

  const rings: Point[][] = [];
  for (const list of starts.values()) {
    while (list.length > 0) {
      const first = list.pop()!;
      pending--;
      const ring: Point[] = [first[0]];
      let cur = first[1];
      const startKey = keyOf(first[0].x, first[0].y);
      const limit = pending + 1;
      for (let guard = 0; guard <= limit; guard++) {
        if (keyOf(cur.x, cur.y) === startKey || Math.hypot(cur.x - first[0].x, cur.y - first[0].y) <= 2 * JOIN) break;
        ring.push(cur);
        const next = take(cur);
        if (!next) break;
        cur = next[1];
      }
      const clean = dropCollinear(ring);
      if (clean.length >= 3) rings.push(clean);
    }
  }
  return assemble(rings);
};

/** Remove vertices where the outline runs straight on (left by splits at other pieces' vertices). */
const dropCollinear = (ring: readonly Point[]): Point[] => {
  const out: Point[] = [];
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    const p = ring[(i + n - 1) % n]!;
    const q = ring[i]!;
    const r = ring[(i + 1) % n]!;
    const ux = q.x - p.x;
    const uy = q.y - p.y;
    const vx = r.x - q.x;
    const vy = r.y - q.y;
    const cross = ux * vy - uy * vx;
    const dot = ux * vx + uy * vy;
    if (Math.abs(cross) <= 1e-12 * Math.max(1, Math.hypot(ux, uy) * Math.hypot(vx, vy)) && dot > 0) continue;
    out.push(q);
  }
  return out;
};

const ringContains = (ring: readonly Point[], p: Point): boolean => {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
};

/** Group rings into polygons: each hole goes to the smallest outer ring around it. */
const assemble = (rings: readonly Point[][]): Zone => {
  const outers = rings.filter((r) => ringSignedArea(r) > 0).map((r) => ({ ring: r, area: ringSignedArea(r), holes: [] as Ring[] }));
  for (const hole of rings.filter((r) => ringSignedArea(r) < 0)) {
    let best: (typeof outers)[number] | null = null;
    for (const o of outers) {
      if (ringContains(o.ring, hole[0]!) && (!best || o.area < best.area)) best = o;
    }
    best?.holes.push(hole);
  }
  return outers.map((o) => [o.ring, ...o.holes]);
};
