/**
 * Scale bar and grid-tile choices for a zoom level (pure).
 */

/** Round lengths a scale bar may show, in inches. */
export const SCALE_BAR_STEPS: readonly number[] = [0.5, 1, 2, 3, 6, 12, 18, 24, 36, 48, 72, 96, 120];

export interface ScaleBar {
  /** Length shown, in inches. */
  readonly inches: number;
  /** Its length on screen, in CSS px. */
  readonly px: number;
  /** E.g. "12″". */
  readonly label: string;
}

/**
 * The longest round length whose bar fits in `maxPx` CSS px at `scale` px/inch
 * (the shortest step when even that is too long).
 */
export function scaleBarChoose(scale: number, maxPx = 160): ScaleBar {
  let inches = SCALE_BAR_STEPS[0] ?? 1;
  for (const step of SCALE_BAR_STEPS) {
    if (step * scale <= maxPx) inches = step;
  }
  return { inches, px: inches * scale, label: `${inches}″` };
}

export interface GridTile {
  /** Side of the square tile canvas, in device pixels (one tile = one inch). */
  readonly size: number;
  /** Width of the grid line drawn along the tile's top and left edges, in device pixels. */
  readonly line: number;
  /** Opacity of the lines: fades out as the grid becomes too dense to read. */
  readonly alpha: number;
}

/**
 * The grid tile to draw for a zoom level: one inch at the current scale in device
 * pixels (so lines stay about one screen pixel wide), clamped to 4–256 px.
 */
export function gridTileChoose(scale: number, devicePixelRatio = 1): GridTile {
  const dpr = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  const size = Math.max(4, Math.min(256, Math.round(scale * dpr)));
  const line = Math.max(1, Math.round(dpr));
  // Below 6 px per inch the lines would cover the table: fade them out.
  const alpha = scale >= 12 ? 1 : Math.max(0, (scale - 4) / 8);
  return { size, line, alpha };
}
