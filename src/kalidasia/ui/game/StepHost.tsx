/**
 * Hosts the registered step panel, its table overlay and its draggable items; a step nobody has
 * registered yet says so plainly and offers a generic typed-event fallback.
 */
import { useId, useState } from 'react';
import { randomSeed, seededShuffle } from '../../../dice';
import { escortOptions } from '../../game';
import { SECTION_OF_STEP, expectedText } from './words';
import { stepEntry, type StepItems, type StepKey, type StepProps } from './steps';

export function StepPanel({ stepKey, props }: { stepKey: StepKey; props: StepProps }) {
  const entry = stepEntry(stepKey);
  const head = (
    <header className="gm-step-head">
      <h2>{entry?.title ?? expectedText(props.state, props.expected)}</h2>
      <p className="gm-section">Rules: “{entry?.section ?? SECTION_OF_STEP[stepKey]}”</p>
    </header>
  );
  if (props.readOnly) {
    return (
      <section className="gm-step" aria-label="What the game waits for">
        {head}
        <p>{expectedText(props.state, props.expected)} — the game is read-only now.</p>
      </section>
    );
  }
  if (!entry) {
    return (
      <section className="gm-step" aria-label="What the game waits for">
        {head}
        <p className="gm-later" data-testid="step-later">
          This step ({expectedText(props.state, props.expected)}) is built by a later issue. Play it on the real table; you can type the
          event below if you know its shape, or adjust tokens to the table.
        </p>
        <QuickEvents stepKey={stepKey} props={props} />
        <TypedEvent props={props} />
      </section>
    );
  }
  const { Panel } = entry;
  return (
    <section className="gm-step" aria-label="What the game waits for">
      {head}
      <Panel {...props} />
    </section>
  );
}

export function StepOverlay({ stepKey, props }: { stepKey: StepKey; props: StepProps }) {
  const entry = stepEntry(stepKey);
  if (!entry?.Overlay) return null;
  const { Overlay } = entry;
  return <Overlay {...props} />;
}

/** Hands the step's table items (from its `useItems` hook) to the table; keyed by step, so hooks stay in order. */
export function StepItemsBridge({ stepKey, props, onItems }: { stepKey: StepKey; props: StepProps; onItems(items: StepItems | null): void }) {
  const entry = stepEntry(stepKey);
  if (!entry?.ItemsBridge) return null;
  const { ItemsBridge } = entry;
  return <ItemsBridge props={props} onItems={onItems} />;
}

/** Events with nothing to choose, offered as buttons while their step has no panel. */
function QuickEvents({ stepKey, props }: { stepKey: StepKey; props: StepProps }) {
  const quick: { label: string; body: Parameters<StepProps['dispatch']>[0] }[] = [];
  if (stepKey === 'activation:moved' || stepKey === 'activation:fighters') quick.push({ label: 'End the activation', body: { type: 'activationEnd' } });
  if (stepKey === 'escorts' && props.expected.kind === 'escorts') {
    // Rules: Kalidasia "Warship Escorting" — "Any fighter wing which begins a game turn fully aligned with a friendly warship may escort that warship that turn."
    const player = props.expected.player;
    const s = props.state;
    const eligible = s.fighters.filter((f) => f.owner === player).flatMap((f) => {
      const ship = escortOptions(s, f)[0];
      return ship === undefined ? [] : [{ fighter: f.id, ship }];
    });
    quick.push({ label: `Keep all ${eligible.length} aligned wings escorting`, body: { type: 'escorts', player, escorts: eligible, moved: [] } });
    quick.push({ label: 'No wing escorts this turn', body: { type: 'escorts', player, escorts: [], moved: [] } });
  }
  if (stepKey === 'endTurn') {
    // Rules: Kalidasia "End Phase" — "Shuffle any discarded Critical damage cards back into the critical damage deck" (the app shuffles the deck it holds).
    const d = props.state.deck;
    quick.push({ label: 'End the turn', body: { type: 'endTurn', deckOrder: d.ordered ? seededShuffle([...d.draw, ...d.discard], randomSeed()) : null } });
  }
  if (quick.length === 0) return null;
  return (
    <div className="gm-row">
      {quick.map((q) => (
        <button key={q.label} type="button" className="gm-btn gm-primary" onClick={() => void props.dispatch(q.body)}>
          {q.label}
        </button>
      ))}
    </div>
  );
}

/** The generic fallback: an event typed as JSON (its `type` and fields), checked by the rules like any other. */
function TypedEvent({ props }: { props: StepProps }) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (err) {
      setError(`Not JSON: ${(err as Error).message}`);
      return;
    }
    if (typeof body !== 'object' || body === null || typeof (body as { type?: unknown }).type !== 'string') {
      setError('An event is an object with a "type", e.g. {"type":"activationEnd"}.');
      return;
    }
    setError(null);
    const r = await props.dispatch(body as Parameters<StepProps['dispatch']>[0]);
    if (r.ok) setText('');
  };
  return (
    <details className="gm-typed">
      <summary>Type an event</summary>
      <label htmlFor={id}>Event (JSON)</label>
      <textarea id={id} className="gm-input" rows={4} value={text} onChange={(e) => setText(e.target.value)} placeholder='{"type":"activationEnd"}' />
      {error && <p className="gm-error-text">{error}</p>}
      <button type="button" className="gm-btn" onClick={() => void send()} disabled={text.trim() === ''}>
        Send event
      </button>
    </details>
  );
}
