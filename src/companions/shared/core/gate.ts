/**
 * The gate a stored companion game passes before it is shown or restored (DESIGN.md §5): its set-up against the
 * companion's schema (every free field — seat names, colours, terrain, notes — a bounded string of the right
 * shape), then the companion's own set-up check, then a replay of every event through the pure reducer. A game
 * that fails is refused with what and where ("set-up: houses[0].name: expected text", "action 7 of 12: …");
 * never throws, never changes its inputs. Pure: zod and the companions' cores only.
 */
import { z } from 'zod';
import type { Reducer } from './log';
import { sizeWords, TYPE_WORDS } from '../../../words/issues';

/** A seat's name, a tile's id, a resource: short trimmed-non-empty text, as the set-up forms produce it. */
export const nameText = (max = 60) =>
  z
    .string()
    .max(max)
    .refine((s) => s.trim() !== '', { message: 'is empty' });

/** A colour as the colour pickers give it (#rgb, #rrggbb) or a colour's name ("gold"): never a CSS url() or other CSS. */
export const colourText = z.string().regex(/^(?:#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})|[a-zA-Z]{3,30})$/, { message: 'is not a colour like #3f7ad0 or gold' });

/** A whole number between bounds. */
export const whole = (min: number, max: number) => z.number().int().min(min).max(max);

/** A free note on an event (optional): text of at most 200 characters. */
const EVENT_SHAPE = z
  .object({
    type: z.string().min(1).max(40),
    note: z.string().max(200).optional(),
  })
  .loose();

export interface CompanionGate<S, E, Setup> {
  /** What the game is called in messages ("Nedca"). */
  readonly title: string;
  /** The set-up's shape; extra fields are ignored (never stored back), missing or wrong ones refused. */
  readonly setupSchema: z.ZodType;
  /** The companion's own set-up rule check (seat count, duplicate names, board…), or null. */
  setupProblem(setup: Setup): string | null;
  initial(setup: Setup): S;
  reducer: Reducer<S, E>;
}

function pathText(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : `${out ? '.' : ''}${String(p)}`;
  return out;
}

/** The value at a zod path of the set-up, own properties only (a key such as `constructor` is missing, not the prototype's). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let cur: unknown = input;
  for (const p of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = Object.prototype.hasOwnProperty.call(cur, p) ? (cur as Record<PropertyKey, unknown>)[p] : undefined;
  }
  return cur;
}

/** The first problem zod found, as "where: what" in a player's words. */
export function issueText(err: z.ZodError, input: unknown, prefix: string): string {
  const issue = err.issues[0];
  if (!issue) return `${prefix}: not valid`;
  const path = pathText(issue.path);
  const where = path === '' ? prefix : `${prefix}: ${path}`;
  switch (issue.code) {
    case 'invalid_type':
      return valueAt(input, issue.path) === undefined ? `${where}: missing` : `${where}: expected ${TYPE_WORDS[issue.expected] ?? issue.expected}`;
    case 'too_small':
    case 'too_big':
      return `${where}: ${sizeWords(issue)}`;
    case 'invalid_value':
      return `${where}: expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}`;
    case 'invalid_format':
      return `${where}: ${issue.message}`;
    default:
      return `${where}: ${issue.message}`;
  }
}

const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/**
 * The set-up alone: its shape and the companion's own rules. Null when a game can be built from it. When both
 * object, the rule's words are given (they are the ones the set-up screen uses: "The board width must be a whole
 * number of squares from 3 to 40; got 2."); a shape the rules cannot even read gives the field and what is wrong
 * ("set-up: tiles[1].terrain: expected text").
 */
export function setupIssue<S, E, Setup>(gate: CompanionGate<S, E, Setup>, setup: unknown): string | null {
  const shape = gate.setupSchema.safeParse(setup);
  let problem: string | null = null;
  try {
    problem = gate.setupProblem(setup as Setup);
  } catch {
    // The rules cannot read it: the shape says what is wrong.
    problem = null;
  }
  if (problem !== null) return problem;
  return shape.success ? null : issueText(shape.error, setup, 'set-up');
}

/**
 * One stored action through the gate: its shape (a type, an optional note), then the companion's reducer from the
 * state before it. A refusal names the action ("action 7 of 12: …"). Never throws.
 */
export function replayEvent<S, E, Setup>(gate: CompanionGate<S, E, Setup>, state: S, e: unknown, i: number, n: number): { ok: true; state: S } | { ok: false; reason: string } {
  const where = `action ${i + 1} of ${n}`;
  const shape = EVENT_SHAPE.safeParse(e);
  if (!shape.success) return { ok: false, reason: issueText(shape.error, e, where) };
  let r;
  try {
    r = gate.reducer(state, e as E);
  } catch (err) {
    return { ok: false, reason: `${where}: ${messageOf(err)}` };
  }
  if (!r || typeof r !== 'object' || !('ok' in r)) return { ok: false, reason: `${where}: not an action of ${gate.title}` };
  if (!r.ok) return { ok: false, reason: `${where}: ${r.reason}` };
  return { ok: true, state: r.state };
}

/**
 * The set-up through the gate and the starting state built from it, or what is wrong. Never throws.
 */
export function startOf<S, E, Setup>(gate: CompanionGate<S, E, Setup>, setup: unknown): { ok: true; state: S } | { ok: false; reason: string } {
  const s = setupIssue(gate, setup);
  if (s !== null) return { ok: false, reason: s };
  try {
    return { ok: true, state: gate.initial(setup as Setup) };
  } catch (err) {
    return { ok: false, reason: messageOf(err) };
  }
}

/**
 * A stored game as the gate sees it: null when its set-up is sound and every event replays, otherwise what is
 * wrong and where. Never throws.
 */
export function storedGameProblem<S, E, Setup>(gate: CompanionGate<S, E, Setup>, setup: unknown, events: readonly unknown[]): string | null {
  try {
    const s = setupIssue(gate, setup);
    if (s !== null) return s;
    let state: S;
    try {
      state = gate.initial(setup as Setup);
    } catch (err) {
      return messageOf(err);
    }
    const n = events.length;
    for (const [i, e] of events.entries()) {
      const r = replayEvent(gate, state, e, i, n);
      if (!r.ok) return r.reason;
      state = r.state;
    }
    return null;
  } catch (err) {
    return `the game could not be checked (${messageOf(err)})`;
  }
}
