// One drag moves a fighter group; each wing's move is then checked on its own (reach, disruption).
import { describe, expect, it } from 'vitest';
import { pose, type Pose } from '../../../geometry';
import { ev, gameApply } from '../../game';
import { editFighter, huntersActive } from '../../game/scenes.testing';
import { dragGroup, wingsDragged } from './plan';

describe('dragging a fighter group', () => {
  it('which wings a drag moves: the picked ones, else the whole group before any move is planned, else the one (a nudge)', () => {
    const all = ['H1', 'H2', 'H3', 'H4'];
    expect(dragGroup(all, [], [], 'H2')).toEqual(all);
    expect(dragGroup(all, ['H1'], [], 'H2')).toEqual(['H2']);
    expect(dragGroup(all, ['H1'], ['H2', 'H3', 'X9'], 'H2')).toEqual(['H2', 'H3']);
    expect(dragGroup(all, [], ['H3'], 'H2')).toEqual(all);
  });

  it('every wing moves by the same offset and faces its own travel; a disrupted wing beyond 6″ is refused (overrulable) while the others pass', () => {
    const base = huntersActive();
    const s = editFighter(base, 'Hunter 2', (f) => ({ ...f, disrupted: true }));
    const group = ['Hunter 2', 'Hunter 3', 'Hunter 4'];
    const start: Record<string, Pose> = Object.fromEntries(group.map((id) => [id, s.fighters.find((f) => f.id === id)?.pose as Pose]));
    const lead = start['Hunter 3'] as Pose;
    const moves = wingsDragged(s, start, group, 'Hunter 3', { x: lead.x, y: lead.y + 8 } as Pose);
    expect(Object.keys(moves)).toEqual(group);
    for (const id of group) expect(moves[id]).toEqual(pose(start[id]!.x, start[id]!.y + 8, 90));
    const r = gameApply(s, ev({ type: 'fighterMove', moves: group.map((fighter) => ({ fighter, pose: moves[fighter] as Pose })) }));
    expect(r.ok ? 'accepted' : [r.reason, r.overrulable]).toEqual([expect.stringContaining('Hunter 2 moves at most 6'), true]);
    const ruled = gameApply(s, { ...ev({ type: 'fighterMove', moves: group.map((fighter) => ({ fighter, pose: moves[fighter] as Pose })) }), ruling: { overruled: 'the table says otherwise' } });
    expect(ruled.ok && ruled.state.fighters.find((f) => f.id === 'Hunter 2')?.pose).toEqual(moves['Hunter 2']);
  });
});
