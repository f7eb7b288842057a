/**
 * Radius queries: which tokens lie within r of a point, centre to centre, with a uniform-grid
 * spatial index so queries over a few hundred tokens stay fast.
 * Rules: Kalidasia "Dogfighting", "Applying Damage from Anti-Fighter Weapons", "Shooting Down Missiles".
 */
import type { Point } from './units';

/** Anything with a centre: a Point, a Pose, or { x, y, ...your fields }. */
export interface Located {
  readonly x: number;
  readonly y: number;
}

/** A grid-bucketed index over items with centres. Build once per table state, query many times. */
export interface SpatialIndex<T extends Located> {
  readonly cellSize: number;
  readonly cells: ReadonlyMap<string, readonly T[]>;
  readonly size: number;
}

/** Floating-point slack on radius comparisons, inches: exactly r away is within r. */
export const RADIUS_EPSILON = 1e-9;

const key = (cx: number, cy: number): string => `${cx},${cy}`;

/**
 * Build a spatial index. `cellSize` (inches) is best near the usual query radius (e.g. 3").
 */
export const spatialIndexBuild = <T extends Located>(items: readonly T[], cellSize: number = 3): SpatialIndex<T> => {
  if (!(cellSize > 0)) throw new RangeError(`cellSize must be positive, got ${cellSize}`);
  const cells = new Map<string, T[]>();
  for (const it of items) {
    const k = key(Math.floor(it.x / cellSize), Math.floor(it.y / cellSize));
    const bucket = cells.get(k);
    if (bucket) bucket.push(it);
    else cells.set(k, [it]);
  }
  return { cellSize, cells, size: items.length };
};

/**
 * Items of the index whose centres are within `radius` of `centre` (distance ≤ radius, inclusive),
 * in no particular order; includes an item sitting exactly at `centre` (filter the source yourself).
 * Rules: Kalidasia "Dogfighting" (3"), "Applying Damage from Anti-Fighter Weapons" (3", measured
 * centre to centre), "Shooting Down Missiles" (3") — radii come from the caller.
 */
export const spatialIndexWithin = <T extends Located>(index: SpatialIndex<T>, centre: Point, radius: number): T[] => {
  const out: T[] = [];
  const s = index.cellSize;
  const rr = radius + RADIUS_EPSILON;
  const r2 = rr * rr;
  const x0 = Math.floor((centre.x - rr) / s);
  const x1 = Math.floor((centre.x + rr) / s);
  const y0 = Math.floor((centre.y - rr) / s);
  const y1 = Math.floor((centre.y + rr) / s);
  for (let cx = x0; cx <= x1; cx++) {
    for (let cy = y0; cy <= y1; cy++) {
      const bucket = index.cells.get(key(cx, cy));
      if (!bucket) continue;
      for (const it of bucket) {
        const dx = it.x - centre.x;
        const dy = it.y - centre.y;
        if (dx * dx + dy * dy <= r2) out.push(it);
      }
    }
  }
  return out;
};

/**
 * Linear-scan version of spatialIndexWithin for a handful of items (same inclusive rule).
 * Rules: Kalidasia "Dogfighting", "Applying Damage from Anti-Fighter Weapons", "Shooting Down Missiles".
 */
export const pointsWithin = <T extends Located>(items: readonly T[], centre: Point, radius: number): T[] => {
  const r2 = (radius + RADIUS_EPSILON) ** 2;
  return items.filter((it) => (it.x - centre.x) ** 2 + (it.y - centre.y) ** 2 <= r2);
};
