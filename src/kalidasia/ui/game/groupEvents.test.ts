import { describe, expect, it } from 'vitest';
import { pose } from '../../../geometry';
import { ev, eventShape, gameApply, type GameEvent, type GameState } from '../../game';
import { GameDispatcher } from './dispatcher';
import { deployStarter } from '../../game/testkit.testing';
import { adjustEvents, redoSpan, undoSpan, unitsMoved } from './groupEvents';

const fold = (s: GameState, es: readonly GameEvent[]): GameState =>
  es.reduce((acc, e) => {
    const r = gameApply(acc, e);
    if (!r.ok) throw new Error(r.reason);
    return r.state;
  }, s);

describe('a group of tokens moved as one', () => {
  it('three Hunters dragged 5″ right: three adjust events the core accepts, each Hunter moved 5″', () => {
    const s = deployStarter();
    const units = ['Hunter 1', 'Hunter 2', 'Hunter 3'].map((id) => ({ kind: 'fighter' as const, id }));
    const before = units.map((u) => s.fighters.find((f) => f.id === u.id)?.pose);
    const events = adjustEvents(s, unitsMoved(s, units, { kind: 'translate', dx: 5, dy: 0 }));
    expect(events.map((e) => e.type)).toEqual(['adjust', 'adjust', 'adjust']);
    const after = fold(s, events.map(ev));
    units.forEach((u, i) => expect(after.fighters.find((f) => f.id === u.id)?.pose).toEqual({ ...before[i], x: (before[i]?.x ?? 0) + 5 }));
  });

  it('a warship picked with its escort: the warship first (it carries its escorts), the escort then where the group move puts it', () => {
    const base = deployStarter();
    const ship = base.ships.find((x) => x.code === 'SFP' && x.pose);
    if (!ship?.pose) throw new Error('no Draco on the table');
    // Make the first Interceptor escort that Draco this turn.
    const esc = base.fighters.find((f) => f.kind === 'interceptor' && f.pose);
    if (!esc?.pose) throw new Error('no Interceptor');
    const s = { ...base, fighters: base.fighters.map((f) => (f.id === esc.id ? { ...f, escorting: ship.id } : f)) };
    const units = [{ kind: 'fighter' as const, id: esc.id }, { kind: 'ship' as const, id: ship.id }];
    const events = adjustEvents(s, unitsMoved(s, units, { kind: 'translate', dx: 3, dy: -2 }));
    expect(events.map((e) => (e.type === 'adjust' ? e.unit.kind : e.type))).toEqual(['ship', 'fighter']);
    const after = fold(s, events.map(ev));
    expect(after.fighters.find((f) => f.id === esc.id)?.pose).toEqual({ ...esc.pose, x: Math.round((esc.pose.x + 3) * 10) / 10, y: Math.round((esc.pose.y - 2) * 10) / 10 });
    expect(after.ships.find((x) => x.id === ship.id)?.pose).toEqual({ ...ship.pose, x: ship.pose.x + 3, y: ship.pose.y - 2 });
  });

  it('a unit that does not move gives no event; a unit off the table is left out', () => {
    const s = deployStarter();
    const h1 = s.fighters.find((f) => f.id === 'Hunter 1');
    expect(adjustEvents(s, [{ unit: { kind: 'fighter', id: 'Hunter 1' }, pose: h1?.pose ?? pose(0, 0, 0) }])).toEqual([]);
    expect(unitsMoved(s, [{ kind: 'missile', id: 'Missile 9' }], { kind: 'translate', dx: 1, dy: 1 })).toEqual([]);
  });
});

describe('undo and redo take a whole group', () => {
  const e = (group?: string) => ({ type: 'adjust', v: 1, ...(group ? { group } : {}) });
  it('undo takes the last event and the rest of its group; an event alone is one', () => {
    expect(undoSpan([e(), e('a'), e('b'), e('b'), e('b')])).toBe(3);
    expect(undoSpan([e('b'), e()])).toBe(1);
    expect(undoSpan([])).toBe(0);
  });
  it('redo puts back the first undone event and the rest of its group', () => {
    expect(redoSpan([e('b'), e('b'), e('c')])).toBe(2);
    expect(redoSpan([e(), e('b')])).toBe(1);
    expect(redoSpan([])).toBe(0);
  });
});

describe('a dispatch of several events is stored as one group', () => {
  it('the dispatcher stamps one group id on a list and none on a single event; the gate accepts it and refuses a malformed one', async () => {
    const s = deployStarter();
    const appended: (readonly GameEvent[])[] = [];
    // A dispatcher whose store refuses (so each test dispatch is checked and handed to storage, nothing kept).
    const dispatcher = () =>
      new GameDispatcher({
        shown: () => ({ state: s, cursor: 0, readOnly: false }),
        append: async (events) => {
          appended.push(events);
          return { ok: false, kind: 'other', message: 'not stored in this test' };
        },
        refusal: () => {},
        notice: () => {},
        waiting: () => {},
      });
    const units = ['Hunter 1', 'Hunter 2'].map((id) => ({ kind: 'fighter' as const, id }));
    await dispatcher().dispatch(adjustEvents(s, unitsMoved(s, units, { kind: 'translate', dx: 1, dy: 0 })));
    await dispatcher().dispatch(adjustEvents(s, unitsMoved(s, units.slice(0, 1), { kind: 'translate', dx: 1, dy: 0 })));
    const [pair, single] = appended;
    expect(pair?.map((e) => typeof e.group)).toEqual(['string', 'string']);
    expect(pair?.[0]?.group).toBe(pair?.[1]?.group);
    expect(single?.[0]?.group).toBeUndefined();
    expect(undoSpan(pair ?? [])).toBe(2);
    expect(eventShape(pair?.[0], 0).ok).toBe(true);
    const bad = eventShape({ ...pair?.[0], group: 7 }, 0);
    expect(bad.ok ? 'accepted' : bad.reason).toContain('group');
  });
});
