/**
 * A companion game for the share screens (`src/ui/share`, issue 26): its kind, its gate for arriving documents
 * (its own set-up schema and rules and a replay of every action: `companions/sharedGate.ts`, loaded with the session),
 * its paths (`/<game>/<id>`, `/<game>/join`), the look of the companion screens.
 */
import type { CompanionKey } from '../../../store/types';
import type { ShareGame } from '../../../ui/share/game';

const games = new Map<CompanionKey, ShareGame>();

export function companionShare(key: CompanionKey, title: string): ShareGame {
  let g = games.get(key);
  if (!g) {
    g = {
      kind: key,
      title,
      gate: () => Promise.all([import('../../gate'), import('../../sharedGate')]).then(([all, shared]) => new shared.CompanionSharedGate(key, all.COMPANION_GATES[key])),
      gamePath: (logId) => `/${key}/${encodeURIComponent(logId)}`,
      joinPath: `/${key}/join`,
      look: { btn: 'button small', primary: 'button small sh-primary', banner: 'message', error: 'message error' },
    };
    games.set(key, g);
  }
  return g;
}
