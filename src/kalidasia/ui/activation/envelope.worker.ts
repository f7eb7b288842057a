/// <reference lib="webworker" />
/**
 * The reachable envelope off the main thread: the engine's closed form plus the outline's polygon union take
 * 7–35 ms on the 2-core machine (more than a frame), so the planner asks this worker and draws when it answers.
 * Rules: Kalidasia "Move the Warship", "Executing a turn", "Impossible Turns" (geometry/envelope.ts).
 */
import { envelopeReachable, type EnvelopeRequest } from '../../../geometry';

export interface EnvelopeAsk {
  readonly key: string;
  readonly req: EnvelopeRequest;
}

export interface EnvelopeAnswer {
  readonly key: string;
  readonly outline: ReturnType<typeof envelopeReachable>['outline'];
  readonly ms: number;
  readonly error?: string;
}

self.onmessage = (e: MessageEvent<EnvelopeAsk>) => {
  const t0 = performance.now();
  try {
    const env = envelopeReachable(e.data.req);
    const answer: EnvelopeAnswer = { key: e.data.key, outline: env.outline, ms: performance.now() - t0 };
    self.postMessage(answer);
  } catch (err) {
    const answer: EnvelopeAnswer = { key: e.data.key, outline: [], ms: performance.now() - t0, error: String(err) };
    self.postMessage(answer);
  }
};
