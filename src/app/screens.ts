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
    notBuilt: 'The squadron builder (fleet lists, point limits, upgrades, validation, sharing) is not built yet.',
  },
  {
    path: '/kalidasia/game',
    title: 'Game',
    blurb: 'Turns, activations, attacks and damage',
    notBuilt: 'The game tracker (initiative, activations, attacks, critical deck, scenarios) is not built yet.',
  },
];

export const COMPANION_SCREENS: ScreenInfo[] = [
  { path: '/caleda', title: 'Caleda', blurb: 'Kingdoms, gold, board and combat', notBuilt: 'The Caleda tracker is not built yet.' },
  { path: '/kalesia', title: 'Kalesia', blurb: 'Secret alliances and the forest', notBuilt: 'The Kalesia tracker is not built yet.' },
  { path: '/kaladan', title: 'Generals of Kaladan', blurb: 'Phases, income and scoring', notBuilt: 'The Generals of Kaladan tracker is not built yet.' },
  { path: '/nedca', title: 'Nedca', blurb: 'Houses, resources and battles', notBuilt: 'The Nedca tracker is not built yet.' },
];

export const SETTINGS_SCREEN: ScreenInfo = { path: '/settings', title: 'Settings', blurb: 'Theme, text size, storage and backups' };

export function screenFor(path: string): ScreenInfo | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return [...KALIDASIA_SCREENS, ...COMPANION_SCREENS, SETTINGS_SCREEN].find((s) => s.path === clean);
}
