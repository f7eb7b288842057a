/**
 * The planner's envelope, computed in a worker (envelope.worker.ts) and kept per request (start, allocation, band):
 * the panel and the overlay subscribe; a drag of the distance or a turn does not ask again. Where workers are
 * missing (unit tests in jsdom) it computes on the spot.
 */
import { useSyncExternalStore } from 'react';
import { envelopeReachable, type EnvelopeRequest, type Zone } from '../../../geometry';
import type { EnvelopeAnswer, EnvelopeAsk } from './envelope.worker';

export interface EnvelopeShown {
  readonly outline: Zone;
  /** The engine's time in the worker, ms. */
  readonly ms: number;
  /** From the ask to the answer on the main thread, ms. */
  readonly wait: number;
}

const done = new Map<string, EnvelopeShown>();
const asked = new Map<string, number>();
const listeners = new Set<() => void>();
let worker: Worker | null = null;

/** Start the worker ahead of the first toggle (its module load is most of a cold answer). */
export function envelopeWarm(): void {
  workerOf();
}

function workerOf(): Worker | null {
  if (worker) return worker;
  if (typeof Worker === 'undefined') return null;
  worker = new Worker(new URL('./envelope.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (e: MessageEvent<EnvelopeAnswer>) => {
    const t = asked.get(e.data.key) ?? performance.now();
    done.set(e.data.key, { outline: e.data.outline, ms: e.data.ms, wait: performance.now() - t });
    for (const l of listeners) l();
  };
  return worker;
}

function ask(key: string, req: EnvelopeRequest): void {
  if (done.has(key) || asked.has(key)) return;
  asked.set(key, performance.now());
  const w = workerOf();
  if (w) {
    const msg: EnvelopeAsk = { key, req };
    w.postMessage(msg);
    return;
  }
  const t0 = performance.now();
  const env = envelopeReachable(req);
  done.set(key, { outline: env.outline, ms: performance.now() - t0, wait: performance.now() - t0 });
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The envelope for `req` once computed (null while the worker works, or when `req` is null). */
export function useEnvelope(req: EnvelopeRequest | null): EnvelopeShown | null {
  const key = req ? JSON.stringify(req) : '';
  if (req) ask(key, req);
  return useSyncExternalStore(subscribe, () => (req ? (done.get(key) ?? null) : null));
}
