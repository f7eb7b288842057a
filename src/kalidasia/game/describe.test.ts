import { describe, expect, it } from 'vitest';
import { pose } from '../../geometry';
import { describeEvent, poseText } from './describe';
import { ev, type GameEventBody } from './events';
import { gameApply } from './reducer';
import type { GameState } from './state';
import { deployStarter, fresh, play } from './testkit.testing';

const line = (s: GameState, body: GameEventBody) => {
  const e = ev(body);
  const r = gameApply(s, e);
  return describeEvent(s, e, r.ok ? r.state : undefined);
};

describe('describeEvent: every event as a readable line with its rule section', () => {
  it('a deploy roll names the rolls and the order that follows, with its section', () => {
    const l = line(fresh(), { type: 'deployRoll', rolls: { heragul: 2, surakari: 5 } });
    expect(l.text).toBe('Deployment roll: Heragul 2, Surakari 5; Heragul then Surakari deploy in that order.');
    expect(l.section).toBe('Deploying the Squadrons');
    expect(l.ruling).toBeNull();
  });

  it('a tied deploy roll says to roll again', () => {
    expect(line(fresh(), { type: 'deployRoll', rolls: { heragul: 3, surakari: 3 } }).text).toContain('tied at 3, Heragul then Surakari roll again');
  });

  it('a deployed warship reads its class, uid, position in table words and velocity by its one name (slot and band)', () => {
    const s = play(fresh(), { type: 'deployRoll', rolls: { heragul: 2, surakari: 5 } });
    const l = line(s, { type: 'deployShip', player: 'heragul', ship: 'HHF-1', pose: pose(20, 6, 90), velocity: 4, escorts: [] });
    expect(l.text).toMatch(/^Heragul deploys .*HHF-1 at 20\.0″ from left, 6\.0″ from top, heading 90°, velocity slot 5 \(10–12″\)\.$/);
  });

  it('an adjustment reads from → to and the note', () => {
    const s = deployStarter();
    const l = line(s, { type: 'adjust', unit: { kind: 'ship', id: 'HHF-1' }, pose: pose(21.5, 7, 80), note: 'nudged' });
    expect(l.text).toContain('from 20.0″ from left, 6.0″ from top, heading 90° → 21.5″ from left, 7.0″ from top, heading 80° (nudged)');
  });

  it("shows the players' ruling under the event", () => {
    const s = play(fresh(), { type: 'deployRoll', rolls: { heragul: 2, surakari: 5 } });
    const e = { ...ev({ type: 'deployShip', player: 'heragul', ship: 'HHF-1', pose: pose(20, 20, 90), velocity: 4, escorts: [] }), ruling: { overruled: 'must be in the zone', note: 'bent mat' } };
    expect(describeEvent(s, e).ruling).toBe('The table says otherwise — overruled: must be in the zone (bent mat)');
  });

  it('every event type of a played game gives a non-empty line and a section', () => {
    const s = deployStarter();
    const l = line(s, { type: 'initiativeRoll', rolls: { heragul: 4, surakari: 2 } });
    expect(l.text).toContain('Turn 1 initiative roll: Heragul 4, Surakari 2');
    expect(l.section).toBe('Initiative Phase');
    expect(poseText(null)).toBe('off the table');
  });
});
