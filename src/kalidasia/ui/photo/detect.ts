/**
 * Marker detection with js-aruco2 2.0 (ARUCO_MIP_36h12, 250 ids) — the library does the finding and decoding; this
 * file only configures it the way issue 25's trial and README.md's measurements settled:
 *  - `maxHammingDistance: 6` (the dictionary's default, 12, let misread squares through as invented ids);
 *  - the nested-squares filter (`notTooNear`) is not applied: it keeps the larger of two nested squares, so a token's
 *    printed outline hid its marker; the same id read twice at one place is kept once (fewest wrong bits);
 *  - the adaptive threshold's constant is 5 instead of 7 (recovered missed table markers);
 *  - when that first pass finds fewer than three table markers, the pipeline is run again with other settings (a
 *    copy averaged over 2 × 2 pixels, a lower threshold constant, a wider threshold box) until three are found; the
 *    readings of ids the earlier passes did not find are added (from the half-size copy only table markers: its
 *    corners are half as fine). The bit tolerance is the same in every pass.
 * An id seen at two different places is reported as ambiguous and not used. No DOM: runs in the worker and in Node.
 */
import aruco from 'js-aruco2';
import cvModule from 'js-aruco2/src/cv.js';

const { AR } = aruco;
const { CV } = cvModule;

export const DICTIONARY_NAME = 'ARUCO_MIP_36h12';

export interface DetectedMarker {
  readonly id: number;
  /** Pixels, the marker's own top-left first, clockwise. */
  readonly corners: readonly [{ x: number; y: number }, { x: number; y: number }, { x: number; y: number }, { x: number; y: number }];
  readonly wrongBits: number;
}

export interface Detection {
  readonly markers: readonly DetectedMarker[];
  /** Ids read at two or more different places (another game's token, a doubled print): not used. */
  readonly ambiguous: readonly number[];
  /** How many passes of the pipeline ran (1, or more when the first found fewer than three table markers). */
  readonly passes: number;
}

/** One run of the library's pipeline: on the photo (scale 1) or a copy averaged over 2 × 2 pixels (scale 2), with the
 * adaptive threshold's box radius (`kernel`, pixels of that copy) and constant (grey levels). */
export interface DetectorPass {
  readonly scale: 1 | 2;
  readonly kernel: number;
  readonly constant: number;
}

/** The first pass (README.md's measurements). */
export const FIRST_PASS: DetectorPass = { scale: 1, kernel: 2, constant: 5 };

/**
 * Run in turn while fewer than three table markers are found. Photo 165 of the 200-photo run (a half table at 63 px
 * per inch, dim light, blur 1.5 px) lost two of its four table markers in the first pass: each of these found all four.
 */
export const FRAME_RETRIES: readonly DetectorPass[] = [
  { scale: 2, kernel: 2, constant: 5 },
  { scale: 1, kernel: 2, constant: 3 },
  { scale: 1, kernel: 4, constant: 5 },
];

/** The table markers' ids and the fewest the frame needs (plan.ts TABLE_MARKER_IDS, tableFrame.ts; a test checks they agree). */
export const FRAME_IDS: readonly number[] = [0, 1, 2, 3, 4, 5];
export const FRAME_MIN = 3;

export interface DetectOptions {
  /** The passes to run after the first while the frame is short (default FRAME_RETRIES; [] = the first pass only). */
  readonly retries?: readonly DetectorPass[];
}

export interface RgbaImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray | Uint8Array;
}

/** The bits of a marker from the library's dictionary: rows top to bottom, true = white. */
export function markerCells(id: number): boolean[][] {
  const d = dictionary();
  const code = d.codeList[id];
  if (code === undefined) throw new Error(`Marker id ${id} is not in ${DICTIONARY_NAME} (0–${d.codeList.length - 1}).`);
  const n = d.markSize - 2;
  return Array.from({ length: n }, (_row, r) => Array.from({ length: n }, (_cell, c) => code[r * n + c] === '1'));
}

let dict: InstanceType<typeof AR.Dictionary> | null = null;
const dictionary = () => (dict ??= new AR.Dictionary(DICTIONARY_NAME));

/** The library exactly as shipped (`detect()` with the dictionary's defaults): the baseline README.md compares with. */
export function detectAsShipped(image: RgbaImage): Detection {
  const det = new AR.Detector({ dictionaryName: DICTIONARY_NAME });
  return { ...dedupe(det.detect({ width: image.width, height: image.height, data: image.data }).map((m) => toMarker(m))), passes: 1 };
}

/** The library as this app configures it (see the file's comment). */
export function detectMarkers(image: RgbaImage, options: DetectOptions = {}): Detection {
  const det = new AR.Detector({ dictionaryName: DICTIONARY_NAME, maxHammingDistance: 6 });
  const grey: Grey = { width: image.width, height: image.height, data: pooled('grey', image.width * image.height) };
  CV.grayscale({ width: image.width, height: image.height, data: image.data }, grey);
  let reads = runPass(det, grey, FIRST_PASS);
  let result = dedupe(reads);
  let passes = 1;
  const frameFound = (d: { markers: readonly DetectedMarker[] }) => d.markers.filter((m) => FRAME_IDS.includes(m.id)).length;
  for (const pass of options.retries ?? FRAME_RETRIES) {
    if (frameFound(result) >= FRAME_MIN) break;
    passes++;
    const known = new Set([...result.markers.map((m) => m.id), ...result.ambiguous]);
    const more = runPass(det, grey, pass).filter((m) => !known.has(m.id) && (pass.scale === 1 || FRAME_IDS.includes(m.id)));
    reads = [...reads, ...more];
    result = dedupe(reads);
  }
  return { ...result, passes };
}

type Grey = { width: number; height: number; data: Uint8ClampedArray };

/**
 * Runs the pipeline a few times on a small made-up photo (a table marker with noise), so that the engine has compiled
 * its loops before the first real photo; the worker calls it when it starts. Measured with scripts/bench-photo-speed.mjs
 * (a 4000 × 3000 JPEG, load 9–15 on 2 cores): without it, the third read of a fresh worker spent 1.2–4.9 s in
 * detection in each of five runs (the other reads 0.15–1.0 s; Chromium's --trace-deopt showed thousands of deopts of
 * the contour finder's on-stack-replaced row loop); with it, 0.15–0.9 s per read in four runs, the slower ones at no
 * fixed place (the machine's load). Returns the markers found in the last run (the made-up marker, id 0), so a test
 * can tell the warm-up really decodes.
 */
export function warmUp(runs = 12): readonly DetectedMarker[] {
  const W = 120;
  const H = 96;
  const cells = markerCells(0);
  const n = cells.length + 2;
  const cell = 8;
  const x0 = 28;
  const y0 = 16;
  const data = new Uint8ClampedArray(W * H * 4);
  let seed = 7;
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const cx = Math.floor((x - x0) / cell);
      const cy = Math.floor((y - y0) / cell);
      const inMarker = cx >= 0 && cy >= 0 && cx < n && cy < n;
      const white = !inMarker || (cx > 0 && cy > 0 && cx < n - 1 && cy < n - 1 && cells[cy - 1]![cx - 1]!);
      seed = (seed * 1103515245 + 12345) >>> 0;
      const v = (white ? 220 : 30) + ((seed >>> 24) % 13) - 6;
      const k = (y * W + x) * 4;
      data[k] = data[k + 1] = data[k + 2] = v;
      data[k + 3] = 255;
    }
  let found: readonly DetectedMarker[] = [];
  for (let i = 0; i < runs; i++) found = detectMarkers({ width: W, height: H, data }, { retries: [] }).markers;
  return found;
}

/**
 * The pipeline's working images, kept between calls: a 12 MP photo needs about 80 MB of them (grey, threshold, the
 * contour finder's labels), not allocated anew for every read. Each is overwritten whole before it is read; nothing
 * returned points into them.
 */
const pool = new Map<string, Uint8ClampedArray | Int32Array>();
function pooled(name: string, n: number): Uint8ClampedArray {
  const b = pool.get(name);
  if (b instanceof Uint8ClampedArray && b.length === n) return b;
  const fresh = new Uint8ClampedArray(n);
  pool.set(name, fresh);
  return fresh;
}
function pooledLabels(n: number): Int32Array {
  const b = pool.get('labels');
  if (b instanceof Int32Array && b.length === n) return b;
  const fresh = new Int32Array(n);
  pool.set('labels', fresh);
  return fresh;
}

/** The grey image averaged over 2 × 2 pixels. */
function halve(g: Grey): Grey {
  const w = g.width >> 1;
  const h = g.height >> 1;
  const out = pooled('half', w * h);
  const d = g.data;
  for (let y = 0; y < h; y++) {
    const r0 = 2 * y * g.width;
    const r1 = r0 + g.width;
    for (let x = 0; x < w; x++) out[y * w + x] = (d[r0 + 2 * x]! + d[r0 + 2 * x + 1]! + d[r1 + 2 * x]! + d[r1 + 2 * x + 1]! + 2) >> 2;
  }
  return { width: w, height: h, data: out };
}

/** The library's own pipeline, step by step, with the threshold and the candidate filter as configured (typed arrays,
 * kept between calls: the same values as the library's plain arrays, less memory). Corners in the photo's pixels. */
function runPass(det: InstanceType<typeof AR.Detector>, grey: Grey, pass: DetectorPass): Read[] {
  const g = pass.scale === 2 ? halve(grey) : grey;
  const thres: Grey = { width: g.width, height: g.height, data: pooled(`threshold ${pass.scale}`, g.width * g.height) };
  CV.adaptiveThreshold(g, thres, pass.kernel, pass.constant);
  const contours = CV.findContours(thres, pooledLabels((g.width + 2) * (g.height + 2)));
  let candidates = det.findCandidates(contours, g.width * 0.01, 0.05, 10);
  candidates = det.clockwiseCorners(candidates);
  return det.findMarkers(g, candidates, 49).map((m) => toMarker(m, pass.scale));
}

/** A reading and the scale of the copy it was read on (a pixel of the half-size copy covers 2 × 2 of the photo). */
type Read = DetectedMarker & { readonly scale: number };

function toMarker(m: { id: number; corners: { x: number; y: number }[]; hammingDistance: number }, scale = 1): Read {
  const c = m.corners.map((p) => ({ x: scale * p.x + (scale - 1) / 2, y: scale * p.y + (scale - 1) / 2 }));
  return { id: m.id, corners: [c[0]!, c[1]!, c[2]!, c[3]!], wrongBits: m.hammingDistance, scale };
}

const centre = (m: DetectedMarker) => ({ x: (m.corners[0].x + m.corners[1].x + m.corners[2].x + m.corners[3].x) / 4, y: (m.corners[0].y + m.corners[1].y + m.corners[2].y + m.corners[3].y) / 4 });
const side = (m: DetectedMarker) => Math.hypot(m.corners[0].x - m.corners[1].x, m.corners[0].y - m.corners[1].y);

/** One reading per id and place: the same square read twice (nested contours) is one; an id at two places is ambiguous. */
function dedupe(ms: readonly Read[]): Omit<Detection, 'passes'> {
  const byId = new Map<number, Read[]>();
  for (const m of ms) {
    const list = byId.get(m.id) ?? [];
    const c = centre(m);
    const same = list.findIndex((o) => Math.hypot(centre(o).x - c.x, centre(o).y - c.y) < Math.max(3, side(o) / 2));
    if (same < 0) list.push(m);
    else if (m.wrongBits < list[same]!.wrongBits || (m.wrongBits === list[same]!.wrongBits && m.scale < list[same]!.scale)) list[same] = m;
    byId.set(m.id, list);
  }
  const markers: DetectedMarker[] = [];
  const ambiguous: number[] = [];
  for (const [id, list] of byId) {
    if (list.length === 1) markers.push({ id: list[0]!.id, corners: list[0]!.corners, wrongBits: list[0]!.wrongBits });
    else ambiguous.push(id);
  }
  return { markers: markers.sort((a, b) => a.id - b.id), ambiguous: ambiguous.sort((a, b) => a - b) };
}
