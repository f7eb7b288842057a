// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { applyCaleda, initialCaleda, type CaledaEvent } from '../reducer';
import type { CaledaState } from '../rules/state';
import { GREEN, RED, TALAQ, first, idsAt, placeUnits, run, setupOf, sq, withGoldOf } from '../testkit';
import { CaledaGameView } from './GameView';

afterEach(cleanup);

/** The view driven by the real reducer, recording every accepted event and every refusal. */
function Harness(props: { initial: CaledaState; log: CaledaEvent[]; refusals: string[] }) {
  const [s, setS] = useState(props.initial);
  return (
    <CaledaGameView
      state={s}
      events={props.log}
      dispatch={(e) => {
        const r = applyCaleda(s, e);
        if (!r.ok) {
          props.refusals.push(r.reason);
          return r.reason;
        }
        props.log.push(e);
        setS(r.state);
        return null;
      }}
    />
  );
}

const typeDice = (label: string, text: string): void => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
};
const clear = (s: CaledaState, owner: number, square: string): CaledaState => ({ ...s, units: s.units.filter((u) => !(u.owner === owner && u.square === sq(square))) });

describe('Caleda game view', () => {
  it('the structure stage: the verdict before recording, a failed unit returns, the capital falls and the winner is shown', () => {
    let s = placeUnits(clear(initialCaleda(setupOf([TALAQ, RED])), 1, 'F6'), 1, 'A1', ['infantry']);
    s = placeUnits(s, 0, 'F5', ['general', 'infantry']);
    s = run(s, [{ type: 'move', units: idsAt(s, 'F5', 0), to: sq('F6') }]);
    const log: CaledaEvent[] = [];
    render(<Harness initial={s} log={log} refusals={[]} />);
    const combat = within(screen.getByTestId('combat'));
    fireEvent.click(combat.getByRole('button', { name: /^General 1 · 3 dice/ }));
    typeDice("Talaq's General against the tower", '4 4 3');
    expect(screen.getByTestId('structure-verdict').textContent).toBe('Highest 4: the tower holds (needs 5); this unit returns to F5.');
    fireEvent.click(combat.getByRole('button', { name: 'Record the roll' }));
    fireEvent.click(within(screen.getByTestId('combat')).getByRole('button', { name: /^Infantry 1 · 1 dice/ }));
    typeDice("Talaq's Infantry against the tower", '5');
    expect(screen.getByTestId('structure-verdict').textContent).toBe('Highest 5: the tower falls (needs 5).');
    fireEvent.click(screen.getByRole('button', { name: 'Record the roll' }));
    expect(screen.getByTestId('victory').textContent).toBe("Talaq winsTalaq took Red's capital and wins.");
    expect(log.map((e) => e.type)).toEqual(['structureRoll', 'structureRoll']);
  });

  it('a complete tie is re-rolled inside the round; both rolls go into the event', () => {
    let s = placeUnits(initialCaleda(setupOf([TALAQ, RED])), 1, 'D2', ['infantry']);
    s = placeUnits(s, 0, 'D1', ['infantry']);
    s = run(s, [{ type: 'move', units: idsAt(s, 'D1', 0), to: sq('D2') }]);
    const log: CaledaEvent[] = [];
    render(<Harness initial={s} log={log} refusals={[]} />);
    fireEvent.click(screen.getByRole('button', { name: /^Infantry 1 · 1 dice/ }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Defending unit' })).getByRole('button', { name: /^Infantry 1 · 1 dice/ }));
    typeDice("Talaq's Infantry: dice", '3');
    typeDice("Red's Infantry: dice", '3');
    expect(screen.getByTestId('comparison').textContent).toContain('Complete tie: both sides re-roll');
    fireEvent.click(screen.getByRole('button', { name: 'Re-roll the tie' }));
    typeDice("Talaq's Infantry: dice", '1');
    typeDice("Red's Infantry: dice", '4');
    fireEvent.click(screen.getByRole('button', { name: "Record the round: Red's Infantry wins" }));
    expect(log).toStrictEqual([
      {
        type: 'combatRound',
        attackerUnit: first(idsAt(s, 'D1', 0)),
        defenderUnit: first(idsAt(s, 'D2', 1)),
        rolls: [
          { attacker: [3], defender: [3] },
          { attacker: [1], defender: [4] },
        ],
      },
    ]);
    expect(screen.queryByTestId('combat')).toBeNull();
  });

  it('Bombard from the board: choose the unit, the power, an adjacent enemy square; the enemy unit is removed', () => {
    let s = withGoldOf(run(initialCaleda(setupOf([TALAQ, RED])), [{ type: 'endTurn' }]), 1, 4);
    s = placeUnits(s, 1, 'E3', ['infantry']);
    s = placeUnits(s, 0, 'D3', ['infantry']);
    const log: CaledaEvent[] = [];
    const refusals: string[] = [];
    const { container } = render(<Harness initial={s} log={log} refusals={refusals} />);
    const square = (name: string): Element => container.querySelector(`[data-square="${name}"]`) as Element;
    fireEvent.click(square('E3'));
    fireEvent.click(screen.getByRole('button', { name: /^Infantry 1/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Bombard (2 gold)' }));
    fireEvent.click(square('A1'));
    fireEvent.click(square('D3'));
    const panel = within(screen.getByTestId('bombard'));
    fireEvent.click(panel.getByRole('button', { name: "Talaq's Infantry 1" }));
    typeDice("Red's Infantry: dice", '6');
    typeDice("Talaq's Infantry: dice", '2');
    fireEvent.click(panel.getByRole('button', { name: "Record the bombardment: Red's Infantry wins" }));
    expect(refusals).toEqual(['A1 is not next to E3 (north, south, east or west).']);
    expect(log.map((e) => e.type)).toEqual(['bombard']);
    expect(square('D3').getAttribute('aria-label')).toBe('D3; Sand and Rock');
    expect(screen.queryByTestId('bombard')).toBeNull();
  });

  it('Transport from the board: one unit to a claimed outpost, paid, +1 die shown for its next attack', () => {
    let s = run(initialCaleda(setupOf([TALAQ, RED, GREEN])), [{ type: 'endTurn' }, { type: 'endTurn' }]);
    s = { ...s, squares: s.squares.map((x, i) => (i === sq('A4') ? { ...x, marker: { owner: 2, salted: false } } : x)) };
    const log: CaledaEvent[] = [];
    const { container } = render(<Harness initial={s} log={log} refusals={[]} />);
    const square = (name: string): Element => container.querySelector(`[data-square="${name}"]`) as Element;
    fireEvent.click(square('E1'));
    fireEvent.click(screen.getByRole('button', { name: /^Infantry 2/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Transport (1 gold)' }));
    fireEvent.click(square('A4'));
    expect(log).toEqual([{ type: 'transport', unit: first(idsAt(s, 'E1', 2, 'infantry')), to: sq('A4') }]);
    expect(square('A4').getAttribute('aria-label')).toBe("A4; Fish and Salt; Green's marker; Green: 1 Infantry");
    fireEvent.click(screen.getByRole('button', { name: /^Infantry 1/ }));
    expect(screen.getByRole('button', { name: /^Infantry 1/ }).textContent).toBe('Infantry 1 (transported: +1 die next round)');
  });
});
