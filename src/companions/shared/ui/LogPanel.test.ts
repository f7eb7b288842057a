/** Issue 17: +/− taps read as one log line (display only; every event stays stored). */
import { describe, expect, it } from 'vitest';
import { describeNedcaEvent, mergeNedcaLog } from '../../nedca/describe';
import { applyNedca, type NedcaEvent } from '../../nedca/reducer';
import { initialNedca, type NedcaSetup, type NedcaState } from '../../nedca/rules/state';
import { logLines, type LogMemo } from './LogPanel';
import type { CompanionDef } from './types';

const setup: NedcaSetup = { houses: [{ name: 'Nover', colour: '#e05252' }, { name: 'Yelhool', colour: '#e0b03c' }], order: [0, 1] };
const def: CompanionDef<NedcaState, NedcaEvent, NedcaSetup> = { key: 'nedca', title: 'Nedca', initial: initialNedca, reducer: applyNedca, describe: describeNedcaEvent, mergeLog: mergeNedcaLog };
const inf = (house: number, delta: number): NedcaEvent => ({ type: 'influence', house, delta, note: 'by hand' });
const gold = (house: number, n: number): NedcaEvent => ({ type: 'adjust', house, delta: { gold: n }, note: 'by hand' });

describe('grouped +/− log lines', () => {
  it('three Influence taps and two Gold taps of one house are two lines; another house starts a new line', () => {
    const events = [inf(0, 1), inf(0, 1), inf(0, 1), gold(0, 1), gold(0, -1), gold(0, 1), inf(1, 1)];
    expect(logLines(def, setup, events)).toEqual(['Nover: Influence +3 (by hand)', 'Nover: Gold +1 (by hand)', 'Yelhool: Influence +1 (by hand)']);
  });
  it('continuing from the memo gives the same lines as a fresh fold, tap by tap', () => {
    const events = [inf(0, 1), inf(0, 1), gold(1, 2), gold(1, 1), inf(0, -1)];
    const memo: LogMemo<NedcaState, NedcaEvent> = { events: [], lines: [], state: null, group: null };
    for (let n = 1; n <= events.length; n++) expect(logLines(def, setup, events.slice(0, n), memo)).toEqual(logLines(def, setup, events.slice(0, n)));
    expect(logLines(def, setup, events)).toEqual(['Nover: Influence +2 (by hand)', 'Yelhool: Gold +3 (by hand)', 'Nover: Influence -1 (by hand)']);
  });
});
