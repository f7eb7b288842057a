/**
 * What a stored game keeps beside the rules' set-up (the log head's `meta`): the table size and the
 * players' colours. Pure.
 */
import type { GameState, PlayerId } from '../../game';
import type { GameMeta } from './fold';

export interface GameMetaView extends GameMeta {
  /** Table size in inches. */
  table?: { width: number; height: number };
  colours?: Record<PlayerId, string>;
}

export const DEFAULT_COLOURS = ['#4f8fe6', '#e0694f'] as const;

export function gameViewOf(meta: unknown, s: Pick<GameState, 'players'>): { table: { width: number; height: number }; colours: Record<PlayerId, string> } {
  const m = (meta ?? {}) as Partial<GameMetaView>;
  const t = m.table;
  const table = t && Number.isFinite(t.width) && Number.isFinite(t.height) && t.width > 0 && t.height > 0 ? t : { width: 72, height: 48 };
  const colours: Record<PlayerId, string> = {};
  s.players.forEach((p, i) => {
    const c = m.colours?.[p];
    colours[p] = typeof c === 'string' && /^#[0-9a-f]{6}$/i.test(c) ? c : (DEFAULT_COLOURS[i % 2] as string);
  });
  return { table, colours };
}
