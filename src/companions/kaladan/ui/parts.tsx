import { type ReactNode, useId } from 'react';
import { UNIT_NAMES, controlled, tileOwner, unitsOn, type KaladanEvent, type KaladanState, type Unit } from '..';

export type Dispatch = (e: KaladanEvent) => string | null;
export interface PanelProps {
  state: KaladanState;
  dispatch: Dispatch;
}

export const unitLabel = (u: Unit): string => `${UNIT_NAMES[u.kind]}${u.upgraded ? ' (upgraded)' : ''} ${u.id}`;
export const playerName = (s: KaladanState, i: number | null): string => (i === null ? 'nobody' : (s.players[i]?.name ?? `Player ${i + 1}`));

/** Tiles the current player controls. */
export const myTiles = (s: KaladanState): string[] => s.tiles.filter((t) => tileOwner(s.units, t.id) === s.turn.player).map((t) => t.id);

export const neighbours = (s: KaladanState, id: string): string[] =>
  s.tiles.filter((t) => t.id !== id && (t.adjacent.includes(id) || (s.tiles.find((x) => x.id === id)?.adjacent.includes(t.id) ?? false))).map((t) => t.id);

/** A labelled select with a big touch target (label beside, not around, so its name is just the label). */
export function Pick(props: { label: string; value: string; options: readonly { value: string; label: string }[]; onChange(v: string): void; empty?: string }) {
  const id = useId();
  return (
    <div className="kaladan-pick">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)}>
        <option value="">{props.empty ?? 'Choose…'}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled text field (numbers use the numeric keyboard). */
export function TextField(props: { label: string; value: string; onChange(v: string): void; numeric?: boolean; placeholder?: string; className?: string; maxLength?: number }) {
  const id = useId();
  return (
    <div className={props.className ?? 'kaladan-pick'}>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="text"
        inputMode={props.numeric ? 'numeric' : undefined}
        autoComplete="off"
        value={props.value}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
    </div>
  );
}

/** Checkboxes for units (losses, units to move). */
export function UnitChecks(props: { legend: string; units: readonly Unit[]; chosen: readonly string[]; onChange(ids: string[]): void; owner?: string }) {
  if (props.units.length === 0) return null;
  return (
    <fieldset className="kaladan-checks">
      <legend>{props.legend}</legend>
      {props.units.map((u) => (
        <label key={u.id} className="choice">
          <input
            type="checkbox"
            checked={props.chosen.includes(u.id)}
            onChange={(e) => props.onChange(e.currentTarget.checked ? [...props.chosen, u.id] : props.chosen.filter((x) => x !== u.id))}
          />
          {unitLabel(u)}
        </label>
      ))}
    </fieldset>
  );
}

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="kaladan-sub" aria-label={title} data-testid={testId}>
      <h4>{title}</h4>
      {children}
    </section>
  );
}

/** The board as a list of tiles: owner, units, capacity, neighbours. */
export function Board({ state }: { state: KaladanState }) {
  return (
    <ul className="kaladan-tiles" aria-label="The board" data-testid="board">
      {state.tiles.map((t) => {
        const owner = tileOwner(state.units, t.id);
        const here = unitsOn(state.units, t.id);
        return (
          <li
            key={t.id}
            className={`kaladan-tile ${t.castle ? 'castle' : ''} ${owner === state.turn.player ? 'mine' : ''}`}
            data-tile={t.id}
            data-owner={owner === null ? 'none' : String(owner)}
            style={owner === null ? undefined : { borderLeftColor: state.players[owner]?.colour ?? undefined }}
          >
            <div className="kaladan-tile-head">
              <strong>{t.id}</strong> <span className="muted">{t.terrain}</span>
              {t.castle && <span className="kaladan-badge">{state.upgradedCastles.includes(t.id) ? 'Castle, D8' : 'Castle'}</span>}
            </div>
            <div className="kaladan-tile-owner">
              {owner === null ? <span className="muted">empty</span> : <Swatched state={state} seat={owner} />} · {here.length}/{t.capacity}
            </div>
            <div className="kaladan-units">
              {here.map((u) => (
                <span key={u.id} className={`kaladan-unit ${u.kind === 'crown' ? 'crown' : ''}`}>
                  {unitLabel(u)}
                </span>
              ))}
            </div>
            <div className="muted kaladan-adj">next to {neighbours(state, t.id).join(', ') || '—'}</div>
          </li>
        );
      })}
    </ul>
  );
}

/** Castles and other tiles a player controls right now. */
export const holdings = (s: KaladanState, i: number): { castles: number; others: number } => {
  const c = controlled(s.tiles, s.units, i);
  return { castles: c.castles.length, others: c.others.length };
};

/** A player's name with their colour dot. */
export function Swatched({ state, seat }: { state: KaladanState; seat: number }) {
  const colour = state.players[seat]?.colour;
  return (
    <>
      {colour && <span className="swatch" style={{ background: colour }} aria-hidden="true" />} {playerName(state, seat)}
    </>
  );
}
