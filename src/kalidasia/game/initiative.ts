/**
 * Turn start and the Initiative Phase: rolls (ties re-rolled), bonuses from the lowest roll upward.
 */
import { diceProblem } from './damage';
import { type GameEvent } from './events';
import { alignedNow, initiativeCards } from './flow';
import { initiativeBonus } from '../rules/systems';
import { because, playerName } from './helpers';
import type { GameState, PlayerId } from './state';
import { ok, no, S_INIT, type ApplyResult } from './verdict';

// Turn start, rolls

/** Compare tie-break keys (higher first). */
export const keyCompare = (a: readonly number[], b: readonly number[]): number => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (b[i] ?? -Infinity) - (a[i] ?? -Infinity);
    if (d !== 0) return d;
  }
  return 0;
};

export function tiedPlayers(players: readonly PlayerId[], keys: Readonly<Record<PlayerId, readonly number[]>>): PlayerId[] {
  return players.filter((p) => players.some((q) => q !== p && keyCompare(keys[p] ?? [], keys[q] ?? []) === 0));
}

/**
 * A roll that came out tied and must be rolled again, as players read it: who tied and at what total. `null`
 * when no tie is waiting (the first roll, or the tie already broken).
 */
// Rules: Kalidasia "Initiative Phase" — "Any re-rolls between two or more players are re-rolled."; "Deploying the Squadrons" — the lowest roll deploys first (a tie has no lowest: roll again).
export function rollTie(s: GameState, what: 'deploy' | 'initiative'): { readonly players: readonly PlayerId[]; readonly total: number; readonly text: string } | null {
  const keys = what === 'deploy' ? s.deployRolls : s.init.keys;
  const toRoll = what === 'deploy' ? s.deployToRoll : s.init.toRoll;
  const first = toRoll[0];
  if (first === undefined || (keys[first] ?? []).length === 0) return null;
  const total = (keys[first] ?? []).at(-1) as number;
  const names = toRoll.map((p) => playerName(s, p));
  const list = names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) as string}`;
  const text =
    what === 'deploy'
      ? `Tied: ${list} rolled ${total} — a tie has no lowest roll, so ${list} roll again.`
      : `Tied: ${list} ${toRoll.length === 2 ? 'both' : 'all'} have ${total} — ties are re-rolled, so ${list} roll again.`;
  return { players: toRoll, total, text };
}

export function rollsProblem(rolls: Readonly<Record<PlayerId, number>>, want: readonly PlayerId[], s: GameState, section: string): string | null {
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
export function onInitiativeRoll(s: GameState, rolls: Readonly<Record<PlayerId, number>>): ApplyResult {
  const bad = rollsProblem(rolls, s.init.toRoll, s, S_INIT);
  if (bad) return no(bad);
  const merged = { ...s.init.rolls, ...rolls };
  const idx = (p: PlayerId): number => s.players.indexOf(p);
  const bonusOrder = [...s.init.toRoll].sort((a, b) => (merged[a] ?? 0) - (merged[b] ?? 0) || idx(a) - idx(b));
  return ok(bonusAdvance({ ...s, init: { ...s.init, rolls: merged, toRoll: [], bonusOrder, bonusAt: 0, passes: 0 } }));
}

// Rules: Kalidasia "Initiative Phase" — "the player which rolled the lowest chooses to apply any bonuses first and go from there until all players are satisfied with the results".
export function onInitiativeBonus(s: GameState, e: Extract<GameEvent, { type: 'initiativeBonus' }>): ApplyResult {
  const can = initiativeCards(s, e.player);
  for (const c of e.cards) {
    if (!can.includes(c)) return no(because(`${c} is not an initiative bonus ${playerName(s, e.player)} can use now (on a warship on the battlefield, not used this turn).`, S_INIT));
  }
  const bonus = initiativeBonus(
    s.pack,
    e.cards.map((c) => c.slice(c.indexOf('/') + 1)),
  );
  if (new Set(e.cards).size !== e.cards.length) return no(because('Each card adds its bonus once.', S_INIT));
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
