// Reading → deployment events (issue 25): the undeployed tokens the photo shows become the deployment events the Game
// screen would send, in the order the core enforces, each checked by the core; refusals overrulable as usual.
import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { pose, type Pose } from '../../../geometry';
import { ev, expected, gameApply, type GameState } from '../../game';
import { escortPoses, fresh, H1, H2, HUNTERS, play, S1, S2, V10 } from '../../game/testkit.testing';
import { alignedFully, poseLocal, poseToTable } from '../../../geometry';
import { escortSnap, photoDeployEvents, photoDeployPlan } from './deployFromPhoto';
import { markerPlan } from './plan';
import type { PhotoPlacement } from './reading';

const rolled = play(fresh(), { type: 'deployRoll', rolls: { heragul: 2, surakari: 5 } });
const plan = markerPlan(rolled);

/** Where every token stands on the physical table: as the starters deploy (deployStarter), with changes. */
function table(s: GameState, change: Record<string, Pose> = {}): Map<string, Pose> {
  const at = new Map<string, Pose>([
    ['HHF-1', H1],
    ['HHF-2', H2],
    ['SFP-1', S1],
    ['SFP-2', S2],
  ]);
  escortPoses(s, 'SFP', S1, 4).forEach((p, i) => at.set(`Interceptor ${i + 1}`, p));
  escortPoses(s, 'SFP', S2, 4).forEach((p, i) => at.set(`Interceptor ${i + 5}`, p));
  HUNTERS.forEach((h, i) => at.set(h, pose(28 + i * 2, 10, 90)));
  for (const [k, v] of Object.entries(change)) at.set(k, v);
  return at;
}
const placements = (at: Map<string, Pose>, only?: (id: string) => boolean): PhotoPlacement[] =>
  plan.filter((t) => t.unit.kind !== 'missile' && at.has(t.unit.id) && (!only || only(t.unit.id))).map((t) => ({ token: t, to: at.get(t.unit.id)! }));

function applyAll(s: GameState, events: ReturnType<typeof photoDeployEvents>): GameState {
  let st = s;
  for (const e of events) {
    const r = gameApply(st, { ...ev(e), ...(e.ruling ? { ruling: e.ruling } : {}) });
    if (!r.ok) throw new Error(r.reason);
    st = r.state;
  }
  return st;
}

describe('photoDeployPlan', () => {
  it('places every starter token in the order the core enforces: alternating warships with their escorts as the photo shows them, then the fighters', () => {
    const p = photoDeployPlan(rolled, placements(table(rolled)));
    expect(p.steps.map((st) => st.key)).toEqual(['ship:HHF-1', 'ship:SFP-1', 'ship:HHF-2', 'ship:SFP-2', 'fighters:heragul']);
    expect(p.steps.every((st) => st.refusal === null)).toBe(true);
    expect(p.ready).toBe(5);
    expect(p.waiting).toEqual([]);
    expect(p.stop).toBeNull();
    expect(p.steps[1]!.tokens.map((t) => t.label)).toEqual(['SFP1', 'IN1', 'IN2', 'IN3', 'IN4']);
    expect(p.steps[0]!.tokens.map((t) => t.label)).toEqual(['HHF1']);
    // The deploy panel's default velocity: the 10–12″ slot for the first warship, the one before for the next.
    expect(p.steps.slice(0, 4).map((st) => st.velocity?.value)).toEqual([V10, V10, V10, V10]);
    const after = applyAll(rolled, photoDeployEvents(p));
    expect(expected(after).kind).toBe('initiativeRoll');
    expect(after.fighters.filter((f) => f.escorting === 'SFP-2').map((f) => f.id)).toEqual(['Interceptor 5', 'Interceptor 6', 'Interceptor 7', 'Interceptor 8']);
    expect(after.ships.find((x) => x.id === 'HHF-2')!.pose).toEqual(H2);
    // Every deployment from the photo says so (its note), warships and fighter tokens alike.
    expect(photoDeployEvents(p).map((e) => [e.type, (e as { note?: string }).note])).toEqual([
      ['deployShip', 'from the photo'],
      ['deployShip', 'from the photo'],
      ['deployShip', 'from the photo'],
      ['deployShip', 'from the photo'],
      ['deployFighters', 'from the photo'],
    ]);
  });

  it('a warship outside its zone: the core’s refusal on its step, overrulable; Apply stops before it until the players overrule', () => {
    const at = table(rolled, { 'HHF-2': pose(50, 15, 90) });
    const p = photoDeployPlan(rolled, placements(at));
    const bad = p.steps[2]!;
    expect(bad.key).toBe('ship:HHF-2');
    expect(bad.refusal).toEqual({ reason: expect.stringMatching(/must be placed in .*deployment zone.*Deploying the Squadrons/), overrulable: true });
    expect(p.ready).toBe(2);
    // The steps after it are still read (their own refusals would show), and wait.
    expect(p.steps).toHaveLength(5);
    expect(photoDeployEvents(p)).toHaveLength(2);

    const ok = photoDeployPlan(rolled, placements(at), { overruled: new Set(['ship:HHF-2']) });
    expect(ok.ready).toBe(5);
    expect(ok.steps[2]!.overruled).toBe(true);
    // The ruling quotes the refusal; "from the photo" is the event's own note (said once in the log).
    expect(ok.steps[2]!.event).toMatchObject({ note: 'from the photo', ruling: { overruled: bad.refusal!.reason } });
    expect(ok.steps[2]!.event.ruling).not.toHaveProperty('note');
    const after = applyAll(rolled, photoDeployEvents(ok));
    expect(after.ships.find((x) => x.id === 'HHF-2')!.pose).toEqual(pose(50, 15, 90));
  });

  it('the velocity chosen in the list is sent, and the player’s next warship starts from it', () => {
    const p = photoDeployPlan(rolled, placements(table(rolled)), { velocity: { 'HHF-1': 2 } });
    expect(p.steps[0]!.event).toMatchObject({ type: 'deployShip', ship: 'HHF-1', velocity: 2 });
    expect(p.steps[2]!.velocity).toMatchObject({ ship: 'HHF-2', value: 2, fallback: 2 });
    expect(p.steps[1]!.velocity?.value).toBe(V10);
  });

  it('only one player’s tokens in the photo: the turn passes to the other, and the rest wait with the core’s reason', () => {
    const p = photoDeployPlan(rolled, placements(table(rolled), (id) => id.startsWith('HHF') || id.startsWith('Hunter')));
    expect(p.steps.map((st) => st.key)).toEqual(['ship:HHF-1']);
    expect(p.stop).toMatch(/deploys a warship next, and none of theirs waiting to deploy is in the photo/);
    expect(p.waiting.map((w) => w.token.label)).toContain('HHF2');
    expect(p.waiting.find((w) => w.token.label === 'HHF2')!.reason).toMatch(/out of turn/);
    expect(p.waiting.find((w) => w.token.label === 'HU1')!.reason).toMatch(/Deploying the Squadrons|not|turn/);
  });

  it('fighter tokens deploy together: a player’s fighters with one not in the photo are refused with the core’s reason (not overrulable)', () => {
    const p = photoDeployPlan(rolled, placements(table(rolled), (id) => id !== 'Hunter 7'));
    const last = p.steps.at(-1)!;
    expect(last.key).toBe('fighters:heragul');
    expect(last.refusal).toEqual({ reason: expect.stringContaining('missing Hunter 7'), overrulable: false });
    expect(p.ready).toBe(4);
  });

  it('before the deployment roll nothing is placed; each token says why', () => {
    const p = photoDeployPlan(fresh(), placements(table(rolled)));
    expect(p.steps).toEqual([]);
    expect(p.waiting).toHaveLength(20);
    expect(p.waiting[0]!.reason).toMatch(/deploy|roll/i);
  });

  it('a deployment already under way continues from the core’s turn; velocity follows the player’s last warship', () => {
    const half = play(rolled, { type: 'deployShip', player: 'heragul', ship: 'HHF-1', pose: H1, velocity: 6, escorts: [] });
    const p = photoDeployPlan(half, placements(table(rolled), (id) => id !== 'HHF-1'));
    expect(p.steps.map((st) => st.key)).toEqual(['ship:SFP-1', 'ship:HHF-2', 'ship:SFP-2', 'fighters:heragul']);
    expect(p.steps[1]!.velocity?.fallback).toBe(6);
  });

  it('an escort the photo shows a little off full contact (0.1″ out, 2° turned) is laid onto it; one turned 8° is sent as the photo has it, and the core refuses (overrulable)', () => {
    const e = escortPoses(rolled, 'SFP', S1, 4);
    const off = (p: Pose, out: number, turn: number) => {
      // Moved `out` inches away from the warship's centre line and turned.
      const q = poseLocal(S1, p);
      const to = poseToTable(S1, q.along, q.across + Math.sign(q.across) * out);
      return pose(to.x, to.y, (p.heading + turn + 360) % 360);
    };
    const near = table(rolled, { 'Interceptor 2': off(e[1]!, 0.1, 2) });
    const p = photoDeployPlan(rolled, placements(near));
    const sfp = p.steps[1]!;
    expect(sfp.tokens.map((t) => t.label)).toContain('IN2');
    expect(sfp.refusal).toBeNull();
    expect(sfp.snapped).toEqual([expect.stringMatching(/^IN2 laid fully along SFP1 \(0\.1\d″, 2\.0° from the photo\)$/)]);
    const sent = (sfp.event as unknown as { escorts: { fighter: string; pose: Pose }[] }).escorts.find((x) => x.fighter === 'Interceptor 2')!.pose;
    const ship = { pose: S1, footprint: rolled.pack.ships.find((c) => c.code === 'SFP')!.tokenSize };
    expect(alignedFully({ pose: sent, footprint: rolled.pack.fighters[0]!.tokenSize }, ship).aligned).toBe(true);

    const turned = table(rolled, { 'Interceptor 2': off(e[1]!, 0, 8) });
    const q = photoDeployPlan(rolled, placements(turned));
    expect(q.steps[1]!.snapped).toEqual([]);
    expect(q.steps[1]!.refusal).toEqual({ reason: expect.stringMatching(/Interceptor 2 must be placed fully aligned with .*Fully Aligned/), overrulable: true });
    expect(escortSnap(ship, { pose: off(e[1]!, 0, 8), footprint: rolled.pack.fighters[0]!.tokenSize })).toBeNull();
  });

  it('property: a fighter token laid against any edge of a warship at any heading, up to 0.15″ out and 2.5° turned, is laid fully aligned', () => {
    const fighter = rolled.pack.fighters[0]!.tokenSize;
    const ship = rolled.pack.ships.find((c) => c.code === 'SFP')!.tokenSize;
    fc.assert(
      fc.property(fc.double({ min: 0, max: 359, noNaN: true }), fc.integer({ min: 0, max: 7 }), fc.double({ min: -0.15, max: 0.15, noNaN: true }), fc.double({ min: -2.5, max: 2.5, noNaN: true }), (h, slot, out, turn) => {
        const big = { pose: pose(36, 24, h), footprint: ship };
        const spots = escortPoses(rolled, 'SFP', big.pose, 8);
        const p = spots[slot]!;
        const q = poseLocal(big.pose, p);
        const side = Math.abs(q.across) - ship.width / 2 > Math.abs(q.along) - ship.length / 2;
        const to = side ? poseToTable(big.pose, q.along, q.across + Math.sign(q.across) * Math.abs(out)) : poseToTable(big.pose, q.along + Math.sign(q.along) * Math.abs(out), q.across);
        const snapped = escortSnap(big, { pose: pose(to.x, to.y, (p.heading + turn + 360) % 360), footprint: fighter });
        expect(snapped).not.toBeNull();
        expect(alignedFully({ pose: snapped!, footprint: fighter }, big).aligned).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
