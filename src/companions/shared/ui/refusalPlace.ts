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
export function refusalPlace(control: Box | null, area: Box, viewportHeight: number, width: number, avoid: Box | null = null): { top: number; left: number; above: boolean } {
  if (!control) return { top: Math.max(0, -area.top) + 8, left: 8, above: false };
  if (avoid) return besideAvoided(control, area, width, avoid);
  const above = viewportHeight - control.bottom < 140 && control.top > 140;
  const left = Math.max(8, Math.min(control.left - area.left, area.width - width - 8));
  return { top: (above ? control.top : control.bottom) - area.top + (above ? -8 : 8), left, above };
}

/**
 * A control inside something the refusal must not cover (a game board, issue 23): beside it at the control's
 * height — to its right when there is room in the area, else to its left — or, with no room either side, just
 * below it. The refusal's box never overlaps the avoided box.
 */
function besideAvoided(control: Box, area: Box, width: number, avoid: Box): { top: number; left: number; above: boolean } {
  const top = control.top - area.top;
  const rightRoom = area.left + area.width - (avoid.left + avoid.width) - 16;
  if (rightRoom >= width) return { top, left: avoid.left + avoid.width - area.left + 8, above: false };
  const leftRoom = avoid.left - area.left - 16;
  if (leftRoom >= width) return { top, left: avoid.left - area.left - 8 - width, above: false };
  const left = Math.max(8, Math.min(control.left - area.left, area.width - width - 8));
  return { top: avoid.bottom - area.top + 8, left, above: false };
}
