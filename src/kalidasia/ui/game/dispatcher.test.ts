// The Game screen's one dispatch (issue 27 item 7): taps made while an action is saving are queued, each checked
// by the rules against the state after the one before it; none is dropped; after a storage failure the ones
// queued behind it say they were not applied.
import { describe, expect, it } from 'vitest';
import { pose } from '../../../geometry';
import { gameApply, type GameEvent, type GameEventBody, type GameState } from '../../game';
import { deployStarter, fresh, H1, V10 } from '../../game/testkit.testing';
import { GameDispatcher, NOT_APPLIED_AFTER_FAILURE, QUEUED_NOTE, READ_ONLY, type DispatcherDeps } from './dispatcher';
import type { LogWrite } from './gameLog';
import type { Refusal } from './RefusalBox';
import type { DispatchResult } from './steps';

/**
 * A stored log whose writes finish only when the test says so (`finishOne`), and a screen that shows the stored
 * state only when the test renders (`render`): the slow tablet, where taps come faster than saving and painting.
 */
function table(start: GameState) {
  const stored: GameEvent[] = [];
  let screen = { state: start, cursor: 0 };
  const writes: { events: readonly GameEvent[]; done: (w: LogWrite) => void }[] = [];
  const refusals: (Refusal | null)[] = [];
  const notices: (string | null)[] = [];
  const waiting: number[] = [];
  let failNext: LogWrite | null = null;
  const deps: DispatcherDeps = {
    shown: () => ({ state: screen.state, cursor: screen.cursor, readOnly: false }),
    append: (events) => new Promise<LogWrite>((done) => writes.push({ events, done })),
    refusal: (r) => refusals.push(r),
    notice: (n) => notices.push(n),
    waiting: (n) => waiting.push(n),
  };
  const d = new GameDispatcher(deps);
  const finishOne = async () => {
    // The queue hands the next write over in a later microtask: wait for it (state, not time).
    for (let i = 0; i < 50 && writes.length === 0; i++) await Promise.resolve();
    const w = writes.shift();
    if (!w) throw new Error('no write is waiting');
    if (failNext) {
      const f = failNext;
      failNext = null;
      w.done(f);
      return;
    }
    stored.push(...w.events);
    w.done({ ok: true, head: { id: 'g', kind: 'kalidasia', name: 'g', cursor: stored.length, length: stored.length, rev: stored.length, updatedAt: 0, createdAt: 0, meta: null } as never });
  };
  const render = () => {
    let s = start;
    for (const e of stored) {
      const r = gameApply(s, e);
      if (!r.ok) throw new Error(r.reason);
      s = r.state;
    }
    screen = { state: s, cursor: stored.length };
  };
  return {
    d,
    stored,
    writes,
    refusals,
    notices,
    waiting,
    finishOne,
    render,
    failWith: (w: LogWrite) => {
      failNext = w;
    },
  };
}

const adjust = (i: number): GameEventBody => ({ type: 'adjust', unit: { kind: 'ship', id: 'HHF-1' }, pose: pose(20 + i * 0.1, 12, 90) });

describe('GameDispatcher: every tap answered (issue 27 item 7)', () => {
  it('48 fast taps on "adjust to the table" while the first is saving: all 48 stored, in order', async () => {
    const t = table(deployStarter());
    const answers: Promise<DispatchResult>[] = [];
    for (let i = 0; i < 48; i++) answers.push(t.d.dispatch(adjust(i)));
    expect(t.d.size).toBe(48);
    expect(Math.max(...t.waiting)).toBe(48);
    // The screen paints only now and then: later taps are checked against the state just stored.
    for (let i = 0; i < 48; i++) {
      await t.finishOne();
      if (i % 7 === 0) t.render();
    }
    const results = await Promise.all(answers);
    expect(results.filter((r) => r.ok).length).toBe(48);
    expect(t.stored.length).toBe(48);
    expect(t.stored.map((e) => (e.type === 'adjust' ? Math.round(e.pose.x * 10) : -1))).toEqual(Array.from({ length: 48 }, (_, i) => 200 + i));
    expect(t.d.size).toBe(0);
    expect(t.waiting.at(-1)).toBe(0);
  });

  it('a tap queued behind another is checked against the state after it: the deployment after the roll is accepted', async () => {
    const t = table(fresh());
    const roll = t.d.dispatch({ type: 'deployRoll', rolls: { heragul: 2, surakari: 5 } });
    // Checked against the state before the roll, this would be refused ("the deployment roll first").
    const deploy = t.d.dispatch({ type: 'deployShip', player: 'heragul', ship: 'HHF-1', pose: H1, velocity: V10, escorts: [] });
    await t.finishOne();
    await t.finishOne();
    expect(await roll).toEqual({ ok: true });
    expect(await deploy).toEqual({ ok: true });
    expect(t.stored.map((e) => e.type)).toEqual(['deployRoll', 'deployShip']);
  });

  it('a double-tapped roll is stored once; the second tap is refused by the rules, visibly, saying it was queued', async () => {
    const t = table(fresh());
    const first = t.d.dispatch({ type: 'deployRoll', rolls: { heragul: 2, surakari: 5 } });
    const second = t.d.dispatch({ type: 'deployRoll', rolls: { heragul: 3, surakari: 1 } });
    await t.finishOne();
    expect(await first).toEqual({ ok: true });
    const r = await second;
    expect(r.ok).toBe(false);
    expect(r.ok === false && r.by).toBe('rules');
    expect(t.stored.length).toBe(1);
    const shown = t.refusals.filter((x): x is Refusal => x !== null).at(-1);
    expect(shown?.note).toBe(QUEUED_NOTE);
    expect(shown?.reason).toBe(r.ok === false ? r.reason : '');
  });

  it('a tap with nothing before it is checked at once, with no queued note', async () => {
    const t = table(fresh());
    const r = await t.d.dispatch({ type: 'deployShip', player: 'heragul', ship: 'HHF-1', pose: H1, velocity: V10, escorts: [] });
    expect(r.ok).toBe(false);
    expect(t.refusals.at(-1)?.note).toBeUndefined();
    expect(t.writes.length).toBe(0);
  });

  it('when storing fails, the taps queued behind it are not applied and say so; a tap afterwards is stored', async () => {
    const t = table(deployStarter());
    t.failWith({ ok: false, kind: 'conflict', message: 'another tab changed this game' });
    const answers = [0, 1, 2, 3].map((i) => t.d.dispatch(adjust(i)));
    await t.finishOne();
    const results = await Promise.all(answers);
    expect(results[0]).toEqual({ ok: false, by: 'storage', reason: 'another tab changed this game' });
    for (const r of results.slice(1)) expect(r).toEqual({ ok: false, by: 'storage', reason: NOT_APPLIED_AFTER_FAILURE });
    expect(t.notices.at(-1)).toBe('The game changed in another tab: the screen now shows it as stored. Nothing of yours was saved; try again. The 3 taps made while it was saving were not applied either.');
    expect(t.stored.length).toBe(0);
    const later = t.d.dispatch(adjust(9));
    await t.finishOne();
    expect(await later).toEqual({ ok: true });
    expect(t.stored.length).toBe(1);
  });

  it('an append that throws is a storage failure with its message, never an unanswered tap', async () => {
    const deps: DispatcherDeps = {
      shown: () => ({ state: deployStarter(), cursor: 0, readOnly: false }),
      append: () => Promise.reject(new Error('disk on fire')),
      refusal: () => {},
      notice: () => {},
      waiting: () => {},
    };
    const d = new GameDispatcher(deps);
    expect(await d.dispatch(adjust(0))).toEqual({ ok: false, by: 'storage', reason: 'disk on fire' });
    expect(d.size).toBe(0);
  });

  it('a read-only screen refuses with a reason it shows; so does a queued tap that reaches a game turned read-only', async () => {
    const notices: (string | null)[] = [];
    let readOnly = true;
    let finish: (w: LogWrite) => void = () => {};
    const d = new GameDispatcher({
      shown: () => ({ state: deployStarter(), cursor: 0, readOnly }),
      append: () => new Promise<LogWrite>((res) => (finish = res)),
      refusal: () => {},
      notice: (n) => notices.push(n),
      waiting: () => {},
    });
    expect(await d.dispatch(adjust(0))).toEqual({ ok: false, by: 'storage', reason: READ_ONLY });
    expect(notices).toEqual([READ_ONLY]);
    readOnly = false;
    const first = d.dispatch(adjust(1));
    const second = d.dispatch(adjust(2));
    for (let i = 0; i < 50 && d.size > 0; i++) await Promise.resolve();
    // The game turns read-only (a replay failed after another tab's change) while the second tap waits.
    readOnly = true;
    finish({ ok: true, head: { cursor: 1 } as never });
    expect(await first).toEqual({ ok: true });
    expect(await second).toEqual({ ok: false, by: 'storage', reason: READ_ONLY });
    expect(notices.at(-1)).toBe(READ_ONLY);
  });
});
