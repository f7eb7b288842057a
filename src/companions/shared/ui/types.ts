/**
 * What each companion game gives the shared screens: its pure core (initial state,
 * reducer, how to describe an event for the log) and two React views (set-up, game).
 * The shared layer does the rest: saved games, the event log with undo/redo,
 * persistence of every action, dice entry.
 */
import type { ComponentType } from 'react';
import type { Reducer } from '../core/log';
import type { CompanionKey } from '../../../store/types';
import type { DraftSlot } from './draft';

export interface CompanionDef<S, E, Setup> {
  key: CompanionKey;
  title: string;
  /**
   * Optional: the stored set-up's shape and rules before `initial` runs (seat names, colours, terrain…), so a
   * damaged or hostile set-up opens as "cannot be opened: set-up: houses[0].name: expected text", never a blank
   * screen. Null when sound. See `shared/core/gate.ts`.
   */
  checkSetup?(setup: unknown): string | null;
  /** Build the starting state from the set-up chosen on the set-up screen. */
  initial(setup: Setup): S;
  reducer: Reducer<S, E>;
  /** One line for the visible log, e.g. "Talaq claims an outpost at C4 (+1 gold)". */
  describe(event: E, before: S): string;
  /**
   * Optional: the rulebook section behind a refusal, e.g. 'Caleda "Actions"', shown after the reason so a
   * player can look it up. Null when there is none to cite.
   */
  citeRefusal?(event: E, reason: string, state: S): string | null;
  /**
   * Optional: two events in a row that read better as one log line (each +/− tap of a counter is stored as its
   * own event; the log shows "Influence +3" once). Returns the combined event to describe, or null. Display only:
   * the stored log keeps every event, and undo still drops one.
   */
  mergeLog?(earlier: E, later: E): E | null;
}

export interface SetupFormProps<Setup> {
  /** Called with a complete, valid set-up; the shared layer creates the saved game. */
  onStart(setup: Setup, name: string): void;
}

export interface GameViewProps<S, E> {
  state: S;
  /** Apply an event: null when accepted (and saved), or the reason it was refused. */
  dispatch(event: E): string | null;
  /** The events so far (for summaries). */
  events: readonly E[];
  /**
   * Optional: a place to keep what is chosen but not yet done (a battle being set up), per screen part, so a
   * reload finds it. On this device only; never part of the game's log.
   */
  draft?(part: string): DraftSlot;
}

export interface CompanionModule<S, E, Setup> {
  def: CompanionDef<S, E, Setup>;
  SetupForm: ComponentType<SetupFormProps<Setup>>;
  GameView: ComponentType<GameViewProps<S, E>>;
  /** Optional end-of-game summary; the shared screen shows the log otherwise. */
  Summary?: ComponentType<{ state: S; events: readonly E[] }>;
}

/** A module with its types erased, as the router holds it. */
// oxlint-disable-next-line typescript/no-explicit-any
export type AnyCompanionModule = CompanionModule<any, any, any>;
