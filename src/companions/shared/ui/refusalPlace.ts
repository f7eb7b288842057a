/** Where a refusal is shown on a companion's game screen. Pure: boxes in, a place out. */

interface Box {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly width: number;
}

/**
 * Where a refusal goes: just below (or above) the control the player used, inside `area`, so it is where the
 * player is looking and never pushes the page (it floats over it). Without a control, at the top of the view.
 */
export function refusalPlace(control: Box | null, area: Box, viewportHeight: number, width: number): { top: number; left: number; above: boolean } {
  if (!control) return { top: Math.max(0, -area.top) + 8, left: 8, above: false };
  const above = viewportHeight - control.bottom < 140 && control.top > 140;
  const left = Math.max(8, Math.min(control.left - area.left, area.width - width - 8));
  return { top: (above ? control.top : control.bottom) - area.top + (above ? -8 : 8), left, above };
}
