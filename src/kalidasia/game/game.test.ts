import { describe, expect, test } from 'vitest';
import { autoPlay } from './autopilot.testing';
import { invariantProblems } from './invariants';
import { logNew, logRedo, logState, logUndo, type GameLog } from './log';
import { squadronEngagementScore } from './scenarios';
import { fresh, setupOf } from './testkit.testing';

describe('a complete game through the reducer alone', () => {
  test('deployment, six turns with fire, missiles, dogfights, regrouping, then the score', () => {
    const setup = setupOf();
    const { state, events } = autoPlay(fresh(setup), 2, 5000);
    const types = new Set(events.map((e) => e.type));
    const turnsStarted = events.filter((e) => e.type === 'endTurn').length;
    const lines = squadronEngagementScore(state);
    const total = (p: string) => lines.filter((l) => l.player === p).reduce((n, l) => n + l.points, 0);
    expect({
      phase: state.phase.kind,
      turn: state.turn,
      ends: turnsStarted,
      reason: state.result?.reason.startsWith('Game score after the last turn'),
      scores: state.result?.scores,
      problems: invariantProblems(state),
      covered: ['deployRoll', 'deployShip', 'deployFighters', 'initiativeRoll', 'escorts', 'actionOrder', 'activateShip', 'sensors', 'engines', 'move', 'fire', 'launchMissiles', 'missilesMoved', 'missileStrike', 'activateFighters', 'fighterMove', 'fighterAttack', 'regroupRoll', 'redeploy', 'activationEnd', 'endTurn'].filter((t) => !types.has(t as never)),
    }).toEqual({
      phase: 'over',
      turn: 6,
      ends: 6,
      reason: true,
      scores: { heragul: total('heragul'), surakari: total('surakari') },
      problems: [],
      covered: [],
    });
  });

  test('undoing the whole game and redoing it gives exactly the same final state', () => {
    const setup = setupOf('orbitalContain');
    const { state, events } = autoPlay(fresh(setup), 7, 5000);
    let log: GameLog = { ...logNew(setup), events };
    for (let i = 0; i < events.length; i++) log = logUndo(log);
    const empty = logState(log);
    for (let i = 0; i < events.length; i++) log = logRedo(log);
    expect([empty.ok && empty.state.phase.kind, log.events.length, logState(log)]).toEqual(['deployment', events.length, { ok: true, state }]);
  });
});
