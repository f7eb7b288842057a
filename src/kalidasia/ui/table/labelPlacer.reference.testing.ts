/**
 * The label placer as it was before the spatial grid (issue 24): every candidate spot checked against every placed
 * label and every token. Kept unchanged as the reference the fast `labelsPlace` must match exactly
 * (labelPlacer.test.ts, a property) and as the "before" of test/bench/labelPlacer.bench.ts. Not shipped.
 */
import type { LabelBox, LabelPlacement, LabelRequest } from './labelPlacer';

/** Gap between a token and its label, px. */
const GAP = 2;
/** Spots around a token, in order of preference: below, right, above, left, then the corners. */
const FIRST: readonly [number, number][] = [
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
  [1, 1],
  [-1, 1],
  [1, -1],
  [-1, -1],
];
/** Sixteen directions for the rings further out. */
const RING: readonly [number, number][] = Array.from({ length: 16 }, (_, i) => {
  const a = Math.PI / 2 + (i * Math.PI) / 8;
  return [Math.cos(a), Math.sin(a)] as [number, number];
});

function boxesOverlap(a: LabelBox, b: LabelBox, margin = 0): boolean {
  return a.x < b.x + b.w + margin && b.x < a.x + a.w + margin && a.y < b.y + b.h + margin && b.y < a.y + a.h + margin;
}

/** The label box whose nearest side sits `d` px from the token centre in direction (ux, uy). */
function boxAt(q: LabelRequest, ux: number, uy: number, d: number): LabelBox {
  const len = Math.hypot(ux, uy) || 1;
  const dx = ux / len;
  const dy = uy / len;
  // The box's centre goes out by d plus half the box along each axis, so its near side is about d away.
  const cx = q.cx + dx * (d + q.w / 2);
  const cy = q.cy + dy * (d + q.h / 2);
  return { x: cx - q.w / 2, y: cy - q.h / 2, w: q.w, h: q.h };
}

/**
 * Place every label (in the order given: put the ones that matter most first). `obstacles` are the
 * tokens' own boxes (px); a label overlaps one only when nothing nearer is free.
 */
export function labelsPlaceReference(requests: readonly LabelRequest[], obstacles: readonly LabelBox[] = [], maxRings = 400): LabelPlacement[] {
  const placed: LabelPlacement[] = [];
  const free = (b: LabelBox) => placed.every((p) => !boxesOverlap(p.box, b, 1));
  const clearOfTokens = (b: LabelBox, own: LabelRequest) =>
    obstacles.every((o) => {
      // The label's own token is not an obstacle it could cover: its spots start outside it.
      const isOwn = Math.abs(o.x + o.w / 2 - own.cx) < 1e-6 && Math.abs(o.y + o.h / 2 - own.cy) < 1e-6;
      return isOwn || !boxesOverlap(o, b);
    });
  for (const q of requests) {
    let chosen: LabelPlacement | null = null;
    let fallback: LabelPlacement | null = null;
    for (let ring = 0; ring <= maxRings && chosen === null; ring++) {
      const dirs = ring === 0 ? FIRST : RING;
      const d = q.r + GAP + ring * Math.max(6, q.h * 0.75);
      for (const [ux, uy] of dirs) {
        const b = boxAt(q, ux, uy, d);
        if (!free(b)) continue;
        const p: LabelPlacement = { id: q.id, box: b, leader: ring > 0 };
        if (clearOfTokens(b, q)) {
          chosen = p;
          break;
        }
        // Covering a token is accepted only two rings out, when nothing clear was found by then.
        fallback ??= p;
      }
      if (chosen === null && fallback !== null && ring >= 2) chosen = fallback;
    }
    // Unreachable in practice (a ring far enough out is always free); keep the label anyway.
    placed.push(chosen ?? fallback ?? { id: q.id, box: boxAt(q, 0, 1, q.r + GAP), leader: false });
  }
  return placed;
}
