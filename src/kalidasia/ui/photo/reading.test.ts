import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { homographyApply, pose, type FoundMarker, type Homography, type Pose } from '../../../geometry';
import { deployStarter } from '../../game/testkit.testing';
import { DICTIONARY_SIZE, markerMeaning, markerPlan, tableMarkerPlaces, TABLE_MARKER_IDS, type PlannedToken } from './plan';
import { photoAdjustEvents, photoMerge, photoRead } from './reading';

const TABLE = { width: 72, height: 48 };
const state = deployStarter();
const plan = markerPlan(state);
const camera: Homography = [40, 3, 120, -2, 38, 90, 0.0004, -0.0002, 1];

/** The marker of a token at `p` as a camera would see it (its top toward the heading). */
function seen(t: PlannedToken, p: Pose, cam: Homography = camera): FoundMarker {
  const a = (p.heading * Math.PI) / 180;
  const s = t.markerSide / 2;
  const at = (u: number, v: number) => homographyApply(cam, { x: p.x + Math.cos(a) * u - Math.sin(a) * v, y: p.y + Math.sin(a) * u + Math.cos(a) * v })!;
  return { id: t.marker, corners: [at(s, -s), at(s, s), at(-s, s), at(-s, -s)] };
}
const tableSeen = (ids: readonly number[] = [0, 1, 2, 3, 4, 5], cam: Homography = camera): FoundMarker[] =>
  tableMarkerPlaces(TABLE)
    .filter((p) => ids.includes(p.id))
    .map((p) => ({ id: p.id, corners: p.corners.map((c) => homographyApply(cam, c)!) as unknown as FoundMarker['corners'] }));
const where = (t: PlannedToken): Pose | null | undefined => (t.unit.kind === 'ship' ? state.ships.find((x) => x.id === t.unit.id)?.pose : state.fighters.find((x) => x.id === t.unit.id)?.pose);

describe('markerPlan', () => {
  it('gives every warship, fighter token and missile 1–20 a distinct id in the dictionary, never a table marker id', () => {
    const ids = plan.map((t) => t.marker);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id >= 6 && id < DICTIONARY_SIZE)).toBe(true);
    expect(plan.filter((t) => t.unit.kind === 'ship')).toHaveLength(state.ships.length);
    expect(plan.filter((t) => t.unit.kind === 'fighter')).toHaveLength(state.fighters.length);
    expect(plan.filter((t) => t.unit.kind === 'missile')).toHaveLength(20);
    expect(markerMeaning(plan, 3)).toEqual({ kind: 'table', place: 3 });
    expect(markerMeaning(plan, 249).kind).toBe('token');
    expect(markerMeaning(plan, 69)).toEqual({ kind: 'unknown' });
  });

  it('keeps a unit’s id when a warship is added later (fixed blocks)', () => {
    const more = { ...state, ships: [...state.ships, { ...state.ships[0]!, id: 'NEW-1' }] };
    const after = new Map(markerPlan(more).map((t) => [t.unit.id, t.marker]));
    expect(plan.filter((t) => after.get(t.unit.id) !== t.marker)).toEqual([]);
    // Heragul's third warship: the next id of player 1's block (6, 7 taken by HHF-1, HHF-2).
    expect(after.get('NEW-1')).toBe(8);
  });

  it('places the six table markers at the corners and the middles of the long edges, inside the table', () => {
    const places = tableMarkerPlaces(TABLE);
    expect(places.map((p) => p.id)).toEqual([...TABLE_MARKER_IDS]);
    expect(places.map((p) => [p.centre.x, p.centre.y])).toEqual([[2, 2], [70, 2], [70, 46], [2, 46], [36, 2], [36, 46]]);
    expect(tableMarkerPlaces({ width: 36, height: 60 })[4]!.centre).toEqual({ x: 2, y: 30 });
  });
});

describe('photoRead', () => {
  it('reads an unchanged table as no change, and moved tokens as moves beyond the tolerance', () => {
    const hhf = plan.find((t) => t.unit.id === 'HHF-1')!;
    const found = [...tableSeen(), ...plan.filter((t) => where(t)).map((t) => seen(t, t === hhf ? pose(30, 12, 45) : where(t)!))];
    const r = photoRead(state, plan, TABLE, found);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.notFound).toEqual([]);
    const changed = r.moves.filter((m) => m.changed);
    expect(changed.map((m) => m.token.label)).toEqual(['HHF1']);
    expect(changed[0]!.to.x).toBeCloseTo(30, 3);
    expect(changed[0]!.to.y).toBeCloseTo(12, 3);
    expect(changed[0]!.to.heading).toBeCloseTo(45, 2);
    expect(photoAdjustEvents(changed)).toEqual([{ type: 'adjust', unit: { kind: 'ship', id: 'HHF-1' }, pose: { x: 30, y: 12, heading: 45 }, note: 'from the photo', escorts: 'left' }]);
  });

  it('lists tokens not seen and leaves them; ignores unknown ids, ids seen twice and tokens not on the table, with notes', () => {
    const onTable = plan.filter((t) => where(t));
    const hidden = onTable.slice(0, 2);
    const missile = plan.find((t) => t.unit.kind === 'missile')!;
    const found = [...tableSeen(), ...onTable.slice(2, -1).map((t) => seen(t, where(t)!)), seen(missile, pose(10, 10, 0)), { ...seen(onTable[5]!, pose(5, 5, 0)), id: 69 }];
    const twice = onTable[onTable.length - 1]!;
    const r = photoRead(state, plan, TABLE, found, [twice.marker]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.notFound.map((t) => t.label)).toEqual(hidden.map((t) => t.label));
    expect(r.notes).toContain(`Marker ${twice.marker} (${twice.label}) was seen in two places: not used.`);
    expect(r.notes).toContain('M1 is in the photo but not on the app\u2019s table (destroyed, or a missile not launched): ignored.'.replace('\u2019', "'"));
    expect(r.notes).toContain('1 marker of no token of this game (another game\'s print?): ignored.');
    expect(r.moves.some((m) => hidden.includes(m.token))).toBe(false);
  });

  it('refuses with fewer than three table markers', () => {
    const r = photoRead(state, plan, TABLE, [...tableSeen([1, 4]), ...plan.filter((t) => where(t)).map((t) => seen(t, where(t)!))]);
    expect(r).toMatchObject({ ok: false, tableMarkers: ['top right', 'middle of the top edge'] });
  });

  it('refuses a marker whose printed size is not the plan’s (another sheet), with a note', () => {
    const t = plan.find((q) => q.unit.id === 'Hunter 1')!;
    const r = photoRead(state, plan, TABLE, [...tableSeen(), seen({ ...t, markerSide: 1.2 }, where(t)!)]);
    expect(r.ok && r.notes[0]).toMatch(/^HU1's marker measures 1.20″, not the 0.75″ printed for it/);
  });

  it('property (round trip): the reading of any legal table reproduces it', () => {
    const onTable = plan.filter((t) => where(t));
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.double({ min: 0, max: 0.8, noNaN: true }), fc.double({ min: 0, max: 0.8, noNaN: true }), fc.double({ min: 0, max: 359.99, noNaN: true })), { minLength: onTable.length, maxLength: onTable.length }), fc.integer({ min: 0, max: 1000 }), (jit, shift) => {
        // A legal table: each token in its own 5″ cell (no overlaps), inside the table, clear of the table cards.
        const poses = onTable.map((_t, i) => {
          const cell = (i + shift) % 60;
          return pose(6 + (cell % 12) * 5 + 1.5 + jit[i]![0], 6 + Math.floor(cell / 12) * 7 + 1.5 + jit[i]![1], jit[i]![2]);
        });
        const r = photoRead(state, plan, TABLE, [...tableSeen(), ...onTable.map((t, i) => seen(t, poses[i]!))]);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        expect(r.notFound).toEqual([]);
        for (const m of r.moves) {
          const p = poses[onTable.indexOf(m.token)]!;
          expect(Math.hypot(m.to.x - p.x, m.to.y - p.y)).toBeLessThan(0.002);
          expect(Math.abs(((m.to.heading - p.heading + 540) % 360) - 180)).toBeLessThan(0.01);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('too coarse', () => {
  it('a marker under 26 px on a side (a fighter at 30 px per inch) is listed as too small and not placed; a warship at 30 is placed', () => {
    const t = plan.find((q) => q.unit.id === 'Hunter 1')!;
    const p = where(t)!;
    const far: Homography = [30, 0, 50, 0, 30, 40, 0, 0, 1];
    const ship = plan.find((q) => q.unit.id === 'HHF-1')!;
    const r = photoRead(state, plan, TABLE, [...tableSeen(undefined, far), seen(t, p, far), seen(ship, where(ship)!, far)]);
    expect(r.ok && r.coarse.map((q) => q.label)).toEqual(['HU1']);
    expect(r.ok && r.moves.map((m) => m.token.label)).toEqual(['HHF1']);
    expect(r.ok && r.notFound.includes(t)).toBe(false);
  });
});

describe('photoMerge', () => {
  it('two half photos: a token is not found only when neither shows it; one seen in both comes from the finer photo', () => {
    const onTable = plan.filter((t) => where(t));
    const left = onTable.filter((t) => where(t)!.x < 36);
    const right = onTable.filter((t) => where(t)!.x >= 36);
    const hhf2 = plan.find((t) => t.unit.id === 'HHF-2')!;
    const a = photoRead(state, plan, TABLE, [...tableSeen([0, 3, 4, 5]), ...left.slice(1).map((t) => seen(t, where(t)!)), seen(hhf2, pose(50, 20, 90))]);
    const b = photoRead(state, plan, TABLE, [...tableSeen([1, 2, 4, 5]), ...right.map((t) => seen(t, t === hhf2 ? pose(50.1, 20, 90) : where(t)!))]);
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(a.notFound.length).toBeGreaterThan(1);
    const m = photoMerge([a, b])!;
    expect(m.notFound).toEqual([left[0]]);
    expect(m.tableMarkers).toHaveLength(6);
    expect(m.moves).toHaveLength(onTable.length - 1);
    // Both photos are at the same scale here: the first of equal ones is kept.
    expect(m.moves.find((q) => q.token === hhf2)!.to.x).toBeCloseTo(a.pxPerInch >= b.pxPerInch ? 50 : 50.1, 3);
    expect(photoMerge([])).toBeNull();
  });
});
