// @vitest-environment jsdom
// The activation panels dispatch what the game core accepts: sensors by a tap (selection), engines with a tie broken,
// the planned move (its final pose is movementPath's), and the overlap displacement as `adjust` events.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { movementPath } from '../../../geometry';
import { ev, expected, gameApply, type GameEventBody, type GameState } from '../../game';
import { deployStarter, play, H1 } from '../../game/testkit.testing';
import { planRequest } from '../../rules/plan';
import type { StepProps } from '../game/steps';
import { EnginesPanel } from './engines';
import { planOf, slotBefore, type MoveDraft } from './model';
import { MovePanel } from './move';
import { SensorsPanel } from './sensors';

afterEach(cleanup);

function activated(): GameState {
  let s = play(deployStarter(), { type: 'initiativeRoll', rolls: { heragul: 5, surakari: 2 } });
  for (let x = expected(s); x.kind === 'initiativeBonus' || x.kind === 'escorts'; x = expected(s)) {
    s = x.kind === 'initiativeBonus' ? play(s, { type: 'initiativeBonus', player: x.player, cards: [] }) : play(s, { type: 'escorts', player: x.player, escorts: [], moved: [] });
  }
  const x = expected(s);
  const order = play(s, { type: 'actionOrder', player: x.kind === 'actionOrder' ? x.player : 'heragul', order: 'initiative' });
  return play(order, { type: 'activateShip', player: 'heragul', ship: 'HHF-1' });
}

/** Renders a panel with live scratch and selection, recording what it dispatches (checked by the game core). */
function Host({ state, Panel, sent, unit }: { state: GameState; Panel: (p: StepProps) => React.ReactNode; sent: GameEventBody[][]; unit?: StepProps['selection']['unit'] }) {
  const [scratch, setScratch] = useState<unknown>(undefined);
  const [sel, setSel] = useState(unit ?? null);
  const dispatch: StepProps['dispatch'] = async (b) => {
    const list = (Array.isArray(b) ? b : [b]) as GameEventBody[];
    let s = state;
    for (const body of list) {
      const r = gameApply(s, ev(body));
      if (!r.ok) return { ok: false, by: 'rules', reason: r.reason, overrulable: false, events: list };
      s = r.state;
    }
    sent.push(list);
    return { ok: true };
  };
  return (
    <Panel
      state={state}
      expected={expected(state)}
      dispatch={dispatch}
      selection={{ unit: sel, select: setSel }}
      scratch={scratch}
      setScratch={setScratch}
      pathPoint={null}
      setPathPoint={() => {}}
      scale={10}
      readOnly={false}
    />
  );
}

const more = (label: string) => fireEvent.click(screen.getByRole('button', { name: `${label}: one more` }));

describe('activation panels', () => {
  it('a tap on an enemy warship places a sensor token; the event is the game’s', async () => {
    const sent: GameEventBody[][] = [];
    render(<Host state={activated()} Panel={SensorsPanel} sent={sent} unit={{ kind: 'ship', id: 'SFP-1' }} />);
    expect(screen.getByTestId('sensor-SFP-1').querySelector('output')?.textContent).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Place 1 sensor token' }));
    await vi.waitFor(() => expect(sent).toEqual([[{ type: 'sensors', ship: 'HHF-1', placement: { 'SFP-1': 1 } }]]));
  });

  it('2 accelerate + 2 starboard: a tie asks for the primary before the engines can be confirmed', async () => {
    const s = play(activated(), { type: 'sensors', ship: 'HHF-1', placement: {} });
    const sent: GameEventBody[][] = [];
    render(<Host state={s} Panel={EnginesPanel} sent={sent} />);
    more('Accelerate');
    more('Accelerate');
    more('Starboard turn');
    more('Starboard turn');
    expect((screen.getByRole('button', { name: 'Decelerate: one more' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /^Confirm the engines/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Starboard turn is primary' }));
    expect(screen.getByTestId('primary').textContent).toContain('combat arc starboard');
    expect(screen.getByTestId('velocity-change').textContent).toBe('Velocity 10–12 → 16–18 (turning C)');
    fireEvent.click(screen.getByRole('button', { name: /^Confirm the engines/ }));
    await vi.waitFor(() => expect(sent[0]?.[0]).toMatchObject({ type: 'engines', primary: 'starboard', engine: { velocity: { maneuver: 'accelerate', points: 2 }, turn: { maneuver: 'starboard', points: 2 } } }));
  });

  it('plans a turn and commits the move the game accepts; the final pose is movementPath’s', async () => {
    const s = play(
      activated(),
      { type: 'sensors', ship: 'HHF-1', placement: {} },
      { type: 'engines', ship: 'HHF-1', engine: { velocity: { maneuver: 'accelerate', points: 1 }, turn: { maneuver: 'starboard', points: 2 } }, thrusters: null },
    );
    const sent: GameEventBody[][] = [];
    render(<Host state={s} Panel={MovePanel} sent={sent} />);
    expect(screen.getByTestId('velocity-change').textContent).toContain('10–12 → 13–15');
    fireEvent.click(screen.getByRole('button', { name: 'Add a turn' }));
    more('Turn 1: engine notches to starboard');
    expect((screen.getByRole('button', { name: 'Turn 1: engine notches to starboard: one more' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('move-words').textContent).toBe(
      'Velocity 10–12 → 13–15 (B). Forward 4″, turn 2 notches to starboard; finish between 13″ and 15″ (9″–11″ more; planned 9″ more, 13″ in all).',
    );
    const want = movementPath({ start: H1, distance: 13, turning: 'B', turns: [{ at: 4, side: 'starboard', notches: 2 }], notchCap: 2, notchAngle: s.pack.notchAngle.value }).final;
    const el = screen.getByTestId('final-pose');
    expect([Number(el.dataset['x']), Number(el.dataset['y']), Number(el.dataset['heading'])]).toEqual([want.x, want.y, want.heading]);
    fireEvent.click(screen.getByRole('button', { name: 'Move HHF-1' }));
    await vi.waitFor(() => expect(sent).toEqual([[{ type: 'move', ship: 'HHF-1', distance: 13, turns: [{ at: 4, side: 'starboard', notches: 2 }] }]]));
  });

  it('the plan at step 6 starts from the slot before step 5, so the request is the game’s own', () => {
    const s = play(
      activated(),
      { type: 'sensors', ship: 'HHF-1', placement: {} },
      { type: 'engines', ship: 'HHF-1', engine: { velocity: { maneuver: 'decelerate', points: 3 }, turn: null }, thrusters: null },
    );
    const ship = s.ships.find((x) => x.id === 'HHF-1');
    if (!ship) throw new Error('no HHF-1');
    expect(ship.velocity).toBe(1);
    const draft: MoveDraft = { distance: 2, turns: [], envelope: false, scrub: null };
    const plan = planOf(s, ship, draft);
    expect(plan.ship.slot).toBe(4);
    expect(slotBefore(plan.ship.track, 0, { engine: { velocity: { maneuver: 'decelerate', points: 3 }, turn: null }, thrusters: {} })).toBe(3);
    expect(gameApply(s, ev({ type: 'move', ship: 'HHF-1', distance: 2, turns: planRequest(plan).turns })).ok).toBe(true);
  });

  it('infinite turning ability: a free facing at the start of the move, accepted by the game', async () => {
    // HHF-1 decelerates from 10–12 to 1–3 (∞) and keeps one starboard point for the free facing.
    const s = play(
      activated(),
      { type: 'sensors', ship: 'HHF-1', placement: {} },
      { type: 'engines', ship: 'HHF-1', engine: { velocity: { maneuver: 'decelerate', points: 3 }, turn: { maneuver: 'starboard', points: 1 } }, thrusters: null },
    );
    const sent: GameEventBody[][] = [];
    render(<Host state={s} Panel={MovePanel} sent={sent} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a turn' }));
    expect(screen.getByText('Infinite turning ability: only at the start or the end of the move.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Face (°) — free facing, no template'), { target: { value: '135' } });
    expect(screen.getByTestId('move-words').textContent).toContain('First rotate 45° to starboard (free facing, no template)');
    expect(Number(screen.getByTestId('final-pose').dataset['heading'])).toBe(135);
    fireEvent.click(screen.getByRole('button', { name: 'Move HHF-1' }));
    await vi.waitFor(() => expect(sent).toEqual([[{ type: 'move', ship: 'HHF-1', distance: 1, turns: [{ at: 0, face: 135 }] }]]));
  });
});
