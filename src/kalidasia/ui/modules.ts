/**
 * Kalidasia screens that later work adds, found by file presence so the shell builds before they exist:
 * `src/kalidasia/ui/squadrons/index.tsx` (default export `SquadronsRoute({ path })`).
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
