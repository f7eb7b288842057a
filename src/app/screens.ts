import { companionBuilt } from '../companions/registry';
import { gameBuilt, squadronsBuilt } from '../kalidasia/ui/modules';
import type { CompanionKey } from '../store/types';

/** The app's screens: path, title, and which issue builds the ones not built yet. */
export interface ScreenInfo {
  path: string;
  title: string;
  /** Short line for the home screen. */
  blurb: string;
  /** Set while the screen is not built: what it will do. */
  notBuilt?: string;
}

export const KALIDASIA_SCREENS: ScreenInfo[] = [
  { path: '/kalidasia/table', title: 'Table', blurb: 'True-scale table, tape measure and markers' },
  {
    path: '/kalidasia/squadrons',
    title: 'Squadrons',
    blurb: 'Build squadrons within a point limit',
    ...(squadronsBuilt ? {} : { notBuilt: 'The squadron builder (build, validate, save, compare and share squadrons; stat cards) is not built yet.' }),
  },
  {
    path: '/kalidasia/game',
    title: 'Game',
    blurb: 'Turns, activations, attacks and damage',
    ...(gameBuilt ? {} : { notBuilt: 'The game tracker (initiative, activations, attacks, critical deck, scenarios) is not built yet.' }),
  },
];

const companion = (key: CompanionKey, title: string, blurb: string): ScreenInfo => ({
  path: `/${key}`,
  title,
  blurb,
  ...(companionBuilt(key) ? {} : { notBuilt: `The ${title} tracker is not built yet.` }),
});

export const COMPANION_SCREENS: ScreenInfo[] = [
  companion('caleda', 'Caleda', 'Kingdoms, gold, board and combat'),
  companion('kalesia', 'Kalesia', 'Secret alliances and the forest'),
  companion('kaladan', 'Generals of Kaladan', 'Phases, income and scoring'),
  companion('nedca', 'Nedca', 'Houses, resources and battles'),
];

export const SETTINGS_SCREEN: ScreenInfo = { path: '/settings', title: 'Settings', blurb: 'Theme, text size, storage and backups' };

export function screenFor(path: string): ScreenInfo | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return [...KALIDASIA_SCREENS, ...COMPANION_SCREENS, SETTINGS_SCREEN].find((s) => s.path === clean);
}
