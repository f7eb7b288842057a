import * as fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { autoPlay } from './autopilot.testing';
import { ev, EVENT_VERSION, type GameEvent } from './events';
import { eventGate, gameFileGate, gameTextGate, replayGate, setupGate } from './gate';
import { logFromJson, logNew, logToJson } from './log';
import { gameApply } from './reducer';
import type { GameState } from './state';
import { fresh, setupOf } from './testkit.testing';

const SETUP = setupOf();
const GAME = autoPlay(fresh(SETUP), 7, 120);
const FILE = (): Record<string, unknown> => JSON.parse(logToJson({ ...logNew(SETUP), events: GAME.events })) as Record<string, unknown>;

function refusal(raw: unknown): string {
  const r = gameFileGate(raw);
  if (r.ok) throw new Error('expected a refusal, the file was accepted');
  return r.reason;
}

describe('the gate: a game file', () => {
  test('a valid game (played by the autopilot, every event type it makes) passes and replays to the same state', () => {
    const r = gameFileGate(FILE());
    expect(r.ok && r.state).toEqual(GAME.state);
    expect(r.ok && r.log.events.length).toBe(GAME.events.length);
  });

  test('random legal games of every scenario pass the gate and replay exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.constantFrom('squadronEngagement', 'escalation', 'orbitalContain'), (seed, scenario) => {
        const setup = setupOf(scenario as 'escalation');
        const g = autoPlay(fresh(setup), seed, 200);
        const r = gameTextGate(logToJson({ ...logNew(setup), events: g.events }));
        expect(r.ok ? r.state : r.reason).toEqual(g.state);
      }),
      { numRuns: 10 },
    );
  });

  test('a refusal names the event number and the field', () => {
    const f = FILE();
    const events = f.events as Record<string, unknown>[];
    const i = events.findIndex((e) => e.type === 'deployShip');
    events[i] = { ...events[i], pose: { x: 'left', y: 3, heading: 0 } };
    expect(refusal(f)).toBe(`Event ${i + 1} (deployShip): pose.x: expected number, got a text.`);
  });

  test('an unknown event type is named', () => {
    const f = FILE();
    (f.events as unknown[]).splice(2, 0, { type: 'teleport', v: 1 });
    expect(refusal(f)).toBe('Event 3: "teleport" is not an event type this app knows.');
  });

  test('a warship class that is not in the pack, a fighter 0, lists given as texts: refused with the field, never thrown', () => {
    const bad = (fn: (f: Record<string, any>) => void) => {
      const f = FILE() as Record<string, any>;
      fn(f);
      return refusal(f);
    };
    expect(bad((f) => (f.setup.players[0].squadron.ships[1].code = 1.5))).toBe('The set-up is damaged: setup.players.0.squadron.ships.1.code: 1.5 is not a warship class in the pack.');
    expect(bad((f) => (f.setup.players[1].squadron.fighters = { 0: 3 }))).toBe('The set-up is damaged: setup.players.1.squadron.fighters: unknown field 0.');
    expect(bad((f) => (f.setup.deckOrder = 'abc'))).toMatch(/setup\.deckOrder: expected array, got a text/);
    expect(bad((f) => (f.events[0].rolls = [1, 2]))).toMatch(/^Event 1 \(deployRoll\): rolls: expected record, got a list/);
    expect(bad((f) => (f.events[3].escorts = 'x'))).toMatch(/^Event 4 \(\w+\)/);
  });

  test("the file's extras: colours are colours (never url(…) or objects), the table is a size within 12–120″", () => {
    const withExtras = (tableside: unknown) => ({ ...FILE(), tableside });
    expect(gameFileGate(withExtras({ name: 'Friday', table: { width: 72, height: 48 }, colours: { heragul: '#4f8fe6', surakari: 'teal' } })).ok).toBe(true);
    expect(refusal(withExtras({ colours: { heragul: 'url(https://example.invalid/x.png)' } }))).toMatch(/^The file's table details are damaged: tableside\.colours\.heragul: "url\(/);
    expect(refusal(withExtras({ colours: { heragul: { r: 1 } } }))).toMatch(/tableside\.colours\.heragul: expected string, got an object/);
    expect(refusal(withExtras({ table: { width: 1e7, height: 48 } }))).toMatch(/tableside\.table\.width: 10000000 is more than 120/);
    expect(refusal(withExtras({ table: { width: '72', height: 48 } }))).toMatch(/tableside\.table\.width: expected number, got a text/);
    expect(refusal({ ...FILE(), setup: { ...(FILE().setup as object), table: { width: 6, height: 48 } } })).toMatch(/setup\.table\.width: 6 is less than 12/);
  });

  test('not a game file, a newer version, a null set-up', () => {
    expect(gameTextGate('{').ok).toBe(false);
    expect(refusal([])).toMatch(/not a saved Kalidasia game/);
    expect(refusal({ ...FILE(), version: 9 })).toMatch(/newer/);
    expect(refusal({ ...FILE(), setup: null })).toBe('The game has no set-up (setup is null).');
    expect(refusal({ ...FILE(), events: {} })).toMatch(/^The file is damaged: events: expected array/);
  });

  test('logFromJson is the gate', () => {
    const r = logFromJson(JSON.stringify({ ...FILE(), events: [{ type: 'teleport' }] }));
    expect(r).toEqual({ ok: false, reason: 'Event 1: "teleport" is not an event type this app knows.' });
  });

  test('setupGate and replayGate: the stored log at open stops at the first refused event', () => {
    const init = setupGate(SETUP, []);
    if (!init.ok) throw new Error(init.reason);
    const raws: unknown[] = [...GAME.events.slice(0, 5), { type: 'teleport', v: 1 }, ...GAME.events.slice(5)];
    const r = replayGate(init.state, raws);
    expect(r.events.length).toBe(5);
    expect(r.failed?.index).toBe(5);
    expect(r.failed?.reason).toBe('Event 6: "teleport" is not an event type this app knows.');
  });
});

describe('the reducer answers any input', () => {
  const reachable: GameState[] = [GAME.states[0], GAME.states[10], GAME.states[40], GAME.states[GAME.states.length - 1]].filter((s): s is GameState => s !== undefined);
  const types = [...new Set(GAME.events.map((e) => e.type)), 'teleport', 'concede', 'adjust', 'endTurn', 'replacement'];
  const arbEvent = fc.oneof(
    fc.jsonValue(),
    fc.record({ type: fc.constantFrom(...types), v: fc.constantFrom(1, 2, 0, 1.5), ship: fc.jsonValue(), player: fc.jsonValue(), outcome: fc.jsonValue(), pose: fc.jsonValue() }, { requiredKeys: ['type'] }),
    fc.tuple(fc.integer({ min: 0, max: GAME.events.length - 1 }), fc.string(), fc.jsonValue()).map(([i, k, v]) => ({ ...(GAME.events[i] as object), [k]: v })),
  );

  test('gameApply: any JSON value as an event gives a refusal or a state, never a throw or undefined', () => {
    fc.assert(
      fc.property(fc.constantFrom(...reachable), arbEvent, (s, e) => {
        const r = gameApply(s, e as GameEvent);
        expect(r.ok === true || (r.ok === false && typeof r.reason === 'string' && r.reason.length > 0)).toBe(true);
        const g = eventGate(s, e, 0);
        expect(g.ok === true || g.reason.length > 0).toBe(true);
      }),
      { numRuns: 1500 },
    );
  });

  test('an unknown type, null, a thrown look-up: refusals', () => {
    const s = GAME.states[0] as GameState;
    expect(gameApply(s, { type: 'teleport', v: EVENT_VERSION } as unknown as GameEvent)).toEqual({ ok: false, reason: '"teleport" is not an event type this app knows.' });
    expect(gameApply(s, null as unknown as GameEvent).ok).toBe(false);
    expect(gameApply(s, ev({ type: 'deployRoll', rolls: 'x' as never })).ok).toBe(false);
  });
});
