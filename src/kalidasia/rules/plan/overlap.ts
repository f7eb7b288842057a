/**
 * Where the tokens go when the planned move ends on other tokens (issue 14, item 6): the displacement arrows the
 * screen offers before the move is committed. Which token gives way is the rule; how far is geometry's
 * `resolveOverlap` (the smallest translation, exact).
 * Rules: Kalidasia "Overlapping Tokens".
 */
import { rectOverlap, resolveOverlap } from '../../../geometry';
import type { Inches, Point, Pose, TokenRect } from '../../../geometry';

export type LandingTokenKind = 'ship' | 'fighter' | 'missile';

export interface LandingToken {
  readonly id: string;
  readonly kind: LandingTokenKind;
  readonly rect: TokenRect;
}

/** One token moved by the rule, drawn as an arrow from `from` to `to`. */
export interface LandingMove {
  readonly id: string;
  readonly from: Pose;
  readonly to: Pose;
  readonly shift: Point;
  readonly distance: Inches;
  readonly why: string;
  readonly section: string;
}

export interface LandingResult {
  /** The moving warship's own displacement (it landed on another warship), or null. */
  readonly mover: LandingMove | null;
  /** Fighters and missiles pushed off the warship. */
  readonly pushed: readonly LandingMove[];
  /** Tokens the rule could not place (the screen asks the players to adjust on the table). */
  readonly unresolved: readonly { readonly id: string; readonly reason: string; readonly section: string }[];
}

const S = 'Overlapping Tokens';

/**
 * The displacements after a warship's move ends at `mover.rect`: first the warship itself, the smallest move clearing
 * every warship it landed on ("the warship which moved onto the other warship will need to be moved"); then every
 * fighter or missile under its final footprint, each the smallest move clearing the warship ("the warship has the
 * priority") — and every other warship, since a warship always has priority over a fighter or missile.
 * Rules: Kalidasia "Overlapping Tokens".
 */
export function planLanding(mover: LandingToken, others: readonly LandingToken[]): LandingResult {
  const warships = others.filter((o) => o.kind === 'ship');
  const unresolved: { id: string; reason: string; section: string }[] = [];
  let moverMove: LandingMove | null = null;
  let final = mover.rect;
  const r = resolveOverlap(mover.rect, warships.map((w) => w.rect));
  if (r.overlapped.length > 0) {
    const names = r.overlapped.map((i) => warships[i]?.id ?? '?').join(', ');
    if (r.resolved) {
      final = { ...mover.rect, pose: r.pose };
      moverMove = { id: mover.id, from: mover.rect.pose, to: r.pose, shift: r.shift, distance: r.distance, why: `${mover.id} moved onto ${names}: it moves the smallest distance so that it does not overlap.`, section: S };
    } else unresolved.push({ id: mover.id, reason: `${mover.id} overlaps ${names}: ${r.reason ?? 'no clearing position found'}`, section: S });
  }
  const blockers = [final, ...warships.map((w) => w.rect)];
  const pushed: LandingMove[] = [];
  for (const o of others) {
    if (o.kind === 'ship' || !rectOverlap(o.rect, final).overlaps) continue;
    const p = resolveOverlap(o.rect, blockers);
    if (!p.resolved) {
      unresolved.push({ id: o.id, reason: `${o.id} lies under ${mover.id}: ${p.reason ?? 'no clearing position found'}`, section: S });
      continue;
    }
    pushed.push({ id: o.id, from: o.rect.pose, to: p.pose, shift: p.shift, distance: p.distance, why: `${o.id} lies under ${mover.id}: the warship has priority, the ${o.kind} moves the shortest distance off it.`, section: S });
  }
  return { mover: moverMove, pushed, unresolved };
}
