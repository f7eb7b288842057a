import { useId } from 'react';

export interface PlayerEntry {
  name: string;
  colour: string;
}

export const PLAYER_COLOURS = ['#e05252', '#4f8fe6', '#4cbf6b', '#e0b03c', '#a66be0', '#e0823c', '#3cc9c9', '#d9d9d9', '#c06090', '#8a9a5b'];

export function defaultPlayers(n: number): PlayerEntry[] {
  return Array.from({ length: n }, (_, i) => ({ name: `Player ${i + 1}`, colour: PLAYER_COLOURS[i % PLAYER_COLOURS.length] ?? '#888888' }));
}

/** Player names and colours for a new game, between min and max players. */
export function PlayersEditor(props: { players: PlayerEntry[]; min: number; max: number; onChange(players: PlayerEntry[]): void }) {
  const base = useId();
  const { players, onChange } = props;
  const set = (i: number, patch: Partial<PlayerEntry>): void => onChange(players.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  return (
    <fieldset className="players-editor">
      <legend>
        Players ({props.min}–{props.max})
      </legend>
      {players.map((p, i) => (
        <div className="row" key={i}>
          <label htmlFor={`${base}-n${i}`} className="sr-only">
            Player {i + 1} name
          </label>
          <input id={`${base}-n${i}`} type="text" value={p.name} maxLength={40} onChange={(e) => set(i, { name: e.currentTarget.value })} />
          <label htmlFor={`${base}-c${i}`} className="sr-only">
            Player {i + 1} colour
          </label>
          <input id={`${base}-c${i}`} type="color" value={p.colour} onChange={(e) => set(i, { colour: e.currentTarget.value })} />
          <button type="button" className="button" aria-label={`Remove player ${i + 1}`} disabled={players.length <= props.min} onClick={() => onChange(players.filter((_, j) => j !== i))}>
            ✕
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button"
        disabled={players.length >= props.max}
        onClick={() => onChange([...players, defaultPlayers(players.length + 1)[players.length]!])}
      >
        Add player
      </button>
    </fieldset>
  );
}

/** Problems with a player list, in words (empty when fine). */
export function playersProblems(players: PlayerEntry[], min: number, max: number): string[] {
  const out: string[] = [];
  if (players.length < min) out.push(`At least ${min} players are needed.`);
  if (players.length > max) out.push(`At most ${max} players can play.`);
  players.forEach((p, i) => {
    if (p.name.trim() === '') out.push(`Player ${i + 1} needs a name.`);
  });
  const names = players.map((p) => p.name.trim().toLowerCase());
  if (new Set(names).size !== names.length) out.push('Two players have the same name.');
  return out;
}
