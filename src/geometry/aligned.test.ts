import { describe, expect, it } from 'vitest';
import { alignedFully, alignedPlaceAround, inches, point, pose, rectOverlap } from './index';
import type { TokenRect } from './index';

const frigate: TokenRect = { pose: pose(10, 10, 0), footprint: { width: inches(1.5), length: inches(3) } };
const square = { width: inches(1), length: inches(1) };
const fighter = (x: number, y: number, h = 0): TokenRect => ({ pose: pose(x, y, h), footprint: square });

describe('alignedFully', () => {
  it('a fighter flush against the starboard side of a frigate is fully aligned', () => {
    // starboard side of a frigate heading 0 is at y = 10.75; fighter centre 0.5 further
    expect(alignedFully(fighter(10.4, 11.25), frigate)).toEqual({ aligned: true, edgeA: 'port', edgeB: 'starboard' });
  });

  it('a fighter hanging past the end of the side is not fully aligned', () => {
    // frigate spans x 8.5..11.5; fighter spans 11.1..12.1
    expect(alignedFully(fighter(11.6, 11.25), frigate).aligned).toBe(false);
  });

  it('a gap within the tolerance (default 0.05") still counts; beyond it does not', () => {
    expect(alignedFully(fighter(10, 11.29), frigate).aligned).toBe(true);
    expect(alignedFully(fighter(10, 11.31), frigate).aligned).toBe(false);
    expect(alignedFully(fighter(10, 11.31), frigate, 0.1).aligned).toBe(true);
  });

  it('touching only at a corner, or rotated against the edge, is not fully aligned', () => {
    expect(alignedFully(fighter(12, 11.25), frigate).aligned).toBe(false);
    expect(alignedFully(fighter(10, 11.25, 10), frigate).aligned).toBe(false);
  });

  it('"one edge of either token": a big token edge lying wholly on a wider small token edge counts', () => {
    const wide: TokenRect = { pose: pose(10, 11.25, 0), footprint: { width: inches(1), length: inches(4) } };
    expect(alignedFully(frigate, wide).aligned).toBe(true);
  });
});

describe('alignedPlaceAround', () => {
  it('packs fighters fully aligned around a frigate without overlaps: 3 per long side, 1 per short side', () => {
    const placed = alignedPlaceAround(frigate, square, 8);
    expect(placed).toHaveLength(8);
    expect(placed.every((p) => p.aligned)).toBe(true);
    expect(placed.map((p) => p.edge)).toEqual(['fore', 'starboard', 'starboard', 'starboard', 'port', 'port', 'port', 'aft']);
    for (const p of placed) expect(alignedFully({ pose: p.pose, footprint: square }, frigate).aligned).toBe(true);
    for (let i = 0; i < placed.length; i++)
      for (let j = i + 1; j < placed.length; j++)
        expect(rectOverlap({ pose: placed[i]!.pose, footprint: square }, { pose: placed[j]!.pose, footprint: square }).overlaps).toBe(false);
  });

  it('prefers the slot nearest a point (a missile toward its target, an escort toward the enemy fighter)', () => {
    const [first] = alignedPlaceAround(frigate, square, 1, { towards: point(10.3, 2) });
    expect(first?.edge).toBe('port');
    expect(first?.pose.x).toBeCloseTo(10.3, 9);
    expect(first?.pose.y).toBeCloseTo(8.75, 9);
  });

  it('when there is no room, places the rest as close as possible and says they are not aligned', () => {
    const placed = alignedPlaceAround(frigate, square, 10);
    expect(placed).toHaveLength(10);
    expect(placed.filter((p) => !p.aligned)).toHaveLength(2);
    const rects = [frigate, ...placed.map((p) => ({ pose: p.pose, footprint: square }))];
    for (let i = 0; i < rects.length; i++)
      for (let j = i + 1; j < rects.length; j++) expect(rectOverlap(rects[i]!, rects[j]!).overlaps).toBe(false);
  });

  it('avoids tokens already there', () => {
    const blocker = fighter(11.5 + 0.5, 10);
    const placed = alignedPlaceAround(frigate, square, 1, { others: [blocker] });
    expect(placed[0]?.edge).toBe('starboard');
  });
});
