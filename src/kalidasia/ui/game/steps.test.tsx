// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ev, expected, gameApply, type GameEventBody, type GameState } from '../../game';
import { deployStarter, fresh, play } from '../../game/testkit.testing';
import './registered';
import { StepPanel } from './StepHost';
import { registerStep, stepKeyOf, type StepKey, type StepProps } from './steps';

afterEach(cleanup);

function propsFor(state: GameState, dispatch = vi.fn<StepProps['dispatch']>(async () => ({ ok: true as const }))): StepProps {
  return { state, expected: expected(state), dispatch, selection: { unit: null, select: () => {} }, scratch: undefined, setScratch: () => {}, pathPoint: null, setPathPoint: () => {}, scale: 10, readOnly: false };
}

/** A warship activated: the game waits for its sensors step. */
function activated() {
  let s = play(deployStarter(), { type: 'initiativeRoll', rolls: { heragul: 5, surakari: 2 } });
  for (let x = expected(s); x.kind === 'initiativeBonus' || x.kind === 'escorts'; x = expected(s)) {
    s = x.kind === 'initiativeBonus' ? play(s, { type: 'initiativeBonus', player: x.player, cards: [] }) : play(s, { type: 'escorts', player: x.player, escorts: [], moved: [] });
  }
  const x = expected(s);
  const order = play(s, { type: 'actionOrder', player: x.kind === 'actionOrder' ? x.player : 'heragul', order: 'initiative' });
  return play(order, { type: 'activateShip', player: 'heragul', ship: 'HHF-1' });
}

describe('step registry (the extension points for issues 14–16)', () => {
  it('names the step inside an activation', () => {
    const s = activated();
    expect(stepKeyOf(s, expected(s))).toBe('activation:sensors');
  });

  it('an unregistered step says it is built by a later issue and offers a typed event checked by the rules', async () => {
    const s = activated();
    const dispatch = vi.fn<StepProps['dispatch']>(async () => ({ ok: true as const }));
    // A key nobody registers (the activation steps are registered by ../activation/register.tsx).
    render(<StepPanel stepKey={'activation:unbuilt' as StepKey} props={propsFor(s, dispatch)} />);
    expect(screen.getByTestId('step-later').textContent).toContain('built by a later issue');
    fireEvent.change(screen.getByLabelText('Event (JSON)'), { target: { value: '{"type":"sensors","ship":"HHF-1","placement":{}}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send event' }));
    await vi.waitFor(() => expect(dispatch).toHaveBeenCalledWith({ type: 'sensors', ship: 'HHF-1', placement: {} }));
  });

  it('a panel registered from another folder replaces the fallback and receives the state and dispatch', () => {
    const s = activated();
    registerStep('activation:sensors', { title: 'Sensors', section: 'Activating a Warship', Panel: (p) => <p>Sensors for {p.state.action.active?.kind === 'ship' ? p.state.action.active.ship : '?'}</p> });
    render(<StepPanel stepKey="activation:sensors" props={propsFor(s)} />);
    expect(screen.getByRole('heading', { name: 'Sensors' })).toBeTruthy();
    expect(screen.getByText('Sensors for HHF-1')).toBeTruthy();
    expect(screen.queryByTestId('step-later')).toBeNull();
  });

  it('offers one-tap escorts while the status phase has no panel, and the rules accept them', async () => {
    let s = play(deployStarter(), { type: 'initiativeRoll', rolls: { heragul: 5, surakari: 2 } });
    for (let x = expected(s); x.kind === 'initiativeBonus'; x = expected(s)) s = play(s, { type: 'initiativeBonus', player: x.player, cards: [] });
    const x = expected(s);
    expect(x.kind).toBe('escorts');
    const dispatch = vi.fn<StepProps['dispatch']>(async () => ({ ok: true as const }));
    render(<StepPanel stepKey="escorts" props={propsFor(s, dispatch)} />);
    fireEvent.click(screen.getByRole('button', { name: /^Keep all 8 aligned wings escorting/ }));
    await vi.waitFor(() => expect(dispatch).toHaveBeenCalledTimes(1));
    const body = dispatch.mock.calls[0]?.[0] as GameEventBody;
    expect(gameApply(s, ev(body)).ok).toBe(true);
  });

  it('the built-in deploy roll panel records typed dice', async () => {
    const dispatch = vi.fn<StepProps['dispatch']>(async () => ({ ok: true as const }));
    render(<StepPanel stepKey="deployRoll" props={propsFor(fresh(), dispatch)} />);
    fireEvent.change(screen.getByLabelText('Heragul’s die'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Surakari’s die'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record the dice' }));
    await vi.waitFor(() => expect(dispatch).toHaveBeenCalledWith({ type: 'deployRoll', rolls: { heragul: 3, surakari: 6 } }));
  });
});
