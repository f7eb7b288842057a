import { describe, expect, it } from 'vitest';
import { describeCaleda } from './describe';
import { initialCaleda } from './reducer';
import type { CaledaState } from './rules/state';
import { first, idsAt, placeUnits, run, setupOf, sq, withGoldOf } from './testkit';

const start = (): CaledaState => initialCaleda(setupOf());

describe('log lines (describeCaleda)', () => {
  it('a claim names the square, the new Infantry and the gold', () => {
    const s = start();
    const cav = first(idsAt(s, 'C3', 0, 'cavalry'));
    expect(describeCaleda({ type: 'move', units: [cav], to: sq('C5') }, s)).toBe('Talaq moves Cavalry from C3 to C5 — Talaq claims C5, +1 new Infantry, Talaq +1 gold');
  });

  it('a group move lists the ranks', () => {
    const s = start();
    expect(describeCaleda({ type: 'move', units: idsAt(s, 'C3', 0), to: sq('C4') }, s)).toBe('Talaq moves Cavalry and 2 Infantry from C3 to C4');
  });

  it('an upgrade shows the gold set aside', () => {
    const s = withGoldOf(start(), 0, 6);
    const inf = first(idsAt(s, 'C3', 0, 'infantry'));
    expect(describeCaleda({ type: 'upgrade', unit: inf }, s)).toBe('Talaq upgrades the Infantry on C3 to Cavalry — 3 gold set aside');
  });

  it('a castle upgrade, salting and the end of a turn', () => {
    let s = withGoldOf(start(), 0, 9);
    expect(describeCaleda({ type: 'build', square: sq('C3') }, s)).toBe('Talaq upgrades the tower on C3 to a castle — 6 gold set aside');
    s = { ...s, squares: s.squares.map((x, i) => (i === sq('E3') ? { ...x, marker: { owner: 1, salted: false } } : x)) };
    s = placeUnits(s, 0, 'D3', ['infantry']);
    expect(describeCaleda({ type: 'move', units: idsAt(s, 'D3', 0), to: sq('E3') }, s)).toBe('Talaq moves Infantry from D3 to E3 — E3 is salted, Red −1 gold');
    expect(describeCaleda({ type: 'endTurn' }, s)).toBe('Talaq ends the turn; Red to play');
  });

  it('a combat round shows the dice compared and who won', () => {
    let s = placeUnits(start(), 1, 'D3', ['infantry']);
    const cav = first(idsAt(s, 'C3', 0, 'cavalry'));
    expect(describeCaleda({ type: 'move', units: [cav], to: sq('D3') }, s)).toBe('Talaq moves Cavalry from C3 to D3 — attacks Red on D3');
    s = run(s, [{ type: 'move', units: [cav], to: sq('D3') }]);
    const red = first(idsAt(s, 'D3', 1));
    expect(describeCaleda({ type: 'combatRound', attackerUnit: cav, defenderUnit: red, rolls: [{ attacker: [4, 2], defender: [4] }] }, s)).toBe(
      "Round: Talaq's Cavalry on C3 against Red's Infantry on D3: 4 2 against 4 (attacker wins) — Talaq wins the fight for D3",
    );
  });

  it('a refused event says so rather than pretending', () => {
    const s = start();
    expect(describeCaleda({ type: 'upgrade', unit: first(idsAt(s, 'C3', 0, 'infantry')) }, s)).toBe(
      'Talaq upgrades the Infantry on C3 to Cavalry (refused: Talaq has 1 gold available, upgrading to Cavalry costs 3.)',
    );
  });
});
