import { bench, describe } from 'vitest';
import { replay } from '../shared/core/log';
import { logLines, type LogMemo } from '../shared/ui/LogPanel';
import { describeCaleda } from './describe';
import { applyCaleda, initialCaleda, moveTargets, type CaledaEvent, type CaledaSetup } from './reducer';
import { squareAt } from './rules/board';
import type { CaledaState } from './rules/state';
import { GREEN, RED, TALAQ } from './testkit';

// A long game on a big board: 40 × 40 squares (joined boards), three kingdoms, 600 events.
const size = { width: 40, height: 40 };
const kingdoms = [
  { ...TALAQ, capital: squareAt(size, 7, 0) },
  { ...RED, capital: squareAt(size, 22, 13) },
  { ...GREEN, capital: squareAt(size, 5, 30) },
];
const resources: string[][] = Array.from({ length: 1600 }, (_, i) => (i % 7 === 0 ? ['Iron', 'Wheat'] : i % 11 === 0 ? ['Wood', 'Stone'] : ['Sand', 'Rock']));
for (const k of kingdoms) resources[k.capital] = [...k.resources];
const setup: CaledaSetup = { size, resources, players: kingdoms };

/** Deterministic play: each turn moves units to a reachable square, then ends the turn. */
function playGame(n: number): { initial: CaledaState; events: CaledaEvent[] } {
  const initial = initialCaleda(setup);
  let s = initial;
  let seed = 7;
  const next = (m: number): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % m;
  };
  const events: CaledaEvent[] = [];
  const push = (e: CaledaEvent): boolean => {
    const r = applyCaleda(s, e);
    if (!r.ok) return false;
    s = r.state;
    events.push(e);
    return true;
  };
  while (events.length < n) {
    const mine = s.units.filter((u) => u.owner === s.turn.player && !u.moved);
    const u = mine[next(Math.max(1, mine.length))];
    const targets = u ? moveTargets(s, [u.id]).filter((t) => !s.units.some((x) => x.square === t && x.owner !== s.turn.player) && !s.squares[t]?.structure) : [];
    const to = targets[next(Math.max(1, targets.length))];
    if (!u || to === undefined || s.turn.actionsUsed >= (s.players[s.turn.player]?.actions ?? 0) || !push({ type: 'move', units: [u.id], to })) push({ type: 'endTurn' });
  }
  return { initial, events };
}

const { initial, events } = playGame(600);
const def = { key: 'caleda' as const, title: 'Caleda', initial: initialCaleda, reducer: applyCaleda, describe: describeCaleda };

const before = events.slice(0, -1);
const beforeLines: LogMemo<CaledaState, CaledaEvent> = { events: [], lines: [], state: null };
logLines(def, setup, before, beforeLines);

describe('a 600-event Caleda game on a 40 × 40 board', () => {
  bench('replay (open a saved game / undo)', () => {
    replay(initial, events, applyCaleda);
  });
  bench('log lines for the whole game (describe each event)', () => {
    logLines(def, setup, events);
  });
  bench('log lines after one more action (continuing from the memo)', () => {
    const memo: LogMemo<CaledaState, CaledaEvent> = { events: before, lines: beforeLines.lines, state: beforeLines.state };
    logLines(def, setup, events, memo);
  });
  bench('one action (apply a move or end the turn)', () => {
    applyCaleda(initial, events[0] ?? { type: 'endTurn' });
  });
});
