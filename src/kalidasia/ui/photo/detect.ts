/**
 * Marker detection with js-aruco2 2.0 (ARUCO_MIP_36h12, 250 ids) — the library does the finding and decoding; this
 * file only configures it the way issue 25's trial and README.md's measurements settled:
 *  - `maxHammingDistance: 6` (the dictionary's default, 12, let misread squares through as invented ids);
 *  - the nested-squares filter (`notTooNear`) is not applied: it keeps the larger of two nested squares, so a token's
 *    printed outline hid its marker; the same id read twice at one place is kept once (fewest wrong bits);
 *  - the adaptive threshold's constant is 5 instead of 7 (recovered missed table markers).
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
  return dedupe(det.detect({ width: image.width, height: image.height, data: image.data }).map(toMarker));
}

/** The library as this app configures it (see the file's comment). */
export function detectMarkers(image: RgbaImage): Detection {
  const det = new AR.Detector({ dictionaryName: DICTIONARY_NAME, maxHammingDistance: 6 });
  const img = { width: image.width, height: image.height, data: image.data };
  // The library's own pipeline, step by step, with the threshold constant and the candidate filter changed.
  CV.grayscale(img, det.grey);
  CV.adaptiveThreshold(det.grey, det.thres, 2, 5);
  det.contours = CV.findContours(det.thres, det.binary);
  let candidates = det.findCandidates(det.contours, image.width * 0.01, 0.05, 10);
  candidates = det.clockwiseCorners(candidates);
  return dedupe(det.findMarkers(det.grey, candidates, 49).map(toMarker));
}

function toMarker(m: { id: number; corners: { x: number; y: number }[]; hammingDistance: number }): DetectedMarker {
  const c = m.corners.map((p) => ({ x: p.x, y: p.y }));
  return { id: m.id, corners: [c[0]!, c[1]!, c[2]!, c[3]!], wrongBits: m.hammingDistance };
}

const centre = (m: DetectedMarker) => ({ x: (m.corners[0].x + m.corners[1].x + m.corners[2].x + m.corners[3].x) / 4, y: (m.corners[0].y + m.corners[1].y + m.corners[2].y + m.corners[3].y) / 4 });
const side = (m: DetectedMarker) => Math.hypot(m.corners[0].x - m.corners[1].x, m.corners[0].y - m.corners[1].y);

/** One reading per id and place: the same square read twice (nested contours) is one; an id at two places is ambiguous. */
function dedupe(ms: readonly DetectedMarker[]): Detection {
  const byId = new Map<number, DetectedMarker[]>();
  for (const m of ms) {
    const list = byId.get(m.id) ?? [];
    const c = centre(m);
    const same = list.findIndex((o) => Math.hypot(centre(o).x - c.x, centre(o).y - c.y) < Math.max(3, side(o) / 2));
    if (same < 0) list.push(m);
    else if (m.wrongBits < list[same]!.wrongBits) list[same] = m;
    byId.set(m.id, list);
  }
  const markers: DetectedMarker[] = [];
  const ambiguous: number[] = [];
  for (const [id, list] of byId) {
    if (list.length === 1) markers.push(list[0]!);
    else ambiguous.push(id);
  }
  return { markers: markers.sort((a, b) => a.id - b.id), ambiguous: ambiguous.sort((a, b) => a - b) };
}
