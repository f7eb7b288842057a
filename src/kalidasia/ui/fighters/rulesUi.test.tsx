// @vitest-environment jsdom
/**
 * Issue 24's rules at the table, in the panels (the browser test, test/browser/rules-ui.test.ts, plays them by touch):
 * every unused anti-fighter battery of the target offered in turn in the precision wizard, the escort's block before a
 * precision attack (or the players' ruling), and missiles launched from a point of the path.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Pose } from '../../../geometry';
import { ev, expected, gameApply, type GameEvent, type GameEventBody, type GameState } from '../../game';
import { describeEvent } from '../../game/describe';
import { actionPhase, editFighter, fighterOf, precisionSetup, shipOf } from '../../game/scenes.testing';
import { escortPoses, play } from '../../game/testkit.testing';
import type { DispatchOptions, StepProps } from '../game/steps';
import { launchFromSet } from './launchFrom';
import { LaunchAside } from './missiles';
import { PrecisionSection } from './precision';

afterEach(cleanup);

type Sent = { body: GameEventBody; opts: DispatchOptions | undefined };
function propsFor(state: GameState, sent: Sent[]): StepProps {
  const dispatch = vi.fn<StepProps['dispatch']>(async (e, opts) => {
    for (const body of Array.isArray(e) ? e : [e as GameEventBody]) sent.push({ body, opts });
    return { ok: true as const };
  });
  return { state, expected: expected(state), dispatch, selection: { unit: null, select: () => {} }, scratch: undefined, setScratch: () => {}, pathPoint: null, setPathPoint: () => {}, scale: 10, readOnly: false };
}

/** A corrected stat card: the Draco's fourth battery is a second anti-fighter battery (each shipped class has one). */
const twoAfBatteries = (s: GameState): GameState => ({
  ...s,
  pack: { ...s.pack, ships: s.pack.ships.map((c) => (c.code !== 'SFP' ? c : { ...c, batteries: c.batteries.map((b, i) => (i === 3 ? { ...b, name: 'Point Defence', type: 'F' as const, gunCount: 2, power: 4, range: 8, arc: 'turret' as const } : b)) })) } as GameState['pack'],
});

const tap = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const typeDice = (label: RegExp, dice: string) => {
  fireEvent.change(screen.getByLabelText(label), { target: { value: dice } });
  fireEvent.click(screen.getAllByRole('button', { name: 'Record the dice' })[0] as HTMLElement);
};

describe('precision attack: each unused anti-fighter battery of the target in turn', () => {
  it('offers Rapid Pulse Cannons then Point Defence, each aimed and rolled; the game accepts both and the log names both', async () => {
    const s = twoAfBatteries(precisionSetup());
    const sent: Sent[] = [];
    render(<PrecisionSection {...propsFor(s, sent)} />);
    expect(screen.getByTestId('precision-df').textContent).toContain('Rapid Pulse Cannons (3 dice), Point Defence (2 dice)');
    // First battery: aimed at Hunter 1; 6 1 1 kills it.
    expect(screen.getByTestId('precision-df-offer').textContent).toContain('(battery 1 of 2)');
    tap('Rapid Pulse Cannons at Hunter 1');
    typeDice(/^Defensive fire: Rapid Pulse Cannons gun dice/, '6 1 1');
    // Second battery: only Hunter 2 is left to aim at; 1 1 misses.
    await screen.findByRole('button', { name: 'Point Defence at Hunter 2' });
    expect(screen.queryByRole('button', { name: 'Point Defence at Hunter 1' })).toBeNull();
    tap('Point Defence at Hunter 2');
    typeDice(/^Defensive fire: Point Defence gun dice/, '1 1');
    typeDice(/^Precision dice/, '2');
    await screen.findByRole('button', { name: 'Record the precision attack' });
    expect(screen.getByTestId('precision-trail').textContent).toContain('Rapid Pulse Cannons aims at Hunter 1');
    tap('Record the precision attack');
    await vi.waitFor(() => expect(sent.length).toBe(1));
    const e = ev(sent[0]?.body as GameEventBody) as GameEvent;
    const r = gameApply(s, e);
    if (!r.ok) throw new Error(r.reason);
    const o = e.type === 'fighterAttack' && e.outcome.kind === 'precision' ? e.outcome : null;
    expect({
      first: o?.defensiveFire?.battery,
      more: o?.moreDefensiveFire?.map((f) => [f.battery, f.outcome.dice]),
      used: shipOf(r.state, 'SFP-2').usedThisTurn,
      h1: fighterOf(r.state, 'Hunter 1').status,
    }).toEqual({ first: 2, more: [[3, [1, 1]]], used: [2, 3], h1: 'red' });
    const line = describeEvent(s, e, r.state).text;
    expect(line).toMatch(/defensive fire from Rapid Pulse Cannons .*; defensive fire from Point Defence /);
  });

  it('a battery that holds its fire is not used: the other still engages', async () => {
    const s = twoAfBatteries(precisionSetup());
    const sent: Sent[] = [];
    render(<PrecisionSection {...propsFor(s, sent)} />);
    tap('Rapid Pulse Cannons holds its fire');
    tap('Point Defence at Hunter 2');
    typeDice(/^Defensive fire: Point Defence gun dice/, '1 1');
    typeDice(/^Precision dice/, '1 2');
    tap(await screen.findByRole('button', { name: 'Record the precision attack' }).then(() => 'Record the precision attack'));
    await vi.waitFor(() => expect(sent.length).toBe(1));
    const e = ev(sent[0]?.body as GameEventBody);
    const r = gameApply(s, e);
    expect(r.ok && shipOf(r.state, 'SFP-2').usedThisTurn).toEqual([3]);
  });
});

describe('precision attack on an escorted warship: the escort blocks first, or the players overrule', () => {
  /** The precision scene, with Interceptor 5 escorting SFP-2 (fully aligned on another side than the Hunters). */
  const escorted = (): GameState => {
    const s0 = precisionSetup();
    const slots = escortPoses(s0, 'SFP', shipOf(s0, 'SFP-2').pose as Pose, 4);
    return editFighter(s0, 'Interceptor 5', (f) => ({ ...f, pose: slots[2] as Pose, escorting: 'SFP-2', activated: false }));
  };

  it('shows the game’s refusal in words beside the block button; the button moves the escort (the game accepts it)', async () => {
    const s = escorted();
    const sent: Sent[] = [];
    render(<PrecisionSection {...propsFor(s, sent)} />);
    const refusal = screen.getByTestId('precision-refusal').textContent ?? '';
    expect(refusal).toContain('Interceptor 5 escorts Draco Frigate SFP-2 and has not moved to block this turn');
    expect(refusal).toContain('(rules: "Warship Escorting")');
    // No dice are asked while the attack would be refused.
    expect(screen.queryByTestId('precision-wizard')).toBeNull();
    tap(/^Move Interceptor 5 to block at/);
    await vi.waitFor(() => expect(sent.length).toBe(1));
    const r = gameApply(s, ev(sent[0]?.body as GameEventBody));
    expect(r.ok && fighterOf(r.state, 'Interceptor 5').interposed).toBe(true);
    // Once blocked, the attack is offered (the wing it stands before is unticked by the players).
    cleanup();
    if (!r.ok) return;
    render(<PrecisionSection {...propsFor(r.state, [])} />);
    expect(screen.queryByTestId('precision-refusal')).toBeNull();
    expect(screen.getByTestId('precision-wizard')).toBeTruthy();
  });

  it('the players overrule: the wizard opens and the attack is sent with their ruling, which the game accepts', async () => {
    const s = escorted();
    const sent: Sent[] = [];
    render(<PrecisionSection {...propsFor(s, sent)} />);
    fireEvent.change(screen.getByLabelText('Why the table overrules (optional)'), { target: { value: 'no room to get between' } });
    tap('The table says otherwise: attack anyway');
    expect(screen.getByTestId('precision-ruling').textContent).toContain('Overruled by the players');
    tap('Rapid Pulse Cannons holds its fire');
    typeDice(/^Precision dice/, '1 2');
    tap(await screen.findByRole('button', { name: 'Record the precision attack' }).then(() => 'Record the precision attack'));
    await vi.waitFor(() => expect(sent.length).toBe(1));
    const ruling = sent[0]?.opts?.ruling;
    expect(ruling?.note).toBe('no room to get between');
    expect(ruling?.overruled).toContain('has not moved to block this turn');
    expect(gameApply(s, { ...ev(sent[0]?.body as GameEventBody), ...(ruling ? { ruling } : {}) }).ok).toBe(true);
  });
});

describe('missiles launched from a point of the path', () => {
  it('the launch carries the chosen point; the missiles lie fully aligned with the warship there', async () => {
    let s = actionPhase('reverse');
    const start = shipOf(s, 'HHF-1').pose as Pose;
    s = play(s, { type: 'activateShip', player: 'heragul', ship: 'HHF-1' }, { type: 'sensors', ship: 'HHF-1', placement: {} }, { type: 'engines', ship: 'HHF-1', engine: { velocity: null, turn: null }, thrusters: null }, { type: 'move', ship: 'HHF-1', distance: 10, turns: [] });
    const sent: Sent[] = [];
    render(<LaunchAside {...propsFor(s, sent)} />);
    // The figure in words, as the slider says it (aria-valuetext; it draws the same words on its canvas).
    expect(screen.getByRole('slider', { name: 'Launch from' }).getAttribute('aria-valuetext')).toBe('10.0″ of 10.0″ (where it is now)');
    // The slider settles at the start of the path (as a lifted finger does).
    launchFromSet({ ship: 'HHF-1', turn: s.turn, along: 0, scrub: null });
    tap(await screen.findByRole('button', { name: /^Launch 2 from .* at 0\.0″ along the path$/ }).then((b) => b.textContent ?? ''));
    await vi.waitFor(() => expect(sent.length).toBe(1));
    const body = sent[0]?.body;
    const from = body?.type === 'launchMissiles' ? body.from : undefined;
    expect(from && { x: from.x, y: from.y }).toEqual({ x: start.x, y: start.y });
    const r = gameApply(s, ev(body as GameEventBody));
    if (!r.ok) throw new Error(r.reason);
    const near = r.state.missiles.map((m) => Math.hypot(m.pose.x - start.x, m.pose.y - start.y) < 4);
    expect(near).toEqual([true, true]);
  });
});
