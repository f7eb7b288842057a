/**
 * Firing windows on the PLANNED path (issue 15): while the active warship's move is being planned (its `move`
 * step, before the move is recorded), the stretch of the planned path from which each battery can reach each
 * target, so a player sees where to stop and fire. Pure: the plan is the planner's draft (the step's scratch,
 * read with the activation folder's `planOf`), the path is `rules/plan` planPath and the windows are
 * `rules/combat` fireWindows — the same functions the flown path uses. The overlay only draws `windowBands`.
 */
import { pathPoseAt, type PathAlong } from '../../../geometry';
import type { GameState } from '../../game';
import { enemyTargets, shooterFromGame } from '../../game/tableView';
import { fireWindows, type WindowRow } from '../../rules/combat';
import { planCheck, planPath } from '../../rules/plan';
import { planOf, type MoveDraft } from '../activation/model';
import { activeWarship } from './model';

export interface PlannedWindows {
  readonly path: PathAlong;
  readonly windows: readonly WindowRow[];
}

const isDraft = (x: unknown): x is MoveDraft =>
  typeof x === 'object' && x !== null && typeof (x as MoveDraft).distance === 'number' && Array.isArray((x as MoveDraft).turns);

let cache: { state: GameState; scratch: unknown; value: PlannedWindows | null } | null = null;

/** The windows along the planned path of the active warship in its `move` step (null otherwise). */
export function plannedWindows(s: GameState, scratch: unknown): PlannedWindows | null {
  if (cache && cache.state === s && cache.scratch === scratch) return cache.value;
  let value: PlannedWindows | null = null;
  const ship = activeWarship(s);
  const me = ship?.pose && ship.activation?.step === 'move' ? shooterFromGame(s, ship.id) : null;
  if (ship && me) {
    const empty: MoveDraft = { distance: 0, turns: [], envelope: false, scrub: null };
    // No draft yet: the planner starts at the least distance the velocity allows (as its panel does).
    const draft = isDraft(scratch) ? scratch : { ...empty, distance: planCheck(planOf(s, ship, empty)).velocity.min };
    const path = planPath(planOf(s, ship, draft));
    value = { path, windows: fireWindows(me, path, enemyTargets(s, ship.owner)) };
  }
  cache = { state: s, scratch, value };
  return value;
}

export interface Band {
  readonly key: string;
  readonly battery: number;
  readonly target: string;
  readonly from: number;
  readonly to: number;
  /** Table inches along the path, x,y pairs every ¼″ or less. */
  readonly points: number[];
}

/** The polyline of the path between `from` and `to` inches. */
export function bandPoints(path: PathAlong, from: number, to: number): number[] {
  const pts: number[] = [];
  const n = Math.max(2, Math.ceil((to - from) / 0.25) + 1);
  for (let k = 0; k < n; k++) {
    const p = pathPoseAt(path, from + ((to - from) * k) / (n - 1));
    pts.push(p.x, p.y);
  }
  return pts;
}

/** The bands the overlay draws for these windows, filtered to the chosen battery / target when there is one. */
export function windowBands(path: PathAlong, windows: readonly WindowRow[], battery: number | null = null, target: string | null = null): Band[] {
  return windows
    .filter((w) => (battery === null || w.battery === battery) && (target === null || w.target === target))
    .flatMap((w) => w.windows.map((x, i) => ({ key: `${w.battery}-${w.target}-${i}`, battery: w.battery, target: w.target, from: x.from, to: x.to, points: bandPoints(path, x.from, x.to) })));
}
