import { useId, useState } from 'react';
import type { SetupFormProps } from '../../shared/ui/types';
import type { CaledaSetup } from '../reducer';
import { MAX_PLAYERS, MIN_PLAYERS } from '../rules/setup';
import type { PowerKind } from '../rules/state';
import { defaultDraft, defaultKingdom, setupFromDraft, type KingdomDraft, type SetupDraft } from './setupDraft';
import './caleda.css';

function NumberField(props: { label: string; value: string; onChange(v: string): void; min?: number; max?: number }) {
  const id = useId();
  return (
    <label className="cal-field" htmlFor={id}>
      <span>{props.label}</span>
      <input id={id} type="number" inputMode="numeric" min={props.min ?? 0} max={props.max} value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)} />
    </label>
  );
}

function TextField(props: { label: string; value: string; onChange(v: string): void; width?: string }) {
  const id = useId();
  return (
    <label className="cal-field" htmlFor={id}>
      <span>{props.label}</span>
      <input id={id} type="text" value={props.value} style={props.width ? { width: props.width } : undefined} onChange={(e) => props.onChange(e.currentTarget.value)} />
    </label>
  );
}

const POWER_KINDS: { kind: PowerKind; label: string }[] = [
  { kind: 'bombard', label: 'Bombard' },
  { kind: 'ambush', label: 'Ambush' },
  { kind: 'transport', label: 'Transport' },
  { kind: 'other', label: 'Another power (cost only)' },
];

function KingdomCard(props: { k: KingdomDraft; index: number; canRemove: boolean; onChange(k: KingdomDraft): void; onRemove(): void }) {
  const { k, index } = props;
  const set = (patch: Partial<KingdomDraft>): void => props.onChange({ ...k, ...patch });
  const powerId = useId();
  return (
    <fieldset className="cal-kingdom" style={{ borderColor: k.colour }}>
      <legend>
        Kingdom {index + 1}: {k.name || '…'}
      </legend>
      <div className="row">
        <TextField label="Name" value={k.name} onChange={(name) => set({ name })} width="10rem" />
        <label className="cal-field">
          <span>Colour</span>
          <input type="color" className="cal-colour" value={k.colour} aria-label={`Kingdom ${index + 1} colour`} onChange={(e) => set({ colour: e.currentTarget.value })} />
        </label>
        <TextField label="Resource 1" value={k.resource1} onChange={(resource1) => set({ resource1 })} width="7rem" />
        <TextField label="Resource 2" value={k.resource2} onChange={(resource2) => set({ resource2 })} width="7rem" />
        <TextField label="Capital square" value={k.capital} onChange={(capital) => set({ capital })} width="5rem" />
        <button type="button" className="button" disabled={!props.canRemove} aria-label={`Remove kingdom ${index + 1}`} onClick={props.onRemove}>
          ✕
        </button>
      </div>
      <div className="row">
        <NumberField label="Actions / turn" value={k.actions} min={1} max={20} onChange={(actions) => set({ actions })} />
        <NumberField label="Starting units" value={k.startingUnits} min={1} max={30} onChange={(startingUnits) => set({ startingUnits })} />
        <NumberField label="→ Cavalry" value={k.cavalry} onChange={(cavalry) => set({ cavalry })} />
        <NumberField label="→ General" value={k.general} onChange={(general) => set({ general })} />
        <NumberField label="Tower" value={k.tower} onChange={(tower) => set({ tower })} />
        <NumberField label="→ Castle" value={k.castle} onChange={(castle) => set({ castle })} />
      </div>
      <div className="row">
        <label className="cal-field" htmlFor={powerId}>
          <span>Power</span>
          <select id={powerId} value={k.powerKind} onChange={(e) => {
            const kind = e.currentTarget.value as PowerKind;
            set({ powerKind: kind, powerName: kind === 'other' ? '' : (POWER_KINDS.find((p) => p.kind === kind)?.label ?? '') });
          }}>
            {POWER_KINDS.map((p) => (
              <option key={p.kind} value={p.kind}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
        <TextField label="Power name on the card" value={k.powerName} onChange={(powerName) => set({ powerName })} width="9rem" />
        <NumberField label="Power cost" value={k.power} onChange={(power) => set({ power })} />
      </div>
    </fieldset>
  );
}

/** A new Caleda game: the board size and each kingdom as typed from its card. */
export function CaledaSetupForm({ onStart }: SetupFormProps<CaledaSetup>) {
  const [draft, setDraft] = useState<SetupDraft>(() => defaultDraft(2));
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const result = setupFromDraft(draft);
  const problem = 'problem' in result ? result.problem : null;
  const nameId = useId();
  const setKingdom = (i: number, k: KingdomDraft): void => setDraft({ ...draft, kingdoms: draft.kingdoms.map((x, j) => (j === i ? k : x)) });
  return (
    <form
      className="cal-setup"
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if ('setup' in result) onStart(result.setup, name);
      }}
    >
      <div className="row">
        <label className="cal-field" htmlFor={nameId}>
          <span>Game name</span>
          <input id={nameId} type="text" value={name} placeholder="Caleda game" maxLength={60} onChange={(e) => setName(e.currentTarget.value)} />
        </label>
        <NumberField label="Board width (squares)" value={draft.width} min={3} max={40} onChange={(width) => setDraft({ ...draft, width })} />
        <NumberField label="Board height (squares)" value={draft.height} min={3} max={40} onChange={(height) => setDraft({ ...draft, height })} />
        <NumberField label="Boards across" value={draft.across} min={1} max={5} onChange={(across) => setDraft({ ...draft, across })} />
        <NumberField label="Boards down" value={draft.down} min={1} max={5} onChange={(down) => setDraft({ ...draft, down })} />
      </div>
      <p className="muted">
        Joined boards: give one board's size and how many are joined across and down; the whole play area's edges wrap around. The board size, actions, costs, starting units and resources
        shown are provisional examples — type them from your board and kingdom cards. Square resources are entered during play, the first time a
        unit goes there.
      </p>
      {draft.kingdoms.map((k, i) => (
        <KingdomCard
          key={i}
          k={k}
          index={i}
          canRemove={draft.kingdoms.length > MIN_PLAYERS}
          onChange={(next) => setKingdom(i, next)}
          onRemove={() => setDraft({ ...draft, kingdoms: draft.kingdoms.filter((_, j) => j !== i) })}
        />
      ))}
      <div className="row">
        <button
          type="button"
          className="button"
          disabled={draft.kingdoms.length >= MAX_PLAYERS}
          onClick={() => {
            const n = draft.kingdoms.length + 1;
            setDraft({ ...draft, kingdoms: [...draft.kingdoms, defaultKingdom(n - 1, n)] });
          }}
        >
          Add kingdom
        </button>
        <button type="submit" className="button cal-primary">
          Start game
        </button>
      </div>
      {problem && (tried || draft.kingdoms.length > 0) && (
        <p className={tried ? 'message error' : 'muted'} role={tried ? 'alert' : undefined} data-testid="setup-problem">
          {problem}
        </p>
      )}
    </form>
  );
}
