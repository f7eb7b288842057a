import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { homographyApply, homographyFit, homographyInverse, markerPoseOnTable, type Homography, type PlanePoint } from './homography';
import { tableFrameFit, type FoundMarker } from './tableFrame';

/** A camera-like homography: scale, rotation, shift and a little perspective. */
const camera = (s: number, rot: number, tx: number, ty: number, px: number, py: number): Homography => {
  const c = Math.cos(rot) * s;
  const n = Math.sin(rot) * s;
  return [c, -n, tx, n, c, ty, px, py, 1];
};
const arbCamera = fc
  .record({ s: fc.double({ min: 20, max: 120, noNaN: true }), rot: fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }), tx: fc.double({ min: -500, max: 500, noNaN: true }), ty: fc.double({ min: -500, max: 500, noNaN: true }), px: fc.double({ min: -0.004, max: 0.004, noNaN: true }), py: fc.double({ min: -0.004, max: 0.004, noNaN: true }) })
  .map((r) => camera(r.s, r.rot, r.tx, r.ty, r.px, r.py));

const close = (a: PlanePoint | null, b: PlanePoint, tol: number) => {
  expect(a).not.toBeNull();
  expect(Math.hypot(a!.x - b.x, a!.y - b.y)).toBeLessThan(tol);
};

describe('homographyFit', () => {
  it('maps four corners of a square exactly onto another quadrilateral', () => {
    const from = [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 1, y: 1 }, { x: 0, y: 1 }];
    const to = [{ x: 10, y: 10 }, { x: 30, y: 12 }, { x: 28, y: 35 }, { x: 9, y: 30 }];
    const h = homographyFit(from.map((f, i) => ({ from: f, to: to[i]! })))!;
    expect(h).not.toBeNull();
    from.forEach((f, i) => close(homographyApply(h, f), to[i]!, 1e-9));
  });

  it('refuses fewer than four points and collinear points', () => {
    expect(homographyFit([{ from: { x: 0, y: 0 }, to: { x: 0, y: 0 } }])).toBeNull();
    const line = [0, 1, 2, 3, 4].map((k) => ({ from: { x: k, y: k }, to: { x: 2 * k, y: 2 * k } }));
    expect(homographyFit(line)).toBeNull();
  });

  it('property: recovers a camera from ≥ 4 exact correspondences (any rotation, mild perspective)', () => {
    fc.assert(
      fc.property(arbCamera, fc.array(fc.record({ x: fc.double({ min: 0, max: 72, noNaN: true }), y: fc.double({ min: 0, max: 48, noNaN: true }) }), { minLength: 2, maxLength: 20 }), (h, extra) => {
        const pts = [{ x: 2, y: 2 }, { x: 70, y: 2 }, { x: 70, y: 46 }, { x: 2, y: 46 }, ...extra];
        const fit = homographyFit(pts.map((p) => ({ from: p, to: homographyApply(h, p)! })))!;
        expect(fit).not.toBeNull();
        for (const p of [{ x: 36, y: 24 }, { x: 10, y: 40 }, ...pts]) close(homographyApply(fit, p), homographyApply(h, p)!, 1e-6 * 100);
      }),
    );
  });

  it('property: least squares averages noise — positions within the noise with 24 noisy corners', () => {
    fc.assert(
      fc.property(arbCamera, fc.array(fc.double({ min: -0.5, max: 0.5, noNaN: true }), { minLength: 48, maxLength: 48 }), (h, noise) => {
        const table = [0, 1, 2, 3, 4, 5].flatMap((i) => {
          const cx = [2, 70, 70, 2, 36, 36][i]!;
          const cy = [2, 2, 46, 46, 2, 46][i]!;
          return [{ x: cx - 1.5, y: cy - 1.5 }, { x: cx + 1.5, y: cy - 1.5 }, { x: cx + 1.5, y: cy + 1.5 }, { x: cx - 1.5, y: cy + 1.5 }];
        });
        const pairs = table.map((t, k) => {
          const p = homographyApply(h, t)!;
          return { from: { x: p.x + noise[2 * k]!, y: p.y + noise[2 * k + 1]! }, to: t };
        });
        const fit = homographyFit(pairs)!;
        // Half a pixel of noise at ≥ 20 px per inch: the table's middle within 0.05″.
        close(homographyApply(fit, homographyApply(h, { x: 36, y: 24 })!), { x: 36, y: 24 }, 0.05);
      }),
    );
  });

  it('property: the inverse undoes the homography', () => {
    fc.assert(
      fc.property(arbCamera, (h) => {
        const inv = homographyInverse(h)!;
        close(homographyApply(inv, homographyApply(h, { x: 12, y: 30 })!), { x: 12, y: 30 }, 1e-6);
      }),
    );
  });
});

describe('markerPoseOnTable', () => {
  it('gives the centre and heading of a marker whose top faces the heading (any heading, under any camera)', () => {
    fc.assert(
      fc.property(arbCamera, fc.double({ min: 5, max: 65, noNaN: true }), fc.double({ min: 5, max: 40, noNaN: true }), fc.double({ min: 0, max: 359.99, noNaN: true }), (h, x, y, heading) => {
        const a = (heading * Math.PI) / 180;
        const fwd = { x: Math.cos(a), y: Math.sin(a) };
        const stb = { x: -Math.sin(a), y: Math.cos(a) };
        const s = 0.375;
        const at = (u: number, v: number) => ({ x: x + fwd.x * u + stb.x * v, y: y + fwd.y * u + stb.y * v });
        // Marker top-left = fore-port, top-right = fore-starboard, bottom-right = aft-starboard, bottom-left = aft-port.
        const table = [at(s, -s), at(s, s), at(-s, s), at(-s, -s)];
        const px = table.map((p) => homographyApply(h, p)!) as unknown as [PlanePoint, PlanePoint, PlanePoint, PlanePoint];
        const inv = homographyInverse(h)!;
        const pose = markerPoseOnTable(inv, px)!;
        expect(Math.hypot(pose.x - x, pose.y - y)).toBeLessThan(1e-6);
        const dh = Math.abs(((pose.heading - heading + 540) % 360) - 180);
        expect(dh).toBeLessThan(1e-6);
        expect(pose.side).toBeCloseTo(0.75, 6);
      }),
    );
  });
});

describe('tableFrameFit', () => {
  const places = [0, 1, 2, 3].map((id) => {
    const cx = [2, 46, 46, 2][id]!;
    const cy = [2, 2, 34, 34][id]!;
    return { id, corners: [{ x: cx - 1.5, y: cy - 1.5 }, { x: cx + 1.5, y: cy - 1.5 }, { x: cx + 1.5, y: cy + 1.5 }, { x: cx - 1.5, y: cy + 1.5 }] as const };
  });
  const cam = camera(40, 0.3, 100, 50, 0.001, -0.0005);
  const seen = (ids: number[]): FoundMarker[] => places.filter((p) => ids.includes(p.id)).map((p) => ({ id: p.id, corners: p.corners.map((c) => homographyApply(cam, c)!) as unknown as FoundMarker['corners'] }));

  it('fits with three or more table markers and reports px per inch', () => {
    const f = tableFrameFit(seen([0, 1, 2]), places);
    expect(f.ok).toBe(true);
    if (!f.ok) return;
    expect(f.used).toEqual([0, 1, 2]);
    expect(f.residual).toBeLessThan(1e-6);
    expect(f.pxPerInch).toBeGreaterThan(30);
    expect(f.pxPerInch).toBeLessThan(55);
  });

  it('refuses fewer than three, saying how many were found', () => {
    const two = tableFrameFit(seen([0, 2]), places);
    expect(two).toMatchObject({ ok: false, used: [0, 2] });
    expect(!two.ok && two.reason).toMatch(/Only 2 table markers were found; at least 3/);
    const none = tableFrameFit([], places);
    expect(!none.ok && none.reason).toMatch(/No table marker was found/);
  });

  it('does not use a table marker id seen twice', () => {
    const dup = [...seen([0, 1, 2]), ...seen([2])];
    const f = tableFrameFit(dup, places);
    expect(f.ok).toBe(false);
    expect(f.used).toEqual([0, 1]);
  });
});
