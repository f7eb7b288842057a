/**
 * Where a warship's planned final footprint overlaps other tokens, and the smallest displacement the rules
 * call for: a fighter or missile gives way to the warship; between two warships the one that moved gives way.
 * Geometry (SAT, the smallest clearing translation) is `geometry/overlap`; this decides who moves.
 * Rules: Kalidasia "Overlapping Tokens".
 */
import { inches, resolveOverlap, rectOverlap, type Point, type Pose, type TokenRect } from '../../../geometry';

/** A token on the table as the overlap check sees it. */
export interface OverlapToken {
  readonly kind: 'ship' | 'fighter' | 'missile';
  readonly id: string;
  readonly pose: Pose;
  /** Across and along the token, inches (the pack's token size). */
  readonly footprint: { readonly width: number; readonly length: number };
}

/** One token to move: from → to, the shift (an arrow on the table) and why. */
export interface OverlapDisplacement {
  readonly unit: { readonly kind: 'ship' | 'fighter' | 'missile'; readonly id: string };
  readonly from: Pose;
  readonly to: Pose;
  readonly shift: Point;
  readonly distance: number;
  /** The tokens it overlapped (ids). */
  readonly over: readonly string[];
  readonly reason: string;
  readonly section: string;
}

const SECTION = 'Overlapping Tokens';
const r = (t: OverlapToken | { pose: Pose; footprint: OverlapToken['footprint'] }): TokenRect => ({ pose: t.pose, footprint: { width: inches(t.footprint.width), length: inches(t.footprint.length) } });
const inch = (n: number): string => `${Math.round(n * 100) / 100}″`;

/**
 * The displacements after the mover ends at `mover.pose`: first the mover itself, the smallest distance clear of
 * every warship it moved onto; then each fighter or missile under the mover's (displaced) footprint, the
 * smallest distance clear of it. Tokens listed in `carried` (escorts moving with it) are left out.
 * Rules: Kalidasia "Overlapping Tokens" — "If one of the tokens is a warship and the other token is a fighter or a missile,
 * the warship has the priority. Move the other token the shortest amount of distance so that is does not overlap the warship.
 * If both tokens are warships, then the warship which moved onto the other warship will need to be moved the smallest distance possible".
 */
export function planOverlap(mover: OverlapToken, others: readonly OverlapToken[], carried: readonly string[] = []): OverlapDisplacement[] {
  const out: OverlapDisplacement[] = [];
  const rest = others.filter((o) => o.id !== mover.id && !carried.includes(o.id));
  const ships = rest.filter((o) => o.kind === 'ship');
  let at = mover.pose;
  const res = resolveOverlap(r(mover), ships.map(r));
  if (res.overlapped.length > 0) {
    const over = res.overlapped.map((i) => ships[i]?.id ?? '?');
    at = res.pose;
    out.push({
      unit: { kind: 'ship', id: mover.id },
      from: mover.pose,
      to: res.pose,
      shift: res.shift,
      distance: res.distance,
      over,
      reason: `${mover.id} ends over ${over.join(' and ')}: the warship that moved is moved ${inch(res.distance)} clear.`,
      section: SECTION,
    });
  }
  const moved: TokenRect = r({ pose: at, footprint: mover.footprint });
  for (const o of rest) {
    if (o.kind === 'ship' || !rectOverlap(r(o), moved).overlaps) continue;
    const g = resolveOverlap(r(o), [moved]);
    out.push({
      unit: { kind: o.kind, id: o.id },
      from: o.pose,
      to: g.pose,
      shift: g.shift,
      distance: g.distance,
      over: [mover.id],
      reason: `${o.id} is under ${mover.id}: the warship has priority, the ${o.kind} token is moved ${inch(g.distance)} clear.`,
      section: SECTION,
    });
  }
  return out;
}
