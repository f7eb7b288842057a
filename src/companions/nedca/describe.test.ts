import { describe, expect, it } from 'vitest';
import { describeNedcaEvent } from './describe';
import { go, start, three, toAction, toOperations } from './reducer.fixture';

describe('describeNedcaEvent — one log line per event', () => {
  it('economy names each source of income and the lease payments', () => {
    let s = toOperations({ ...start(three), houses: start(three).houses.map((h) => ({ ...h, buildings: 1 })) });
    s = go(s, { type: 'lease', leaser: 1, kind: 'building' });
    s = { ...s, turn: { ...s.turn, phase: 'economy', economyDone: false } };
    expect(describeNedcaEvent({ type: 'economy', workers: { goldmine: 1, cliff: 1 }, extra: { food: 1 }, influence: -1 }, s)).toBe(
      "Nover collects: 2 Gold from 1 capital, workers 1 Gold, 1 Iron, cards 1 Food; pays leases: 2 Gold to Yelhool, Influence -1",
    );
  });
  it('battles give both totals and the verdict; app dice are marked', () => {
    const s = toAction(toOperations(start()));
    expect(describeNedcaEvent({ type: 'battle', attacker: 'knight', defender: { house: 1, kind: 'worker' }, distance: 1, attackDie: 3, defenceDie: 4, origin: 'rolled' }, s)).toBe(
      "Nover's Knight attacks Yelhool's Worker at 1: 3 against 3 — tie: the Knight cannot attack again this turn [app dice]",
    );
  });
  it('city attacks say what fell', () => {
    const s = go(toAction(toOperations(start())), { type: 'occupy', city: 1, by: 0 });
    expect(describeNedcaEvent({ type: 'assault', city: 1, kind: 'knight', die: 6 }, s)).toBe("Nover attacks Yelhool's city with a Knight: 6 — a Defense Shield is removed");
    expect(describeNedcaEvent({ type: 'assault', city: 1, kind: 'knight', die: 5 }, s)).toBe("Nover attacks Yelhool's city with a Knight: 5 — negated, no more city attacks this turn");
  });
  it('bonds, building thresholds, turn end', () => {
    const s = toOperations(start());
    expect(describeNedcaEvent({ type: 'buyBond' }, s)).toBe('Nover buys Bond 1 for 3 Gold');
    const two = { ...s, houses: s.houses.map((h, i) => (i === 0 ? { ...h, buildings: 2 } : h)) };
    expect(describeNedcaEvent({ type: 'build', cost: { wood: 1 }, influence: 2 }, two)).toBe('Nover constructs a Building Card for 1 Wood, Influence +2 — 3 buildings: player board bonus');
    const cleanup = { ...s, turn: { ...s.turn, phase: 'cleanup' as const } };
    expect(describeNedcaEvent({ type: 'nextPhase' }, cleanup)).toBe('Nover ends the turn; Yelhool plays next');
  });
});
