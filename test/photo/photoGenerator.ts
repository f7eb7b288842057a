// Generated photos of a printed table (issue 25): the printed tokens (the app's own drawing, plan.ts tokenShapes) and
// the six table-marker cards laid on a table at known poses, photographed by a virtual pinhole camera (tilt, any
// rotation, a chosen px per inch at the table's middle), with blur, sensor noise, a light gradient and vignette, an
// optional hand over some tokens, and JPEG compression. Node only (@napi-rs/canvas). Seeded: the same options give
// the same photo.
import { createCanvas, ImageData as NapiImageData, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import { homographyApply, homographyInverse, type Homography, type Pose } from '../../src/geometry';
import { markerCells } from '../../src/kalidasia/ui/photo/detect';
import { TABLE_CARD_SIDE, TABLE_MARKER_SIDE, tableMarkerPlaces, tokenShapes, type PlannedToken } from '../../src/kalidasia/ui/photo/plan';

export interface PhotoToken {
  readonly token: PlannedToken;
  readonly pose: Pose;
  readonly colour: string;
}

export interface CameraOptions {
  /** Pixels per inch at the table's middle. */
  readonly ppi: number;
  /** Degrees the camera leans from overhead (0 = straight down). */
  readonly tilt: number;
  /** Degrees the photo is turned. */
  readonly rotation: number;
  /** Gaussian-like blur in pixels (0 = none). */
  readonly blur?: number;
  /** Noise amplitude in grey levels (0 = none). */
  readonly noise?: number;
  /** Light falling from 1 to this factor across the photo, plus a vignette. 1 = even light. */
  readonly light?: number;
  /** JPEG quality (0–100); none = lossless RGBA. */
  readonly jpeg?: number;
  /** Rectangles on the table (inches) covered by a hand (skin colour). */
  readonly hands?: readonly { x: number; y: number; w: number; h: number }[];
  /** Table markers left out of the photo (by index 0–5). */
  readonly hideTableMarkers?: readonly number[];
  readonly seed?: number;
  /** The part of the table the photo shows (inches); the whole table when absent. */
  readonly region?: { readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number };
}

export interface GeneratedPhoto {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
  /** Table inches → photo pixels. */
  readonly camera: Homography;
  /** JPEG bytes when `jpeg` was asked for (the data is then the decoded JPEG). */
  readonly file?: Buffer;
}

/** A small seeded generator in [0, 1) for the photos' noise, poses and cameras (tests only). */
export function rng(seed: number) {
  let a = seed >>> 0 || 1;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function drawMarker(ctx: SKRSContext2D, id: number, side: number) {
  const cells = markerCells(id);
  const n = cells.length;
  const c = side / (n + 2);
  ctx.fillStyle = '#000';
  ctx.fillRect(-side / 2, -side / 2, side, side);
  ctx.fillStyle = '#fff';
  for (let r = 0; r < n; r++) for (let k = 0; k < n; k++) if (cells[r]![k]) ctx.fillRect(-side / 2 + (k + 1) * c, -side / 2 + (r + 1) * c, c, c);
}

/** The flat table as printed and laid out, `f` px per inch. */
function renderFlat(table: { width: number; height: number }, tokens: readonly PhotoToken[], f: number, hide: readonly number[], hands: CameraOptions['hands'], r: Region) {
  const canvas = createCanvas(Math.ceil((r.x1 - r.x0) * f), Math.ceil((r.y1 - r.y0) * f));
  const ctx = canvas.getContext('2d');
  ctx.scale(f, f);
  ctx.translate(-r.x0, -r.y0);
  ctx.fillStyle = '#3d4f5c';
  ctx.fillRect(0, 0, table.width, table.height);
  tableMarkerPlaces(table).forEach((p, i) => {
    if (hide.includes(i)) return;
    ctx.save();
    ctx.translate(p.centre.x, p.centre.y);
    ctx.fillStyle = '#f4f4f0';
    ctx.fillRect(-TABLE_CARD_SIDE / 2, -TABLE_CARD_SIDE / 2, TABLE_CARD_SIDE, TABLE_CARD_SIDE);
    drawMarker(ctx, p.id, TABLE_MARKER_SIDE);
    ctx.restore();
  });
  const ordered = [...tokens].sort((a, b) => (a.token.unit.kind === 'ship' ? 0 : 1) - (b.token.unit.kind === 'ship' ? 0 : 1));
  for (const t of ordered) {
    ctx.save();
    ctx.translate(t.pose.x, t.pose.y);
    ctx.rotate((t.pose.heading * Math.PI) / 180);
    for (const s of tokenShapes(t.token, t.colour, markerCells(t.token.marker))) {
      ctx.fillStyle = s.fill;
      if (s.kind === 'rect') ctx.fillRect(s.x, s.y, s.w, s.h);
      else if (s.kind === 'poly') {
        ctx.beginPath();
        s.points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
        ctx.closePath();
        ctx.fill();
      } else {
        ctx.font = `${s.size}px sans-serif`;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.save();
        ctx.translate(s.x, s.y);
        ctx.rotate((s.rotate * Math.PI) / 180);
        ctx.fillText(s.text, 0, 0);
        ctx.restore();
      }
    }
    ctx.restore();
  }
  for (const h of hands ?? []) {
    ctx.fillStyle = '#c8957a';
    ctx.beginPath();
    ctx.ellipse(h.x + h.w / 2, h.y + h.h / 2, h.w / 2, h.h / 2, 0.3, 0, Math.PI * 2);
    ctx.fill();
  }
  return ctx.getImageData(0, 0, canvas.width, canvas.height);
}

/** A pinhole camera over the table's middle, leaning `tilt`° and turned `rotation`°: table inches → photo pixels. */
type Region = { readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number };

export function cameraOf(table: { width: number; height: number }, o: Pick<CameraOptions, 'ppi' | 'tilt' | 'rotation' | 'region'>): { h: Homography; width: number; height: number } {
  const reg = o.region ?? { x0: 0, y0: 0, x1: table.width, y1: table.height };
  const D = Math.hypot(reg.x1 - reg.x0, reg.y1 - reg.y0) * 0.9;
  const t = (o.tilt * Math.PI) / 180;
  const r = (o.rotation * Math.PI) / 180;
  const f = o.ppi * D;
  const cx = (reg.x0 + reg.x1) / 2;
  const cy = (reg.y0 + reg.y1) / 2;
  // Camera coords of a table point (X, Y): x = X − cx; y = (Y − cy) cos t; depth = D + (Y − cy) sin t.
  // u = f x / depth, v = f y / depth, then turned by r. As a homography of (X, Y, 1):
  const A: Homography = [f, 0, -f * cx, 0, f * Math.cos(t), -f * Math.cos(t) * cy, 0, Math.sin(t), D - Math.sin(t) * cy];
  const R: Homography = [Math.cos(r), -Math.sin(r), 0, Math.sin(r), Math.cos(r), 0, 0, 0, 1];
  const m = (a: Homography, b: Homography): Homography => {
    const o2: number[] = [];
    for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) o2.push(a[i * 3]! * b[j]! + a[i * 3 + 1]! * b[3 + j]! + a[i * 3 + 2]! * b[6 + j]!);
    return o2 as unknown as Homography;
  };
  const h0 = m(R, A);
  const margin = o.region ? 0 : 2;
  const corners = [
    { x: reg.x0 - margin, y: reg.y0 - margin },
    { x: reg.x1 + margin, y: reg.y0 - margin },
    { x: reg.x1 + margin, y: reg.y1 + margin },
    { x: reg.x0 - margin, y: reg.y1 + margin },
  ].map((p) => homographyApply(h0, p)!);
  const minX = Math.min(...corners.map((p) => p.x));
  const minY = Math.min(...corners.map((p) => p.y));
  const width = Math.ceil(Math.max(...corners.map((p) => p.x)) - minX);
  const height = Math.ceil(Math.max(...corners.map((p) => p.y)) - minY);
  return { h: m([1, 0, -minX, 0, 1, -minY, 0, 0, 1], h0), width, height };
}

/** Photograph the table. */
export async function photograph(table: { width: number; height: number }, tokens: readonly PhotoToken[], o: CameraOptions): Promise<GeneratedPhoto> {
  const cam = cameraOf(table, o);
  const inv = homographyInverse(cam.h)!;
  // Render the flat table finely enough for the nearest part of the photo.
  const reg = o.region ?? { x0: 0, y0: 0, x1: table.width, y1: table.height };
  const f0 = Math.ceil(o.ppi * 1.6 * (1 + Math.sin((o.tilt * Math.PI) / 180)));
  const f = Math.min(f0, Math.floor(Math.sqrt(40e6 / ((reg.x1 - reg.x0) * (reg.y1 - reg.y0)))));
  const flat = renderFlat(table, tokens, f, o.hideTableMarkers ?? [], o.hands, reg);
  const fw = flat.width;
  const fh = flat.height;
  const src = flat.data;
  const { width, height } = cam;
  const out = new Uint8ClampedArray(width * height * 4);
  const random = rng(o.seed ?? 1);
  const light = o.light ?? 1;
  for (let v = 0; v < height; v++) {
    for (let u = 0; u < width; u++) {
      const w = inv[6] * u + inv[7] * v + inv[8];
      const X = ((inv[0] * u + inv[1] * v + inv[2]) / w - reg.x0) * f - 0.5;
      const Y = ((inv[3] * u + inv[4] * v + inv[5]) / w - reg.y0) * f - 0.5;
      const k = (v * width + u) * 4;
      let rr = 28;
      let gg = 24;
      let bb = 22;
      if (X >= 0 && Y >= 0 && X < fw - 1 && Y < fh - 1) {
        const x0 = X | 0;
        const y0 = Y | 0;
        const ax = X - x0;
        const ay = Y - y0;
        const i00 = (y0 * fw + x0) * 4;
        const i10 = i00 + 4;
        const i01 = i00 + fw * 4;
        const i11 = i01 + 4;
        const mix = (c: number) => (src[i00 + c]! * (1 - ax) + src[i10 + c]! * ax) * (1 - ay) + (src[i01 + c]! * (1 - ax) + src[i11 + c]! * ax) * ay;
        rr = mix(0);
        gg = mix(1);
        bb = mix(2);
      }
      const du = u / width - 0.5;
      const dv = v / height - 0.5;
      const shade = (1 - (1 - light) * (u / width)) * (1 - (1 - light) * 0.8 * (du * du + dv * dv) * 2);
      out[k] = rr * shade;
      out[k + 1] = gg * shade;
      out[k + 2] = bb * shade;
      out[k + 3] = 255;
    }
  }
  let canvas = createCanvas(width, height);
  canvas.getContext('2d').putImageData(new NapiImageData(out, width, height), 0, 0);
  if (o.blur && o.blur > 0) {
    const blurred = createCanvas(width, height);
    const bctx = blurred.getContext('2d');
    bctx.filter = `blur(${o.blur}px)`;
    bctx.drawImage(canvas, 0, 0);
    canvas = blurred;
  }
  const ctx = canvas.getContext('2d');
  const img = ctx.getImageData(0, 0, width, height);
  if (o.noise && o.noise > 0) {
    const d = img.data;
    for (let i = 0; i < d.length; i += 4) {
      const n = (random() + random() + random() - 1.5) * o.noise;
      d[i] = d[i]! + n;
      d[i + 1] = d[i + 1]! + n;
      d[i + 2] = d[i + 2]! + n;
    }
    ctx.putImageData(img, 0, 0);
  }
  if (o.jpeg) {
    const file = await canvas.encode('jpeg', o.jpeg);
    const back = createCanvas(width, height);
    const bctx = back.getContext('2d');
    bctx.drawImage(await loadImage(file), 0, 0);
    return { width, height, data: new Uint8ClampedArray(bctx.getImageData(0, 0, width, height).data), camera: cam.h, file };
  }
  return { width, height, data: new Uint8ClampedArray(img.data), camera: cam.h };
}
