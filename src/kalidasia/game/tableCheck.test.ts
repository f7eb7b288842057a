import { describe, expect, test } from 'vitest';
import { pose } from '../../geometry';
import { actionPhase, editFighter, editShip } from './scenes.testing';
import { tableVerdicts, tokenOverlaps, tokensOffTable } from './tableCheck';
import { deployStarter, play } from './testkit.testing';

describe('"Overlapping Tokens" as verdicts the UI can show', () => {
  test('the starter deployment has no overlaps and nothing off the table', () => {
    expect(tableVerdicts(deployStarter())).toEqual([]);
  });

  test('a fighter on a warship gives way: the smallest move clear of every warship', () => {
    const s = editFighter(deployStarter(), 'Hunter 1', (f) => ({ ...f, pose: pose(20, 6.5, 90) }));
    const v = tokenOverlaps(s);
    const first = v[0];
    expect([v.length, first?.kind === 'overlap' && first.moves, first?.kind === 'overlap' && first.section]).toEqual([1, { kind: 'fighter', id: 'Hunter 1' }, 'Overlapping Tokens']);
    const to = first?.kind === 'overlap' ? first.to : null;
    expect(to && tokenOverlaps(editFighter(s, 'Hunter 1', (f) => ({ ...f, pose: to })))).toEqual([]);
  });

  test('two warships: the active warship (the one that moved) gives way; otherwise the app names none', () => {
    const onTop = (st: ReturnType<typeof deployStarter>) => editShip(st, 'SFP-1', (x) => ({ ...x, pose: pose(20, 7, 270) }));
    const idle = tokenOverlaps(onTop(deployStarter())).filter((v) => v.kind === 'overlap' && v.units.every((u) => u.kind === 'ship'));
    const active = play(actionPhase('initiative', onTop), { type: 'activateShip', player: 'surakari', ship: 'SFP-1' });
    const moving = tokenOverlaps(active).filter((v) => v.kind === 'overlap' && v.units.every((u) => u.kind === 'ship'));
    expect([idle.map((v) => v.kind === 'overlap' && v.moves), moving.map((v) => v.kind === 'overlap' && v.moves)]).toEqual([[null], [{ kind: 'ship', id: 'SFP-1' }]]);
  });

  test('a token past the table edge is reported; a smaller table from the setup is used', () => {
    const s = editShip(deployStarter(), 'HHF-1', (x) => ({ ...x, pose: pose(0.5, 6, 90) }));
    const small = { ...deployStarter(), setup: { ...deployStarter().setup, table: { width: 48, height: 48 } } };
    expect([tokensOffTable(s).map((v) => v.unit.id), tokensOffTable(small).map((v) => v.unit.id).includes('HHF-2')]).toEqual([['HHF-1'], true]);
  });
});
