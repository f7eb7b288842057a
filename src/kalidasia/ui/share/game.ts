/**
 * Legends of Kalidasia for the share screens (`src/ui/share`): its kind, its gate, its paths, its look. Light (the
 * saved-games list and the join screen import it); the Game screen adds the conflict wording (`./branchLines`, which
 * needs the game core it already has).
 */
import type { ShareGame } from '../../../ui/share/game';

export const KALIDASIA_SHARE: ShareGame = {
  kind: 'kalidasia',
  title: 'Legends of Kalidasia',
  gate: () => import('./gate').then((m) => new m.SharedGate()),
  gamePath: (logId) => `/kalidasia/game/${encodeURIComponent(logId)}`,
  joinPath: '/kalidasia/game/join',
  look: { btn: 'gm-btn', primary: 'gm-btn gm-primary', banner: 'gm-banner', error: 'gm-banner gm-error' },
};
