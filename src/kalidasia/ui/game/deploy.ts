/**
 * Deployment helpers for the panels (pure): the centre of a zone, escorts placed fully aligned
 * around a warship, and an arrangement of a player's remaining fighters inside their zone.
 */
import { alignedPlaceAround, pose as poseOf, zoneContains, type Point, type Pose, type TokenRect, type Zone } from '../../../geometry';
import { fighterClass, shipClass, type FighterId, type ShipCode } from '../../data';
import type { FighterPlacement, GameState, PlayerId } from '../../game';
import { tokenContains } from './tableModel';

/** The centre of a zone's bounding box (its first polygon's outer ring). */
export function zoneCentre(zone: Zone): { x: number; y: number } {
  const ring = zone[0]?.[0] ?? [];
  if (ring.length === 0) return { x: 36, y: 24 };
  const xs = ring.map((p) => p.x);
  const ys = ring.map((p) => p.y);
  return { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 };
}

function onTableRects(s: GameState): TokenRect[] {
  const out: TokenRect[] = [];
  for (const x of s.ships) if (x.status === 'deployed' && x.pose) out.push({ pose: x.pose, footprint: shipClass(s.pack, x.code).tokenSize });
  for (const f of s.fighters) if (f.status === 'deployed' && f.pose) out.push({ pose: f.pose, footprint: fighterClass(s.pack, f.kind).tokenSize });
  return out;
}

/**
 * The first `count` reserve fighters of a player placed fully aligned around a warship being deployed
 * (rules: "Warship Escorting", "Fully Aligned"; the geometry offers the aligned spots).
 */
// Rules: Kalidasia "Deploying the Squadrons" — "deploys one of their warships and its escorting fighters".
export function escortPlacements(s: GameState, player: PlayerId, code: ShipCode, at: Pose, count: number, kind: FighterId | null = null): FighterPlacement[] {
  const reserve = s.fighters.filter((f) => f.owner === player && f.status === 'reserve' && !f.replacement && (kind === null || f.kind === kind)).slice(0, count);
  const first = reserve[0];
  if (!first) return [];
  const big: TokenRect = { pose: at, footprint: shipClass(s.pack, code).tokenSize };
  const spots = alignedPlaceAround(big, fighterClass(s.pack, first.kind).tokenSize, reserve.length, { others: onTableRects(s) });
  return reserve.map((f, i) => ({ fighter: f.id, pose: spots[i]?.pose ?? at }));
}

/**
 * Every remaining fighter token of a player, placed in rows inside their zone, from the zone's
 * centre outward, clear of tokens already on the table. Players adjust them to the real table.
 */
// Rules: Kalidasia "Deploying the Squadrons" — "the player will deploy all of their fighter wings".
export function fighterArrangement(s: GameState, player: PlayerId): FighterPlacement[] {
  const zone = s.setup.players.find((p) => p.id === player)?.zone ?? [];
  const left = s.fighters.filter((f) => f.owner === player && f.status === 'reserve' && !f.replacement);
  const c = zoneCentre(zone);
  const others = onTableRects(s);
  const enemy = s.setup.players.find((p) => p.id !== player);
  const toward = enemy ? zoneCentre(enemy.zone) : { x: c.x, y: c.y + 1 };
  const heading = Math.round((((Math.atan2(toward.y - c.y, toward.x - c.x) * 180) / Math.PI) + 360) % 360);
  const out: FighterPlacement[] = [];
  const ring = zone[0]?.[0] ?? [];
  const ys = ring.map((p) => p.y);
  const xs = ring.map((p) => p.x);
  const [x0, x1, y0, y1] = ring.length ? [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)] : [0, 72, 0, 48];
  const pitch = 2;
  const candidates: Point[] = [];
  for (let y = y0 + pitch / 2; y <= y1 - pitch / 2 + 1e-9; y += pitch) for (let x = x0 + pitch / 2; x <= x1 - pitch / 2 + 1e-9; x += pitch) candidates.push({ x, y } as Point);
  candidates.sort((a, b) => Math.hypot(a.x - c.x, a.y - c.y) - Math.hypot(b.x - c.x, b.y - c.y));
  for (const f of left) {
    const size = fighterClass(s.pack, f.kind).tokenSize;
    const spot = candidates.find((p) => zoneContains(zone, p) && !others.some((r) => tokenContains({ pose: r.pose, width: r.footprint.width, length: r.footprint.length }, p, Math.max(size.width, size.length) / 2 + 0.1)));
    if (!spot) {
      out.push({ fighter: f.id, pose: poseOf(c.x, c.y, heading) });
      continue;
    }
    candidates.splice(candidates.indexOf(spot), 1);
    const p = poseOf(Math.round(spot.x * 10) / 10, Math.round(spot.y * 10) / 10, heading);
    out.push({ fighter: f.id, pose: p });
    others.push({ pose: p, footprint: size });
  }
  return out;
}
