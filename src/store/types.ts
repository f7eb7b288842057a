import type { Squadron } from '../kalidasia/rules/squadron/squadron';
import type { PackOverride } from '../kalidasia/data/overrides';

/**
 * Records kept in the local database (see db.ts for the schema versions).
 * Plain JSON-serialisable shapes: they are also what a backup file holds.
 */

/** A generic 1" marker disc on the table; centre in table inches. */
export interface MarkerRecord {
  id: string;
  x: number;
  y: number;
  label?: string;
}

/** The camera over the table: screen px = table inches × scale + offset. */
export interface TableView {
  /** Stage x offset in CSS px. */
  x: number;
  /** Stage y offset in CSS px. */
  y: number;
  /** CSS px per inch. */
  scale: number;
}

/** The table screen's saved document (one row, id 'current'). */
export interface TableDoc {
  id: 'current';
  /** Table width in inches (12–120). */
  width: number;
  /** Table height (depth) in inches (12–120). */
  height: number;
  grid: boolean;
  markers: MarkerRecord[];
  /** null until the player pans/zooms: the screen then fits the table. */
  view: TableView | null;
}

export type ThemeChoice = 'system' | 'dark' | 'light';

/** App settings (one row, id 'app'). */
export interface SettingsRecord {
  id: 'app';
  theme: ThemeChoice;
  /** Text size as a percentage of the default (75–200). */
  textScale: number;
  /** Keep the screen awake on the Table and during a game. */
  wakeLock: boolean;
}

export const DEFAULT_SETTINGS: SettingsRecord = { id: 'app', theme: 'system', textScale: 100, wakeLock: true };
export const DEFAULT_TABLE: TableDoc = { id: 'current', width: 72, height: 48, grid: true, markers: [], view: null };

/** The companion games with a tracker. */
export const COMPANION_KEYS = ['caleda', 'kalesia', 'kaladan', 'nedca'] as const;
export type CompanionKey = (typeof COMPANION_KEYS)[number];

/**
 * One saved companion game: its set-up and its event log (state = the log folded
 * through the game's reducer). `redo` holds undone events until a new event clears it.
 */
export interface CompanionGameRecord {
  id: string;
  game: CompanionKey;
  name: string;
  /** ISO dates. */
  createdAt: string;
  updatedAt: string;
  /** The game's own set-up object (players, options), given to its initial-state function. */
  setup: unknown;
  events: Record<string, unknown>[];
  redo: Record<string, unknown>[];
}

/** A saved Kalidasia squadron (the squadron itself is validated by the rules' squadronSchema). */
export interface SquadronRecord {
  id: string;
  /** ISO dates. */
  createdAt: string;
  updatedAt: string;
  squadron: Squadron;
}

/** The player's corrections to provisional data-pack values (one row, id 'player'). */
export interface PackOverridesRecord {
  id: 'player';
  overrides: PackOverride[];
}
