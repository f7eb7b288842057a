/**
 * Units of the table. Inches and degrees are branded numbers so that a length
 * can never be passed where an angle is expected (DESIGN.md §1, "Units in the types").
 * The coordinate convention is described once in src/geometry/README.md.
 */
declare const inchesBrand: unique symbol;
declare const degreesBrand: unique symbol;

/** A length on the table, in inches. */
export type Inches = number & { readonly [inchesBrand]: true };
/** An angle in degrees. */
export type Degrees = number & { readonly [degreesBrand]: true };

/** Brand a plain number as inches. */
export const inches = (n: number): Inches => n as Inches;
/** Brand a plain number as degrees. */
export const degrees = (n: number): Degrees => n as Degrees;

/** A point on the table, both coordinates in inches. */
export interface Point {
  readonly x: Inches;
  readonly y: Inches;
}

/** Build a point from two plain numbers (inches). */
export const point = (x: number, y: number): Point => ({ x: inches(x), y: inches(y) });

/**
 * A token's pose: its centre and its heading (the direction of travel).
 * Heading convention: see src/geometry/README.md.
 */
export interface Pose {
  readonly x: Inches;
  readonly y: Inches;
  readonly heading: Degrees;
}

/** Build a pose from plain numbers (inches, inches, degrees). */
export const pose = (x: number, y: number, heading: number): Pose => ({
  x: inches(x),
  y: inches(y),
  heading: degrees(heading),
});

// Areas (zones). They live here, below both zone.ts and region.ts, so neither imports the other's types.
/** A closed ring without a repeated closing vertex. */
export type Ring = readonly Point[];
/** A polygon: the outer ring, then any holes. */
export type ZonePolygon = readonly Ring[];
/** A zone: any number of disjoint polygons (empty array = no area). */
export type Zone = readonly ZonePolygon[];
