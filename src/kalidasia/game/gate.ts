/**
 * THE GATE: every way a Kalidasia game enters the app (a game file imported, the stored log opened, a
 * backup restored, a document from another tablet) passes here first (DESIGN.md §5). A schema checks the
 * shape of the file, the set-up and every event (types, ranges, known ids); then a replay refuses the first
 * event the rules refuse — and never throws. A refusal names the event number and the field:
 * "Event 7 (fire): outcome.gunDice.2: expected a number, got a text". Nothing here stores anything: the
 * caller stores only what passed.
 */
import { z } from 'zod';
import { nounFor } from '../../words';
import { applyOverrides, SHIPPED_PACK } from '../data';
import { packOverridesSchema } from '../data/overrides';
import type { KalidasiaPack } from '../data/types';
import type { GameEvent, GameEventType } from './events';
import { eventMigrate, SAVE_FORMAT, SAVE_VERSION } from './format';
import type { GameLog } from './log';
import { gameApply, type ApplyResult } from './reducer';
import { gameInit } from './setup';
import type { GameSetup, GameState } from './state';

// ---------------------------------------------------------------------------
// Building blocks

/** Table limits the app offers (the table size form): 12" to 120" a side. */
export const TABLE_MIN = 12;
export const TABLE_MAX = 120;

const LIST = 10_000;
const num = z.number().min(-1e6).max(1e6);
const int = z.number().int().min(-1e6).max(1e6);
const count = z.number().int().min(0).max(1e6);
const id = z.string().min(1).max(1000);
const words = z.string().max(100_000);
const list = <T extends z.ZodType>(t: T) => z.array(t).max(LIST);
const coord = z.number().min(-10_000).max(10_000);
const pose = z.object({ x: coord, y: coord, heading: z.number().min(-36_000).max(36_000) });
const placement = z.object({ fighter: id, pose });
const numbers = list(num);
const ids = list(id);
const shipCode = z.enum(['HHF', 'HAF', 'HDP', 'HBC', 'SFP', 'SAM', 'SDP', 'SBC'], { error: 'is not a warship class in the pack' });
const fighterKind = z.enum(['hunter', 'attackCruiser', 'interceptor', 'scout'], { error: 'is not a fighter in the pack' });
const maneuver = z.enum(['accelerate', 'decelerate', 'starboard', 'port', 'cruise']);

const deckStep = z.union([z.object({ draw: id }), z.object({ reshuffle: ids })]);
const cardFate = z.object({ card: id, fate: z.enum(['apply', 'discard']), battery: int.optional(), die: num.optional() });
const warshipDamage = z.object({ hullDamage: count, deck: list(deckStep), cards: list(cardFate), destructionDice: numbers.nullable(), upgradesUsed: ids.optional() });
const fighterHits = z.object({ destroyed: ids, disrupted: ids, cover: list(z.object({ bomber: id, by: id })).optional() });
const dfExtras = z.object({ bonus: numbers.optional(), rerolls: numbers.optional() });
const power = z.object({
  kind: z.literal('power'),
  gunDice: numbers,
  sensorRerolls: list(z.object({ index: count, value: num })),
  hits: count,
  solidHits: count,
  overcharge: z.boolean(),
  powerDice: numbers,
  damage: warshipDamage,
});
const antiFighter = z.object({ kind: z.literal('antiFighter'), dice: numbers, fighters: fighterHits, missilesDestroyed: ids });
const missileLaunch = z.object({ kind: z.literal('missileLaunch'), dice: numbers, placed: list(pose) });
const missileStrike = z.object({
  shots: list(z.object({ battery: count.optional(), fighter: id.optional(), aim: id.optional(), dice: numbers, destroyed: ids })),
  struck: ids,
  overcharges: count,
  powerDice: numbers,
  damage: warshipDamage,
});
const dogfight = z.object({
  kind: z.literal('dogfight'),
  attackerDice: numbers,
  defenderDice: numbers,
  attackerExtras: dfExtras.optional(),
  defenderExtras: dfExtras.optional(),
  defenders: ids,
  onDefenders: fighterHits,
  onAttackers: fighterHits,
});
const precision = z.object({
  kind: z.literal('precision'),
  defensiveFire: z.object({ battery: count, aim: id.optional(), outcome: antiFighter }).nullable(),
  moreDefensiveFire: list(z.object({ battery: count, aim: id.optional(), outcome: antiFighter })).optional(),
  dice: numbers,
  damage: warshipDamage,
});
const engineAllocation = z.object({
  velocity: z.object({ maneuver: z.enum(['accelerate', 'decelerate']), points: count }).nullable(),
  turn: z.object({ maneuver: z.enum(['starboard', 'port']), points: count }).nullable(),
});
const thrusterAllocation = z.strictObject({ accelerate: count.optional(), decelerate: count.optional(), starboard: count.optional(), port: count.optional() });
const turnOrder = z.union([z.object({ at: num, side: z.enum(['port', 'starboard']), notches: count }), z.object({ at: num, face: num })]);
/** A record keyed by player or token id: plain keys only (never `__proto__`). */
const keyed = <T extends z.ZodType>(v: T) => z.record(id.refine((k) => k !== '__proto__', 'not a usable key'), v);

/** Every event type and the shape of its body (GameEventBody in events.ts). */
export const EVENT_BODY_SCHEMAS: { readonly [K in GameEventType]: z.ZodType } = {
  deployRoll: z.object({ rolls: keyed(num) }),
  deployShip: z.object({ player: id, ship: id, pose, velocity: count, escorts: list(placement), note: words.optional() }),
  deployFighters: z.object({ player: id, fighters: list(placement), note: words.optional() }),
  initiativeRoll: z.object({ rolls: keyed(num) }),
  initiativeBonus: z.object({ player: id, cards: ids }),
  regroupRoll: z.object({ player: id, yellow: numbers, red: numbers }),
  redeploy: z.object({ player: id, fighters: list(placement), waiting: ids }),
  escorts: z.object({ player: id, escorts: list(z.object({ fighter: id, ship: id })), moved: list(placement) }),
  actionOrder: z.object({ player: id, order: z.enum(['initiative', 'reverse']) }),
  activateShip: z.object({ player: id, ship: id }),
  activateFighters: z.object({ player: id, fighters: ids }),
  sensors: z.object({ ship: id, placement: keyed(count) }),
  engines: z.object({ ship: id, engine: engineAllocation, primary: maneuver.optional(), thrusters: thrusterAllocation.nullable() }),
  missileStrike: z.object({ ship: id, outcome: missileStrike }),
  move: z.object({ ship: id, distance: z.number().min(0).max(1000), turns: list(turnOrder) }),
  fire: z.object({
    ship: id,
    battery: count,
    target: z.object({ kind: z.enum(['ship', 'fighter', 'missile']), id }),
    from: pose.optional(),
    outcome: z.discriminatedUnion('kind', [power, antiFighter]),
  }),
  launchMissiles: z.object({ ship: id, battery: count, from: pose.optional(), outcome: missileLaunch }),
  fighterMove: z.object({ moves: list(placement), scout: list(z.object({ fighter: id, ship: id })).optional() }),
  fighterAttack: z.object({
    attackers: ids,
    target: z.object({ kind: z.enum(['fighter', 'ship']), id }),
    outcome: z.discriminatedUnion('kind', [dogfight, power, precision]),
  }),
  interpose: z.object({ fighter: id, pose }),
  activationEnd: z.object({}),
  missilesMoved: z.object({ player: id, moves: list(z.object({ missile: id, toward: id, pose, contact: z.boolean() })) }),
  replacement: z.object({ player: id, replaces: id, ship: z.object({ id, code: shipCode }), pose, velocity: count, escorts: list(z.object({ kind: fighterKind, pose })) }),
  endTurn: z.object({ deckOrder: ids.nullable() }),
  deckSeen: z.object({ cards: ids }),
  concede: z.object({ player: id }),
  adjust: z.object({ unit: z.object({ kind: z.enum(['ship', 'fighter', 'missile']), id }), pose, note: words.optional(), escorts: z.enum(['carried', 'left']).optional() }),
  upgradeUse: z.object({ ship: id, upgrade: id, how: z.enum(['flip', 'discard', 'use']), reactor: count.optional(), note: words.optional() }),
};

const eventEnvelope = z.object({
  type: z.string(),
  v: z.number().int().min(1).max(1000),
  ruling: z.object({ overruled: words, note: words.optional() }).optional(),
  /** Events sent together as one player action (undone together). */
  group: z.string().min(1).max(200).optional(),
});

const squadron = z.object({
  name: z.string().max(10_000),
  fleet: z.enum(['heragul-sarlet', 'surakari-invasion']),
  extraFleets: z.array(z.enum(['heragul-sarlet', 'surakari-invasion'])).max(10),
  pointLimit: z.number().int().min(1).max(100_000),
  ships: z.array(z.object({ uid: id, code: shipCode, upgrades: z.array(id).max(100) })).max(100),
  fighters: z.partialRecord(fighterKind, count),
});
const point = z.object({ x: coord, y: coord });
const zone = z.array(z.array(z.array(point).max(10_000)).max(100)).max(100);
const tableSize = z.object({ width: z.number().min(TABLE_MIN).max(TABLE_MAX), height: z.number().min(TABLE_MIN).max(TABLE_MAX) });

/** A game's set-up (GameSetup in state.ts). */
export const setupSchema = z.object({
  scenario: z.enum(['squadronEngagement', 'escalation', 'orbitalContain']),
  turns: z.number().int().min(1).max(100_000),
  players: z.array(z.object({ id: id.refine((k) => k !== '__proto__', 'not a usable id'), name: z.string().max(10_000), squadron, zone })).length(2),
  unitsPerActivation: z.number().int().min(1).max(1000),
  deckOrder: ids.nullable(),
  table: tableSize.optional(),
});

/**
 * A colour the screen may use: `#rgb`, `#rrggbb` or a named colour (letters only). Never `url(…)`,
 * a gradient, or anything else that could make the page fetch or run something.
 */
export const safeColour = z.string().regex(/^(#[0-9a-f]{3}|#[0-9a-f]{6}|[a-z]{3,30})$/i, 'not a colour (#rrggbb or a colour name)');

/** What a game file carries beside the game (`tableside`): the name, the table size and the players' colours. */
export const fileExtrasSchema = z.object({
  name: z.string().max(10_000).optional(),
  table: tableSize.optional(),
  colours: z.record(id.refine((k) => k !== '__proto__', 'not a usable key'), safeColour).optional(),
});
export type FileExtras = z.infer<typeof fileExtrasSchema>;

const gameFile = z.object({
  format: z.literal(SAVE_FORMAT),
  version: z.number().int().min(1).max(SAVE_VERSION),
  setup: z.unknown(),
  packOverrides: packOverridesSchema.max(1000).optional(),
  events: z.array(z.unknown()).max(100_000),
  tableside: z.unknown().optional(),
});

// ---------------------------------------------------------------------------
// Words for what zod found

function kindOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'string') return 'a text';
  if (typeof v === 'number') return Number.isFinite(v) ? 'a number' : 'not a finite number';
  if (typeof v === 'object') return 'an object';
  return typeof v === 'undefined' ? 'nothing' : `a ${typeof v}`;
}

function at(value: unknown, path: readonly PropertyKey[]): unknown {
  let v = value;
  for (const k of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[k];
  }
  return v;
}

function show(v: unknown): string {
  try {
    const s = JSON.stringify(v);
    return s === undefined ? String(v) : s.length > 40 ? `${s.slice(0, 40)}…` : s;
  } catch {
    return 'an unreadable value';
  }
}

/** The first problem zod found, as "field: what is wrong". */
export function issueWords(error: z.ZodError, value: unknown, prefix = ''): string {
  const issue = error.issues[0];
  if (!issue) return 'it does not have the expected shape';
  const path = [...(prefix ? [prefix] : []), ...issue.path.map(String)].join('.');
  const got = at(value, issue.path);
  let what: string;
  switch (issue.code) {
    case 'invalid_type':
      what =
        typeof got === 'number' && (issue.expected === 'int' || issue.expected === 'number')
          ? `${show(got)} is not ${issue.expected === 'int' ? 'a whole number' : 'a finite number'}`
          : got === undefined ? `missing (expected ${issue.expected})` : `expected ${issue.expected}, got ${kindOf(got)}`;
      break;
    case 'too_big':
      what = typeof got === 'number' ? `${show(got)} is more than ${String(issue.maximum)}` : `too long (at most ${String(issue.maximum)})`;
      break;
    case 'too_small':
      what = typeof got === 'number' ? `${show(got)} is less than ${String(issue.minimum)}` : `too short (at least ${String(issue.minimum)})`;
      break;
    case 'invalid_value':
      what = /^Invalid/.test(issue.message) ? `${show(got)} is not one of ${issue.values.map((x) => show(x)).join(', ')}` : `${show(got)} ${issue.message}`;
      break;
    case 'unrecognized_keys':
      what = `unknown ${nounFor(issue.keys.length, 'field')} ${issue.keys.join(', ')}`;
      break;
    case 'invalid_union':
      what = `${show(got)} does not have any of the accepted shapes`;
      break;
    default:
      what = got === undefined ? issue.message : `${show(got)}: ${issue.message}`;
  }
  return path ? `${path}: ${what}` : what;
}

// ---------------------------------------------------------------------------
// The gate

export type GateRefusal = { readonly ok: false; readonly reason: string; readonly index?: number };

const TYPES = new Set(Object.keys(EVENT_BODY_SCHEMAS));

/**
 * One event's shape, before any rule: a known type, its fields, the version migrated. `index` is the event's
 * place in the log (0-based; the words say "Event index+1").
 */
export function eventShape(raw: unknown, index: number): { ok: true; event: GameEvent } | GateRefusal {
  const n = index + 1;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, index, reason: `Event ${n} is not an event (it is ${kindOf(raw)}).` };
  const type = (raw as { type?: unknown }).type;
  if (typeof type !== 'string') return { ok: false, index, reason: `Event ${n}: type: expected a text naming the event, got ${kindOf(type)}.` };
  if (!TYPES.has(type)) return { ok: false, index, reason: `Event ${n}: "${type.slice(0, 40)}" is not an event type this app knows.` };
  const m = eventMigrate(raw, index);
  if (!m.ok) return { ok: false, index, reason: m.reason };
  const env = eventEnvelope.safeParse(m.event);
  if (!env.success) return { ok: false, index, reason: `Event ${n} (${type}): ${issueWords(env.error, m.event)}.` };
  const body = EVENT_BODY_SCHEMAS[type as GameEventType].safeParse(m.event);
  if (!body.success) return { ok: false, index, reason: `Event ${n} (${type}): ${issueWords(body.error, m.event)}.` };
  return { ok: true, event: m.event };
}

/** Apply one event; whatever the reducer does (even a throw), the answer is a state or a refusal. */
export function applySafe(state: GameState, event: GameEvent): ApplyResult {
  try {
    const r = gameApply(state, event);
    if (r && typeof r === 'object' && (r.ok === true || r.ok === false)) return r;
    return { ok: false, reason: `the game has no answer for a ${String((event as { type?: unknown }).type)} event.` };
  } catch (err) {
    return { ok: false, reason: `${err instanceof Error ? err.message : String(err)}.`.replace(/\.\.$/, '.') };
  }
}

/** One event through the gate on a state: shape, then the rules. A refusal names the event and the field. */
export function eventGate(state: GameState, raw: unknown, index: number): { ok: true; event: GameEvent; state: GameState } | GateRefusal {
  const shape = eventShape(raw, index);
  if (!shape.ok) return shape;
  const r = applySafe(state, shape.event);
  if (!r.ok) return { ok: false, index, reason: `Event ${index + 1} (${shape.event.type}): ${r.reason}` };
  return { ok: true, event: shape.event, state: r.state };
}

/** A set-up and its pack corrections (a file's, or a stored game's `meta`), to the initial state. */
export function setupGate(setupRaw: unknown, overridesRaw: unknown, where = 'setup'): { ok: true; setup: GameSetup; packOverrides: GameLog['packOverrides']; state: GameState } | GateRefusal {
  if (setupRaw === null || setupRaw === undefined) return { ok: false, reason: `The game has no set-up (${where} is ${kindOf(setupRaw)}).` };
  const s = setupSchema.safeParse(setupRaw);
  if (!s.success) return { ok: false, reason: `The set-up is damaged: ${issueWords(s.error, setupRaw, where)}.` };
  const o = packOverridesSchema.max(1000).safeParse(overridesRaw ?? []);
  if (!o.success) return { ok: false, reason: `The pack corrections are damaged: ${issueWords(o.error, overridesRaw, 'packOverrides')}.` };
  let pack: KalidasiaPack = SHIPPED_PACK;
  if (o.data.length > 0) {
    try {
      const r = applyOverrides(SHIPPED_PACK, o.data);
      if (!r.ok) return { ok: false, reason: `The pack corrections of this game are not valid: ${r.errors.join('; ')}` };
      pack = r.pack;
    } catch (err) {
      return { ok: false, reason: `The pack corrections of this game are not valid: ${(err as Error).message}` };
    }
  }
  const setup = setupRaw as GameSetup;
  try {
    const r = gameInit(pack, setup);
    if (!r.ok) return { ok: false, reason: `The set-up is refused: ${r.reason}` };
    return { ok: true, setup, packOverrides: o.data, state: r.value };
  } catch (err) {
    return { ok: false, reason: `The set-up is refused: ${(err as Error).message}` };
  }
}

/** Fold raw events from a state through the gate: every state on the way, and the first refusal if any. */
export function replayGate(initial: GameState, raws: readonly unknown[]): { events: GameEvent[]; states: GameState[]; failed: GateRefusal | null } {
  const states = [initial];
  const events: GameEvent[] = [];
  for (let i = 0; i < raws.length; i++) {
    const r = eventGate(states[i] as GameState, raws[i], i);
    if (!r.ok) return { events, states, failed: r };
    events.push(r.event);
    states.push(r.state);
  }
  return { events, states, failed: null };
}

export interface GatePassed {
  readonly ok: true;
  readonly log: GameLog;
  readonly state: GameState;
  readonly extras: FileExtras;
}

/**
 * A game file (its parsed JSON) through the gate: format, set-up, pack corrections, every event, the extras —
 * then the replay. Never throws; nothing is stored.
 */
export function gameFileGate(raw: unknown): GatePassed | GateRefusal {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw) || (raw as { format?: unknown }).format !== SAVE_FORMAT) {
    return { ok: false, reason: `This file is not a saved Kalidasia game (format should be "${SAVE_FORMAT}").` };
  }
  const version = (raw as { version?: unknown }).version;
  if (typeof version === 'number' && version > SAVE_VERSION) return { ok: false, reason: `Saved game version ${version} is newer than this app reads (${SAVE_VERSION}).` };
  const f = gameFile.safeParse(raw);
  if (!f.success) return { ok: false, reason: `The file is damaged: ${issueWords(f.error, raw)}.` };
  const x = fileExtrasSchema.safeParse(f.data.tableside ?? {});
  if (!x.success) return { ok: false, reason: `The file's table details are damaged: ${issueWords(x.error, f.data.tableside, 'tableside')}.` };
  const init = setupGate(f.data.setup, (raw as { packOverrides?: unknown }).packOverrides);
  if (!init.ok) return init;
  const rp = replayGate(init.state, f.data.events);
  if (rp.failed) return rp.failed;
  return { ok: true, log: { setup: init.setup, packOverrides: init.packOverrides, events: rp.events, redo: [] }, state: rp.states[rp.states.length - 1] as GameState, extras: x.data };
}

/** A game file's text through the gate (JSON first). */
export function gameTextGate(text: string): GatePassed | GateRefusal {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    return { ok: false, reason: `The file is not a saved game (not JSON: ${(err as Error).message}).` };
  }
  return gameFileGate(raw);
}

/**
 * A stored Kalidasia game (a log head's `meta` and its stored events, the redo tail included) as a backup restore
 * reads it: the set-up and pack corrections, the table size and colours kept beside them, then a replay of every
 * event. Null when the game can be shown; else what failed and where. Never throws.
 */
export function storedGameProblem(meta: unknown, events: readonly unknown[]): string | null {
  try {
    if (meta === null || typeof meta !== 'object' || Array.isArray(meta)) return `the stored game has no set-up (its record is ${kindOf(meta)})`;
    const m = meta as { setup?: unknown; packOverrides?: unknown; table?: unknown; colours?: unknown };
    const extras = fileExtrasSchema.safeParse({ ...(m.table !== undefined ? { table: m.table } : {}), ...(m.colours !== undefined ? { colours: m.colours } : {}) });
    if (!extras.success) return `the stored table or colours are damaged: ${issueWords(extras.error, { table: m.table, colours: m.colours })}`;
    const init = setupGate(m.setup, m.packOverrides);
    if (!init.ok) return init.reason;
    const replay = replayGate(init.state, events);
    return replay.failed ? replay.failed.reason : null;
  } catch (err) {
    return `it could not be checked (${err instanceof Error ? err.message : String(err)})`;
  }
}
