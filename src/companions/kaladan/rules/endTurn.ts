/**
 * "End turn" in one tap (issue 23): the turn runs on through the phases where there is nothing to decide and
 * stops at the first one that needs the player: the next player's Event card, or a free spawn on offer.
 * Pure: the state after the run and one line per phase it went through.
 */
import { countOf } from '../../../words';
import { tileOwner, unitsOn } from './board';
import { PHASE_NAMES, type Phase } from './phases';
import type { KaladanState } from './state';
import { advancePhase } from './turn';
import { BASIC_KINDS } from './units';

/** What the run did in one phase it went through. */
export interface EndTurnStep {
  readonly phase: Phase;
  readonly said: string;
}

export interface EndTurnRun {
  readonly state: KaladanState;
  readonly steps: readonly EndTurnStep[];
  /** Where it stopped and why, e.g. "Bo's turn: draw the Event card". */
  readonly stop: string;
}

/** Castles where the player whose turn it is could take a free spawn now (controlled, room, a unit in reserve). */
// Rules: Generals of Kaladan "3. Free Spawn Phase"; "4. Castle Control" (a captured castle spawns by its terrain)
export function spawnableCastles(s: KaladanState): string[] {
  const me = s.turn.player;
  const inv = s.players[me]?.inventory;
  if (!inv) return [];
  return s.tiles
    .filter((t) => t.castle && tileOwner(s.units, t.id) === me && !s.turn.spawned.includes(t.id) && unitsOn(s.units, t.id).length < t.capacity)
    .filter((t) => {
      const fixed = t.spawnKind && t.home !== me ? t.spawnKind : null;
      return BASIC_KINDS.some((k) => (!fixed || k === fixed) && inv[k] > 0);
    })
    .map((t) => t.id);
}

/** Why the turn cannot be ended now, or null. */
// Rules: Generals of Kaladan "1. Event Phase" ("Draw the top Event card and resolve it immediately")
export function endTurnProblem(s: KaladanState): string | null {
  if (s.result) return 'The game is over.';
  if (s.turn.phase === 'event' && !s.turn.eventDrawn && s.eventDeck !== 0) return 'Draw and resolve the Event card first.';
  return null;
}

/**
 * Leave the current phase and go on through the phases with nothing to decide: the Income Phase pays itself
 * ("+2 gold: 1 castle, 2 other tiles"), a Free Spawn Phase with no castle able to spawn is passed, and the
 * optional Action, Purchase and Reinforcement Phases are passed (ending the turn is the player's choice not to
 * use them). Stops at a Free Spawn Phase with a spawn on offer, at the next player's Event Phase, or at the end
 * of the game. Check `endTurnProblem` first.
 */
// Rules: Generals of Kaladan "1. Turn Structure Overview"; "2. Phase-by-Phase Breakdown"; "6. Reinforcement Phase"
// ("After Reinforcement, your turn ends")
export function runEndTurn(s0: KaladanState): EndTurnRun {
  const steps: EndTurnStep[] = [];
  const me = s0.turn.player;
  const turnNo = s0.turn.number;
  let s = s0;
  for (let guard = 0; guard < 8; guard++) {
    s = advancePhase(s);
    if (s.result) return { state: s, steps, stop: 'the game is over' };
    if (s.turn.number !== turnNo) {
      const who = s.players[s.turn.player]?.name ?? `Player ${s.turn.player + 1}`;
      return { state: s, steps, stop: `${who}'s turn: ${s.eventDeck === 0 ? 'Event Phase (the deck is empty)' : 'draw the Event card'}` };
    }
    const phase = s.turn.phase;
    if (phase === 'income') {
      const inc = s.turn.income;
      steps.push({ phase, said: inc ? `+${inc.gold} gold (${countOf(inc.castles, 'castle')}, ${countOf(inc.otherTiles, 'other tile')})` : 'collected' });
      continue;
    }
    if (phase === 'freeSpawn') {
      const can = spawnableCastles(s);
      if (can.length > 0) return { state: s, steps, stop: `${PHASE_NAMES.freeSpawn}: ${can.join(', ')} can spawn a free unit` };
      steps.push({ phase, said: 'no castle can spawn' });
      continue;
    }
    steps.push({ phase, said: 'passed' });
  }
  /* c8 ignore next */
  return { state: s, steps, stop: `${s.players[me]?.name ?? ''}: ${PHASE_NAMES[s.turn.phase]}` };
}

/** The run in words, for the log and the preview under the button. */
export function endTurnText(r: EndTurnRun): string {
  const parts: string[] = [];
  const passed: string[] = [];
  const flush = (): void => {
    if (passed.length) parts.push(`${passed.join(', ')} passed`);
    passed.length = 0;
  };
  for (const st of r.steps) {
    if (st.said === 'passed') {
      passed.push(PHASE_NAMES[st.phase]);
      continue;
    }
    flush();
    parts.push(`${PHASE_NAMES[st.phase]}: ${st.said}`);
  }
  flush();
  return `${parts.length ? `${parts.join('; ')} → ` : ''}${r.stop}`;
}
