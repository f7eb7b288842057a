/// <reference lib="webworker" />
/**
 * The photo reader's worker (issue 25): decodes the chosen file (createImageBitmap), draws it on an OffscreenCanvas
 * and runs the marker detector, so the page stays responsive. Loaded only when the reader opens; a file of the app
 * (the CSP refuses blob: workers). Nothing leaves the device.
 */
import { detectMarkers, warmUp, type Detection } from './detect';

export type WorkerRequest = { readonly file: Blob };
export type WorkerReply =
  | { readonly ok: true; readonly width: number; readonly height: number; readonly detection: Detection; readonly decodeMs: number; readonly detectMs: number }
  | { readonly ok: false; readonly reason: string };

// Compile the detector's loops on a small made-up photo before the first real one (detect.ts warmUp).
warmUp();

const post = (r: WorkerReply) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(r);

self.onmessage = async (e: MessageEvent<WorkerRequest>) => {
  const t0 = performance.now();
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(e.data.file);
  } catch {
    post({ ok: false, reason: 'This file could not be read as an image (choose a photo: JPEG, PNG or HEIC as your tablet saves it).' });
    return;
  }
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('no 2d context');
    ctx.drawImage(bitmap, 0, 0);
    const img = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
    bitmap.close();
    const t1 = performance.now();
    const detection = detectMarkers(img);
    post({ ok: true, width: img.width, height: img.height, detection, decodeMs: t1 - t0, detectMs: performance.now() - t1 });
  } catch (err) {
    post({ ok: false, reason: `The photo could not be read: ${err instanceof Error ? err.message : String(err)}.` });
  }
};
