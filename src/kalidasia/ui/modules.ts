/**
 * Kalidasia screens that later work adds, found by file presence so the shell builds before they exist:
 * `src/kalidasia/ui/squadrons/index.tsx` (default export `SquadronsRoute({ path })`),
 * `src/kalidasia/ui/game/index.tsx` (default export `GameRoute({ path })`, paths /kalidasia/game[/…]).
 */
import type { ComponentType } from 'react';

export interface SquadronsRouteProps {
  /** The current path: /kalidasia/squadrons[/…] or /kalidasia/stat-cards. */
  path: string;
}

const squadrons = Object.values(
  import.meta.glob<{ default: ComponentType<SquadronsRouteProps> }>('./squadrons/index.tsx'),
)[0];

export const squadronsLoader: (() => Promise<{ default: ComponentType<SquadronsRouteProps> }>) | undefined = squadrons;
export const squadronsBuilt = squadrons !== undefined;

export interface GameRouteProps {
  /** The current path: /kalidasia/game[/…]. */
  path: string;
}

const game = Object.values(import.meta.glob<{ default: ComponentType<GameRouteProps> }>('./game/index.tsx'))[0];

export const gameLoader: (() => Promise<{ default: ComponentType<GameRouteProps> }>) | undefined = game;
export const gameBuilt = game !== undefined;
