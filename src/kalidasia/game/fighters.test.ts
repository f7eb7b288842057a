import { describe, expect, test } from 'vitest';
import { pointDistance, pose, type Pose } from '../../geometry';
import { expected } from './flow';
import { play, tryApply } from './testkit.testing';
import { frontEscort, huntersActive, turn2 } from './scenes.testing';
import type { FighterState, GameState } from './state';

const fighter = (s: GameState, id: string): FighterState => {
  const f = s.fighters.find((x) => x.id === id);
  if (!f) throw new Error(id);
  return f;
};
const at = (s: GameState, id: string): Pose => fighter(s, id).pose ?? pose(0, 0, 0);
const mid = (a: Pose, b: Pose): Pose => pose((a.x + b.x) / 2, (a.y + b.y) / 2, 90);

describe('fighter activation', () => {
  test('two movements of up to 12"; a third is refused, and so is a longer one', () => {
    let s = huntersActive();
    const long = tryApply(s, { type: 'fighterMove', moves: [{ fighter: 'Hunter 1', pose: pose(28, 22.5, 90) }] });
    s = play(s, { type: 'fighterMove', moves: [{ fighter: 'Hunter 1', pose: pose(28, 22, 90) }] }, { type: 'fighterMove', moves: [{ fighter: 'Hunter 1', pose: pose(28, 34, 90) }] });
    const third = tryApply(s, { type: 'fighterMove', moves: [{ fighter: 'Hunter 2', pose: pose(30, 12, 90) }] });
    expect([long, third]).toEqual([
      { ok: false, overrulable: true, reason: 'Hunter 1 moves at most 12"; this move is 12.5". (rules: "Fighters and Other Small Craft Activation")' },
      { ok: false, reason: 'The activated fighters have made both of their movements. (rules: "Fighters and Other Small Craft Activation")' },
    ]);
  });

  test('dogfight: supporters within 3" join, the target and its friends within 3" return fire, all at once; each wing attacks once per turn', () => {
    let s = huntersActive();
    const t = frontEscort(s);
    const tp = t.pose as Pose;
    const p1 = pose(tp.x, tp.y - 3.5, 90);
    const p2 = pose(tp.x + 2, tp.y - 5, 90);
    s = play(s, { type: 'fighterMove', moves: [{ fighter: 'Hunter 1', pose: mid(at(s, 'Hunter 1'), p1) }, { fighter: 'Hunter 2', pose: mid(at(s, 'Hunter 2'), p2) }] });
    s = play(s, { type: 'fighterMove', moves: [{ fighter: 'Hunter 1', pose: p1 }, { fighter: 'Hunter 2', pose: p2 }] });
    const friends = s.fighters.filter((f) => f.owner === 'surakari' && f.pose && pointDistance(f.pose, tp) <= 3).map((f) => f.id);
    const far = tryApply(s, { type: 'fighterAttack', attackers: ['Hunter 1', 'Hunter 3'], target: { kind: 'fighter', id: t.id }, outcome: { kind: 'dogfight', attackerDice: [6], defenderDice: [], defenders: [t.id], onDefenders: { destroyed: [], disrupted: [] }, onAttackers: { destroyed: [], disrupted: [] } } });
    const other = friends.find((id) => id !== t.id) as string;
    s = play(s, {
      type: 'fighterAttack',
      attackers: ['Hunter 1', 'Hunter 2'],
      target: { kind: 'fighter', id: t.id },
      outcome: {
        kind: 'dogfight',
        attackerDice: [6, 4, 2, 1],
        defenderDice: friends.flatMap(() => [1, 4]),
        defenders: friends,
        onDefenders: { destroyed: [t.id], disrupted: [other] },
        onAttackers: { destroyed: [], disrupted: ['Hunter 1'] },
      },
    });
    const again = tryApply(s, { type: 'fighterAttack', attackers: ['Hunter 2'], target: { kind: 'fighter', id: other }, outcome: { kind: 'dogfight', attackerDice: [6], defenderDice: [], defenders: [other], onDefenders: { destroyed: [], disrupted: [] }, onAttackers: { destroyed: [], disrupted: [] } } });
    const stopped = tryApply(s, { type: 'fighterAttack', attackers: ['Hunter 1'], target: { kind: 'fighter', id: other }, outcome: { kind: 'dogfight', attackerDice: [6], defenderDice: [], defenders: [other], onDefenders: { destroyed: [], disrupted: [] }, onAttackers: { destroyed: [], disrupted: [] } } });
    expect({
      far,
      target: fighter(s, t.id).status,
      other: [fighter(s, other).disrupted, fighter(s, other).escorting],
      h1: [fighter(s, 'Hunter 1').disrupted, fighter(s, 'Hunter 1').stopped],
      attacked: friends.every((id) => fighter(s, id).attacked),
      again,
      stopped,
    }).toEqual({
      far: { ok: false, overrulable: true, reason: expect.stringMatching(/^Hunter 3 is more than 3" from Hunter 1 .*"Dogfighting"/) },
      target: 'red',
      other: [true, null],
      h1: [true, true],
      attacked: true,
      again: { ok: false, reason: 'Hunter 2 already attacked this turn; a fighter attacks once per turn. (rules: "Dogfighting")' },
      stopped: { ok: false, reason: 'Hunter 1 was disrupted during its activation: its activation has ended. (rules: "Fighter Disruption")' },
    });
  });

  test('a second disruption destroys the wing (yellow pile); a six removes it (red pile)', () => {
    let s = huntersActive((st) => ({ ...st, fighters: st.fighters.map((f) => (f.id === 'Interceptor 1' || f.id === 'Interceptor 2' ? { ...f, disrupted: true } : f)) }));
    const t = fighter(s, 'Interceptor 1');
    const tp = t.pose as Pose;
    const p1 = pose(tp.x, tp.y - 3.5, 90);
    s = play(s, { type: 'fighterMove', moves: [{ fighter: 'Hunter 1', pose: mid(at(s, 'Hunter 1'), p1) }] }, { type: 'fighterMove', moves: [{ fighter: 'Hunter 1', pose: p1 }] });
    const near = s.fighters.filter((f) => f.owner === 'surakari' && f.pose && pointDistance(f.pose, tp) <= 3).map((f) => f.id);
    const third = near.find((id) => id !== 'Interceptor 1' && id !== 'Interceptor 2');
    s = play(s, {
      type: 'fighterAttack',
      attackers: ['Hunter 1'],
      target: { kind: 'fighter', id: 'Interceptor 1' },
      outcome: { kind: 'dogfight', attackerDice: [5, 6], defenderDice: [], defenders: ['Interceptor 1'], onDefenders: { destroyed: third ? [third] : [], disrupted: ['Interceptor 1'] }, onAttackers: { destroyed: [], disrupted: [] } },
    });
    expect([fighter(s, 'Interceptor 1').status, third ? fighter(s, third).status : 'red']).toEqual(['yellow', 'red']);
  });

  test('disrupted: one movement of 6"; recovers at the end of its activation if it did not attack and is more than 6" from the enemy', () => {
    let s = huntersActive((st) => ({ ...st, fighters: st.fighters.map((f) => (f.id === 'Hunter 8' || f.id === 'Hunter 7' ? { ...f, disrupted: true } : f)) }));
    const far = tryApply(s, { type: 'fighterMove', moves: [{ fighter: 'Hunter 8', pose: pose(42, 16.5, 90) }] });
    s = play(s, { type: 'fighterMove', moves: [{ fighter: 'Hunter 8', pose: pose(42, 15, 90) }] });
    const twice = tryApply(s, { type: 'fighterMove', moves: [{ fighter: 'Hunter 8', pose: pose(42, 16, 90) }] });
    // Hunter 7 is moved next to an enemy token: it stays disrupted.
    const enemy = frontEscort(s).pose as Pose;
    s = { ...s, fighters: s.fighters.map((f) => (f.id === 'Hunter 7' ? { ...f, pose: pose(enemy.x, enemy.y - 5, 90) } : f)) };
    s = play(s, { type: 'activationEnd' });
    expect({ far, twice, h8: fighter(s, 'Hunter 8').disrupted, h7: fighter(s, 'Hunter 7').disrupted }).toEqual({
      far: { ok: false, overrulable: true, reason: 'Hunter 8 moves at most 6" while disrupted; this move is 6.5". (rules: "Fighter Disruption")' },
      twice: { ok: false, reason: 'Hunter 8 is disrupted: it has only one movement step. (rules: "Fighter Disruption")' },
      h8: false,
      h7: true,
    });
  });
});

const piles = (s: GameState) => ({
  ...s,
  fighters: s.fighters.map((f) =>
    f.id === 'Interceptor 1' || f.id === 'Interceptor 2'
      ? { ...f, status: 'red' as const, pose: null, escorting: null }
      : f.id === 'Interceptor 3'
        ? { ...f, status: 'yellow' as const, pose: null, escorting: null }
        : f,
  ),
});

describe('regrouping and escorting', () => {
  test('status phase: yellow discards on 1-2, red on 1-4; survivors redeploy within 6" of a friendly warship and 12" from the enemy', () => {
    let s = turn2(piles);
    expect(expected(s)).toEqual({ kind: 'regroupRoll', player: 'surakari' });
    const wrong = tryApply(s, { type: 'regroupRoll', player: 'surakari', yellow: [3], red: [5] });
    s = play(s, { type: 'regroupRoll', player: 'surakari', yellow: [3], red: [4, 5] });
    const status = ['Interceptor 1', 'Interceptor 2', 'Interceptor 3'].map((id) => fighter(s, id).status);
    const sfp2 = s.ships.find((x) => x.id === 'SFP-2')?.pose as Pose;
    const spot = pose(sfp2.x, sfp2.y + 6, 270);
    const tooFar = tryApply(s, { type: 'redeploy', player: 'surakari', fighters: [{ fighter: 'Interceptor 2', pose: pose(sfp2.x, sfp2.y + 7, 270) }, { fighter: 'Interceptor 3', pose: spot }], waiting: [] });
    const lazy = tryApply(s, { type: 'redeploy', player: 'surakari', fighters: [{ fighter: 'Interceptor 2', pose: spot }], waiting: ['Interceptor 3'] });
    s = play(s, { type: 'redeploy', player: 'surakari', fighters: [{ fighter: 'Interceptor 2', pose: spot }, { fighter: 'Interceptor 3', pose: pose(sfp2.x + 2, sfp2.y + 5, 270) }], waiting: [] });
    expect({ wrong: wrong.ok, status, tooFar, lazy: lazy.ok, placed: fighter(s, 'Interceptor 2').status, turn: fighter(s, 'Interceptor 2').redeployedTurn }).toEqual({
      wrong: false,
      status: ['discarded', 'waiting', 'waiting'],
      tooFar: { ok: false, overrulable: true, reason: 'Interceptor 2 is not within 6" of a friendly warship. (rules: "Fighter Regrouping - Re-deployment")' },
      lazy: false,
      placed: 'deployed',
      turn: 2,
    });
  });

  test('a token with no legal spot waits for a later status phase', () => {
    const crowd = (s: GameState): GameState => {
      const ships = s.ships.filter((x) => x.owner === 'surakari').map((x) => x.pose as Pose);
      let k = 0;
      return {
        ...piles(s),
        fighters: piles(s).fighters.map((f) => (f.owner === 'heragul' && k < ships.length * 4 ? { ...f, pose: ((p: Pose, i: number) => pose(p.x + [4, -4, 0, 0][i % 4]!, p.y + [0, 0, 4, -4][i % 4]!, 90))(ships[Math.floor(k / 4)] as Pose, k++) } : f)),
      };
    };
    let s = turn2(crowd);
    s = play(s, { type: 'regroupRoll', player: 'surakari', yellow: [6], red: [6, 6] });
    const placed = tryApply(s, { type: 'redeploy', player: 'surakari', fighters: [{ fighter: 'Interceptor 1', pose: pose(20, 38, 270) }], waiting: ['Interceptor 2', 'Interceptor 3'] });
    s = play(s, { type: 'redeploy', player: 'surakari', fighters: [], waiting: ['Interceptor 1', 'Interceptor 2', 'Interceptor 3'] });
    expect({ placed: placed.ok, waiting: s.fighters.filter((f) => f.status === 'waiting').length }).toEqual({ placed: false, waiting: 3 });
  });

  test('escorts: eligible when aligned at the start of the turn; a wing that stops moves one inch away; disrupted or redeployed wings cannot escort', () => {
    let s = turn2((st) => ({ ...st, fighters: st.fighters.map((f) => (f.id === 'Interceptor 4' ? { ...f, disrupted: true } : f)) }));
    const e = (ids: readonly number[]) => ids.map((i) => ({ fighter: `Interceptor ${i}`, ship: i <= 4 ? 'SFP-1' : 'SFP-2' }));
    const i2 = at(s, 'Interceptor 2');
    const disrupted = tryApply(s, { type: 'escorts', player: 'surakari', escorts: e([1, 4]), moved: [] });
    const far = tryApply(s, { type: 'escorts', player: 'surakari', escorts: e([1, 3, 5, 6, 7, 8]), moved: [{ fighter: 'Interceptor 2', pose: pose(i2.x - 2, i2.y, i2.heading) }] });
    s = play(s, { type: 'escorts', player: 'surakari', escorts: e([1, 3, 5, 6, 7, 8]), moved: [{ fighter: 'Interceptor 2', pose: pose(i2.x + 1, i2.y, i2.heading) }] });
    expect({ disrupted, far: far.ok, escorting: s.fighters.filter((f) => f.escorting !== null).map((f) => f.id) }).toEqual({
      disrupted: { ok: false, reason: 'Interceptor 4 cannot escort Draco Frigate SFP-1: it is disrupted. (rules: "Warship Escorting")' },
      far: false,
      escorting: ['Interceptor 1', 'Interceptor 3', 'Interceptor 5', 'Interceptor 6', 'Interceptor 7', 'Interceptor 8'],
    });
  });

  test('an escort blocks an enemy wing once per turn, staying fully aligned', () => {
    let s = turn2((st) => st);
    s = play(
      s,
      { type: 'escorts', player: 'surakari', escorts: Array.from({ length: 8 }, (_, i) => ({ fighter: `Interceptor ${i + 1}`, ship: i < 4 ? 'SFP-1' : 'SFP-2' })), moved: [] },
      { type: 'actionOrder', player: 'surakari', order: 'reverse' },
    );
    const e = fighter(s, 'Interceptor 1');
    const p = e.pose as Pose;
    s = play(s, { type: 'interpose', fighter: 'Interceptor 1', pose: p });
    const twice = tryApply(s, { type: 'interpose', fighter: 'Interceptor 1', pose: p });
    const off = tryApply(s, { type: 'interpose', fighter: 'Interceptor 2', pose: pose(p.x + 10, p.y, p.heading) });
    expect([twice, off]).toEqual([
      { ok: false, reason: 'Interceptor 1 has already moved to block this turn (once per turn). (rules: "Warship Escorting")' },
      { ok: false, overrulable: true, reason: 'Interceptor 2 must stay fully aligned with Draco Frigate SFP-1. (rules: "Warship Escorting")' },
    ]);
  });
});
