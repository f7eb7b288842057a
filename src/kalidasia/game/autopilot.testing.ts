/**
 * Autopilot for tests and benchmarks: proposes a legal next event for any state, choosing with a
 * seeded generator, so property tests can play random games and a benchmark can build a long log.
 * It does not resolve attacks by the rules: it invents outcomes of the right shape (dice, cards
 * drawn from the deck as it stands, destruction dice when due), which is what the reducer checks.
 */
import { alignedPlaceAround, arcContains, pointDistance, pose, type Arc, type Pose } from '../../geometry';
import { rngDie, rngFromSeed, rngNext, seededShuffle, type RngState } from '../../dice';
import { criticalKindOfId } from '../data/criticalDeck';
import { MISSILE_TOKEN } from '../data/fighters';
import { missileFlight } from './missiles';
import { hullTokens, reactorAvailable, sensorPoints, enginePointsAvailable, velocitySlot } from '../rules/systems';
import type { ArcFacing } from '../data/types';
import { ev, type GameEvent, type GameEventBody } from './events';
import { escortOptions, expected, initiativeCards } from './flow';
import { classOf, fighterClassOf, fightersToActivate, isEscorting, onTable, shipsToActivate, shipById } from './helpers';
import type { WarshipDamage } from './outcomes';
import { gameApply, redeploySpot, redeploySpotProblem } from './reducer';
import type { GameState, PlayerId, ShipState } from './state';

export class Rand {
  private st: RngState;
  constructor(seed: number) {
    this.st = rngFromSeed(seed);
  }
  die(): number {
    const [d, n] = rngDie(this.st, 6);
    this.st = n;
    return d;
  }
  dice(n: number): number[] {
    return Array.from({ length: n }, () => this.die());
  }
  int(n: number): number {
    const [v, st] = rngNext(this.st);
    this.st = st;
    return n <= 0 ? 0 : v % n;
  }
  chance(p: number): boolean {
    return this.int(1000) < p * 1000;
  }
  pick<T>(xs: readonly T[]): T | undefined {
    return xs.length === 0 ? undefined : xs[this.int(xs.length)];
  }
}

const ARC_OF: Readonly<Record<ArcFacing, Arc>> = { front: 'forward', rear: 'aft', starboard: 'starboard', port: 'port', all: 'all' };
const top = (s: GameState, p: PlayerId): boolean => s.players.indexOf(p) === 0;
const heading = (s: GameState, p: PlayerId): number => (top(s, p) ? 90 : 270);

/** Invent damage to a warship: 0–2 critical hits, cards from the deck as it stands, destruction dice when due. */
function damageFor(s: GameState, target: ShipState, r: Rand, maxCrits = 2): WarshipDamage {
  let draw = [...s.deck.draw];
  let discard = [...s.deck.discard];
  const deck: WarshipDamage['deck'][number][] = [];
  const cards: WarshipDamage['cards'][number][] = [];
  const crits = r.int(maxCrits + 1);
  let hull = 0;
  for (let i = 0; i < crits; i++) {
    if (draw.length === 0) {
      if (discard.length === 0) break;
      const order = seededShuffle(discard, r.int(1e9));
      deck.push({ reshuffle: order });
      draw = order;
      discard = [];
    }
    const card = (s.deck.ordered ? draw[0] : r.pick(draw)) as string;
    draw = draw.filter((c) => c !== card);
    deck.push({ draw: card });
    const kind = criticalKindOfId(card);
    hull += 1 + (kind === 'hullDamage' ? 1 : 0);
    cards.push(kind === 'weaponDamaged' ? { card, fate: 'apply', die: r.die() } : { card, fate: 'apply' });
  }
  const red = hullTokens(classOf(s, target).hull, target.hullDamage + hull).red;
  return { hullDamage: hull, deck, cards, destructionDice: hull > 0 && red > 0 ? r.dice(red) : null };
}

function shipActivation(s: GameState, ship: ShipState, r: Rand): GameEventBody[] {
  const act = ship.activation;
  if (!act) return [{ type: 'activationEnd' }];
  const cls = classOf(s, ship);
  const enemies = s.ships.filter((x) => x.owner !== ship.owner && onTable(x) && x.pose);
  if (act.step === 'sensors') {
    const t = r.pick(enemies);
    const n = sensorPoints(ship.sensor);
    return [{ type: 'sensors', ship: ship.id, placement: t && n > 0 ? { [t.id]: 1 + r.int(n) } : {} }, { type: 'sensors', ship: ship.id, placement: {} }];
  }
  if (act.step === 'engines') {
    const avail = enginePointsAvailable(cls.engine, ship.criticals.engines, s.pack.criticalEffects);
    const slot = ship.velocity;
    const v = avail > 0 && r.chance(0.5) ? { maneuver: slot >= 5 || r.chance(0.4) ? ('decelerate' as const) : ('accelerate' as const), points: 1 } : null;
    const thr = reactorAvailable(ship.reactor) > 0 && r.chance(0.3) ? {} : null;
    return [
      { type: 'engines', ship: ship.id, engine: { velocity: v, turn: null }, thrusters: thr },
      { type: 'engines', ship: ship.id, engine: { velocity: null, turn: null }, thrusters: null },
    ];
  }
  const out: GameEventBody[] = [];
  const contact = s.missiles.filter((m) => m.contact === ship.id && m.owner !== ship.owner);
  if (act.step === 'move' && contact.length > 0) {
    return [{ type: 'missileStrike', ship: ship.id, outcome: { shots: [], struck: contact.map((m) => m.id), overcharges: 0, powerDice: r.dice(contact.length), damage: damageFor(s, ship, r) } }];
  }
  const from = ship.pose as Pose;
  if (r.chance(0.6)) {
    const b = r.int(cls.batteries.length);
    const bat = cls.batteries[b];
    if (bat && ship.criticals.weapons[b] !== 'destroyed' && !act.fired.includes(b)) {
      const inArc = (p: Pose) => bat.arc !== 'combat' || arcContains(from, ARC_OF[s.pack.maneuvers.find((m) => m.kind === (act.primary ?? 'cruise'))?.combatArc ?? 'all'], p).inArc;
      const inRange = (p: Pose) => bat.range === null || pointDistance(from, p) <= bat.range;
      if (bat.type === 'P') {
        const t = r.pick(enemies.filter((x) => inRange(x.pose as Pose) && inArc(x.pose as Pose)));
        if (t) out.push({ type: 'fire', ship: ship.id, battery: b, target: { kind: 'ship', id: t.id }, outcome: { kind: 'power', gunDice: r.dice(bat.gunCount), sensorRerolls: [], hits: 1, solidHits: 0, overcharge: false, powerDice: r.dice(2), damage: damageFor(s, t, r) } });
      } else if (bat.type === 'F') {
        const t = r.pick(s.fighters.filter((f) => f.owner !== ship.owner && onTable(f) && f.pose && inRange(f.pose) && inArc(f.pose)));
        if (t) out.push({ type: 'fire', ship: ship.id, battery: b, target: { kind: 'fighter', id: t.id }, outcome: { kind: 'antiFighter', dice: r.dice(bat.gunCount), fighters: r.chance(0.3) ? { destroyed: [t.id], disrupted: [] } : { destroyed: [], disrupted: r.chance(0.5) ? [t.id] : [] }, missilesDestroyed: [] } });
      } else {
        const damaged = ship.criticals.weapons[b] === 'damaged';
        const dice = damaged ? r.dice(bat.gunCount) : [];
        const n = damaged ? dice.filter((d) => d >= 4).length : bat.gunCount;
        const placed = alignedPlaceAround({ pose: from, footprint: cls.tokenSize }, MISSILE_TOKEN.value, n).map((p) => p.pose);
        out.push({ type: 'launchMissiles', ship: ship.id, battery: b, outcome: { kind: 'missileLaunch', dice, placed } });
      }
    }
  }
  if (act.step === 'move') {
    const slot = velocitySlot(cls.velocityTrack, ship.velocity);
    out.push({ type: 'move', ship: ship.id, distance: slot.min + r.int(slot.max - slot.min + 1), turns: [] });
  } else out.push({ type: 'activationEnd' });
  return out;
}

function fighterActivation(s: GameState, ids: readonly string[], steps: number, r: Rand): GameEventBody[] {
  const group = s.fighters.filter((f) => ids.includes(f.id) && onTable(f) && f.pose && !f.stopped);
  const enemyF = s.fighters.filter((f) => f.owner !== group[0]?.owner && onTable(f) && f.pose);
  const out: GameEventBody[] = [];
  // An attack if some wing has an enemy within reach.
  for (const f of group) {
    if (f.attacked || fighterClassOf(s, f).bomber) continue;
    const range = fighterClassOf(s, f).weapon.range ?? 0;
    const t = enemyF.find((e) => pointDistance(e.pose as Pose, f.pose as Pose) <= range);
    if (!t || !r.chance(0.7)) continue;
    const tp = t.pose as Pose;
    const defenders = enemyF.filter((e) => !e.attacked && !fighterClassOf(s, e).bomber && pointDistance(e.pose as Pose, tp) <= 3).map((e) => e.id);
    if (!defenders.includes(t.id)) continue;
    const backHit = r.chance(0.3) ? [f.id] : [];
    out.push({
      type: 'fighterAttack',
      attackers: [f.id],
      target: { kind: 'fighter', id: t.id },
      outcome: {
        kind: 'dogfight',
        attackerDice: r.dice(2),
        defenderDice: r.dice(2 * defenders.length),
        defenders,
        onDefenders: r.chance(0.4) ? { destroyed: [t.id], disrupted: [] } : { destroyed: [], disrupted: r.chance(0.5) ? [t.id] : [] },
        onAttackers: { destroyed: [], disrupted: backHit },
      },
    });
    break;
  }
  if (steps < 2 && r.chance(0.8)) {
    const moves = group
      .filter((f) => !(f.disrupted && f.moves >= 1))
      .map((f) => {
        const p = f.pose as Pose;
        const max = f.disrupted ? 6 : 12;
        const near = [...enemyF].sort((a, b) => pointDistance(a.pose as Pose, p) - pointDistance(b.pose as Pose, p))[0];
        if (!near) return { fighter: f.id, pose: p };
        const t = near.pose as Pose;
        const d = pointDistance(p, t);
        const go = Math.max(0, Math.min(max - 0.01, d - 3));
        return { fighter: f.id, pose: pose(p.x + ((t.x - p.x) * go) / (d || 1), p.y + ((t.y - p.y) * go) / (d || 1), p.heading) };
      });
    out.push({ type: 'fighterMove', moves });
  }
  out.push({ type: 'activationEnd' });
  return out;
}

function redeployFor(s: GameState, p: PlayerId): GameEventBody[] {
  const waiting = s.fighters.filter((f) => f.owner === p && f.status === 'waiting');
  const spots: Pose[] = [];
  for (const x of s.ships.filter((y) => y.owner === p && onTable(y) && y.pose)) {
    const c = x.pose as Pose;
    for (let a = 0; a < 16; a++) for (const rad of [5.5, 3, 1]) spots.push(pose(c.x + rad * Math.cos((a * Math.PI) / 8), c.y + rad * Math.sin((a * Math.PI) / 8), heading(s, p)));
  }
  const exact = redeploySpot(s, p);
  if (exact) spots.push(exact);
  const ok = spots.filter((sp) => redeploySpotProblem(s, p, sp) === null);
  if (ok.length > 0) return [{ type: 'redeploy', player: p, fighters: waiting.map((f, i) => ({ fighter: f.id, pose: ok[i % ok.length] as Pose })), waiting: [] }];
  return [{ type: 'redeploy', player: p, fighters: [], waiting: waiting.map((f) => f.id) }];
}

/** Escalation: replace a warship destroyed this turn with the next class up, with four escorts. */
function replacementFor(s: GameState, r: Rand): GameEventBody[] {
  const old = s.ships.find((x) => x.status === 'destroyed' && x.destroyedTurn === s.turn && !s.ships.some((y) => y.replaces === x.id));
  if (!old) return [];
  const next = classOf(s, old).hullClass === 'frigate' ? 'destroyer' : classOf(s, old).hullClass === 'destroyer' ? 'battleCruiser' : null;
  const fleet = s.setup.players.find((p) => p.id === old.owner)?.squadron.fleet;
  const cls = s.pack.ships.find((c) => c.hullClass === next && c.fleet === fleet);
  const fk = s.pack.fighters.find((f) => f.fleet === fleet && !f.bomber);
  if (!cls || !fk) return [];
  const at = pose(8 + r.int(56), top(s, old.owner) ? 5 : 43, heading(s, old.owner));
  const escorts = alignedPlaceAround({ pose: at, footprint: cls.tokenSize }, fk.tokenSize, 4).map((p) => ({ kind: fk.id, pose: p.pose }));
  return [{ type: 'replacement', player: old.owner, replaces: old.id, ship: { id: `${cls.code}-R${s.ships.length}`, code: cls.code }, pose: at, velocity: 4, escorts }];
}

/** Candidate events in order of preference; the first the reducer accepts is played. */
export function candidates(s: GameState, r: Rand): GameEventBody[] {
  const x = expected(s);
  switch (x.kind) {
    case 'over':
      return [];
    case 'deployRoll':
      return [{ type: 'deployRoll', rolls: Object.fromEntries(x.players.map((p) => [p, r.die()])) }];
    case 'deployShip': {
      const mine = s.ships.filter((y) => y.owner === x.player);
      const ship = mine.find((y) => y.status === 'reserve') as ShipState;
      const k = mine.indexOf(ship);
      const at = pose(10 + 14 * k, top(s, x.player) ? 5 : 43, heading(s, x.player));
      const free = s.fighters.filter((f) => f.owner === x.player && f.status === 'reserve');
      const n = Math.min(free.length, r.int(3));
      const slots = alignedPlaceAround({ pose: at, footprint: classOf(s, ship).tokenSize }, { width: 1, length: 1 } as never, n);
      return [{ type: 'deployShip', player: x.player, ship: ship.id, pose: at, velocity: 3 + r.int(3), escorts: slots.map((sl, i) => ({ fighter: (free[i] as { id: string }).id, pose: sl.pose })) }];
    }
    case 'deployFighters': {
      const free = s.fighters.filter((f) => f.owner === x.player && f.status === 'reserve');
      return [{ type: 'deployFighters', player: x.player, fighters: free.map((f, i) => ({ fighter: f.id, pose: pose(6 + 2.5 * i, top(s, x.player) ? 10 : 38, heading(s, x.player)) })) }];
    }
    case 'initiativeRoll':
      return [{ type: 'initiativeRoll', rolls: Object.fromEntries(x.players.map((p) => [p, r.die()])) }];
    case 'initiativeBonus':
      return [{ type: 'initiativeBonus', player: x.player, cards: r.chance(0.5) ? initiativeCards(s, x.player) : [] }];
    case 'regroupRoll': {
      const n = (st: string) => s.fighters.filter((f) => f.owner === x.player && f.status === st).length;
      return [{ type: 'regroupRoll', player: x.player, yellow: r.dice(n('yellow')), red: r.dice(n('red')) }];
    }
    case 'redeploy':
      return redeployFor(s, x.player);
    case 'escorts': {
      const escorts = s.fighters.filter((f) => f.owner === x.player && escortOptions(s, f).length > 0 && r.chance(0.8)).map((f) => ({ fighter: f.id, ship: escortOptions(s, f)[0] as string }));
      return [{ type: 'escorts', player: x.player, escorts, moved: [] }];
    }
    case 'actionOrder':
      return [{ type: 'actionOrder', player: x.player, order: r.chance(0.5) ? 'initiative' : 'reverse' }];
    case 'activate': {
      const ships = shipsToActivate(s, x.player);
      const fighters = fightersToActivate(s, x.player);
      const group = { type: 'activateFighters' as const, player: x.player, fighters: fighters.slice(0, 8).map((f) => f.id) };
      const ship = r.pick(ships);
      const a: GameEventBody[] = ship ? [{ type: 'activateShip', player: x.player, ship: ship.id }] : [];
      return fighters.length > 0 && (ships.length === 0 || r.chance(0.3)) ? [group, ...a] : [...a, group];
    }
    case 'activation': {
      const a = s.action.active;
      if (!a) return [];
      if (a.kind === 'ship') {
        const ship = shipById(s, a.ship) as ShipState;
        return shipActivation(s, ship, r);
      }
      return fighterActivation(s, a.fighters, a.steps, r);
    }
    case 'missiles': {
      const targets = s.ships.filter((y) => y.owner !== x.player && onTable(y) && y.pose);
      const moves = s.missiles
        .filter((m) => m.owner === x.player)
        .flatMap((m) => {
          const t = [...targets].sort((a, b) => pointDistance(a.pose as Pose, m.pose) - pointDistance(b.pose as Pose, m.pose))[0];
          if (!t) return [];
          const flight = missileFlight(s, m, t);
          return [{ missile: m.id, toward: t.id, pose: flight.end, contact: flight.contact !== null }];
        });
      return [{ type: 'missilesMoved', player: x.player, moves }];
    }
    case 'endTurn': {
      const rep = s.setup.scenario === 'escalation' ? replacementFor(s, r) : [];
      const order = s.deck.ordered ? seededShuffle([...s.deck.draw, ...s.deck.discard], r.int(1e9)) : null;
      return [...rep, { type: 'endTurn', deckOrder: order }];
    }
  }
}

/** Play one step: the first accepted candidate. Throws (with every refusal) when none is accepted. */
export function autoStep(s: GameState, r: Rand): { state: GameState; event: GameEvent } | null {
  const cs = candidates(s, r);
  if (cs.length === 0 && expected(s).kind === 'over') return null;
  const why: string[] = [];
  for (const c of cs) {
    const e = ev(c);
    const res = gameApply(s, e);
    if (res.ok) return { state: res.state, event: e };
    why.push(`${c.type}: ${res.reason}`);
  }
  throw new Error(`Autopilot found no legal event (waiting for ${expected(s).kind}): ${why.join(' | ')}`);
}

/** Play up to `n` events (or to the end of the game). */
export function autoPlay(s0: GameState, seed: number, n: number): { state: GameState; events: GameEvent[]; states: GameState[] } {
  const r = new Rand(seed);
  let s = s0;
  const events: GameEvent[] = [];
  const states: GameState[] = [];
  for (let i = 0; i < n; i++) {
    const st = autoStep(s, r);
    if (!st) break;
    s = st.state;
    events.push(st.event);
    states.push(s);
  }
  return { state: s, events, states };
}

export { isEscorting };

/** Auto-played games by seed, each played once and kept (property tests ask for the same seeds many times). */
export function seededGames(start: () => GameState, n: number): (seed: number) => GameEvent[] {
  const games = new Map<number, GameEvent[]>();
  return (seed) => {
    let g = games.get(seed);
    if (!g) {
      g = autoPlay(start(), seed, n).events;
      games.set(seed, g);
    }
    return g;
  };
}
