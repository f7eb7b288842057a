import { describe, expect, test } from 'vitest';
import { pose } from '../../geometry';
import { ev } from './events';
import { EVENT_MIGRATIONS, eventMigrate, logAppend, logFromJson, logInitial, logNew, logRedo, logState, logToJson, logUndo, type GameLog } from './log';
import { setupOf } from './testkit.testing';
import type { GameState } from './state';

function build(): { log: GameLog; state: GameState } {
  let log = logNew(setupOf());
  const init = logInitial(log);
  if (!init.ok) throw new Error(init.reason);
  let state = init.state;
  for (const body of [
    { type: 'deployRoll', rolls: { heragul: 1, surakari: 6 } },
    { type: 'deployShip', player: 'heragul', ship: 'HHF-1', pose: pose(20, 6, 90), velocity: 4, escorts: [] },
    { type: 'deployShip', player: 'surakari', ship: 'SFP-1', pose: pose(20, 42, 270), velocity: 4, escorts: [] },
  ] as const) {
    const r = logAppend(log, state, ev(body));
    if (!r.ok) throw new Error(r.reason);
    log = r.log;
    state = r.state;
  }
  return { log, state };
}

describe('game log', () => {
  test('replaying the log gives the same state; undo drops the last event, redo restores it exactly', () => {
    const { log, state } = build();
    const replayed = logState(log);
    const undone = logUndo(log);
    const back = logState(logRedo(undone));
    const undoneState = logState(undone);
    expect(replayed).toEqual({ ok: true, state });
    expect(back).toEqual({ ok: true, state });
    expect(undoneState.ok && undoneState.state.ships.find((x) => x.id === 'SFP-1')?.status).toBe('reserve');
  });

  test('a new event clears the redo stack; a refused event leaves the log unchanged', () => {
    const { log, state } = build();
    const undone = logUndo(log);
    const st = logState(undone);
    if (!st.ok) throw new Error(st.reason);
    const again = logAppend(undone, st.state, log.events[2] as never);
    const bad = logAppend(log, state, ev({ type: 'deployShip', player: 'surakari', ship: 'SFP-2', pose: pose(1, 1, 0), velocity: 4, escorts: [] }));
    expect([again.ok && again.log.redo.length, bad.ok]).toEqual([0, false]);
  });

  test('JSON round trip is exact; a damaged file names the failing event', () => {
    const { log, state } = build();
    const text = logToJson(log);
    const back = logFromJson(text);
    expect(back).toEqual({ ok: true, log, state });
    const broken = JSON.parse(text) as { events: { velocity?: number }[] };
    (broken.events[1] as { velocity: number }).velocity = 99;
    expect(logFromJson(JSON.stringify(broken))).toEqual({
      ok: false,
      reason: 'Event 2 (deployShip): 99 is not a step of Hammerhead Frigate HHF-1\'s velocity track (0–8). (rules: "Setting up the Warship stat cards")',
    });
    expect(logFromJson('{"format":"other"}')).toEqual({ ok: false, reason: 'This file is not a saved Kalidasia game (format should be "tableside.kalidasia.game").' });
    expect(logFromJson('nope').ok).toBe(false);
  });

  test('events from a newer version are refused; versionless events are read as version 1', () => {
    expect(eventMigrate({ type: 'endTurn', deckOrder: null, v: 7 }, 4)).toEqual({
      ok: false,
      reason: 'Event 5 was written by a newer version of the app (event version 7; this app reads up to 2).',
    });
    expect(eventMigrate({ type: 'endTurn', deckOrder: null }, 0)).toEqual({ ok: true, event: { type: 'endTurn', deckOrder: null, v: 2 } });
    expect(Object.keys(EVENT_MIGRATIONS)).toEqual(['1']);
  });
});
