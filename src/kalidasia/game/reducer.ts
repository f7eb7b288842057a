/**
 * The game reducer: `gameApply(state, event)` is pure; it returns the next state or refuses the
 * event with a reason a player understands, naming the unit and the rule section.
 * Source: ../shared/rules/kalidasia-core-rules-2.2.0.txt ("The Turn" and what follows).
 */
import {
  alignedFully,
  arcContains,
  headingDifference,
  headingToward,
  movementPath,
  pointDistance,
  pointsWithin,
  pose,
  poseLocal,
  poseToTable,
  segmentDistanceToPoint,
  zoneContains,
  zoneRedeploy,
  type Arc,
  type Pose,
} from '../../geometry';
import { fighterClass } from '../data/lookup';
import type { ArcFacing } from '../data/types';
import {
  combatArcFor,
  engineCheck,
  enginePointsAvailable,
  primaryManeuver,
  reactorEndPhase,
  reactorSpend,
  sensorPlace,
  thrusterCheck,
  thrusterPointsAvailable,
  thrustersActivate,
  velocityAlter,
  velocityAllowsDistance,
  velocitySlot,
} from '../rules/systems';
import { damageApply, diceProblem, fighterHitsApply, type Step } from './damage';
import { EVENT_VERSION, type FighterPlacement, type GameEvent } from './events';
import { alignedNow, deployLeft, escortOptions, expected, initiativeCards, nextActor, type Expected } from './flow';
import {
  because,
  classOf,
  fighterById,
  fighterClassOf,
  fighterRect,
  isEscorting,
  nearestEnemy,
  onTable,
  playerName,
  replaceById,
  reverseOrder,
  shipById,
  shipRect,
  unitsLeft,
  fightersToActivate,
} from './helpers';
import { concession, escalationCheck, battlefieldControl, victoryCheck } from './scenarios';
import { fighterNew, shipNew } from './setup';
import type { FighterState, GameState, PlayerId, ShipState } from './state';

/**
 * The reducer's verdict. A refusal on geometric grounds only (zone, arc, range, 3", alignment, track) is
 * `overrulable`: the same event with a `ruling` is then applied without those checks (the table is the truth).
 */
export type ApplyResult = { readonly ok: true; readonly state: GameState } | { readonly ok: false; readonly reason: string; readonly overrulable?: boolean };

const ok = (state: GameState): ApplyResult => ({ ok: true, state });
const no = (reason: string): ApplyResult => ({ ok: false, reason });
const lift = (r: Step<GameState>): ApplyResult => (r.ok ? ok(r.value) : r);

const EPS = 1e-6;
const ESCORT_MOVE = 1;

const S_TURN = 'The Turn';
const S_DEPLOY = 'Deploying the Squadrons';
const S_INIT = 'Initiative Phase';
const S_REGROUP = 'Fighter Regrouping - Re-deployment';
const S_ESCORT = 'Fighter Escorting';
const S_ACTION = 'Action Phase';
const S_WARSHIP = 'Activating a Warship';
const S_FIGHTERS = 'Fighters and Other Small Craft Activation';
const S_DOGFIGHT = 'Dogfighting';
const S_DISRUPT = 'Fighter Disruption';
const S_ESCORTING = 'Warship Escorting';
const S_MISSILES = 'Missile Movement';
const S_END = 'End Phase';

function describe(x: Expected, s: GameState): string {
  const who = (p: PlayerId): string => playerName(s, p);
  switch (x.kind) {
    case 'over':
      return 'the game is over';
    case 'deployRoll':
      return `deployment rolls from ${x.players.map(who).join(' and ')}`;
    case 'deployShip':
      return `${who(x.player)} to deploy a warship`;
    case 'deployFighters':
      return `${who(x.player)} to deploy their fighter tokens`;
    case 'initiativeRoll':
      return `initiative rolls from ${x.players.map(who).join(' and ')}`;
    case 'initiativeBonus':
      return `${who(x.player)} to apply initiative bonuses or pass`;
    case 'regroupRoll':
      return `${who(x.player)} to roll for their destruction piles`;
    case 'redeploy':
      return `${who(x.player)} to redeploy fighter tokens`;
    case 'escorts':
      return `${who(x.player)} to decide which wings keep escorting`;
    case 'actionOrder':
      return `${who(x.player)} (initiative winner) to choose the action-phase order`;
    case 'activate':
      return `${who(x.player)} to activate a unit`;
    case 'activation':
      return `${who(x.player)} to finish the activation in progress`;
    case 'missiles':
      return `${who(x.player)} to move their missiles`;
    case 'endTurn':
      return 'the end phase';
  }
}

function notNow(s: GameState, what: string, section: string): ApplyResult {
  return no(because(`${what} is not possible now: the game is waiting for ${describe(expected(s), s)}.`, section));
}

// ---------------------------------------------------------------------------
// Turn start, rolls

/** Compare tie-break keys (higher first). */
const keyCompare = (a: readonly number[], b: readonly number[]): number => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (b[i] ?? -Infinity) - (a[i] ?? -Infinity);
    if (d !== 0) return d;
  }
  return 0;
};

function tiedPlayers(players: readonly PlayerId[], keys: Readonly<Record<PlayerId, readonly number[]>>): PlayerId[] {
  return players.filter((p) => players.some((q) => q !== p && keyCompare(keys[p] ?? [], keys[q] ?? []) === 0));
}

function rollsProblem(rolls: Readonly<Record<PlayerId, number>>, want: readonly PlayerId[], s: GameState, section: string): string | null {
  const got = Object.keys(rolls).sort();
  const need = [...want].sort();
  if (got.length !== need.length || got.some((p, i) => p !== need[i])) {
    return because(`Rolls are needed from exactly ${want.map((p) => playerName(s, p)).join(' and ')}.`, section);
  }
  for (const p of want) {
    const d = rolls[p];
    if (diceProblem([d as number], `${playerName(s, p)}'s roll`) !== null) return `${playerName(s, p)}'s roll ${String(d)} is not a result of a six-sided die.`;
  }
  return null;
}

/** A new turn: per-turn flags cleared, escort eligibility measured, initiative awaited. */
// Rules: Kalidasia "The Turn" — "1. Initiative Phase 2. Status Phase 3. Action Phase 4. End Phase"; "Warship Escorting" — "begins a game turn fully aligned".
export function turnStart(s: GameState, n: number): GameState {
  const aligned = new Map(s.fighters.map((f) => [f.id, alignedNow(s, f)] as const));
  return {
    ...s,
    turn: n,
    phase: { kind: 'initiative' },
    initiative: null,
    init: { rolls: {}, bonus: {}, used: [], keys: Object.fromEntries(s.players.map((p) => [p, []])), toRoll: s.players, bonusOrder: [], bonusAt: 0, passes: 0 },
    status: { regrouped: [], redeployed: [], escortsChosen: [] },
    action: { order: null, orderKind: null, at: 0, inGo: 0, active: null, missilesMoved: [] },
    ships: s.ships.map((x) => ({ ...x, activated: false, activation: null, usedThisTurn: [] })),
    fighters: s.fighters.map((f) => {
      const al = aligned.get(f.id) ?? [];
      return {
        ...f,
        alignedAtStart: al,
        escorting: f.escorting !== null && al.includes(f.escorting) && !f.disrupted ? f.escorting : null,
        activated: false,
        attacked: false,
        moves: 0,
        stopped: false,
        interposed: false,
      };
    }),
  };
}

function deployNext(s: GameState, from: number, includeFrom: boolean): GameState {
  const order = s.deployOrder ?? [];
  for (let k = includeFrom ? 0 : 1; k <= order.length; k++) {
    const i = (from + k) % order.length;
    if (deployLeft(s, order[i] as PlayerId) !== null) return { ...s, deployAt: i };
  }
  return turnStart(s, 1);
}

// Rules: Kalidasia "Deploying the Squadrons" — "Each player then rolls a die and the player with the lowest roll will place a warship"; tied rolls are rolled again.
function onDeployRoll(s: GameState, rolls: Readonly<Record<PlayerId, number>>): ApplyResult {
  const bad = rollsProblem(rolls, s.deployToRoll, s, S_DEPLOY);
  if (bad) return no(bad);
  const keys: Record<PlayerId, readonly number[]> = { ...s.deployRolls };
  for (const p of s.deployToRoll) keys[p] = [...(keys[p] ?? []), rolls[p] as number];
  const tied = tiedPlayers(s.players, keys);
  if (tied.length > 0) return ok({ ...s, deployRolls: keys, deployToRoll: tied });
  const order = [...s.players].sort((a, b) => -keyCompare(keys[a] ?? [], keys[b] ?? []));
  return ok(deployNext({ ...s, deployRolls: keys, deployToRoll: [], deployOrder: order }, 0, true));
}

function inZone(s: GameState, p: PlayerId, at: Pose): boolean {
  const zone = s.setup.players.find((x) => x.id === p)?.zone ?? [];
  return zoneContains(zone, at);
}

function placeEscorts(s: GameState, p: PlayerId, ship: ShipState, shipPose: Pose, escorts: readonly FighterPlacement[], section: string): ApplyResult {
  const seen = new Set<string>();
  let fighters = s.fighters;
  const rect = shipRect(s, ship, shipPose);
  for (const e of escorts) {
    const f = fighterById(s, e.fighter);
    if (!f || f.owner !== p) return no(`${playerName(s, p)} has no fighter token ${e.fighter}.`);
    if (f.status !== 'reserve' || seen.has(f.id)) return no(because(`${f.id} is already deployed.`, section));
    seen.add(f.id);
    const fr = fighterRect(s, f, e.pose);
    if (!rect || !fr || !alignedFully(fr, rect).aligned) return no(because(`${f.id} must be placed fully aligned with ${ship.label} to escort it.`, 'Fully Aligned'));
    fighters = replaceById(fighters, f.id, (x) => ({ ...x, status: 'deployed', pose: e.pose, escorting: ship.id }));
  }
  return ok({ ...s, fighters });
}

// Rules: Kalidasia "Scenario 1 - Squadron Engagement" — "deploys one of their warships and its escorting fighters in their deployment zone ... the players alternate ... When a warship is deployed, the player will also set the initial speed of the warship. The initial speed of the warship can be set to any step on the velocity track."
function onDeployShip(s: GameState, e: Extract<GameEvent, { type: 'deployShip' }>): ApplyResult {
  const ship = shipById(s, e.ship);
  if (!ship || ship.owner !== e.player) return no(`${playerName(s, e.player)} has no warship ${e.ship}.`);
  if (ship.status !== 'reserve') return no(because(`${ship.label} is already deployed.`, S_DEPLOY));
  if (!inZone(s, e.player, e.pose)) return no(because(`${ship.label} must be placed in ${playerName(s, e.player)}'s deployment zone.`, S_DEPLOY));
  const track = classOf(s, ship).velocityTrack;
  if (!Number.isInteger(e.velocity) || e.velocity < 0 || e.velocity >= track.length) return no(because(`${e.velocity} is not a step of ${ship.label}'s velocity track (0–${track.length - 1}).`, 'Setting up the Warship stat cards'));
  const placed = { ...s, ships: replaceById(s.ships, ship.id, (x) => ({ ...x, status: 'deployed' as const, pose: e.pose, velocity: e.velocity })) };
  const r = placeEscorts(placed, e.player, ship, e.pose, e.escorts, S_DEPLOY);
  if (!r.ok) return r;
  return ok(deployNext(r.state, s.deployAt, false));
}

// Rules: Kalidasia "Deploying the Squadrons" — "Once all of a player's warship's are deployed, the player will deploy all of their fighter wings the next time they are required to deploy a warship."
function onDeployFighters(s: GameState, e: Extract<GameEvent, { type: 'deployFighters' }>): ApplyResult {
  const left = s.fighters.filter((f) => f.owner === e.player && f.status === 'reserve').map((f) => f.id);
  const given = e.fighters.map((f) => f.fighter);
  const missing = left.filter((id) => !given.includes(id));
  if (missing.length > 0) return no(because(`All remaining fighter tokens deploy together; missing ${missing.join(', ')}.`, S_DEPLOY));
  let fighters = s.fighters;
  const seen = new Set<string>();
  for (const pl of e.fighters) {
    if (!left.includes(pl.fighter) || seen.has(pl.fighter)) return no(because(`${pl.fighter} is not a fighter token of ${playerName(s, e.player)} waiting to deploy.`, S_DEPLOY));
    seen.add(pl.fighter);
    if (!inZone(s, e.player, pl.pose)) return no(because(`${pl.fighter} must be placed in ${playerName(s, e.player)}'s deployment zone.`, S_DEPLOY));
    fighters = replaceById(fighters, pl.fighter, (f) => ({ ...f, status: 'deployed', pose: pl.pose }));
  }
  return ok(deployNext({ ...s, fighters }, s.deployAt, false));
}

// ---------------------------------------------------------------------------
// Initiative

function bonusAdvance(s: GameState): GameState {
  let init = s.init;
  const n = init.bonusOrder.length;
  while (init.passes < n) {
    const p = init.bonusOrder[init.bonusAt] as PlayerId;
    if (initiativeCards({ ...s, init }, p).length > 0) return { ...s, init };
    init = { ...init, passes: init.passes + 1, bonusAt: (init.bonusAt + 1) % n };
  }
  return initiativeResolveState({ ...s, init });
}

// Rules: Kalidasia "Initiative Phase" — "Any re-rolls between two or more players are re-rolled." "Initiative Order means the play will start with the player whose initiative total was the highest".
function initiativeResolveState(s: GameState): GameState {
  const keys: Record<PlayerId, readonly number[]> = { ...s.init.keys };
  for (const p of s.init.bonusOrder) keys[p] = [...(keys[p] ?? []), (s.init.rolls[p] ?? 0) + (s.init.bonus[p] ?? 0)];
  const tied = tiedPlayers(s.players, keys);
  if (tied.length > 0) return { ...s, init: { ...s.init, keys, toRoll: tied, bonusOrder: [], bonusAt: 0, passes: 0 } };
  const order = [...s.players].sort((a, b) => keyCompare(keys[a] ?? [], keys[b] ?? []));
  return { ...s, init: { ...s.init, keys, bonusOrder: [], bonusAt: 0, passes: 0 }, initiative: order, phase: { kind: 'status' } };
}

// Rules: Kalidasia "Initiative Phase" — "Each player in the battle rolls a d6".
function onInitiativeRoll(s: GameState, rolls: Readonly<Record<PlayerId, number>>): ApplyResult {
  const bad = rollsProblem(rolls, s.init.toRoll, s, S_INIT);
  if (bad) return no(bad);
  const merged = { ...s.init.rolls, ...rolls };
  const idx = (p: PlayerId): number => s.players.indexOf(p);
  const bonusOrder = [...s.init.toRoll].sort((a, b) => (merged[a] ?? 0) - (merged[b] ?? 0) || idx(a) - idx(b));
  return ok(bonusAdvance({ ...s, init: { ...s.init, rolls: merged, toRoll: [], bonusOrder, bonusAt: 0, passes: 0 } }));
}

// Rules: Kalidasia "Initiative Phase" — "the player which rolled the lowest chooses to apply any bonuses first and go from there until all players are satisfied with the results".
function onInitiativeBonus(s: GameState, e: Extract<GameEvent, { type: 'initiativeBonus' }>): ApplyResult {
  const can = initiativeCards(s, e.player);
  let bonus = 0;
  for (const c of e.cards) {
    if (!can.includes(c)) return no(because(`${c} is not an initiative bonus ${playerName(s, e.player)} can use now (on a warship on the battlefield, not used this turn).`, S_INIT));
    const up = c.slice(c.indexOf('/') + 1);
    bonus += s.pack.upgrades.find((u) => u.id === up)?.initiativeBonus ?? 0;
  }
  if (new Set(e.cards).size !== e.cards.length) return no('Each card adds its bonus once.');
  const n = s.init.bonusOrder.length;
  const init = {
    ...s.init,
    bonus: { ...s.init.bonus, [e.player]: (s.init.bonus[e.player] ?? 0) + bonus },
    used: [...s.init.used, ...e.cards],
    passes: e.cards.length === 0 ? s.init.passes + 1 : 1,
    bonusAt: (s.init.bonusAt + 1) % n,
  };
  return ok(bonusAdvance({ ...s, init }));
}

// ---------------------------------------------------------------------------
// Status phase

// Rules: Kalidasia "Fighter Regrouping - Re-deployment" — "roll a die for each fighter token in the yellow damage pile. For each die which rolled a 1 or 2, discard that token ... for the red damage pile ... discard a token on a result of 1 to 4."
function onRegroupRoll(s: GameState, e: Extract<GameEvent, { type: 'regroupRoll' }>): ApplyResult {
  const yellow = s.fighters.filter((f) => f.owner === e.player && f.status === 'yellow');
  const red = s.fighters.filter((f) => f.owner === e.player && f.status === 'red');
  if (e.yellow.length !== yellow.length || e.red.length !== red.length) {
    return no(because(`Roll one die per token: ${yellow.length} for the yellow pile and ${red.length} for the red pile (got ${e.yellow.length} and ${e.red.length}).`, S_REGROUP));
  }
  const bad = diceProblem(e.yellow, 'Yellow pile') ?? diceProblem(e.red, 'Red pile');
  if (bad) return no(bad);
  const fate = new Map<string, 'discarded' | 'waiting'>();
  yellow.forEach((f, i) => fate.set(f.id, (e.yellow[i] as number) <= 2 ? 'discarded' : 'waiting'));
  red.forEach((f, i) => fate.set(f.id, (e.red[i] as number) <= 4 ? 'discarded' : 'waiting'));
  return ok({
    ...s,
    fighters: s.fighters.map((f) => {
      const st = fate.get(f.id);
      return st ? { ...f, status: st } : f;
    }),
    status: { ...s.status, regrouped: [...s.status.regrouped, e.player] },
  });
}

/** Is this a legal redeploy spot: within 6" of a friendly warship and at least 12" from enemy warships and fighters? */
// Rules: Kalidasia "Fighter Regrouping - Re-deployment" — "within six inches of a friendly warship and at least 12 inches from enemy warship/fighter tokens."
export function redeploySpotProblem(s: GameState, p: PlayerId, at: Pose): string | null {
  const friendly = s.ships.filter((x) => x.owner === p && onTable(x) && x.pose);
  const near = friendly.some((x) => x.pose !== null && pointDistance(x.pose, at) <= 6 + EPS);
  if (!near) return 'is not within 6" of a friendly warship';
  const enemy = nearestEnemy(s, p, at);
  if (enemy < 12 - EPS) return `is ${enemy.toFixed(1)}" from an enemy token; it must be at least 12" away`;
  return null;
}

/**
 * A legal redeploy spot for a player, or `null` when none exists. Exact: the allowed region is
 * closed and bounded by circles (6" about friendly warships, 12" about enemy tokens), so if it is
 * not empty it contains an intersection point of two of those circles or a point of one circle
 * that meets no other; every such candidate is tested.
 */
// Rules: Kalidasia "Fighter Regrouping - Re-deployment" — "If a fighter cannot be legally deployed because of enemy units, the fighter token must wait".
export function redeploySpot(s: GameState, p: PlayerId): Pose | null {
  const friendly = s.ships.filter((x) => x.owner === p && onTable(x) && x.pose).map((x) => ({ c: x.pose as Pose, r: 6 }));
  const enemy = [...s.ships.filter((x) => x.owner !== p && onTable(x)), ...s.fighters.filter((f) => f.owner !== p && onTable(f))].map((x) => ({ c: x.pose as Pose, r: 12 }));
  const circles = [...friendly, ...enemy];
  const heading = s.ships.find((x) => x.owner === p && x.pose)?.pose?.heading ?? 0;
  const test = (x: number, y: number): Pose | null => {
    const at = pose(x, y, heading);
    return redeploySpotProblem(s, p, at) === null ? at : null;
  };
  for (const f of friendly) {
    const hit = test(f.c.x, f.c.y) ?? test(f.c.x + f.r, f.c.y);
    if (hit) return hit;
  }
  for (let i = 0; i < circles.length; i++) {
    const a = circles[i] as { c: Pose; r: number };
    const hit = test(a.c.x + a.r, a.c.y) ?? test(a.c.x - a.r, a.c.y);
    if (hit) return hit;
    for (let j = i + 1; j < circles.length; j++) {
      const b = circles[j] as { c: Pose; r: number };
      const d = pointDistance(a.c, b.c);
      if (d === 0 || d > a.r + b.r || d < Math.abs(a.r - b.r)) continue;
      const along = (a.r * a.r - b.r * b.r + d * d) / (2 * d);
      const h = Math.sqrt(Math.max(0, a.r * a.r - along * along));
      const ux = (b.c.x - a.c.x) / d;
      const uy = (b.c.y - a.c.y) / d;
      const mx = a.c.x + ux * along;
      const my = a.c.y + uy * along;
      const pt = test(mx - uy * h, my + ux * h) ?? test(mx + uy * h, my - ux * h);
      if (pt) return pt;
    }
  }
  return null;
}

/** The redeploy zone as polygons, for drawing (geometry's zone). */
export function redeployZone(s: GameState, p: PlayerId) {
  return zoneRedeploy({
    friendly: s.ships.filter((x) => x.owner === p && onTable(x) && x.pose).map((x) => x.pose as Pose),
    enemy: [...s.ships.filter((x) => x.owner !== p && onTable(x)), ...s.fighters.filter((f) => f.owner !== p && onTable(f))].map((x) => x.pose as Pose),
    within: 6,
    keepOut: 12,
  });
}

// Rules: Kalidasia "Fighter Regrouping - Re-deployment" — "each player deploys all of their non-discarded fighter tokens back ... If a fighter cannot be legally deployed because of enemy units, the fighter token must wait for a future status phase".
function onRedeploy(s: GameState, e: Extract<GameEvent, { type: 'redeploy' }>): ApplyResult {
  const waiting = s.fighters.filter((f) => f.owner === e.player && f.status === 'waiting').map((f) => f.id);
  const named = [...e.fighters.map((f) => f.fighter), ...e.waiting];
  const missing = waiting.filter((id) => !named.includes(id));
  if (missing.length > 0) return no(because(`Redeploy or keep waiting every regrouped token; missing ${missing.join(', ')}.`, S_REGROUP));
  if (new Set(named).size !== named.length || named.some((id) => !waiting.includes(id))) return no(because('Each regrouped token is placed or kept waiting once.', S_REGROUP));
  let fighters = s.fighters;
  for (const pl of e.fighters) {
    const why = redeploySpotProblem(s, e.player, pl.pose);
    if (why) return no(because(`${pl.fighter} ${why}.`, S_REGROUP));
    fighters = replaceById(fighters, pl.fighter, (f) => ({ ...f, status: 'deployed', pose: pl.pose, disrupted: false, redeployedTurn: s.turn, escorting: null, alignedAtStart: [] }));
  }
  if (e.waiting.length > 0 && redeploySpot(s, e.player) !== null) {
    return no(because(`${e.waiting.join(', ')} can be deployed: there is room within 6" of a friendly warship and 12" from the enemy. A token waits only when no legal spot exists.`, S_REGROUP));
  }
  return ok({ ...s, fighters, status: { ...s.status, redeployed: [...s.status.redeployed, e.player] } });
}

// Rules: Kalidasia "Fighter Escorting" — "each player, in reverse initiative order, will decide if each of their fighter tokens that are eligible to escort a warship will continue to do so. If a fighter token is no longer going to escort a warship, move the token one inch away".
function onEscorts(s: GameState, e: Extract<GameEvent, { type: 'escorts' }>): ApplyResult {
  const chosen = new Map<string, string>();
  for (const x of e.escorts) {
    const f = fighterById(s, x.fighter);
    if (!f || f.owner !== e.player) return no(`${playerName(s, e.player)} has no fighter wing ${x.fighter}.`);
    if (chosen.has(f.id)) return no(because(`${f.id} can escort one warship.`, S_ESCORTING));
    const ship = shipById(s, x.ship);
    if (!escortOptions(s, f).includes(x.ship)) {
      const why = f.disrupted ? 'it is disrupted' : f.redeployedTurn === s.turn ? 'it was redeployed this turn' : `it was not fully aligned with ${ship?.label ?? x.ship} when the turn began`;
      return no(because(`${f.id} cannot escort ${ship?.label ?? x.ship}: ${why}.`, S_ESCORTING));
    }
    chosen.set(f.id, x.ship);
  }
  let fighters = s.fighters.map((f) => (f.owner === e.player ? { ...f, escorting: chosen.get(f.id) ?? null } : f));
  for (const m of e.moved) {
    const f = fighterById(s, m.fighter);
    if (!f || f.owner !== e.player || !f.pose) return no(`${m.fighter} is not a wing of ${playerName(s, e.player)} on the battlefield.`);
    if (chosen.has(f.id)) return no(because(`${f.id} keeps escorting; only wings that stop escorting are moved away.`, S_ESCORT));
    if (pointDistance(f.pose, m.pose) > ESCORT_MOVE + 0.01) return no(because(`${f.id} stops escorting by moving one inch away, not ${pointDistance(f.pose, m.pose).toFixed(1)}".`, S_ESCORT));
    fighters = replaceById(fighters, f.id, (x) => ({ ...x, pose: m.pose }));
  }
  return ok({ ...s, fighters, status: { ...s.status, escortsChosen: [...s.status.escortsChosen, e.player] } });
}

// ---------------------------------------------------------------------------
// Action phase: order and activations

function toMissilesOrEnd(s: GameState): GameState {
  return { ...s, action: { ...s.action, active: null }, phase: { kind: s.missiles.length > 0 ? 'missiles' : 'end' } };
}

// Rules: Kalidasia "Action Phase" — "At the start of the action phase, the player which won the initiative will decide if the action phase will occur in either initiative order or reverse initiative order."
function onActionOrder(s: GameState, e: Extract<GameEvent, { type: 'actionOrder' }>): ApplyResult {
  const order = e.order === 'initiative' ? [...(s.initiative ?? [])] : reverseOrder(s);
  const s1: GameState = { ...s, phase: { kind: 'action' }, action: { ...s.action, order, orderKind: e.order, at: 0, inGo: 0 } };
  const at = nextActor(s1, order, 0, true);
  return ok(at === null ? toMissilesOrEnd(s1) : { ...s1, action: { ...s1.action, at } });
}

/** After a unit's activation: the same player again (several units per activation), or the next player with units left. */
// Rules: Kalidasia "Action Phase" — "Once the player has finished activating the unit, the next player in the chosen order will activate a unit ... Once all players have activated all of their units, move to the end phase of the turn."
function activationDone(s: GameState): GameState {
  const a = s.action;
  const order = a.order ?? [];
  const player = order[a.at] as PlayerId;
  const inGo = a.inGo + 1;
  const s1: GameState = { ...s, action: { ...a, active: null, inGo } };
  if (inGo < s.setup.unitsPerActivation && unitsLeft(s1, player) > 0) return s1;
  const at = nextActor(s1, order, a.at, false);
  return at === null ? toMissilesOrEnd(s1) : { ...s1, action: { ...s1.action, at, inGo: 0 } };
}

// Rules: Kalidasia "Action Phase" — "A single unit is a Warship and its escorting fighters"; "Each unit can only activate once per turn".
function onActivateShip(s: GameState, e: Extract<GameEvent, { type: 'activateShip' }>): ApplyResult {
  const ship = shipById(s, e.ship);
  if (!ship || ship.owner !== e.player) return no(`${playerName(s, e.player)} has no warship ${e.ship}.`);
  if (!onTable(ship)) return no(because(`${ship.label} is not on the battlefield.`, S_ACTION));
  if (ship.activated) return no(because(`${ship.label} already activated this turn.`, S_ACTION));
  const escorts = s.fighters.filter((f) => f.escorting === ship.id && onTable(f)).map((f) => f.id);
  const fighters = s.fighters.map((f) => (escorts.includes(f.id) ? { ...f, activated: true, moves: 0, stopped: false } : f));
  return ok({
    ...s,
    ships: replaceById(s.ships, ship.id, (x) => ({
      ...x,
      activation: { step: 'sensors', engine: null, primary: null, thrusters: {}, start: x.pose, path: [], fired: [], escorts },
    })),
    fighters,
    action: { ...s.action, active: { kind: 'ship', ship: ship.id, player: e.player } },
  });
}

// Rules: Kalidasia "Action Phase" — "A single unit is ... eight fighter tokens. If a player has less than eight fighter tokens left to activate, they can activate all remaining nonescorting fighters as an action."
function onActivateFighters(s: GameState, e: Extract<GameEvent, { type: 'activateFighters' }>): ApplyResult {
  const avail = fightersToActivate(s, e.player);
  const ids = new Set(avail.map((f) => f.id));
  for (const id of e.fighters) {
    const f = fighterById(s, id);
    if (!f || f.owner !== e.player) return no(`${playerName(s, e.player)} has no fighter wing ${id}.`);
    if (!ids.has(id)) {
      const why = !onTable(f) ? 'is not on the battlefield' : f.activated ? 'already activated this turn' : 'is escorting a warship and activates with it';
      return no(because(`${id} ${why}.`, S_ACTION));
    }
  }
  if (new Set(e.fighters).size !== e.fighters.length) return no('Each wing is listed once.');
  const need = Math.min(8, avail.length);
  if (e.fighters.length !== need) return no(because(`A fighter unit is eight tokens, or all remaining when fewer: activate ${need}, not ${e.fighters.length}.`, S_ACTION));
  if (need === 0) return no(because(`${playerName(s, e.player)} has no fighter wings left to activate.`, S_ACTION));
  return ok({
    ...s,
    fighters: s.fighters.map((f) => (e.fighters.includes(f.id) ? { ...f, activated: true, moves: 0, stopped: false } : f)),
    action: { ...s.action, active: { kind: 'fighters', fighters: e.fighters, player: e.player, steps: 0 } },
  });
}

function activeShip(s: GameState, id: string, what: string): ShipState | string {
  const a = s.action.active;
  const ship = shipById(s, id);
  if (!ship) return `There is no warship ${id}.`;
  if (!a || a.kind !== 'ship' || a.ship !== id || !ship.activation) return because(`${what}: ${ship.label} is not the activated unit.`, S_WARSHIP);
  return ship;
}

// Rules: Kalidasia "Activating a Warship" 1) "Generate and Allocate Sensor Points".
function onSensors(s: GameState, e: Extract<GameEvent, { type: 'sensors' }>): ApplyResult {
  const ship = activeShip(s, e.ship, 'Sensor points');
  if (typeof ship === 'string') return no(ship);
  if (ship.activation?.step !== 'sensors') return no(because(`${ship.label} allocated its sensor points already (step 1).`, 'Generate and Allocate Sensor Points'));
  const enemies = s.ships.filter((x) => x.owner !== ship.owner && onTable(x)).map((x) => x.id);
  const r = sensorPlace(s.sensors[ship.owner] ?? {}, ship.sensor, e.placement, enemies);
  if (!r.ok) return no(because(`${ship.label}: ${r.reason}`, 'Generate and Allocate Sensor Points'));
  return ok({
    ...s,
    sensors: { ...s.sensors, [ship.owner]: r.value },
    ships: replaceById(s.ships, ship.id, (x) => ({ ...x, activation: x.activation && { ...x.activation, step: 'engines' } })),
  });
}

// Rules: Kalidasia "Activating a Warship" 2)–5): "Allocate Engine Points", "Identify Primary Maneuver", "Activate Vector Thrusters", "Alter Velocity".
function onEngines(s: GameState, e: Extract<GameEvent, { type: 'engines' }>): ApplyResult {
  const ship = activeShip(s, e.ship, 'Engine points');
  if (typeof ship === 'string') return no(ship);
  const act = ship.activation;
  if (!act || act.step !== 'engines') {
    return no(because(act?.step === 'sensors' ? `${ship.label}: allocate sensor points first (step 1).` : `${ship.label} allocated its engine points already.`, S_WARSHIP));
  }
  const cls = classOf(s, ship);
  const fx = s.pack.criticalEffects;
  const avail = enginePointsAvailable(cls.engine, ship.criticals.engines, fx);
  const errs = engineCheck(e.engine, avail);
  if (errs.length > 0) return no(because(`${ship.label}: ${errs.join(' ')}`, 'Allocate Engine Points'));
  const prim = primaryManeuver(e.engine, e.primary);
  if (!prim.ok) return no(because(`${ship.label}: ${prim.reason}`, 'Identify Primary Maneuver'));
  let reactor = ship.reactor;
  const thr = e.thrusters ?? {};
  if (e.thrusters !== null) {
    const points = thrusterPointsAvailable(cls.thrusters, ship.criticals.thrusters, fx);
    const on = thrustersActivate(reactor, points);
    if (!on.ok) return no(because(`${ship.label}: ${on.reason}`, 'Activate Vector Thrusters'));
    const terr = thrusterCheck(thr, points, prim.value, ship.criticals.thrustersJammed);
    if (terr.length > 0) return no(because(`${ship.label}: ${terr.join(' ')}`, 'Activate Vector Thrusters'));
    reactor = on.value.reactor;
  }
  const acc = (e.engine.velocity?.maneuver === 'accelerate' ? e.engine.velocity.points : 0) + (thr.accelerate ?? 0);
  const dec = (e.engine.velocity?.maneuver === 'decelerate' ? e.engine.velocity.points : 0) + (thr.decelerate ?? 0);
  const velocity = velocityAlter(cls.velocityTrack, ship.velocity, acc, dec);
  return ok({
    ...s,
    ships: replaceById(s.ships, ship.id, (x) => ({
      ...x,
      reactor,
      velocity,
      activation: { ...act, step: 'move', engine: e.engine, primary: prim.value, thrusters: thr },
    })),
  });
}

function contactingMissiles(s: GameState, ship: ShipState) {
  return s.missiles.filter((m) => m.contact === ship.id && m.owner !== ship.owner);
}

/** Overcharging armor: a reactor point (more with Armor Damaged), impossible with Armor Destroyed or without Active Armor. */
// Rules: Kalidasia "Overcharging armor" — "The target of the attack spends a reactor point and divides total number of power dice in half, rounded up."
function overcharge(s: GameState, target: ShipState, times: number): ShipState | string {
  if (times === 0) return target;
  const cls = classOf(s, target);
  if (!cls.activeArmor) return because(`${target.label} has no Active Armor and cannot overcharge it.`, 'Overcharging armor');
  if (target.criticals.armor === 'destroyed') return because(`${target.label}'s armor is destroyed: it cannot be overcharged.`, 'Critical Damage Cards');
  const cost = (target.criticals.armor === 'damaged' ? s.pack.criticalEffects.armorDamagedOverchargeCost : 1) * times;
  const r = reactorSpend(target.reactor, cost);
  if (!r.ok) return because(`${target.label} cannot overcharge its armor: ${r.reason}`, 'Overcharging armor');
  return { ...target, reactor: r.value };
}

// Rules: Kalidasia "Missile Damage" — "When a warship begins the movement portion of its activation(Step 6) and it has one or more enemy missiles in contact with it, that warship may attempt to the shoot down the missiles ... Any missiles which are not shot down will strike the warship".
function onMissileStrike(s: GameState, e: Extract<GameEvent, { type: 'missileStrike' }>): ApplyResult {
  const ship = activeShip(s, e.ship, 'A missile strike');
  if (typeof ship === 'string') return no(ship);
  if (ship.activation?.step !== 'move') return no(because(`Missiles strike ${ship.label} when it begins its movement (step 6).`, 'Missile Damage'));
  const contact = contactingMissiles(s, ship).map((m) => m.id);
  if (contact.length === 0) return no(because(`No enemy missile is in contact with ${ship.label}.`, 'Missile Damage'));
  const o = e.outcome;
  const cls = classOf(s, ship);
  let fired = [...(ship.activation?.fired ?? [])];
  let fighters = s.fighters;
  const down = new Set<string>();
  for (const shot of o.shots) {
    const bad = diceProblem(shot.dice, 'Shot at missiles');
    if (bad) return no(bad);
    if (shot.battery !== undefined) {
      const b = cls.batteries[shot.battery];
      if (!b || b.type !== 'F') return no(because(`${ship.label} battery ${shot.battery + 1} is not an anti-fighter battery.`, 'Shooting Down Missiles'));
      if (ship.criticals.weapons[shot.battery] === 'destroyed') return no(because(`${b.name} of ${ship.label} is destroyed and cannot attack.`, 'Resolving the Attack'));
      if (fired.includes(shot.battery)) return no(because(`${b.name} of ${ship.label} already fired this activation.`, 'Warship Combat'));
      fired = [...fired, shot.battery];
    } else if (shot.fighter !== undefined) {
      const f = fighterById(s, shot.fighter);
      if (!f || f.escorting !== ship.id || !onTable(f)) return no(because(`${shot.fighter} is not escorting ${ship.label}.`, 'Missile Damage'));
      if (f.attacked) return no(because(`${f.id} already attacked this turn.`, S_DOGFIGHT));
      fighters = replaceById(fighters, f.id, (x) => ({ ...x, attacked: true }));
    } else return no(because('Each shot at missiles names an anti-fighter battery or an escorting wing.', 'Missile Damage'));
    for (const m of shot.destroyed) {
      if (!contact.includes(m)) return no(because(`${m} is not a missile in contact with ${ship.label}.`, 'Shooting Down Missiles'));
      down.add(m);
    }
  }
  const struck = new Set(o.struck);
  const all = [...down, ...struck].sort();
  if (all.length !== contact.length || [...contact].sort().some((m, i) => m !== all[i]) || [...down].some((m) => struck.has(m))) {
    return no(because(`Every missile in contact with ${ship.label} is shot down or strikes: ${contact.join(', ')}.`, 'Missile Damage'));
  }
  if (!Number.isInteger(o.overcharges) || o.overcharges < 0 || o.overcharges > struck.size) return no(because(`${o.overcharges} overcharges: at most one per striking missile.`, 'Missile Damage'));
  const bad = diceProblem(o.powerDice, 'Power dice');
  if (bad) return no(bad);
  const oc = overcharge(s, ship, o.overcharges);
  if (typeof oc === 'string') return no(oc);
  const by = s.missiles.find((m) => contact.includes(m.id))?.owner ?? '';
  const s1: GameState = {
    ...s,
    fighters,
    missiles: s.missiles.filter((m) => !contact.includes(m.id)),
    ships: replaceById(s.ships, ship.id, () => ({ ...oc, usedThisTurn: [...new Set([...oc.usedThisTurn, ...fired])], activation: oc.activation && { ...oc.activation, fired } })),
  };
  const r = damageApply(s1, ship.id, o.damage, by);
  if (!r.ok) return r;
  const after = shipById(r.value, ship.id);
  if (after && after.status === 'destroyed') return ok(activationDone(r.value));
  return ok(r.value);
}

// Rules: Kalidasia "Move the Warship" — "The warship will move forward a distance between the smallest distance and largest distance of the warship's current velocity ... all engine/thruster points allocated to turn maneuvers must be spent by the end of the forward movement"; "Warship Escorting" — "when the warship is activated, the escorting fighter wings will move along with the warship."
function onMove(s: GameState, e: Extract<GameEvent, { type: 'move' }>): ApplyResult {
  const ship = activeShip(s, e.ship, 'Movement');
  if (typeof ship === 'string') return no(ship);
  const act = ship.activation;
  if (!act || act.step !== 'move' || !ship.pose) {
    return no(because(act?.step === 'moved' ? `${ship.label} has already moved this activation.` : `${ship.label}: allocate sensor and engine points before moving (steps 1–5).`, S_WARSHIP));
  }
  if (contactingMissiles(s, ship).length > 0) return no(because(`Missiles in contact with ${ship.label} strike before it moves.`, 'Missile Damage'));
  const cls = classOf(s, ship);
  const slot = velocitySlot(cls.velocityTrack, ship.velocity);
  if (!velocityAllowsDistance(cls.velocityTrack, ship.velocity, e.distance)) {
    return no(because(`${ship.label} at velocity ${slot.min}-${slot.max} moves between ${slot.min}" and ${slot.max}", not ${e.distance}".`, 'Move the Warship'));
  }
  const engine = act.engine;
  const thr = act.thrusters;
  const need = (side: 'starboard' | 'port'): number => (engine?.turn?.maneuver === side ? engine.turn.points : 0) + (thr[side] ?? 0);
  if (slot.turning === '∞') {
    const pts = need('starboard') + need('port');
    if ((pts > 0) !== (e.turns.length > 0)) {
      return no(because(pts > 0 ? `${ship.label} allocated ${pts} turning points: it must turn.` : `${ship.label} allocated no turning points: it cannot turn.`, 'Move the Warship'));
    }
  } else {
    for (const side of ['starboard', 'port'] as const) {
      const used = e.turns.reduce((n, t) => n + ('side' in t && t.side === side ? t.notches : 0), 0);
      if (used !== need(side)) return no(because(`${ship.label} allocated ${need(side)} ${side} turning points; the turns use ${used}. All must be spent.`, 'Move the Warship'));
    }
  }
  const cap = Math.ceil(cls.engine / 2) + Math.max(thr.starboard ?? 0, thr.port ?? 0);
  const path = movementPath({ start: ship.pose, distance: e.distance, turning: slot.turning, turns: e.turns, notchCap: cap, notchAngle: s.pack.notchAngle.value });
  if (!path.legal) return no(because(`${ship.label}: ${path.violations.map((v) => v.reason).join(' ')}`, 'Move the Warship'));
  const start = ship.pose;
  const fin = path.final;
  const turn = fin.heading - start.heading;
  const fighters = s.fighters.map((f) => {
    if (f.escorting !== ship.id || !f.pose || !onTable(f)) return f;
    const local = poseLocal(start, f.pose);
    const at = poseToTable(fin, local.along, local.across);
    return { ...f, pose: pose(at.x, at.y, f.pose.heading + turn) };
  });
  return ok({
    ...s,
    fighters,
    ships: replaceById(s.ships, ship.id, (x) => ({ ...x, pose: fin, activation: { ...act, step: 'moved', start, path: path.segments } })),
  });
}

const ARC_OF: Readonly<Record<ArcFacing, Arc>> = { front: 'forward', rear: 'aft', starboard: 'starboard', port: 'port', all: 'all' };

function firingPose(ship: ShipState, from: Pose | undefined): Pose | string {
  const act = ship.activation;
  if (!ship.pose || !act) return `${ship.label} is not on the battlefield.`;
  if (!from) return ship.pose;
  const onPath = act.step === 'moved' ? act.path.some((seg) => segmentDistanceToPoint(seg, from) <= 0.05) || pointDistance(ship.pose, from) <= 0.05 : act.start !== null && pointDistance(act.start, from) <= 0.05;
  return onPath ? from : because(`${ship.label} fires from a point of its movement; that point is not on its path.`, 'Warship Combat');
}

// Rules: Kalidasia "Warship Combat" — "At any point during a warship's movement, a warship may fire a battery. Each battery can only fire once during a warship's activation"; "Range and Arc"; "Resolving the Attack" — "Destroyed weapon batteries cannot attack."
function onFire(s: GameState, e: Extract<GameEvent, { type: 'fire' }>): ApplyResult {
  const ship = activeShip(s, e.ship, 'Firing');
  if (typeof ship === 'string') return no(ship);
  const act = ship.activation;
  if (!act || (act.step !== 'move' && act.step !== 'moved')) return no(because(`${ship.label} fires during its movement, after allocating engine points (its combat arc depends on the primary maneuver).`, S_WARSHIP));
  const cls = classOf(s, ship);
  const b = cls.batteries[e.battery];
  if (!b) return no(because(`${ship.label} has no battery ${e.battery + 1}.`, 'Warship Combat'));
  if (ship.criticals.weapons[e.battery] === 'destroyed') return no(because(`${b.name} of ${ship.label} is destroyed and cannot attack.`, 'Resolving the Attack'));
  if (act.fired.includes(e.battery)) return no(because(`${b.name} of ${ship.label} already fired this activation.`, 'Warship Combat'));
  if (b.type === 'M') return no(because(`${b.name} is a missile battery: launch missiles instead.`, 'Missile Weapons'));
  if (b.type === 'P' && (e.target.kind !== 'ship' || e.outcome.kind !== 'power')) return no(because(`${b.name} is a power weapon: it fires only at warships.`, 'Warship Combat'));
  if (b.type === 'F' && (e.target.kind === 'ship' || e.outcome.kind !== 'antiFighter')) return no(because(`${b.name} is an anti-fighter weapon: it fires only at fighter and missile tokens.`, 'Warship Combat'));
  const from = firingPose(ship, e.from);
  if (typeof from === 'string') return no(from);
  const tgt = e.target.kind === 'ship' ? shipById(s, e.target.id) : e.target.kind === 'fighter' ? fighterById(s, e.target.id) : s.missiles.find((m) => m.id === e.target.id);
  if (!tgt || ('status' in tgt && !onTable(tgt)) || !tgt.pose) return no(because(`${e.target.id} is not on the battlefield.`, 'Range and Arc'));
  if (tgt.owner === ship.owner) return no(because(`${e.target.id} is friendly.`, 'Warship Combat'));
  const tpose = tgt.pose;
  if (b.range !== null) {
    const d = pointDistance(from, tpose);
    if (d > b.range + 1e-9) return no(because(`${e.target.id} is ${d.toFixed(1)}" from ${ship.label} (centre to centre); ${b.name} reaches ${b.range}". The battery has not used its attack.`, 'Range and Arc'));
  }
  if (b.arc === 'combat') {
    const arc = ARC_OF[combatArcFor(s.pack, act.primary ?? 'cruise')];
    if (!arcContains(from, arc, tpose).inArc) return no(because(`${e.target.id} is outside ${ship.label}'s ${arc} combat arc (primary maneuver: ${act.primary ?? 'cruise'}).`, 'Range and Arc'));
  }
  const fired = [...act.fired, e.battery];
  let s1: GameState = {
    ...s,
    ships: replaceById(s.ships, ship.id, (x) => ({ ...x, usedThisTurn: [...x.usedThisTurn, e.battery], activation: { ...act, fired } })),
  };
  const o = e.outcome;
  if (o.kind === 'power') {
    const target = shipById(s1, e.target.id) as ShipState;
    const bad = diceProblem(o.gunDice, `${b.name} gun dice`) ?? diceProblem(o.powerDice, 'Power dice');
    if (bad) return no(bad);
    if (o.gunDice.length !== b.gunCount) return no(because(`${b.name} rolls ${b.gunCount} gun dice, not ${o.gunDice.length}.`, 'Resolving the Attack'));
    const tokens = s1.sensors[ship.owner]?.[target.id] ?? 0;
    if (o.sensorRerolls.length > tokens) return no(because(`${target.label} carries ${tokens} of your sensor tokens; ${o.sensorRerolls.length} re-rolls asked.`, 'Sensor Points'));
    const board: Record<string, number> = { ...(s1.sensors[ship.owner] ?? {}) };
    if (tokens - o.sensorRerolls.length > 0) board[target.id] = tokens - o.sensorRerolls.length;
    else delete board[target.id];
    const oc = overcharge(s1, target, o.overcharge ? 1 : 0);
    if (typeof oc === 'string') return no(oc);
    s1 = { ...s1, sensors: { ...s1.sensors, [ship.owner]: board }, ships: replaceById(s1.ships, target.id, () => oc) };
    return lift(damageApply(s1, target.id, o.damage, ship.owner));
  }
  if (o.kind !== 'antiFighter') return no('Unknown outcome.');
  const bad = diceProblem(o.dice, `${b.name} dice`);
  if (bad) return no(bad);
  const near = (ids: readonly { id: string; pose: Pose | null }[]) => new Set(pointsWithin(ids.filter((x) => x.pose).map((x) => ({ id: x.id, x: (x.pose as Pose).x, y: (x.pose as Pose).y })), tpose, 3).map((x) => x.id));
  const allowedF = e.target.kind === 'fighter' ? near(s1.fighters.filter((f) => f.owner === tgt.owner && onTable(f))) : new Set<string>();
  const allowedM = e.target.kind === 'missile' ? near(s1.missiles.filter((m) => m.owner === tgt.owner)) : new Set<string>();
  for (const m of o.missilesDestroyed) if (!allowedM.has(m)) return no(because(`${m} cannot be shot down by this attack: only the target missile and missiles within 3" of it.`, 'Shooting Down Missiles'));
  if (e.target.kind === 'missile' && (o.fighters.destroyed.length > 0 || o.fighters.disrupted.length > 0)) return no(because('An attack on missiles does not affect fighters.', 'Shooting Down Missiles'));
  s1 = { ...s1, missiles: s1.missiles.filter((m) => !o.missilesDestroyed.includes(m.id)) };
  return lift(fighterHitsApply(s1, o.fighters, allowedF, `${b.name} of ${ship.label}`));
}

// Rules: Kalidasia "Attacking with Missile Weapons" — "place a number of the matching missile tokens on the battlefield equal to the gun count of the battery ... If a missile weapon battery is damaged, roll a die for each "gun" ... For each 4+ rolled, place a missile token".
function onLaunch(s: GameState, e: Extract<GameEvent, { type: 'launchMissiles' }>): ApplyResult {
  const ship = activeShip(s, e.ship, 'Missile launch');
  if (typeof ship === 'string') return no(ship);
  const act = ship.activation;
  if (!act || (act.step !== 'move' && act.step !== 'moved')) return no(because(`${ship.label} fires during its movement, after allocating engine points.`, S_WARSHIP));
  const b = classOf(s, ship).batteries[e.battery];
  if (!b || b.type !== 'M') return no(because(`${ship.label} battery ${e.battery + 1} is not a missile battery.`, 'Missile Weapons'));
  const status = ship.criticals.weapons[e.battery];
  if (status === 'destroyed') return no(because(`${b.name} of ${ship.label} is destroyed and cannot attack.`, 'Attacking with Missile Weapons'));
  if (act.fired.includes(e.battery)) return no(because(`${b.name} of ${ship.label} already fired this activation.`, 'Warship Combat'));
  const o = e.outcome;
  if (status === 'damaged') {
    const bad = diceProblem(o.dice, `${b.name} (damaged)`);
    if (bad) return no(bad);
    if (o.dice.length !== b.gunCount) return no(because(`${b.name} is damaged: roll one die per gun (${b.gunCount}).`, 'Attacking with Missile Weapons'));
    const n = o.dice.filter((d) => d >= 4).length;
    if (o.placed.length !== n) return no(because(`${n} missiles (4+) are placed, not ${o.placed.length}.`, 'Attacking with Missile Weapons'));
  } else if (o.dice.length > 0 || o.placed.length !== b.gunCount) {
    return no(because(`${b.name} places ${b.gunCount} missiles, no dice rolled.`, 'Attacking with Missile Weapons'));
  }
  const missiles = o.placed.map((p, i) => ({ id: `Missile ${s.missileSeq + i + 1}`, owner: ship.owner, ship: ship.id, battery: e.battery, power: b.power, pose: p, contact: null }));
  return ok({
    ...s,
    missiles: [...s.missiles, ...missiles],
    missileSeq: s.missileSeq + missiles.length,
    ships: replaceById(s.ships, ship.id, (x) => ({ ...x, usedThisTurn: [...x.usedThisTurn, e.battery], activation: { ...act, fired: [...act.fired, e.battery] } })),
  });
}

// Rules: Kalidasia "Fighters and Other Small Craft Activation" — "each fighter will perform two movements ... it can can move up to 12" ... all of the first movements be completed before any attacks are made"; "Fighter Disruption" — "During is activation, it only has one movement step of 6"."
function onFighterMove(s: GameState, e: Extract<GameEvent, { type: 'fighterMove' }>): ApplyResult {
  const a = s.action.active;
  if (!a || a.kind !== 'fighters') return notNow(s, 'A fighter movement', S_FIGHTERS);
  if (a.steps >= 2) return no(because('The activated fighters have made both of their movements.', S_FIGHTERS));
  let fighters = s.fighters;
  const seen = new Set<string>();
  for (const m of e.moves) {
    const f = fighterById(s, m.fighter);
    if (!f || !a.fighters.includes(f.id)) return no(because(`${m.fighter} is not in the activated fighter unit.`, S_FIGHTERS));
    if (seen.has(f.id)) return no(`${f.id} is listed twice in one movement.`);
    seen.add(f.id);
    if (!onTable(f) || !f.pose) return no(because(`${f.id} is no longer on the battlefield.`, S_FIGHTERS));
    if (f.stopped) return no(because(`${f.id} was disrupted during its activation: its activation has ended.`, S_DISRUPT));
    if (f.disrupted && f.moves >= 1) return no(because(`${f.id} is disrupted: it has only one movement step.`, S_DISRUPT));
    const max = f.disrupted ? 6 : 12;
    const d = pointDistance(f.pose, m.pose);
    if (d > max + 1e-6) return no(because(`${f.id} moves at most ${max}"${f.disrupted ? ' while disrupted' : ''}; this move is ${d.toFixed(1)}".`, f.disrupted ? S_DISRUPT : S_FIGHTERS));
    fighters = replaceById(fighters, f.id, (x) => ({ ...x, pose: m.pose, moves: x.moves + 1 }));
  }
  return ok({ ...s, fighters, action: { ...s.action, active: { ...a, steps: a.steps + 1 } } });
}

function within3(s: GameState, owner: PlayerId, centre: Pose): Set<string> {
  const items = s.fighters.filter((f) => f.owner === owner && onTable(f) && f.pose).map((f) => ({ id: f.id, x: (f.pose as Pose).x, y: (f.pose as Pose).y }));
  return new Set(pointsWithin(items, centre, 3).map((x) => x.id));
}

// Rules: Kalidasia "Dogfighting", "Bombers", "Precision Attack", "Warship Escorting" ("they cannot make precision attacks while escorting").
function onFighterAttack(s: GameState, e: Extract<GameEvent, { type: 'fighterAttack' }>): ApplyResult {
  const a = s.action.active;
  if (!a || e.attackers.length === 0) return notNow(s, 'A fighter attack', S_FIGHTERS);
  const lead = fighterById(s, e.attackers[0] as string);
  if (!lead || !onTable(lead) || !lead.pose) return no(because(`${e.attackers[0]} is not a fighter wing on the battlefield.`, S_DOGFIGHT));
  const escortOf = a.kind === 'ship' && lead.escorting === a.ship && isEscorting(s, lead);
  if (a.kind === 'ship') {
    const st = shipById(s, a.ship)?.activation?.step;
    if (!escortOf) return no(because(`${lead.id} is not escorting the activated warship; it attacks during its own activation.`, S_FIGHTERS));
    if (st !== 'move' && st !== 'moved') return no(because(`Escorts attack during the warship's movement.`, S_ESCORTING));
  } else if (!a.fighters.includes(lead.id)) return no(because(`${lead.id} is not in the activated fighter unit.`, S_FIGHTERS));
  if (lead.stopped) return no(because(`${lead.id} was disrupted during its activation: its activation has ended.`, S_DISRUPT));
  const attackers: FighterState[] = [];
  for (const id of e.attackers) {
    const f = fighterById(s, id);
    if (!f || !onTable(f) || !f.pose || f.owner !== lead.owner) return no(because(`${id} is not a friendly wing on the battlefield and cannot join the attack.`, S_DOGFIGHT));
    if (attackers.some((x) => x.id === id)) return no(`${id} is listed twice.`);
    if (f.attacked) return no(because(`${f.id} already attacked this turn; a fighter attacks once per turn.`, S_DOGFIGHT));
    if (f.id !== lead.id && pointDistance(f.pose, lead.pose) > 3 + 1e-9) return no(because(`${f.id} is more than 3" from ${lead.id} and cannot join its attack.`, S_DOGFIGHT));
    attackers.push(f);
  }
  const markAttacked = (st: GameState, ids: readonly string[]): GameState => ({ ...st, fighters: st.fighters.map((f) => (ids.includes(f.id) ? { ...f, attacked: true } : f)) });
  const o = e.outcome;
  if (e.target.kind === 'fighter') {
    if (o.kind !== 'dogfight') return no(because('An attack on a fighter wing is a dogfight.', S_DOGFIGHT));
    const t = fighterById(s, e.target.id);
    if (!t || !onTable(t) || !t.pose || t.owner === lead.owner) return no(because(`${e.target.id} is not an enemy wing on the battlefield.`, 'Fighter Combat'));
    const bombers = attackers.filter((f) => fighterClassOf(s, f).bomber);
    if (bombers.length > 0) return no(because(`${bombers.map((f) => f.id).join(', ')} carry power weapons and cannot attack fighters.`, 'Bombers'));
    const range = fighterClassOf(s, lead).weapon.range ?? 0;
    const d = pointDistance(lead.pose, t.pose);
    if (d > range + 1e-9) return no(because(`${t.id} is ${d.toFixed(1)}" from ${lead.id}; its weapon reaches ${range}".`, 'Anti-Fighter Weapons'));
    const near = within3(s, t.owner, t.pose);
    if (!o.defenders.includes(t.id)) return no(because(`The target ${t.id} is among the wings returning fire.`, S_DOGFIGHT));
    for (const id of o.defenders) {
      const f = fighterById(s, id);
      if (!f || !near.has(id)) return no(because(`${id} is not the target or a friend within 3" of it, and cannot return fire.`, S_DOGFIGHT));
      if (f.attacked) return no(because(`${id} already attacked this turn and cannot join the dogfight.`, S_DOGFIGHT));
      if (fighterClassOf(s, f).bomber) return no(because(`${id} carries a power weapon and cannot fire at fighters.`, 'Bombers'));
    }
    const bad = diceProblem(o.attackerDice, 'Attacker dice') ?? diceProblem(o.defenderDice, 'Defender dice');
    if (bad) return no(bad);
    const nearLead = within3(s, lead.owner, lead.pose);
    let s1 = markAttacked(s, [...e.attackers, ...o.defenders]);
    const r1 = fighterHitsApply(s1, o.onDefenders, near, `${lead.id}'s dogfight`);
    if (!r1.ok) return r1;
    s1 = r1.value;
    return lift(fighterHitsApply(s1, o.onAttackers, nearLead, `Return fire on ${lead.id}`));
  }
  const target = shipById(s, e.target.id);
  if (!target || !onTable(target) || !target.pose || target.owner === lead.owner) return no(because(`${e.target.id} is not an enemy warship on the battlefield.`, 'Fighter Combat'));
  if (o.kind === 'power') {
    const not = attackers.filter((f) => !fighterClassOf(s, f).bomber);
    if (not.length > 0) return no(because(`${not.map((f) => f.id).join(', ')} carry anti-fighter weapons: only bombers attack warships (or precise wings with a precision attack).`, 'Bombers'));
    for (const f of attackers) {
      const range = fighterClassOf(s, f).weapon.range ?? 0;
      const d = pointDistance(f.pose as Pose, target.pose);
      if (d > range + 1e-9) return no(because(`${target.label} is ${d.toFixed(1)}" from ${f.id}; its weapon reaches ${range}".`, 'Range and Arc'));
    }
    const bad = diceProblem(o.gunDice, 'Gun dice') ?? diceProblem(o.powerDice, 'Power dice');
    if (bad) return no(bad);
    const oc = overcharge(s, target, o.overcharge ? 1 : 0);
    if (typeof oc === 'string') return no(oc);
    const s1 = markAttacked({ ...s, ships: replaceById(s.ships, target.id, () => oc) }, e.attackers);
    return lift(damageApply(s1, target.id, o.damage, lead.owner));
  }
  if (o.kind !== 'precision') return no(because('An attack on a warship is a bomber attack or a precision attack.', 'Bombers'));
  const tr = shipRect(s, target);
  for (const f of attackers) {
    const fc = fighterClassOf(s, f);
    if (!fc.weapon.specials.includes('precise')) return no(because(`${f.id} has no Precise weapon.`, 'Precision Attack'));
    if (f.disrupted) return no(because(`${f.id} is disrupted and cannot make precision attacks.`, S_DISRUPT));
    if (isEscorting(s, f)) return no(because(`${f.id} is escorting and cannot make precision attacks.`, S_ESCORTING));
    const fr = fighterRect(s, f);
    if (!tr || !fr || !alignedFully(fr, tr).aligned) return no(because(`${f.id} must be fully aligned with ${target.label} to make a precision attack.`, 'Precision Attack'));
  }
  let s1 = markAttacked(s, e.attackers);
  if (o.defensiveFire) {
    const df = o.defensiveFire;
    const b = classOf(s, target).batteries[df.battery];
    if (!b || b.type !== 'F') return no(because(`${target.label} battery ${df.battery + 1} is not an anti-fighter battery.`, 'Precision Attack'));
    if (target.criticals.weapons[df.battery] === 'destroyed') return no(because(`${b.name} of ${target.label} is destroyed.`, 'Resolving the Attack'));
    if (target.usedThisTurn.includes(df.battery)) return no(because(`${b.name} of ${target.label} already attacked this turn.`, 'Precision Attack'));
    const bad = diceProblem(df.outcome.dice, `${b.name} dice`);
    if (bad) return no(bad);
    s1 = { ...s1, ships: replaceById(s1.ships, target.id, (x) => ({ ...x, usedThisTurn: [...x.usedThisTurn, df.battery] })) };
    const r = fighterHitsApply(s1, df.outcome.fighters, new Set(e.attackers), `${b.name} of ${target.label}`);
    if (!r.ok) return r;
    s1 = r.value;
  }
  const survivors = e.attackers.filter((id) => {
    const f = fighterById(s1, id);
    return f !== undefined && onTable(f) && !f.disrupted;
  });
  if (o.dice.length !== survivors.length) return no(because(`Each surviving, undisrupted wing rolls one die: ${survivors.length}, not ${o.dice.length}.`, 'Precision Attack'));
  const bad = diceProblem(o.dice, 'Precision dice');
  if (bad) return no(bad);
  return lift(damageApply(s1, target.id, o.damage, lead.owner));
}

// Rules: Kalidasia "Warship Escorting" — "If an enemy fighter wing tries to fully align with a warship that has an escorting fighter, immediately move one of the escorting fighter tokens and place it between the warship and the enemy fighter wing while keeping the escorting fighter fully aligned ... once per turn by each escorting fighter".
function onInterpose(s: GameState, e: Extract<GameEvent, { type: 'interpose' }>): ApplyResult {
  const f = fighterById(s, e.fighter);
  if (!f || !isEscorting(s, f) || f.escorting === null) return no(because(`${e.fighter} is not escorting a warship.`, S_ESCORTING));
  if (f.interposed) return no(because(`${f.id} has already moved to block this turn (once per turn).`, S_ESCORTING));
  const ship = shipById(s, f.escorting) as ShipState;
  const sr = shipRect(s, ship);
  const fr = fighterRect(s, f, e.pose);
  if (!sr || !fr || !alignedFully(fr, sr).aligned) return no(because(`${f.id} must stay fully aligned with ${ship.label}.`, S_ESCORTING));
  return ok({ ...s, fighters: replaceById(s.fighters, f.id, (x) => ({ ...x, pose: e.pose, interposed: true })) });
}

/** Recovery at the end of a fighter's activation. */
// Rules: Kalidasia "Fighter Disruption" — "At the end of a fighter's activation, if it did not attack and is more than six inches away from an enemy unit, remove the damage token."
function recover(s: GameState, ids: readonly string[]): GameState {
  return {
    ...s,
    fighters: s.fighters.map((f) => (ids.includes(f.id) && onTable(f) && f.disrupted && !f.attacked && f.pose && nearestEnemy(s, f.owner, f.pose) > 6 ? { ...f, disrupted: false } : f)),
  };
}

function onActivationEnd(s: GameState): ApplyResult {
  const a = s.action.active;
  if (!a) return notNow(s, 'Ending an activation', S_ACTION);
  if (a.kind === 'ship') {
    const ship = shipById(s, a.ship) as ShipState;
    if (onTable(ship) && ship.activation?.step !== 'moved') return no(because(`${ship.label} has not moved yet; every warship moves in step 6.`, S_WARSHIP));
    const escorts = ship.activation?.escorts ?? [];
    const s1 = recover({ ...s, ships: replaceById(s.ships, ship.id, (x) => ({ ...x, activated: true, activation: null })) }, escorts);
    return ok(activationDone(s1));
  }
  return ok(activationDone(recover(s, a.fighters)));
}

// Rules: Kalidasia "Missile Movement" — "The team which lost the initiative moves all of their missiles first ... Each missile on the battlefield must move and it must move 24" straight towards an enemy warship ... It may only stop short of 24" if it contacts an enemy warship or fighter wings escorting a warship."
function onMissilesMoved(s: GameState, e: Extract<GameEvent, { type: 'missilesMoved' }>): ApplyResult {
  const mine = s.missiles.filter((m) => m.owner === e.player);
  const targets = s.ships.filter((x) => x.owner !== e.player && onTable(x));
  const named = e.moves.map((m) => m.missile);
  const missing = targets.length === 0 ? [] : mine.filter((m) => !named.includes(m.id)).map((m) => m.id);
  if (missing.length > 0) return no(because(`Every missile must move: ${missing.join(', ')} did not.`, S_MISSILES));
  let missiles = s.missiles;
  const seen = new Set<string>();
  for (const mv of e.moves) {
    const m = mine.find((x) => x.id === mv.missile);
    if (!m || seen.has(mv.missile)) return no(because(`${mv.missile} is not a missile of ${playerName(s, e.player)} still to move.`, S_MISSILES));
    seen.add(m.id);
    const t = targets.find((x) => x.id === mv.toward);
    if (!t || !t.pose) return no(because(`${m.id} must fly toward an enemy warship on the battlefield; ${mv.toward} is not one.`, S_MISSILES));
    const d = pointDistance(m.pose, mv.pose);
    if (d > 24 + 1e-6) return no(because(`${m.id} moves 24", not ${d.toFixed(1)}".`, S_MISSILES));
    if (!mv.contact && Math.abs(d - 24) > 0.01) return no(because(`${m.id} must move the full 24" unless it contacts ${t.label} or its escorts.`, S_MISSILES));
    if (d > 1e-6 && Math.abs(headingDifference(headingToward(m.pose, t.pose), headingToward(m.pose, mv.pose))) > 1) {
      return no(because(`${m.id} must fly straight toward ${t.label}.`, S_MISSILES));
    }
    missiles = replaceById(missiles, m.id, (x) => ({ ...x, pose: mv.pose, contact: mv.contact ? t.id : null }));
  }
  const moved = [...s.action.missilesMoved, e.player];
  const s1: GameState = { ...s, missiles, action: { ...s.action, missilesMoved: moved } };
  return ok(expected(s1).kind === 'endTurn' ? { ...s1, phase: { kind: 'end' } } : s1);
}

// ---------------------------------------------------------------------------
// End phase

// Rules: Kalidasia "Scenario 2 - Escalation Battle" — "If a Frigate is destroyed, a player can replace it with a Destroyer if one is available. If a Destroyer is destroyed, it can be replaced with a Battle Cruiser ... deploy a new warship in their deployment zone during the End Phase of this turn ... four escorting fighter tokens are deployed with it."
function onReplacement(s: GameState, e: Extract<GameEvent, { type: 'replacement' }>): ApplyResult {
  const SEC = 'Scenario 2 - Escalation Battle';
  if (s.setup.scenario !== 'escalation') return no(because('Replacement warships are a rule of the Escalation Battle only.', SEC));
  const old = shipById(s, e.replaces);
  if (!old || old.owner !== e.player || old.status !== 'destroyed' || old.destroyedTurn !== s.turn) return no(because(`${e.replaces} is not a warship of ${playerName(s, e.player)} destroyed this turn.`, SEC));
  if (s.ships.some((x) => x.replaces === old.id)) return no(because(`${old.label} has already been replaced.`, SEC));
  if (shipById(s, e.ship.id)) return no(`The id ${e.ship.id} is already used.`);
  const oldClass = classOf(s, old).hullClass;
  const want = oldClass === 'frigate' ? 'destroyer' : oldClass === 'destroyer' ? 'battleCruiser' : null;
  if (want === null) return no(because(`A destroyed battle cruiser has no replacement.`, SEC));
  const fleet = s.setup.players.find((p) => p.id === e.player)?.squadron.fleet;
  const cls = s.pack.ships.find((x) => x.code === e.ship.code);
  if (!cls || cls.hullClass !== want || cls.fleet !== fleet) return no(because(`${old.label} (${oldClass}) is replaced by a ${want === 'destroyer' ? 'destroyer' : 'battle cruiser'} of the same fleet.`, SEC));
  if (!inZone(s, e.player, e.pose)) return no(because(`The replacement must be placed in ${playerName(s, e.player)}'s deployment zone.`, SEC));
  if (!Number.isInteger(e.velocity) || e.velocity < 0 || e.velocity >= cls.velocityTrack.length) return no(because(`${e.velocity} is not a step of the replacement's velocity track.`, 'Setting up the Warship stat cards'));
  if (e.escorts.length !== 4) return no(because(`A replacement warship is deployed with four escorting fighter tokens, not ${e.escorts.length}.`, SEC));
  // Deployed in the end phase, after every unit has activated: it first activates next turn.
  const ship: ShipState = { ...shipNew(s.pack, e.player, e.ship.id, e.ship.code, []), status: 'deployed', pose: e.pose, velocity: e.velocity, replaces: old.id, activated: true };
  const rect = shipRect(s, ship);
  const fighters: FighterState[] = [];
  for (const [i, x] of e.escorts.entries()) {
    const fc = s.pack.fighters.find((f) => f.id === x.kind);
    if (!fc || fc.fleet !== fleet) return no(because(`${x.kind} is not a fighter of ${playerName(s, e.player)}'s fleet.`, SEC));
    const name = fighterClass(s.pack, x.kind).name;
    const id = `${name} ${ship.id}-${i + 1}`;
    const f: FighterState = { ...fighterNew(e.player, id, x.kind, true), status: 'deployed', pose: x.pose, escorting: ship.id, activated: true };
    const fr = fighterRect(s, f);
    if (!rect || !fr || !alignedFully(fr, rect).aligned) return no(because(`${id} must be placed fully aligned with the replacement warship.`, 'Fully Aligned'));
    fighters.push(f);
  }
  return ok({ ...s, ships: [...s.ships, ship], fighters: [...s.fighters, ...fighters] });
}

// Rules: Kalidasia "End Phase" — "remove all unused sensor tokens from the board and remove all reactor point tokens for all warships. Any face down upgrade cards can be flipped face up again. Some scenarios may have special rules which occur during the end phase and then check for the scenario's victory condition ... Otherwise, Shuffle any discarded Critical damage cards back into the critical damage deck and start another turn".
function onEndTurn(s: GameState, e: Extract<GameEvent, { type: 'endTurn' }>): ApplyResult {
  const merged = [...s.deck.draw, ...s.deck.discard];
  let draw = merged;
  if (e.deckOrder !== null) {
    const a = [...e.deckOrder].sort();
    const b = [...merged].sort();
    if (a.length !== b.length || a.some((x, i) => x !== b[i])) return no(because('The shuffled critical deck must hold exactly the cards of the deck and the discard pile.', S_END));
    draw = [...e.deckOrder];
  } else if (s.deck.ordered && s.deck.discard.length > 0) {
    return no(because('The app holds the critical deck: give the order after shuffling the discarded cards back in.', S_END));
  }
  let s1: GameState = {
    ...s,
    sensors: Object.fromEntries(s.players.map((p) => [p, {}])),
    ships: s.ships.map((x) => ({ ...x, reactor: reactorEndPhase(x.reactor), flipped: [] })),
  };
  if (s.setup.scenario === 'orbitalContain' && [3, 5, 6].includes(s.turn)) {
    const lines = battlefieldControl(s1);
    const cp: Record<PlayerId, number> = { ...s1.controlPoints };
    for (const l of lines) cp[l.player] = (cp[l.player] ?? 0) + l.points;
    s1 = { ...s1, controlPoints: cp, controlLog: [...s1.controlLog, ...lines] };
  }
  const last = s.setup.scenario !== 'escalation' && s.turn >= s.setup.turns;
  const result = victoryCheck(s1, last);
  if (result) return ok({ ...s1, result, phase: { kind: 'over' } });
  return ok(turnStart({ ...s1, deck: { ...s1.deck, draw, discard: [] } }, s.turn + 1));
}

// ---------------------------------------------------------------------------
// Dispatch

const PHASE_OF: Partial<Record<GameEvent['type'], readonly Expected['kind'][]>> = {
  deployRoll: ['deployRoll'],
  deployShip: ['deployShip'],
  deployFighters: ['deployFighters'],
  initiativeRoll: ['initiativeRoll'],
  initiativeBonus: ['initiativeBonus'],
  regroupRoll: ['regroupRoll'],
  redeploy: ['redeploy'],
  escorts: ['escorts'],
  actionOrder: ['actionOrder'],
  activateShip: ['activate'],
  activateFighters: ['activate'],
  missilesMoved: ['missiles'],
  endTurn: ['endTurn'],
};

const SECTION_OF: Partial<Record<GameEvent['type'], string>> = {
  deployRoll: S_DEPLOY,
  deployShip: S_DEPLOY,
  deployFighters: S_DEPLOY,
  initiativeRoll: S_INIT,
  initiativeBonus: S_INIT,
  regroupRoll: S_REGROUP,
  redeploy: S_REGROUP,
  escorts: S_ESCORT,
  actionOrder: S_ACTION,
  activateShip: S_ACTION,
  activateFighters: S_ACTION,
  missilesMoved: S_MISSILES,
  endTurn: S_END,
};

const LABEL_OF: Partial<Record<GameEvent['type'], string>> = {
  deployRoll: 'A deployment roll',
  deployShip: 'Deploying a warship',
  deployFighters: 'Deploying fighter tokens',
  initiativeRoll: 'An initiative roll',
  initiativeBonus: 'An initiative bonus',
  regroupRoll: 'A regroup roll',
  redeploy: 'Redeploying fighters',
  escorts: 'Choosing escorts',
  actionOrder: 'Choosing the action order',
  activateShip: 'Activating a warship',
  activateFighters: 'Activating fighters',
  missilesMoved: 'Moving missiles',
  endTurn: 'Ending the turn',
};

/** Move a token to match the physical table: any phase, any unit still on the table. */
function onAdjust(s: GameState, e: Extract<GameEvent, { type: 'adjust' }>): ApplyResult {
  const { x, y, heading } = e.pose;
  if (![x, y, heading].every(Number.isFinite)) return no('An adjusted position needs a finite x, y and heading.');
  const { kind, id } = e.unit;
  if (kind === 'ship') {
    const ship = s.ships.find((sh) => sh.id === id);
    if (!ship) return no(`There is no warship ${id}.`);
    if (ship.pose === null || ship.status === 'destroyed') return no(`${ship.label} is not on the table.`);
    return ok({ ...s, ships: s.ships.map((sh) => (sh.id === id ? { ...sh, pose: e.pose } : sh)) });
  }
  if (kind === 'fighter') {
    const f = s.fighters.find((fi) => fi.id === id);
    if (!f) return no(`There is no fighter token ${id}.`);
    if (f.pose === null) return no(`Fighter token ${id} is not on the table.`);
    return ok({ ...s, fighters: s.fighters.map((fi) => (fi.id === id ? { ...fi, pose: e.pose } : fi)) });
  }
  const m = s.missiles.find((mi) => mi.id === id);
  if (!m) return no(`There is no missile token ${id}.`);
  return ok({ ...s, missiles: s.missiles.map((mi) => (mi.id === id ? { ...mi, pose: e.pose } : mi)) });
}

function dispatch(s: GameState, e: GameEvent): ApplyResult {
  if (e.type === 'concede') {
    if (!s.players.includes(e.player)) return no(`There is no player ${e.player}.`);
    if (s.phase.kind === 'over') return no(because(`The game is over${s.result ? `: ${s.result.reason}` : ''}.`, S_TURN));
    return ok({ ...s, result: concession(s, e.player), phase: { kind: 'over' } });
  }
  if (e.type === 'adjust') return onAdjust(s, e);
  const x = expected(s);
  if (x.kind === 'over') return no(because(`The game is over${s.result ? `: ${s.result.reason}` : ''}.`, S_TURN));
  const allowed = PHASE_OF[e.type];
  if (allowed) {
    if (!allowed.includes(x.kind)) return notNow(s, LABEL_OF[e.type] ?? e.type, SECTION_OF[e.type] ?? S_TURN);
    const who = 'player' in e ? e.player : null;
    if (who !== null && 'player' in x && x.player !== who) {
      return no(because(`${LABEL_OF[e.type] ?? e.type} by ${playerName(s, who)} is out of turn: the game is waiting for ${describe(x, s)}.`, SECTION_OF[e.type] ?? S_TURN));
    }
  }
  switch (e.type) {
    case 'deployRoll':
      return onDeployRoll(s, e.rolls);
    case 'deployShip':
      return onDeployShip(s, e);
    case 'deployFighters':
      return onDeployFighters(s, e);
    case 'initiativeRoll':
      return onInitiativeRoll(s, e.rolls);
    case 'initiativeBonus':
      return onInitiativeBonus(s, e);
    case 'regroupRoll':
      return onRegroupRoll(s, e);
    case 'redeploy':
      return onRedeploy(s, e);
    case 'escorts':
      return onEscorts(s, e);
    case 'actionOrder':
      return onActionOrder(s, e);
    case 'activateShip':
      return onActivateShip(s, e);
    case 'activateFighters':
      return onActivateFighters(s, e);
    case 'sensors':
      return onSensors(s, e);
    case 'engines':
      return onEngines(s, e);
    case 'missileStrike':
      return onMissileStrike(s, e);
    case 'move':
      return onMove(s, e);
    case 'fire':
      return onFire(s, e);
    case 'launchMissiles':
      return onLaunch(s, e);
    case 'fighterMove':
      return onFighterMove(s, e);
    case 'fighterAttack':
      return onFighterAttack(s, e);
    case 'interpose':
      return s.phase.kind === 'action' ? onInterpose(s, e) : notNow(s, 'Moving an escort to block', S_ESCORTING);
    case 'activationEnd':
      return onActivationEnd(s);
    case 'missilesMoved':
      return onMissilesMoved(s, e);
    case 'replacement':
      return s.phase.kind === 'end' ? onReplacement(s, e) : notNow(s, 'Deploying a replacement warship', 'Scenario 2 - Escalation Battle');
    case 'endTurn':
      return onEndTurn(s, e);
  }
}

/**
 * Apply one event. Pure: the same state and event always give the same result.
 * Escalation Battle ends the moment a player has inflicted 30 points of hull damage.
 */
// Rules: Kalidasia "The Turn" — "Each phase is completed before moving onto the next phase."
export function gameApply(s: GameState, e: GameEvent): ApplyResult {
  if (e.v !== EVENT_VERSION) return no(`This event has version ${String(e.v)}; migrate the log to version ${EVENT_VERSION} before applying it.`);
  const r = dispatch(s, e);
  if (!r.ok || r.state.phase.kind === 'over' || s.setup.scenario !== 'escalation') return r;
  const won = escalationCheck(r.state);
  return won ? ok({ ...r.state, result: won, phase: { kind: 'over' } }) : r;
}
