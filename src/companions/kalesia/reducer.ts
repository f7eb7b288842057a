/**
 * Kalesia as an event log (DESIGN.md §1): state = events folded over `initialKalesia(setup)`.
 * Illegal events are refused with a reason a player can read. Plain JSON throughout.
 */
import { ok, refuse, type ApplyResult } from '../shared/core/log';
import { ALLIANCE_NAMES, dealAlliances, playerCountValid, setsNeeded, type AllianceDeal } from './rules/alliances';
import { AREA_COUNT, cellName, currentArea, forestLayoutProblem, type AreaOwner, type Cell } from './rules/forest';
import {
  HANDS_PER_ROUND,
  ROUND_END_REMINDER,
  areaBecomes,
  handWinner,
  playsProblem,
  roundCopiesProblem,
  roundOf,
  totalsOf,
  totalsBoxProblem,
  totalsProblem,
  weaponName,
  type EarlierHand,
  type AllianceTotals,
  type Weapon,
  weaponPool,
  type WeaponPool,
} from './rules/hand';
import { gameEnd, outcomeFor, type KalesiaOutcome } from './rules/outcome';
import type { Alliance } from './rules/alliances';
import type { KalesiaVariant } from './rules/setup';

export type { KalesiaVariant };

export const KALESIA_STATE_VERSION = 1;


export interface KalesiaSetup {
  /** Player names in seat order (clockwise: "left" is the next seat). 2–10 players. */
  readonly players: readonly string[];
  /** The 25 area numbers as laid out on the table, row by row from the top-left (see `shuffledForest`). */
  readonly layout: readonly number[];
  readonly variant?: KalesiaVariant;
  /** When given, the app deals the secret alliances from this seed (pass-the-tablet dealing). Omit when dealing real cards. */
  readonly allianceSeed?: number | null;
  /** Player colours in seat order, for the screens (optional). */
  readonly colours?: readonly string[];
}

/** One resolved hand, kept for the log and the summary. */
export interface KalesiaHand {
  readonly area: number;
  readonly cell: Cell;
  readonly round: number;
  readonly handInRound: number;
  readonly totals: AllianceTotals;
  readonly winner: Alliance;
  /** Each player's two weapons by seat, or null when only the totals were entered. */
  readonly plays: readonly (readonly Weapon[])[] | null;
}

export interface KalesiaState {
  readonly version: typeof KALESIA_STATE_VERSION;
  readonly players: readonly string[];
  readonly variant: KalesiaVariant;
  readonly boxes: 1 | 2;
  /** Area number per cell (row-major), as laid out. */
  readonly layout: readonly number[];
  /** Who holds each cell: null while its number still shows. */
  readonly owners: readonly AreaOwner[];
  /** The app's deal of secret alliances (hide all but the viewer's!), or null when real cards were dealt. */
  readonly alliances: { readonly deal: AllianceDeal; readonly viewed: readonly boolean[] } | null;
  readonly hands: readonly KalesiaHand[];
  /** True after the 4th hand of a round until the players confirm they passed cards. */
  readonly roundEndPending: boolean;
  readonly outcome: KalesiaOutcome | null;
  /** Player colours in seat order, when chosen at set-up (display only). */
  readonly colours?: readonly string[];
}

export type KalesiaEvent =
  /** A player looked at their secret alliance on the pass-the-tablet screen. */
  | { readonly type: 'viewAlliance'; readonly player: number }
  /** A hand entered card by card: `plays[seat]` is that player's two weapons. */
  | { readonly type: 'playHand'; readonly plays: readonly (readonly Weapon[])[] }
  /** A hand entered as each alliance's total only. */
  | { readonly type: 'playTotals'; readonly totals: AllianceTotals }
  /** End of round: players passed three cards left and took back their eight. */
  | { readonly type: 'passCards' };

/** A problem with a set-up, or null when it can start. */
export function kalesiaSetupProblem(setup: KalesiaSetup): string | null {
  const n = setup.players.length;
  if (!playerCountValid(n)) return `Kalesia is for 2 to 10 players; ${n} entered.`;
  if (setup.players.some((p) => p.trim() === '')) return 'Every player needs a name.';
  return forestLayoutProblem(setup.layout);
}

/** The starting state. Throws on an invalid set-up (check `kalesiaSetupProblem` first). */
export function initialKalesia(setup: KalesiaSetup): KalesiaState {
  const problem = kalesiaSetupProblem(setup);
  if (problem) throw new Error(problem);
  const n = setup.players.length;
  const seed = setup.allianceSeed;
  return {
    version: KALESIA_STATE_VERSION,
    players: [...setup.players],
    variant: setup.variant ?? 'standard',
    boxes: setsNeeded(n),
    layout: [...setup.layout],
    owners: Array<AreaOwner>(AREA_COUNT).fill(null),
    alliances: seed === undefined || seed === null ? null : { deal: dealAlliances(n, seed), viewed: Array<boolean>(n).fill(false) },
    hands: [],
    roundEndPending: false,
    outcome: null,
    ...(setup.colours && setup.colours.length === n ? { colours: [...setup.colours] } : {}),
  };
}

const nameOf = (s: KalesiaState, i: number): string => s.players[i] ?? `Player ${i + 1}`;

/** A refusal that names the rulebook section it enforces, so the table can look it up. */
const refuseBy = (section: string, reason: string): ApplyResult<KalesiaState> => refuse(`${reason} (Rules: Kalesia "${section}")`);

// Rules: Kalesia "Variant for Experienced Players" — with one identical set each, a player holds one
// copy of every weapon during the first round, so cannot play the same weapon twice in it.
function setVariantProblem(state: KalesiaState, plays: readonly (readonly Weapon[])[]): string | null {
  if (state.variant !== 'experienced-sets') return null;
  const { round } = roundOf(state.hands.length);
  if (round !== 1) return null;
  for (const [p, cards] of plays.entries()) {
    const earlier = state.hands.flatMap((h) => [...(h.plays?.[p] ?? [])]);
    const seen = new Set(earlier.map(weaponName));
    for (const w of cards) {
      const key = weaponName(w);
      if (seen.has(key)) return `${nameOf(state, p)} has only one ${key} in the first round (experienced-players sets).`;
      seen.add(key);
    }
  }
  return null;
}

// Rules: Kalesia "Playing Hands", "End of the Round", "End of the Game"
function resolveHand(state: KalesiaState, totals: AllianceTotals, plays: KalesiaHand['plays']): ApplyResult<KalesiaState> {
  if (state.outcome) return refuseBy('End of the Game', `The game is over: ${state.outcome.message}`);
  if (state.roundEndPending) return refuseBy('End of the Round', `${ROUND_END_REMINDER} Confirm the pass before the next hand.`);
  const cur = currentArea(state.layout, state.owners);
  if (!cur) return refuseBy('End of the Game', 'Every area has been resolved.');
  const winner = handWinner(totals);
  const owners = state.owners.map((o, i) => (i === cur.cell ? winner : o));
  const { round, handInRound } = roundOf(state.hands.length);
  const hand: KalesiaHand = { area: cur.area, cell: cur.cell, round, handInRound, totals, winner, plays };
  const end = gameEnd(owners, cur.cell);
  const outcome = end ? outcomeFor(end, state.players.length, state.alliances?.deal ?? null, state.players) : null;
  return ok({
    ...state,
    owners,
    hands: [...state.hands, hand],
    roundEndPending: outcome === null && handInRound === HANDS_PER_ROUND,
    outcome,
  });
}

/** The weapons in the game: the box (or two), or one set per player in the experienced-players variant. */
// Rules: Kalesia "Contents", "Variant for Experienced Players"
export function weaponPoolOf(state: KalesiaState): WeaponPool {
  return weaponPool(state.players.length, state.boxes, state.variant === 'experienced-sets');
}

/** The round's earlier hands (what they took from the box until the round ends). */
export function earlierInRound(state: KalesiaState): EarlierHand[] {
  const { round } = roundOf(state.hands.length);
  return state.hands.filter((h) => h.round === round);
}

/** Apply one event, or refuse it with a reason. */
export function applyKalesia(state: KalesiaState, event: KalesiaEvent): ApplyResult<KalesiaState> {
  switch (event.type) {
    case 'viewAlliance': {
      if (!state.alliances) return refuseBy('Preparation', 'The secret alliances were dealt as real cards, not by the app.');
      if (!Number.isInteger(event.player) || event.player < 0 || event.player >= state.players.length) {
        return refuseBy('Preparation', `There is no player ${String(event.player + 1)}.`);
      }
      const viewed = state.alliances.viewed.map((v, i) => v || i === event.player);
      return ok({ ...state, alliances: { ...state.alliances, viewed } });
    }
    case 'playHand': {
      const pool = weaponPoolOf(state);
      // The count across the round first: it names the rule that sets how many copies exist (the box, or one set
      // per player in the experienced-players variant); a hand of the wrong shape is refused just after.
      const { round } = roundOf(state.hands.length);
      const earlier = state.hands.filter((h) => h.round === round).flatMap((h) => (h.plays ?? []).flat());
      const copies = roundCopiesProblem(earlier, event.plays, pool);
      if (copies) return refuseBy(pool.section, copies);
      const problem = playsProblem(event.plays, state.players.length, pool);
      if (problem) return refuseBy('Playing Hands', problem);
      const variant = setVariantProblem(state, event.plays);
      if (variant) return refuseBy('Variant for Experienced Players', variant);
      const plays = event.plays.map((cards) => cards.map((w) => ({ alliance: w.alliance, value: w.value })));
      return resolveHand(state, totalsOf(plays.flat()), plays);
    }
    case 'playTotals': {
      const t = event.totals;
      const problem = totalsProblem(t, state.players.length);
      if (problem) return refuseBy('Playing Hands', problem);
      const box = totalsBoxProblem(t, state.players.length, weaponPoolOf(state), earlierInRound(state));
      if (box) return refuseBy(box.section, box.reason);
      return resolveHand(state, { centaur: t.centaur, mermaid: t.mermaid, forest: t.forest }, null);
    }
    case 'passCards': {
      if (!state.roundEndPending) return refuseBy('End of the Round', 'Cards are passed only after the fourth hand of a round.');
      return ok({ ...state, roundEndPending: false });
    }
    default: {
      const never: never = event;
      return refuse(`Unknown Kalesia event ${JSON.stringify(never)}.`);
    }
  }
}

/** One line for the visible log, describing `event` applied to `before`. */
export function describeKalesiaEvent(event: KalesiaEvent, before: KalesiaState): string {
  switch (event.type) {
    case 'viewAlliance':
      return `${nameOf(before, event.player)} looked at their secret alliance`;
    case 'passCards':
      return `Round ${roundOf(before.hands.length - 1).round} ends: three weapons passed to the left`;
    case 'playHand':
    case 'playTotals': {
      const cur = currentArea(before.layout, before.owners);
      const totals = event.type === 'playHand' ? totalsOf(event.plays.flat()) : event.totals;
      const w = handWinner(totals);
      const where = cur ? `Area ${cur.area} (${cellName(cur.cell)})` : 'Area';
      return `${where}: Centaurs ${totals.centaur}, Mermaids ${totals.mermaid}, Forest ${totals.forest} → ${ALLIANCE_NAMES[w]}; ${areaBecomes(w)}`;
    }
  }
}
