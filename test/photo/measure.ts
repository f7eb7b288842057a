// Accuracy of the photo reader on generated photos (issue 25): a random legal table (every token of the starters at a
// random pose, none overlapping, clear of the table-marker cards), photographed with random camera settings, read by
// a detector, compared with the poses the photo was made from. Shared by the unit test's seeded sample and the
// benchmark (npm run bench:photo).
import type { Pose } from '../../src/geometry';
import { pose } from '../../src/geometry';
import type { GameState } from '../../src/kalidasia/game';
import type { Detection, RgbaImage } from '../../src/kalidasia/ui/photo/detect';
import { markerPlan } from '../../src/kalidasia/ui/photo/plan';
import { photoRead } from '../../src/kalidasia/ui/photo/reading';
import { photograph, rng, type CameraOptions, type PhotoToken } from './photoGenerator';
import { TABLE } from './scene';

export { rng };

/** Every token of the game's plan that is on the table, moved to a random cell of a 4″ grid (clear of the table cards) with jitter and any heading. */
export function randomTable(state: GameState, colours: Record<string, string>, seed: number): PhotoToken[] {
  const r = rng(seed);
  const cells: [number, number][] = [];
  // Clear of the table-marker cards (4″ squares at the corners and the middles of the long edges): rows from 5″ to 43″.
  for (let x = 6; x + 4 <= TABLE.width - 6; x += 4) for (let y = 5; y + 4 <= TABLE.height - 5; y += 4) cells.push([x, y]);
  for (let i = cells.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [cells[i], cells[j]] = [cells[j]!, cells[i]!];
  }
  const onTable = markerPlan(state).filter((t) => (t.unit.kind === 'ship' ? state.ships.some((x) => x.id === t.unit.id && x.pose) : t.unit.kind === 'fighter' ? state.fighters.some((x) => x.id === t.unit.id && x.pose) : false));
  return onTable.map((t, i) => {
    const [cx, cy] = cells[i]!;
    const p: Pose = pose(cx + 2 + (r() - 0.5) * 0.6, cy + 2 + (r() - 0.5) * 0.6, r() * 360);
    return { token: t, pose: p, colour: colours[t.owner] ?? '#888' };
  });
}

/** Random camera settings for photo `k` of a run: ppi in [lo, hi], tilt 0–35°, any rotation, blur ≤ 1.5, noise, light, JPEG. */
export function randomCamera(seed: number, ppi: [number, number]): CameraOptions {
  const r = rng(seed * 7919 + 13);
  return { ppi: ppi[0] + r() * (ppi[1] - ppi[0]), tilt: r() * 35, rotation: r() * 360, blur: r() * 1.5, noise: 4 + r() * 8, light: 0.6 + r() * 0.4, jpeg: 80 + Math.floor(r() * 15), seed };
}

/** Photo `k` of a run: a whole table at `whole` px per inch in the middle, or (every third photo) a half table at 50–80
 * px per inch, the left half for even `k`, the right half for odd. */
export function benchCamera(k: number, whole: [number, number]): CameraOptions {
  const half = k % 3 === 0;
  const cam = randomCamera(k, half ? [50, 80] : whole);
  return half ? { ...cam, region: k % 2 === 0 ? { x0: 0, y0: 0, x1: 40, y1: 48 } : { x0: 32, y0: 0, x1: 72, y1: 48 } } : cam;
}

export interface TokenResult {
  readonly label: string;
  readonly kind: 'ship' | 'fighter' | 'missile';
  readonly found: boolean;
  /** Inches and degrees from the truth, when found. */
  readonly error?: number;
  readonly turn?: number;
  /** The token's px per inch in the photo (from the camera at its centre). */
  readonly ppi: number;
  readonly covered: boolean;
  /** Wholly inside the part of the table the photo shows. */
  readonly inView: boolean;
}

export interface PhotoResult {
  readonly seed: number;
  readonly camera: CameraOptions;
  readonly frame: boolean;
  readonly tokens: readonly TokenResult[];
  /** Readings that name a token not in the photo or place it beyond the tolerance (0.25″ / 3°), or unknown ids. */
  readonly invented: number;
  readonly ms: number;
  /** Detector passes run (more than 1 when the first found fewer than three table markers). */
  readonly passes: number;
}

const turnBetween = (a: number, b: number) => Math.abs((((b - a) % 360) + 540) % 360 - 180);

/** Photograph a random table and read it with `detect`. `hand` covers one token with a hand. */
export async function measureOne(state: GameState, colours: Record<string, string>, seed: number, camera: CameraOptions, detect: (img: RgbaImage) => Detection, hand = true): Promise<PhotoResult> {
  const tokens = randomTable(state, colours, seed);
  const covered = hand ? tokens[seed % tokens.length]! : null;
  const cam: CameraOptions = covered ? { ...camera, hands: [{ x: covered.pose.x - 0.9, y: covered.pose.y - 0.9, w: 2.2, h: 1.6 }] } : camera;
  const photo = await photograph(TABLE, tokens, cam);
  const t0 = performance.now();
  const d = detect(photo);
  const ms = performance.now() - t0;
  const plan = markerPlan(state);
  const reading = photoRead(state, plan, TABLE, d.markers, d.ambiguous);
  const localPpi = (p: Pose) => {
    const h = photo.camera;
    const at = (x: number, y: number) => {
      const w = h[6] * x + h[7] * y + h[8];
      return { x: (h[0] * x + h[1] * y + h[2]) / w, y: (h[3] * x + h[4] * y + h[5]) / w };
    };
    const a = at(p.x, p.y);
    const b = at(p.x + 1, p.y);
    const c = at(p.x, p.y + 1);
    return (Math.hypot(a.x - b.x, a.y - b.y) + Math.hypot(a.x - c.x, a.y - c.y)) / 2;
  };
  let invented = 0;
  const results: TokenResult[] = tokens.map((t) => {
    const m = reading.ok ? reading.moves.find((q) => q.token.unit.id === t.token.unit.id && q.token.unit.kind === t.token.unit.kind) : undefined;
    const reg = cam.region;
    const reach = Math.hypot(t.token.footprint.width, t.token.footprint.length) / 2;
    const inView = !reg || (t.pose.x - reach >= reg.x0 && t.pose.x + reach <= reg.x1 && t.pose.y - reach >= reg.y0 && t.pose.y + reach <= reg.y1);
    const base = { label: t.token.label, kind: t.token.unit.kind, ppi: localPpi(t.pose), covered: t === covered, inView };
    if (!m) return { ...base, found: false };
    const error = Math.hypot(m.to.x - t.pose.x, m.to.y - t.pose.y);
    const turn = turnBetween(m.to.heading, t.pose.heading);
    if (error > 0.25 || turn > 3) invented++;
    return { ...base, found: true, error, turn };
  });
  if (reading.ok) invented += reading.notes.filter((n) => /of no token of this game/.test(n)).length;
  return { seed, camera: cam, frame: reading.ok, tokens: results, invented, ms, passes: d.passes };
}

export function p95(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.min(s.length - 1, Math.ceil(0.95 * s.length) - 1)]!;
}
