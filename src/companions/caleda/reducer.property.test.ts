import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { logAppend, logRedo, logUndo, replay, emptyLog, type GameLog } from '../shared/core/log';
import { applyCaleda, initialCaleda, moveTargets, type CaledaEvent } from './reducer';
import { citySquares, squareNeighbours } from './rules/board';
import { compareDice } from './rules/combat';
import { unitDice } from './rules/combatFlow';
import type { CaledaState } from './rules/state';
import { GREEN, RED, TALAQ, withGoldOf } from './testkit';
import { describeCaleda } from './describe';
import { refusalSection } from './rules/sections';

const RES = ['Iron', 'Wheat', 'Wood', 'Stone', 'Fish', 'Salt'];
const PAIRS = RES.flatMap((a, i) => RES.slice(i + 1).map((b) => [a, b]));
const SIZE = { width: 6, height: 6 };
const resources = Array.from({ length: 36 }, (_, i) => PAIRS[(i * 7) % PAIRS.length] ?? ['Iron', 'Wheat']);
const capitalFor = (kingdom: readonly string[]): number =>
  resources.findIndex((r) => r.every((x) => kingdom.includes(x)));

function start(): CaledaState {
  const players = [TALAQ, RED, GREEN].map((p) => ({ ...p, capital: capitalFor(p.resources) }));
  let s = initialCaleda({ size: SIZE, resources, players });
  for (const p of [0, 1, 2]) s = withGoldOf(s, p, 6);
  return s;
}

interface Choice {
  kind: number;
  a: number;
  b: number;
  dice: number[];
}

const pick = <T>(xs: readonly T[], n: number): T | undefined => (xs.length === 0 ? undefined : xs[n % xs.length]);
const take = (pool: readonly number[], from: number, n: number): number[] => Array.from({ length: n }, (_, i) => pool[(from + i) % pool.length] ?? 1);

/** A plausible event for the position, driven by the random choice (it may still be refused). */
function eventFor(s: CaledaState, c: Choice): CaledaEvent {
  const p = s.turn.player;
  const combat = s.combat;
  if (combat) {
    const a = s.units.find((u) => u.id === pick(combat.attackers, c.a));
    if (!a) return { type: 'endTurn' };
    if (combat.stage === 'structure') return { type: 'structureRoll', unit: a.id, dice: take(c.dice, 0, a.rank === 'infantry' ? 1 : a.rank === 'cavalry' ? 2 : 3) };
    const d = s.units.find((u) => u.id === pick(combat.defenders, c.b));
    if (!d) return { type: 'endTurn' };
    const ambush = c.kind % 3 === 0 && s.players[p]?.power.kind === 'ambush';
    const na = unitDice(s, a, 'attacker', combat.square, ambush).total;
    const nd = unitDice(s, d, 'defender', combat.square).total;
    const roll = { attacker: take(c.dice, 0, na), defender: take(c.dice, 10, nd) };
    const rolls = compareDice(roll.attacker, roll.defender).winner === 'tie' ? [roll, { attacker: take([6], 0, na), defender: take([1], 0, nd) }] : [roll];
    return { type: 'combatRound', attackerUnit: a.id, defenderUnit: d.id, ambush, rolls };
  }
  const mine = s.units.filter((u) => u.owner === p);
  const u = pick(mine, c.a);
  switch (c.kind % 8) {
    case 0:
    case 1:
    case 2:
    case 3: {
      if (!u) return { type: 'endTurn' };
      const group = c.kind % 8 === 3 ? mine.filter((x) => x.square === u.square && !x.moved && !x.upgraded).map((x) => x.id) : [u.id];
      const targets = moveTargets(s, group);
      const attacks = targets.filter((t) => s.units.some((x) => x.square === t && x.owner !== p) || (s.squares[t]?.structure?.owner ?? p) !== p);
      const to = c.b % 2 === 0 && attacks.length > 0 ? pick(attacks, c.b) : pick(targets, c.b);
      return to === undefined ? { type: 'endTurn' } : { type: 'move', units: group, to };
    }
    case 4:
      return u ? { type: 'upgrade', unit: u.id } : { type: 'endTurn' };
    case 5:
      return { type: 'build', square: pick(citySquares(SIZE, s.players[p]?.capital ?? 0), c.b) ?? 0 };
    case 6: {
      const kind = s.players[p]?.power.kind;
      if (!u) return { type: 'endTurn' };
      if (kind === 'transport') {
        const homes = s.squares.flatMap((q, i) => (q.marker?.owner === p || s.units.some((x) => x.owner === p && x.square === i && !x.moved) ? [i] : []));
        return { type: 'transport', unit: u.id, to: pick(homes, c.b) ?? 0 };
      }
      const target = s.units.find((x) => x.owner !== p && squareNeighbours(SIZE, u.square).includes(x.square));
      if (kind === 'bombard' && target) {
        const na = unitDice(s, { ...u, transportBonus: false }, 'attacker', target.square).total;
        const nd = unitDice(s, target, 'defender', target.square).total;
        const roll = { attacker: take(c.dice, 0, na), defender: take(c.dice, 10, nd) };
        const rolls = compareDice(roll.attacker, roll.defender).winner === 'tie' ? [roll, { attacker: take([1], 0, na), defender: take([6], 0, nd) }] : [roll];
        return { type: 'bombard', unit: u.id, target: target.square, defenderUnit: target.id, rolls };
      }
      return { type: 'spendGold', amount: 1 + (c.b % 3), note: 'a card' };
    }
    default:
      return { type: 'endTurn' };
  }
}

const choices = fc.array(
  fc.record({ kind: fc.nat(99), a: fc.nat(999), b: fc.nat(999), dice: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 20, maxLength: 20 }) }),
  { minLength: 1, maxLength: 120 },
);

/** Play the choices: the accepted events and every state along the way. */
function play(cs: readonly Choice[]): { events: CaledaEvent[]; states: CaledaState[] } {
  let s = start();
  const events: CaledaEvent[] = [];
  const states: CaledaState[] = [s];
  for (const c of cs) {
    const e = eventFor(s, c);
    const r = applyCaleda(s, e);
    if (!r.ok) continue;
    s = r.state;
    events.push(e);
    states.push(s);
  }
  return { events, states };
}

describe('Caleda reducer properties', () => {
  it('gold never goes negative and set-aside never exceeds the total', () => {
    fc.assert(
      fc.property(choices, (cs) => {
        for (const s of play(cs).states) {
          for (const g of s.gold) {
            expect(g.total).toBeGreaterThanOrEqual(0);
            expect(g.setAside).toBeGreaterThanOrEqual(0);
            expect(g.setAside).toBeLessThanOrEqual(g.total);
          }
        }
      }),
    );
  });

  it('spent gold stays set aside through the other turns and comes back at the player’s next turn', () => {
    fc.assert(
      fc.property(choices, (cs) => {
        const { events, states } = play(cs);
        events.forEach((e, i) => {
          const before = states[i] as CaledaState;
          const after = states[i + 1] as CaledaState;
          const wrong: string[] = [];
          before.gold.forEach((g, p) => {
            const now = after.gold[p] ?? g;
            if (e.type === 'endTurn' && p === after.turn.player && now.setAside !== 0) wrong.push(`event ${i}: player ${p} starts a turn with ${now.setAside} set aside`);
            else if (p !== before.turn.player && now.setAside > g.setAside) wrong.push(`event ${i}: player ${p}'s set-aside gold grew out of turn`);
          });
          expect(wrong).toEqual([]);
        });
      }),
    );
  });

  it('outside a combat no square holds two kingdoms’ units, nor a structure with an opponent on it; one General each', () => {
    fc.assert(
      fc.property(choices, (cs) => {
        for (const s of play(cs).states) {
          for (const [p] of s.players.entries()) expect(s.units.filter((u) => u.owner === p && u.rank === 'general').length).toBeLessThanOrEqual(1);
          if (s.combat) continue;
          s.squares.forEach((sq, i) => {
            const owners = new Set(s.units.filter((u) => u.square === i).map((u) => u.owner));
            expect(owners.size).toBeLessThanOrEqual(1);
            const structureOwner = sq.structure?.owner;
            expect([...owners].filter((o) => structureOwner !== undefined && o !== structureOwner)).toEqual([]);
          });
        }
      }),
    );
  });

  it('replaying the stored (JSON) log reproduces the state exactly', () => {
    fc.assert(
      fc.property(choices, (cs) => {
        const { events, states } = play(cs);
        const stored = JSON.parse(JSON.stringify(events)) as CaledaEvent[];
        expect(replay(start(), stored, applyCaleda)).toEqual(states[states.length - 1]);
        expect(JSON.parse(JSON.stringify(states[states.length - 1]))).toEqual(states[states.length - 1]);
      }),
      { numRuns: 60 },
    );
  });

  it('undo then redo is exact', () => {
    fc.assert(
      fc.property(choices, fc.nat(5), (cs, k) => {
        const { events } = play(cs);
        let log: GameLog<CaledaEvent> = emptyLog();
        let state = start();
        for (const e of events) {
          const r = logAppend(log, state, e, applyCaleda);
          if (!r.ok) throw new Error(r.reason);
          log = r.log;
          state = r.state;
        }
        const undos = Math.min(k, events.length);
        let undone = log;
        for (let i = 0; i < undos; i++) undone = logUndo(undone);
        expect(replay(start(), undone.events, applyCaleda)).toEqual(replay(start(), events.slice(0, events.length - undos), applyCaleda));
        let redone = undone;
        for (let i = 0; i < undos; i++) redone = logRedo(redone);
        expect(redone.events).toEqual(log.events);
        expect(replay(start(), redone.events, applyCaleda)).toEqual(state);
      }),
      { numRuns: 60 },
    );
  });
});

describe('log lines and refusal sections over random games', () => {
  it('every accepted event has a line (never "refused"); every refusal names a rule section', () => {
    fc.assert(
      fc.property(choices, (cs) => {
        let s = start();
        const problems: string[] = [];
        for (const c of cs) {
          const e = eventFor(s, c);
          const line = describeCaleda(e, s);
          const r = applyCaleda(s, e);
          if (!r.ok) {
            if (!line.includes('(refused: ')) problems.push(`refused but described as done: ${line}`);
            if (refusalSection(e, r.reason).length === 0) problems.push(`no section: ${r.reason}`);
            continue;
          }
          if (line.trim() === '' || line.includes('(refused: ')) problems.push(`bad line for ${e.type}: ${line}`);
          s = r.state;
        }
        expect(problems).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});
