/**
 * A companion game for the share screens (`src/ui/share`, issue 26): its kind, its gate for arriving documents
 * (its own set-up schema and rules and a replay of every action: `companions/sharedGate.ts`, loaded with the session),
 * its paths (`/<game>/<id>`, `/<game>/join`), the look of the companion screens.
 */
import type { CompanionKey } from '../../../store/types';
import type { BranchStart, ShareGame } from '../../../ui/share/game';
import { logLines, type LogMemo } from './LogPanel';
import type { CompanionDef } from './types';

const games = new Map<CompanionKey, ShareGame>();

/**
 * The lines the companion's log panel shows for `events` played after `from` (its own `describe`, merged as the panel
 * merges): the events before are replayed from the set-up, then only the branch's lines are kept. A start that cannot
 * be replayed gives no lines (the banner then lists the types).
 */
export function companionBranchLines<S, E, Setup>(def: CompanionDef<S, E, Setup>, events: readonly unknown[], from: BranchStart): string[] {
  const before = from.before as readonly E[];
  const memo: LogMemo<S, E> = { events: [], lines: [], state: null, group: null };
  logLines(def, from.setup as Setup, before, memo);
  if (memo.state === null) return [];
  // The branch's first event starts a line of its own (never merged into the line before the conflict).
  memo.lines = [];
  memo.group = null;
  return logLines(def, from.setup as Setup, [...before, ...(events as readonly E[])], memo);
}

export function companionShare<S, E, Setup>(key: CompanionKey, title: string, def?: CompanionDef<S, E, Setup>): ShareGame {
  let g = games.get(key);
  if (g && def && !g.describe) g.describe = (events, from) => companionBranchLines(def, events, from);
  if (!g) {
    g = {
      kind: key,
      title,
      gate: () => Promise.all([import('../../gate'), import('../../sharedGate')]).then(([all, shared]) => new shared.CompanionSharedGate(key, all.COMPANION_GATES[key])),
      gamePath: (logId) => `/${key}/${encodeURIComponent(logId)}`,
      joinPath: `/${key}/join`,
      look: { btn: 'button small', primary: 'button small sh-primary', banner: 'message', error: 'message error' },
      ...(def ? { describe: (events: readonly unknown[], from: BranchStart) => companionBranchLines(def, events, from) } : {}),
    };
    games.set(key, g);
  }
  return g;
}
