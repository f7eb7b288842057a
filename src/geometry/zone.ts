/**
 * Zones: planar polygon sets in inches combined with @turf/turf's planar clipping
 * (union, difference, intersect, point-in-polygon). Areas by the shoelace formula (turf's area is
 * geodesic). The fighter redeploy zone, rectangular deployment zones, point-in-zone and area.
 * Rules: Kalidasia "Fighter Regrouping - Re-deployment".
 */
import { booleanPointInPolygon, difference, featureCollection, intersect, multiPolygon, union } from '@turf/turf';
import { circlePolygon, CIRCLE_MAX_ERROR } from './circle';
import type { CircleFit } from './circle';
import { ringSignedArea } from './convex';
import { convexRegion } from './region';
import { point } from './units';
import type { Point, Ring, Zone } from './units';


type TurfZone = ReturnType<typeof multiPolygon>;

const toTurf = (z: Zone): TurfZone =>
  multiPolygon(
    z.map((poly) =>
      poly.map((ring) => {
        const pts = ring.map((p) => [p.x, p.y]);
        const first = pts[0];
        if (first) pts.push([first[0]!, first[1]!]);
        return pts;
      }),
    ),
  );

type TurfResult = ReturnType<typeof union>;

const fromTurf = (f: TurfResult): Zone => {
  if (!f) return [];
  const g = f.geometry;
  const polys = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
  return polys.map((poly) => poly.map((ring) => ring.slice(0, -1).map((c) => point(c[0] ?? 0, c[1] ?? 0))));
};

const nonEmpty = (z: Zone): boolean => z.length > 0;

/** A zone made of one ring. */
export const zoneFromRing = (ring: Ring): Zone => [[ring]];

/** An axis-aligned rectangular zone (deployment zones) between two opposite corners. */
export const zoneRect = (a: Point, b: Point): Zone => {
  const x0 = Math.min(a.x, b.x);
  const x1 = Math.max(a.x, b.x);
  const y0 = Math.min(a.y, b.y);
  const y1 = Math.max(a.y, b.y);
  return [[[point(x0, y0), point(x1, y0), point(x1, y1), point(x0, y1)]]];
};

/** A circular zone built as a planar polygon within `maxError` inches (see circlePolygon). */
export const zoneCircle = (centre: Point, radius: number, maxError: number = CIRCLE_MAX_ERROR, fit: CircleFit = 'inscribed'): Zone =>
  radius > 0 ? zoneFromRing(circlePolygon(centre, radius, maxError, fit)) : [];

/** Every vertex of a zone rounded to a grid of `step` inches (repeated vertices dropped). */
const zoneSnap = (z: Zone, step: number): Zone =>
  z.map((poly) =>
    poly.map((ring) => {
      const out: Point[] = [];
      for (const p of ring) {
        const q = point(Math.round(p.x / step) * step, Math.round(p.y / step) * step);
        const last = out[out.length - 1];
        if (!last || last.x !== q.x || last.y !== q.y) out.push(q);
      }
      return out;
    }),
  );

/**
 * The clipping library works in floating point and can fail on nearly collinear edges (seen: a warship envelope at
 * heading 0.0000012°, "Unable to complete output ring"). Such a failure is retried with the vertices snapped to a
 * grid of 1/100,000″, then 1/1,000″ — far below anything measured on the table — so a zone is always returned.
 */
function clipRobust(zones: readonly Zone[], op: (zs: readonly Zone[]) => Zone): Zone {
  try {
    return op(zones);
  } catch (first) {
    for (const step of [1e-5, 1e-3]) {
      try {
        return op(zones.map((z) => zoneSnap(z, step)));
      } catch {
        // try the coarser grid
      }
    }
    throw first;
  }
}

/** Union of zones (planar). */
export const zoneUnion = (zones: readonly Zone[]): Zone => {
  const parts = zones.filter(nonEmpty);
  if (parts.length === 0) return [];
  if (parts.length === 1) return parts[0] ?? [];
  return clipRobust(parts, (zs) => fromTurf(union(featureCollection(zs.map(toTurf)))));
};

/** The part of `a` outside `b` (planar). */
export const zoneDifference = (a: Zone, b: Zone): Zone => {
  if (!nonEmpty(a) || !nonEmpty(b)) return a;
  return clipRobust([a, b], ([x, y]) => fromTurf(difference(featureCollection([toTurf(x ?? []), toTurf(y ?? [])]))));
};

/** The part common to `a` and `b` (planar). */
export const zoneIntersection = (a: Zone, b: Zone): Zone => {
  if (!nonEmpty(a) || !nonEmpty(b)) return [];
  return clipRobust([a, b], ([x, y]) => fromTurf(intersect(featureCollection([toTurf(x ?? []), toTurf(y ?? [])]))));
};

/** Is `p` inside the zone? Points on the boundary count as inside. */
export const zoneContains = (zone: Zone, p: Point): boolean =>
  nonEmpty(zone) && booleanPointInPolygon([p.x, p.y], toTurf(zone));

/** Area of a zone in square inches (shoelace: outer rings minus holes). */
export const zoneArea = (zone: Zone): number => {
  let total = 0;
  for (const poly of zone) {
    poly.forEach((ring, i) => {
      const a = Math.abs(ringSignedArea(ring));
      total += i === 0 ? a : -a;
    });
  }
  return total;
};

/** What zoneRedeploy needs; radii come from the rules (6" and 12" in the core rules). */
export interface RedeployRequest {
  /** Centres of friendly warships. */
  readonly friendly: readonly Point[];
  /** Centres of enemy warships and fighters. */
  readonly enemy: readonly Point[];
  /** Redeploy within this distance of a friendly warship, inches. */
  readonly within: number;
  /** …and at least this far from every enemy token, inches. */
  readonly keepOut: number;
  readonly maxError?: number;
}

/**
 * The fighter redeploy zone: union of `within` around friendly warships minus the union of
 * `keepOut` around enemy warships and fighters (centre to centre). Conservative: friendly circles
 * are inscribed and enemy circles circumscribed, so every point of the zone obeys the rule exactly
 * (the zone is at most maxError smaller than the true one). Empty when no fighter can deploy.
 * Rules: Kalidasia "Fighter Regrouping - Re-deployment".
 */
export const zoneRedeploy = (req: RedeployRequest): Zone => {
  const e = req.maxError ?? CIRCLE_MAX_ERROR;
  // Enemies farther than within + keepOut (plus the circles' error) from every friendly warship cannot matter.
  const reach = req.within + req.keepOut + 2 * e;
  const enemies = req.enemy.filter((c) => req.friendly.some((f) => Math.hypot(f.x - c.x, f.y - c.y) < reach));
  // Every circle is convex, so the outline is traced by convexRegion (region.test.ts cross-checks it against turf).
  return convexRegion(
    req.friendly.map((c) => circlePolygon(c, req.within, e, 'inscribed')),
    enemies.map((c) => circlePolygon(c, req.keepOut, e, 'circumscribed')),
  );
};
