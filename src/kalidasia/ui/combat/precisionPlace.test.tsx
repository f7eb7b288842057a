// @vitest-environment jsdom
/**
 * The precision wizard asks where the defensive fire's kills and damage tokens go, as the dogfight and anti-fighter
 * wizards do ("Applying Damage from Anti-Fighter Weapons": "the attacker can remove an enemy fighter token ... may place a
 * damage token on an enemy fighter" — here the attacker is the target's player): the rules' order is shown first, the
 * player's choice reaches the stored outcome, and a new choice takes back the answers after that battery.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ev, expected, gameApply, type GameEvent, type GameEventBody, type GameState } from '../../game';
import { fighterOf, precisionSetup } from '../../game/scenes.testing';
import type { StepProps } from '../game/steps';
import { PrecisionSection } from '../fighters/precision';

afterEach(cleanup);

function propsFor(state: GameState, sent: GameEventBody[]): StepProps {
  const dispatch = vi.fn<StepProps['dispatch']>(async (e) => {
    for (const body of Array.isArray(e) ? e : [e as GameEventBody]) sent.push(body);
    return { ok: true as const };
  });
  return { state, expected: expected(state), dispatch, selection: { unit: null, select: () => {} }, scratch: undefined, setScratch: () => {}, pathPoint: null, setPathPoint: () => {}, scale: 10, readOnly: false };
}

const tap = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const typeDice = (label: RegExp, dice: string) => {
  fireEvent.change(screen.getByLabelText(label), { target: { value: dice } });
  fireEvent.click(screen.getAllByRole('button', { name: 'Record the dice' })[0] as HTMLElement);
};

describe('precision attack: the target’s player places the defensive fire’s hits', () => {
  it('a kill aimed at Hunter 1 is placed on Hunter 2 instead; the stored outcome and the game carry the choice', async () => {
    const s = precisionSetup();
    const sent: GameEventBody[] = [];
    render(<PrecisionSection {...propsFor(s, sent)} />);
    tap('Rapid Pulse Cannons at Hunter 1');
    typeDice(/^Defensive fire: Rapid Pulse Cannons gun dice/, '6 1 1');
    // The rules' order first: the kill removes the wing aimed at.
    const kill = screen.getByLabelText('Kill 1 removes') as HTMLSelectElement;
    expect(kill.value).toBe('Hunter 1');
    expect(screen.getByRole('group', { name: /Rapid Pulse Cannons: Draco Frigate SFP-2’s player places its hits/ })).toBeTruthy();
    fireEvent.change(kill, { target: { value: 'Hunter 2' } });
    // Hunter 1 survives and rolls the one precision die.
    typeDice(/^Precision dice/, '2');
    await screen.findByRole('button', { name: 'Record the precision attack' });
    tap('Record the precision attack');
    await vi.waitFor(() => expect(sent.length).toBe(1));
    const e = ev(sent[0] as GameEventBody) as GameEvent;
    const o = e.type === 'fighterAttack' && e.outcome.kind === 'precision' ? e.outcome : null;
    const r = gameApply(s, e);
    if (!r.ok) throw new Error(r.reason);
    expect({ aim: o?.defensiveFire?.aim, destroyed: o?.defensiveFire?.outcome.fighters.destroyed, dice: o?.dice, h1: fighterOf(r.state, 'Hunter 1').status, h2: fighterOf(r.state, 'Hunter 2').status }).toEqual({
      aim: 'Hunter 1',
      destroyed: ['Hunter 2'],
      dice: [2],
      h1: 'deployed',
      h2: 'red',
    });
  });

  it('changing the placement after the precision dice takes them back (the wings left to roll may change)', async () => {
    const s = precisionSetup();
    render(<PrecisionSection {...propsFor(s, [])} />);
    tap('Rapid Pulse Cannons at Hunter 1');
    // 4 disrupts: one damage token, on Hunter 1 by the rules' order; Hunter 2 rolls.
    typeDice(/^Defensive fire: Rapid Pulse Cannons gun dice/, '4 1 1');
    typeDice(/^Precision dice/, '1');
    await screen.findByRole('button', { name: 'Record the precision attack' });
    fireEvent.change(screen.getByLabelText('Damage token 1 on'), { target: { value: 'Hunter 2' } });
    // Asked again: Hunter 1 now rolls; the trail keeps the aim and the gun dice only.
    expect(screen.getByLabelText(/^Precision dice/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record the precision attack' })).toBeNull();
    expect(screen.getByTestId('precision-trail').textContent).toBe('Rapid Pulse Cannons aims at Hunter 1Defensive fire: Rapid Pulse Cannons gun dice: 4 1 1');
  });
});
