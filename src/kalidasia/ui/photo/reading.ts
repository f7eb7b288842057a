/**
 * Reading the table from the markers found in a photo (issue 25), pure: the table's frame from the table markers, each
 * token marker's centre and heading in table inches, compared with where the app has each unit. Never guesses: a
 * token not seen is listed and left; a marker of an unknown id, one read twice, or a unit not on the table is ignored
 * with a note.
 */
import { countOf } from '../../../words';
import { markerPoseOnTable, pose, tableFrameFit, type FoundMarker } from '../../../geometry';
import type { GameEventBody, GameState, TableUnit } from '../../game';
import { markerMeaning, tableMarkerPlaces, type PlannedToken } from './plan';

export interface PhotoTolerance {
  /** Inches: a token closer than this to where the app has it is left as it is. */
  readonly distance: number;
  /** Degrees, likewise for the heading. */
  readonly turn: number;
}
export const DEFAULT_TOLERANCE: PhotoTolerance = { distance: 0.25, turn: 3 };

/**
 * The fewest pixels along a marker's side for the reader to place its token (a fighter's 0.75″ marker at 35 px per
 * inch, a warship's 1.2″ one at 22): a smaller marker is listed as "too small" and left where it is — its corners,
 * whole pixels, would give the heading only to a few degrees (README.md's figures).
 */
export const MIN_MARKER_PX = 26;

export interface PhotoMove {
  readonly token: PlannedToken;
  readonly from: { readonly x: number; readonly y: number; readonly heading: number };
  readonly to: { readonly x: number; readonly y: number; readonly heading: number };
  /** Inches between the centres, and degrees between the headings (0–180). */
  readonly distance: number;
  readonly turn: number;
  /** Beyond the tolerance: applied by default. */
  readonly changed: boolean;
}

/** A token of a unit not yet deployed, seen in the photo. */
export interface PhotoPlacement {
  readonly token: PlannedToken;
  readonly to: { readonly x: number; readonly y: number; readonly heading: number };
}

export type PhotoReading =
  | { readonly ok: false; readonly reason: string; readonly tableMarkers: readonly string[] }
  | {
      readonly ok: true;
      /** Table markers used for the frame, by name; pixels per inch at them. */
      readonly tableMarkers: readonly string[];
      readonly pxPerInch: number;
      readonly moves: readonly PhotoMove[];
      /** Tokens of units not deployed yet, where the photo has them: deployed through the game's checks (deployFromPhoto.ts). */
      readonly undeployed: readonly PhotoPlacement[];
      /** Units on the table the photo did not show (left where they are). */
      readonly notFound: readonly PlannedToken[];
      /** Units seen too small to place (a marker under MIN_MARKER_PX on a side): left where they are. */
      readonly coarse: readonly PlannedToken[];
      /** What was seen and not used, in words. */
      readonly notes: readonly string[];
    };

const turnBetween = (a: number, b: number) => Math.abs((((b - a) % 360) + 540) % 360 - 180);

function poseOf(s: GameState, u: TableUnit): { x: number; y: number; heading: number } | null {
  if (u.kind === 'ship') {
    const x = s.ships.find((q) => q.id === u.id);
    return x && x.status === 'deployed' && x.pose ? x.pose : null;
  }
  if (u.kind === 'fighter') {
    const f = s.fighters.find((q) => q.id === u.id);
    return f && f.status === 'deployed' && f.pose ? f.pose : null;
  }
  return s.missiles.find((q) => q.id === u.id)?.pose ?? null;
}

/** A warship or fighter token waiting to deploy (not destroyed, not on the table). */
function isReserve(s: GameState, u: TableUnit): boolean {
  if (u.kind === 'ship') return s.ships.find((q) => q.id === u.id)?.status === 'reserve';
  if (u.kind === 'fighter') return s.fighters.find((q) => q.id === u.id)?.status === 'reserve';
  return false;
}

/**
 * Read the table: `found` are the markers the detector found (pixels), `ambiguous` the ids it saw twice. Refused
 * (nothing to apply) when fewer than three table markers give the frame.
 */
export function photoRead(
  s: GameState,
  plan: readonly PlannedToken[],
  table: { width: number; height: number },
  found: readonly FoundMarker[],
  ambiguous: readonly number[] = [],
  tol: PhotoTolerance = DEFAULT_TOLERANCE,
): PhotoReading {
  const places = tableMarkerPlaces(table);
  const frame = tableFrameFit(found, places);
  const names = (ids: readonly number[]) => ids.map((id) => places.find((p) => p.id === id)!.name);
  if (!frame.ok) {
    // Name the cards seen, so the player knows which one is covered or out of the photo.
    const seen = names(frame.used);
    return { ok: false, reason: seen.length > 0 ? `${frame.reason} Table cards seen: ${seen.join(', ')} — the photo needs three.` : frame.reason, tableMarkers: seen };
  }
  const notes: string[] = [];
  const moves: PhotoMove[] = [];
  const coarse: PlannedToken[] = [];
  const undeployed: PhotoPlacement[] = [];
  const seen = new Set<string>();
  let unknown = 0;
  for (const id of ambiguous) {
    const m = markerMeaning(plan, id);
    notes.push(`Marker ${id}${m.kind === 'token' ? ` (${m.token.label})` : ''} was seen in two places: not used.`);
    if (m.kind === 'token') seen.add(`${m.token.unit.kind}:${m.token.unit.id}`);
  }
  for (const f of found) {
    const m = markerMeaning(plan, f.id);
    if (m.kind === 'table') continue;
    if (m.kind === 'unknown') {
      unknown++;
      continue;
    }
    const t = m.token;
    seen.add(`${t.unit.kind}:${t.unit.id}`);
    const from = poseOf(s, t.unit);
    const reserve = !from && isReserve(s, t.unit);
    if (!from && !reserve) {
      notes.push(`${t.label} is in the photo but not on the app's table (destroyed, or a missile not launched): ignored.`);
      continue;
    }
    const p = markerPoseOnTable(frame.h, f.corners);
    if (!p) {
      notes.push(`${t.label}'s marker could not be placed: ignored.`);
      continue;
    }
    // A marker whose printed size does not match the plan is another print or another game: never placed.
    if (Math.abs(p.side - t.markerSide) > Math.max(0.12, t.markerSide * 0.15)) {
      notes.push(`${t.label}'s marker measures ${p.side.toFixed(2)}″, not the ${t.markerSide}″ printed for it (another sheet?): ignored.`);
      continue;
    }
    if (p.x < 0 || p.y < 0 || p.x > table.width || p.y > table.height) {
      notes.push(`${t.label} reads off the table (${p.x.toFixed(1)}″, ${p.y.toFixed(1)}″): ignored.`);
      continue;
    }
    const sidePx = (f.corners.map((c, i) => Math.hypot(c.x - f.corners[(i + 1) % 4]!.x, c.y - f.corners[(i + 1) % 4]!.y)).reduce((a, b) => a + b, 0)) / 4;
    if (sidePx < MIN_MARKER_PX) {
      coarse.push(t);
      continue;
    }
    const to = { x: round(p.x, 3), y: round(p.y, 3), heading: round(p.heading, 2) % 360 };
    if (!from) {
      // Not deployed yet: placed through the deployment checks during deployment (deployFromPhoto.ts), else noted there.
      undeployed.push({ token: t, to });
      continue;
    }
    const distance = Math.hypot(to.x - from.x, to.y - from.y);
    const turn = turnBetween(from.heading, to.heading);
    moves.push({ token: t, from, to, distance, turn, changed: distance > tol.distance || turn > tol.turn });
  }
  if (unknown > 0) notes.push(`${countOf(unknown, 'marker')} of no token of this game (another game's print?): ignored.`);
  const notFound = plan.filter((t) => poseOf(s, t.unit) !== null && !seen.has(`${t.unit.kind}:${t.unit.id}`));
  return { ok: true, tableMarkers: names(frame.used), pxPerInch: frame.pxPerInch, moves, undeployed, notFound, coarse, notes };
}

const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;

/**
 * The `adjust` events for the chosen moves, marked "from the photo" (sent in one dispatch: one group, one undo). A
 * warship's escorts are left where they are: the photo places each token it shows, and one it does not show is
 * never guessed (not carried along with its warship).
 */
export function photoAdjustEvents(moves: readonly PhotoMove[]): GameEventBody[] {
  return moves.map((m) => ({ type: 'adjust', unit: m.token.unit, pose: pose(m.to.x, m.to.y, m.to.heading), note: 'from the photo', ...(m.token.unit.kind === 'ship' ? { escorts: 'left' as const } : {}) }));
}

/**
 * Several photos of one table (two halves, or a part taken again) read as one: a token seen in more than one photo is
 * placed from the photo with more pixels per inch; a token is "not found" only when no photo shows it.
 */
export function photoMerge(readings: readonly Extract<PhotoReading, { ok: true }>[]): Extract<PhotoReading, { ok: true }> | null {
  if (readings.length === 0) return null;
  const byPpi = [...readings].sort((a, b) => b.pxPerInch - a.pxPerInch);
  const moves = new Map<string, PhotoMove>();
  for (const r of byPpi) for (const m of r.moves) if (!moves.has(`${m.token.unit.kind}:${m.token.unit.id}`)) moves.set(`${m.token.unit.kind}:${m.token.unit.id}`, m);
  const undeployed = new Map<string, PhotoPlacement>();
  for (const r of byPpi) for (const u of r.undeployed) if (!undeployed.has(`${u.token.unit.kind}:${u.token.unit.id}`)) undeployed.set(`${u.token.unit.kind}:${u.token.unit.id}`, u);
  const notFound = readings[0]!.notFound.filter((t) => readings.every((r) => r.notFound.includes(t)) && !moves.has(`${t.unit.kind}:${t.unit.id}`));
  return {
    ok: true,
    tableMarkers: [...new Set(readings.flatMap((r) => r.tableMarkers))],
    pxPerInch: Math.min(...readings.map((r) => r.pxPerInch)),
    moves: [...moves.values()].sort((a, b) => a.token.marker - b.token.marker),
    undeployed: [...undeployed.values()].sort((a, b) => a.token.marker - b.token.marker),
    notFound,
    coarse: [...new Set(readings.flatMap((r) => r.coarse))].filter((t) => !moves.has(`${t.unit.kind}:${t.unit.id}`) && !undeployed.has(`${t.unit.kind}:${t.unit.id}`)).sort((a, b) => a.marker - b.marker),
    notes: [...new Set(readings.flatMap((r) => r.notes))],
  };
}
