// @vitest-environment jsdom
/**
 * Issue 22: a bomber attack in the combat wizard (odds before any die, dice typed, the outcome the core accepts), and
 * the escorts' dogfight aside beside a warship's movement step.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { pose, type Pose } from '../../../geometry';
import { expected, gameApply, ev, type GameState } from '../../game';
import { actionPhase, editFighter, huntersActive } from '../../game/scenes.testing';
import { play } from '../../game/testkit.testing';
import type { StepProps } from '../game/steps';
import { BomberSection } from './bombers';
import { EscortAttackAside } from './dogfight';

afterEach(cleanup);

function propsFor(state: GameState, dispatch = vi.fn<StepProps['dispatch']>(async () => ({ ok: true as const }))): StepProps {
  return { state, expected: expected(state), dispatch, selection: { unit: null, select: () => {} }, scratch: undefined, setScratch: () => {}, pathPoint: null, setPathPoint: () => {}, scale: 10, readOnly: false };
}

describe('bomber attack in the combat wizard (issue 22)', () => {
  it('shows the odds before any die, takes the dice typed, and records an outcome the game core accepts', async () => {
    const s0 = huntersActive();
    const ship = s0.ships.find((x) => x.id === 'SFP-1')?.pose as Pose;
    const s = editFighter(s0, 'Hunter 3', (f) => ({ ...f, kind: 'attackCruiser', pose: pose(ship.x, ship.y - 3, 90) }));
    let sent: unknown = null;
    const dispatch = vi.fn<StepProps['dispatch']>(async (e) => {
      sent = e;
      return { ok: true as const };
    });
    render(<BomberSection {...propsFor(s, dispatch)} />);
    expect(screen.getByTestId('odds').textContent).toContain('P(destroyed)');
    fireEvent.change(screen.getByLabelText(/^Gun dice/), { target: { value: '2' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Record the dice' })[0] as HTMLElement);
    await screen.findByRole('button', { name: 'Record the attack' });
    fireEvent.click(screen.getByRole('button', { name: 'Record the attack' }));
    await vi.waitFor(() => expect(sent).not.toBeNull());
    const r = gameApply(s, ev(sent as never));
    expect(r.ok).toBe(true);
  });
});

describe('escorts attack aside (issue 22)', () => {
  it('appears at the warship’s movement step with its escorts as attacking wings, and not before', () => {
    let s = actionPhase('initiative');
    s = play(s, { type: 'activateShip', player: 'surakari', ship: 'SFP-1' }, { type: 'sensors', ship: 'SFP-1', placement: {} });
    render(<EscortAttackAside {...propsFor(s)} />);
    expect(screen.queryByTestId('escort-attack')).toBeNull();
    cleanup();
    s = play(s, { type: 'engines', ship: 'SFP-1', engine: { velocity: null, turn: null }, thrusters: null });
    render(<EscortAttackAside {...propsFor(s)} />);
    const options = [...(screen.getByLabelText('Attacking wing') as HTMLSelectElement).options].map((o) => o.value);
    expect(options.every((id) => s.fighters.find((f) => f.id === id)?.escorting === 'SFP-1')).toBe(true);
    expect(options.length).toBe(4);
  });
});
