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

describe('describeEvent: a resolved step read alone tells the story (dice, hits, cards, kills)', () => {
  it('a dogfight names the dice, the wings destroyed and the pile they went to', async () => {
    const { huntersActive, frontEscort, editFighter } = await import('./scenes.testing');
    let s = huntersActive((st) => {
      const e = frontEscort(st);
      return editFighter(st, 'Hunter 1', (f) => ({ ...f, pose: pose(e.pose?.x ?? 0, (e.pose?.y ?? 0) - 2.5, 90) }));
    });
    const near = frontEscort(s);
    s = play(s, { type: 'fighterMove', moves: [{ fighter: 'Hunter 1', pose: pose(near.pose?.x ?? 0, (near.pose?.y ?? 0) - 2, 90) }] });
    const l = line(s, {
      type: 'fighterAttack',
      attackers: ['Hunter 1'],
      target: { kind: 'fighter', id: near.id },
      outcome: { kind: 'dogfight', attackerDice: [6, 1], defenderDice: [3], defenders: [near.id], onDefenders: { destroyed: [near.id], disrupted: [] }, onAttackers: { destroyed: [], disrupted: [] } },
    });
    expect(l.result).toBe(true);
    expect(l.text).toBe(`Hunter 1 dogfights ${near.id}: attackers roll 6 1 — destroyed ${near.id}; ${near.id} return fire 3 — no attacker hit; off the table: ${near.id} (red pile).`);
    expect(l.section).toBe('Dogfighting');
  });

  it('a dogfight line names the Blast and High ROF dice and a Bomber Cover; a fighter move names its Scout drop', async () => {
    const { huntersActive } = await import('./scenes.testing');
    const s = huntersActive();
    const shipId = s.ships.find((x) => x.owner === 'surakari')?.id ?? '';
    const df = describeEvent(
      s,
      ev({
        type: 'fighterAttack',
        attackers: ['Hunter 1'],
        target: { kind: 'fighter', id: 'IN1' },
        outcome: {
          kind: 'dogfight',
          attackerDice: [6, 1],
          defenderDice: [2],
          defenders: ['IN1'],
          attackerExtras: { bonus: [5], rerolls: [4] },
          onDefenders: { destroyed: ['IN2'], disrupted: [], cover: [{ bomber: 'IN1', by: 'IN2' }] },
          onAttackers: { destroyed: [], disrupted: [] },
        },
      }),
      undefined,
    );
    expect(df.text).toBe('Hunter 1 dogfights IN1: attackers roll 6 1 (Blast 5, High ROF re-rolls 4) — destroyed IN2; IN2 covers IN1; IN1 return fire 2 — no attacker hit.');
    const mv = describeEvent(s, ev({ type: 'fighterMove', moves: [{ fighter: 'Hunter 1', pose: pose(10, 10, 90) }], scout: [{ fighter: 'Hunter 1', ship: shipId }] }), undefined);
    expect(mv.text).toMatch(/^1 fighter token moves; Hunter 1 drops a sensor token on .+ \(Scout\)\.$/);
  });

  it('a power attack names the gun dice, re-rolls, hits, power dice, hull, the cards by name and the hull left', async () => {
    const { dracoFiring } = await import('./scenes.testing');
    const s = dracoFiring();
    const l = line(s, {
      type: 'fire',
      ship: 'SFP-1',
      battery: 0,
      target: { kind: 'ship', id: 'HHF-1' },
      outcome: {
        kind: 'power',
        gunDice: [5, 6],
        sensorRerolls: [{ index: 1, value: 6 }],
        hits: 2,
        solidHits: 1,
        overcharge: false,
        powerDice: [4, 6],
        damage: { hullDamage: 2, deck: [{ draw: 'hullDamage-1' }], cards: [{ card: 'hullDamage-1', fate: 'apply' }], destructionDice: null },
      },
    });
    expect(l.result).toBe(true);
    expect(l.text).toMatch(/^Draco Frigate SFP-1 fires .* \(battery 1\) at .*HHF-1: gun dice 5 6 \(sensor re-rolls: die 2 → 6\): 2 hits \(1 solid\); power dice 4 6; 2 hull damage; critical card: Hull Damage; hull \d+ of \d+ left\.$/);
    expect(l.section).toBe('Resolving the Attack');
  });

  it('a line that is not a result is marked so (the result card stays for results only)', () => {
    expect(line(fresh(), { type: 'deployRoll', rolls: { heragul: 2, surakari: 5 } }).result).toBe(false);
  });
});

describe('describeEvent: anti-fighter fire, regroup rolls, missile strikes, destruction checks', () => {
  const story = (before: GameState, body: GameEventBody, after: GameState) => describeEvent(before, ev(body), after);

  it('anti-fighter fire names its dice, the wings destroyed and disrupted, and the pile', async () => {
    const { actionPhase, editFighter } = await import('./scenes.testing');
    const s = actionPhase('initiative');
    const after = editFighter(editFighter(s, 'Hunter 1', (f) => ({ ...f, status: 'red', pose: null })), 'Hunter 2', (f) => ({ ...f, disrupted: true }));
    const l = story(s, { type: 'fire', ship: 'SFP-1', battery: 2, target: { kind: 'fighter', id: 'Hunter 1' }, outcome: { kind: 'antiFighter', dice: [6, 4, 1], fighters: { destroyed: ['Hunter 1'], disrupted: ['Hunter 2'] }, missilesDestroyed: [] } }, after);
    expect(l.result).toBe(true);
    expect(l.section).toBe('Anti-Fighter Weapons');
    expect(l.text).toBe('Draco Frigate SFP-1 fires Rapid Pulse Cannons (battery 3) at Hunter 1: dice 6 4 1: destroyed Hunter 1; disrupted Hunter 2; off the table: Hunter 1 (red pile).');
  });

  it('a regroup roll says which wings return and which are lost for good', async () => {
    const { actionPhase, editFighter } = await import('./scenes.testing');
    const s = editFighter(editFighter(actionPhase('initiative'), 'Interceptor 1', (f) => ({ ...f, status: 'red', pose: null })), 'Interceptor 2', (f) => ({ ...f, status: 'yellow', pose: null }));
    const after = editFighter(editFighter(s, 'Interceptor 1', (f) => ({ ...f, status: 'waiting' })), 'Interceptor 2', (f) => ({ ...f, status: 'discarded' }));
    const l = story(s, { type: 'regroupRoll', player: 'surakari', yellow: [1], red: [6] }, after);
    expect(l.result).toBe(true);
    expect(l.text).toBe('Surakari rolls for the destruction piles: yellow 1, red 6: Interceptor 1 returns (to redeploy); Interceptor 2 lost for good.');
  });

  it('a missile strike names the shots, the missiles that struck, the power dice, the damage and a destroyed warship', async () => {
    const { actionPhase, editShip } = await import('./scenes.testing');
    const s = actionPhase('initiative');
    const after = editShip(s, 'SFP-2', (x) => ({ ...x, status: 'destroyed', hullDamage: 7 }));
    const l = story(
      s,
      {
        type: 'missileStrike',
        ship: 'SFP-2',
        outcome: { shots: [{ battery: 2, dice: [6, 2, 1], destroyed: ['M1'] }], struck: ['M2'], overcharges: 0, powerDice: [6, 6], damage: { hullDamage: 3, deck: [{ draw: 'hullDamage-2' }], cards: [{ card: 'hullDamage-2', fate: 'apply' }], destructionDice: [1, 2] } },
      },
      after,
    );
    expect(l.result).toBe(true);
    expect(l.section).toBe('Missile Damage');
    expect(l.text).toBe(
      'Missiles reach Draco Frigate SFP-2: Rapid Pulse Cannons (battery 3) rolls 6 2 1, shooting down M1; 1 missile strikes (M2); power dice 6 6; 3 hull damage; critical card: Hull Damage; destruction check 1 2; Draco Frigate SFP-2 is DESTROYED.',
    );
  });
});
