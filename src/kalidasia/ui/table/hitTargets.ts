/**
 * Touch targets on the table (pure: no React, no Konva, no DOM). A token answers to a finger
 * within at least 22 CSS px of its centre along each axis, whatever the zoom: its target is its own
 * footprint grown to a half-size of max(token half-size, 22 px / scale) inches (DESIGN.md §6).
 *
 * Two tokens under one finger: a token whose footprint holds the finger itself, else the one the current
 * step is about (`preferred`), else the player chooses from the list.
 */
import type { Point } from '../../../geometry/units';

/** An oriented rectangle on the table (inches; heading in degrees, 0 = +x, clockwise on screen). */
export interface HitTarget {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly heading: number;
  /** Across the direction of travel. */
  readonly width: number;
  /** Along the direction of travel. */
  readonly length: number;
}

/** Half the smallest touch target, CSS px (a 44 px fingertip). */
export const TOUCH_HALF_PX = 22;

/** Half-size (inches) of the touch target along one axis of a token: its own half-size, or 22 px at this scale. */
export function targetHalf(tokenHalf: number, scale: number, halfPx = TOUCH_HALF_PX): number {
  return Math.max(tokenHalf, halfPx / Math.max(1e-9, scale));
}

/** `p` in the token's own frame (x along its heading, y across). */
function local(t: HitTarget, p: Point): { x: number; y: number } {
  const a = (-t.heading * Math.PI) / 180;
  const dx = p.x - t.x;
  const dy = p.y - t.y;
  return { x: dx * Math.cos(a) - dy * Math.sin(a), y: dx * Math.sin(a) + dy * Math.cos(a) };
}

/** Is `p` on the token's footprint itself? */
export function footprintContains(t: HitTarget, p: Point): boolean {
  const q = local(t, p);
  return Math.abs(q.x) <= t.length / 2 + 1e-9 && Math.abs(q.y) <= t.width / 2 + 1e-9;
}

/** Is `p` within the token's touch target at this scale? */
export function targetContains(t: HitTarget, p: Point, scale: number, halfPx = TOUCH_HALF_PX): boolean {
  const q = local(t, p);
  return Math.abs(q.x) <= targetHalf(t.length / 2, scale, halfPx) + 1e-9 && Math.abs(q.y) <= targetHalf(t.width / 2, scale, halfPx) + 1e-9;
}

export interface HitCandidate<T extends HitTarget = HitTarget> {
  readonly target: T;
  /** The finger is on the footprint itself. */
  readonly exact: boolean;
  /** Centre to finger, inches. */
  readonly distance: number;
}

/** Every token whose touch target holds `p`: exact hits first (smallest first), then nearest centre first. */
export function hitCandidates<T extends HitTarget>(targets: readonly T[], p: Point, scale: number, halfPx = TOUCH_HALF_PX): HitCandidate<T>[] {
  const out: HitCandidate<T>[] = [];
  for (const t of targets) {
    if (!targetContains(t, p, scale, halfPx)) continue;
    out.push({ target: t, exact: footprintContains(t, p), distance: Math.hypot(p.x - t.x, p.y - t.y) });
  }
  return out.sort((a, b) => (a.exact !== b.exact ? (a.exact ? -1 : 1) : a.exact ? a.target.width * a.target.length - b.target.width * b.target.length || a.distance - b.distance : a.distance - b.distance));
}

/** What a finger at a point means: one token, a choice between several, or the table. */
export type HitPick<T extends HitTarget = HitTarget> = { kind: 'none' } | { kind: 'one'; target: T } | { kind: 'choose'; candidates: T[] };

/**
 * Decide between candidates (as `hitCandidates` orders them). A finger on a footprint itself takes that
 * token (a preferred one first, else the smallest: a fighter lying on a warship); else a preferred one
 * (the step's unit, the group being moved) wins, nearest first; else the only one; else a choice.
 */
export function hitPick<T extends HitTarget>(cands: readonly HitCandidate<T>[], preferred: ReadonlySet<string> = new Set()): HitPick<T> {
  if (cands.length === 0) return { kind: 'none' };
  const isPref = (c: HitCandidate<T>) => preferred.has(c.target.id);
  const first = cands.find((c) => c.exact && isPref(c)) ?? cands.find((c) => c.exact) ?? cands.find(isPref) ?? (cands.length === 1 ? cands[0] : undefined);
  if (first) return { kind: 'one', target: first.target };
  return { kind: 'choose', candidates: cands.map((c) => c.target) };
}
