/**
 * During deployment, the tokens the photo shows that are not deployed yet become the deployment events the Game screen
 * would send (issue 25, "During deployment it places the undeployed tokens through the normal deployment checks"), pure.
 *
 * The game core decides everything: whose turn it is, the zone, full alignment of escorts, the velocity track. The
 * photo only says where each token stands. The players deployed in turn at the table; the app replays that order the
 * way the core enforces it ("Deploying the Squadrons": the players alternate, one warship and its escorts at a time;
 * a player with every warship deployed deploys all their remaining fighter tokens at once): at each turn the player's
 * next warship in the photo (squadron order — the photo cannot tell which one was laid first, and the order does not
 * change the table), with the fighter tokens the photo shows fully aligned with it as its escorts.
 *
 * Every event is checked with `gameApply` against the state after the ones before it. A refusal is kept on its step with
 * the core's reason; a geometric one (zone, alignment) may be overruled by the players ("the table is right"): the
 * step is then sent with a `ruling`, as everywhere else. Apply sends the steps up to the first refusal not overruled;
 * the later ones wait (deployment goes in turn). Tokens that cannot be placed now are listed with the core's reason.
 */
import { alignedFully, headingDifference, pose, poseLocal, poseToTable, type Footprint, type Pose } from '../../../geometry';
import { fighterClass, shipClass, type VelocitySlot } from '../../data';
import { ev, expected, gameApply, type GameEventBody, type GameState, type PlayerId, type PlayerRuling } from '../../game';
import { velocityFirstGameSlot } from '../../rules/systems/velocity';
import type { PlannedToken } from './plan';
import type { PhotoPlacement } from './reading';

/**
 * How far (inches) a fighter token in the photo may stand from full contact with a warship and still be read as its
 * escort: the photo's own tolerance (0.25″). Whether it is *fully aligned* is the core's check (0.05″, "Fully
 * Aligned"); an escort laid a little off is refused there, and the players may overrule.
 */
export const ESCORT_CONTACT = 0.25;

/**
 * The most an escort is turned (degrees) or moved (inches) onto full contact with its warship: the photo's tolerance
 * (0.25″ / 3°), within which the reader leaves a token on the table where the app has it anyway.
 */
export const ESCORT_SNAP = { distance: 0.25, turn: 3 } as const;

/**
 * A fighter token laid against a warship, as the photo has it, moved onto full contact with the warship's nearest
 * edge (turned to the warship's axis, slid along that edge no further than needed to lie fully along it). Null when
 * that takes more than ESCORT_SNAP: then the photo's pose is sent and the core's check decides.
 */
// Rules: Kalidasia "Fully Aligned" — "one edge of either token completely in contact with a single edge of the other".
export function escortSnap(ship: { pose: Pose; footprint: Footprint }, fighter: { pose: Pose; footprint: Footprint }): Pose | null {
  const rel = headingDifference(ship.pose.heading, fighter.pose.heading);
  const quarter = Math.round(rel / 90);
  const turn = Math.abs(rel - quarter * 90);
  const sideways = Math.abs(quarter) % 2 === 1;
  const fa = (sideways ? fighter.footprint.width : fighter.footprint.length) / 2;
  const fc = (sideways ? fighter.footprint.length : fighter.footprint.width) / 2;
  const L = ship.footprint.length / 2;
  const W = ship.footprint.width / 2;
  const q = poseLocal(ship.pose, fighter.pose);
  const clamp = (v: number, half: number) => Math.max(-half, Math.min(half, v));
  const sideGap = Math.abs(q.across) - (W + fc);
  const endGap = Math.abs(q.along) - (L + fa);
  const [along, across] =
    sideGap >= endGap
      ? [clamp(q.along, Math.abs(L - fa)), Math.sign(q.across || 1) * (W + fc)]
      : [Math.sign(q.along || 1) * (L + fa), clamp(q.across, Math.abs(W - fc))];
  const at = poseToTable(ship.pose, along, across);
  if (turn > ESCORT_SNAP.turn || Math.hypot(at.x - fighter.pose.x, at.y - fighter.pose.y) > ESCORT_SNAP.distance) return null;
  const r = (v: number) => Math.round(v * 1000) / 1000;
  return pose(r(at.x), r(at.y), r((((ship.pose.heading + quarter * 90) % 360) + 360) % 360));
}

export interface DeployChoices {
  /** The starting velocity chosen per warship id (else the deploy panel's default). */
  readonly velocity?: Readonly<Record<string, number>>;
  /** Steps the players overruled ("the table is right"), by step key. */
  readonly overruled?: ReadonlySet<string>;
}

/** A deployment event's body, with the players' ruling when they overruled its refusal. */
export type PhotoDeployEvent = GameEventBody & { readonly ruling?: PlayerRuling };

export interface PhotoDeployStep {
  /** `ship:<id>` for a warship (and its escorts), `fighters:<player>` for a player's remaining fighter tokens. */
  readonly key: string;
  readonly player: PlayerId;
  /** The tokens the step places: the warship first, then its escorts; or the fighter tokens. */
  readonly tokens: readonly PlannedToken[];
  readonly event: PhotoDeployEvent;
  /** A warship's starting velocity: the slot sent, the panel's default, the ship's track. */
  readonly velocity: { readonly ship: string; readonly value: number; readonly fallback: number; readonly track: readonly VelocitySlot[] } | null;
  /** Escorts moved onto full contact with the warship (within ESCORT_SNAP of the photo), in words. */
  readonly snapped: readonly string[];
  /** The core's refusal of the event as the photo has it (kept when overruled: the ruling quotes it). */
  readonly refusal: { readonly reason: string; readonly overrulable: boolean } | null;
  readonly overruled: boolean;
}

export interface PhotoDeployPlan {
  readonly steps: readonly PhotoDeployStep[];
  /** How many steps Apply sends: those before the first refusal not overruled. */
  readonly ready: number;
  /** Tokens in the photo not placed by the steps, with why (the core's words). */
  readonly waiting: readonly { readonly token: PlannedToken; readonly reason: string }[];
  /** Why the steps stop where they do, when the photo has more to place (null: nothing left). */
  readonly stop: string | null;
}

/** The note every deployment from the photo carries: the log line ends "(from the photo)", as the photo's adjusts do. */
export const PHOTO_NOTE = 'from the photo';

const keyOf = (t: PlannedToken) => `${t.unit.kind}:${t.unit.id}`;

/**
 * The deployment steps for the undeployed tokens of a reading, checked by the core. `s` is the state the steps start
 * from (after the photo's adjust events, when they are sent first in the same group).
 */
// Rules: Kalidasia "Deploying the Squadrons", "Scenario 1 - Squadron Engagement" (the order and the checks are the core's).
export function photoDeployPlan(s: GameState, placements: readonly PhotoPlacement[], choices: DeployChoices = {}): PhotoDeployPlan {
  const steps: PhotoDeployStep[] = [];
  const used = new Set<string>();
  let ready: number | null = null;
  let stop: string | null = null;
  let cur = s;
  const lastVelocity = new Map<PlayerId, number>();
  for (const p of s.players) {
    const prev = s.ships.filter((x) => x.owner === p && x.status === 'deployed').at(-1);
    if (prev) lastVelocity.set(p, prev.velocity);
  }
  const fighterRect = (pl: PhotoPlacement): { pose: ReturnType<typeof pose>; footprint: Footprint } | null => {
    const f = cur.fighters.find((q) => q.id === pl.token.unit.id);
    return f ? { pose: pose(pl.to.x, pl.to.y, pl.to.heading), footprint: fighterClass(cur.pack, f.kind).tokenSize } : null;
  };
  const waitingFighters = (p: PlayerId) => placements.filter((pl) => pl.token.unit.kind === 'fighter' && !used.has(keyOf(pl.token)) && cur.fighters.some((f) => f.id === pl.token.unit.id && f.owner === p && f.status === 'reserve' && !f.replacement));

  for (let guard = 0; guard < 200; guard++) {
    const x = expected(cur);
    if (x.kind !== 'deployShip' && x.kind !== 'deployFighters') break;
    const p = x.player;
    let step: Omit<PhotoDeployStep, 'refusal' | 'overruled' | 'event'> & { body: GameEventBody };
    if (x.kind === 'deployShip') {
      const pl = placements.find((q) => q.token.unit.kind === 'ship' && !used.has(keyOf(q.token)) && cur.ships.some((v) => v.id === q.token.unit.id && v.owner === p && v.status === 'reserve'));
      if (!pl) {
        stop = `${name(cur, p)} deploys a warship next, and none of theirs waiting to deploy is in the photo.`;
        break;
      }
      const ship = cur.ships.find((v) => v.id === pl.token.unit.id)!;
      const cls = shipClass(cur.pack, ship.code);
      const at = pose(pl.to.x, pl.to.y, pl.to.heading);
      const big = { pose: at, footprint: cls.tokenSize };
      const escorts = waitingFighters(p).filter((q) => {
        const r = fighterRect(q);
        return r !== null && alignedFully(r, big, ESCORT_CONTACT).aligned;
      });
      const prev = lastVelocity.get(p);
      const fallback = prev !== undefined && prev < cls.velocityTrack.length ? prev : velocityFirstGameSlot(cls.velocityTrack);
      const chosen = choices.velocity?.[ship.id];
      const value = chosen !== undefined && Number.isInteger(chosen) && chosen >= 0 && chosen < cls.velocityTrack.length ? chosen : fallback;
      lastVelocity.set(p, value);
      [pl, ...escorts].forEach((q) => used.add(keyOf(q.token)));
      // An escort the photo shows a little off full contact is laid onto it (as the player laid it, within the photo's tolerance).
      const snapped: string[] = [];
      const escortPoses = escorts.map((q) => {
        const r = fighterRect(q)!;
        if (alignedFully(r, big).aligned) return r.pose;
        const to = escortSnap(big, r);
        if (!to) return r.pose;
        snapped.push(`${q.token.label} laid fully along ${pl.token.label} (${Math.hypot(to.x - r.pose.x, to.y - r.pose.y).toFixed(2)}″, ${Math.abs(headingDifference(r.pose.heading, to.heading)).toFixed(1)}° from the photo)`);
        return to;
      });
      step = {
        key: `ship:${ship.id}`,
        player: p,
        tokens: [pl.token, ...escorts.map((q) => q.token)],
        velocity: { ship: ship.id, value, fallback, track: cls.velocityTrack },
        snapped,
        body: { type: 'deployShip', player: p, ship: ship.id, pose: at, velocity: value, escorts: escorts.map((q, i) => ({ fighter: q.token.unit.id, pose: escortPoses[i]! })), note: PHOTO_NOTE },
      };
    } else {
      const shown = waitingFighters(p);
      if (shown.length === 0) {
        stop = `${name(cur, p)} deploys their fighter tokens next, and none of them is in the photo.`;
        break;
      }
      shown.forEach((q) => used.add(keyOf(q.token)));
      step = { key: `fighters:${p}`, player: p, tokens: shown.map((q) => q.token), velocity: null, snapped: [], body: { type: 'deployFighters', player: p, fighters: shown.map((q) => ({ fighter: q.token.unit.id, pose: pose(q.to.x, q.to.y, q.to.heading) })), note: PHOTO_NOTE } };
    }
    const { body, ...rest } = step;
    const r = gameApply(cur, ev(body));
    if (r.ok) {
      steps.push({ ...rest, event: body, refusal: null, overruled: false });
      cur = r.state;
      continue;
    }
    const refusal = { reason: r.reason, overrulable: r.overrulable === true };
    const overruled = refusal.overrulable && (choices.overruled?.has(rest.key) ?? false);
    // The event itself says "from the photo" (its note); the ruling quotes the refusal only, so the log says it once.
    const ruling: PlayerRuling = { overruled: r.reason };
    const ruled = refusal.overrulable ? gameApply(cur, { ...ev(body), ruling }) : null;
    if (!ruled || !ruled.ok) {
      // Refused on grounds the players cannot overrule (or refused again when overruled): deployment stops here.
      steps.push({ ...rest, event: body, refusal: ruled && !ruled.ok ? { reason: ruled.reason, overrulable: false } : refusal, overruled: false });
      ready ??= steps.length - 1;
      stop = `Deployment goes in turn: nothing after ${rest.tokens[0]!.label} can be placed until it is.`;
      break;
    }
    steps.push({ ...rest, event: overruled ? { ...body, ruling } : body, refusal, overruled });
    if (!overruled) ready ??= steps.length - 1;
    // The later steps are read as if the players overrule it (their own refusals show now), and wait for it.
    cur = ruled.state;
  }

  const waiting: { token: PlannedToken; reason: string }[] = [];
  for (const pl of placements) {
    if (used.has(keyOf(pl.token))) continue;
    const at = pose(pl.to.x, pl.to.y, pl.to.heading);
    const u = pl.token.unit;
    const ship = u.kind === 'ship' ? cur.ships.find((v) => v.id === u.id) : undefined;
    const body: GameEventBody | null = ship
      ? { type: 'deployShip', player: ship.owner, ship: ship.id, pose: at, velocity: 0, escorts: [] }
      : u.kind === 'fighter'
        ? { type: 'deployFighters', player: pl.token.owner, fighters: [{ fighter: u.id, pose: at }] }
        : null;
    const r = body ? gameApply(cur, ev(body)) : null;
    waiting.push({ token: pl.token, reason: r && !r.ok ? r.reason : 'It waits for the tokens before it to be placed.' });
  }
  return { steps, ready: ready ?? steps.length, waiting, stop: waiting.length > 0 || (ready !== null && ready < steps.length) ? stop : null };
}

const name = (s: GameState, p: PlayerId) => s.setup.players.find((q) => q.id === p)?.name ?? p;

/** The events Apply sends for a plan (the steps before the first refusal not overruled), in order. */
export function photoDeployEvents(plan: PhotoDeployPlan): PhotoDeployEvent[] {
  return plan.steps.slice(0, plan.ready).map((st) => st.event);
}
