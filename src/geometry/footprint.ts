/**
 * Token footprints: oriented rectangles of width (across, port to starboard) × length
 * (along the direction of travel). Warships are rectangles, fighters and missiles squares;
 * the sizes always come from the data pack, never from here.
 */
import { poseToTable } from './pose';
import type { Inches, Point, Pose } from './units';
import type { Line, Segment } from './vec';
import { headingUnit } from './pose';

/** Size of a token. Structurally the same as the data pack's TokenSize. */
export interface Footprint {
  /** Across the token (port to starboard), inches. */
  readonly width: Inches;
  /** Along the token (direction of travel), inches. */
  readonly length: Inches;
}

/** A token on the table as geometry sees it: where it is and how big it is. */
export interface TokenRect {
  readonly pose: Pose;
  readonly footprint: Footprint;
}

/** The four corners, in order: fore-port, fore-starboard, aft-starboard, aft-port (clockwise on screen). */
export type Corners = readonly [Point, Point, Point, Point];

/** Names of the four edges of a footprint. */
export type EdgeName = 'fore' | 'starboard' | 'aft' | 'port';

/** One named edge of a footprint. */
export interface Edge extends Segment {
  readonly name: EdgeName;
}

/** Corners of a token's rectangle (clockwise on the y-down screen, starting fore-port). */
export const footprintCorners = (t: TokenRect): Corners => {
  const hl = t.footprint.length / 2;
  const hw = t.footprint.width / 2;
  return [
    poseToTable(t.pose, hl, -hw),
    poseToTable(t.pose, hl, hw),
    poseToTable(t.pose, -hl, hw),
    poseToTable(t.pose, -hl, -hw),
  ];
};

/** The four edges, each from one corner to the next clockwise: fore, starboard, aft, port. */
export const footprintEdges = (t: TokenRect): readonly [Edge, Edge, Edge, Edge] => {
  const [fp, fs, as, ap] = footprintCorners(t);
  return [
    { name: 'fore', from: fp, to: fs },
    { name: 'starboard', from: fs, to: as },
    { name: 'aft', from: as, to: ap },
    { name: 'port', from: ap, to: fp },
  ];
};

/**
 * The two centre lines of a token, as segments across the token and as infinite lines:
 * `along` runs aft → fore through the centre (the direction of travel; green line on the token),
 * `across` runs port → starboard through the centre.
 * Rules: Kalidasia "Range and Arc" (arcs divide the battlefield along the middle lines).
 */
export const footprintCentreLines = (
  t: TokenRect,
): { readonly along: Segment; readonly across: Segment; readonly alongLine: Line; readonly acrossLine: Line } => {
  const hl = t.footprint.length / 2;
  const hw = t.footprint.width / 2;
  const centre = poseToTable(t.pose, 0, 0);
  return {
    along: { from: poseToTable(t.pose, -hl, 0), to: poseToTable(t.pose, hl, 0) },
    across: { from: poseToTable(t.pose, 0, -hw), to: poseToTable(t.pose, 0, hw) },
    alongLine: { through: centre, direction: headingUnit(t.pose.heading) },
    acrossLine: { through: centre, direction: headingUnit(t.pose.heading + 90) },
  };
};
