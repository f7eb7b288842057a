import { memo } from 'react';
import { squareName, type Square } from '../rules/board';
import { capitalOwnerAt, playerName, type CaledaState } from '../rules/state';
import { RANK_NAMES, type Rank } from '../rules/units';

const RANK_LETTER: Record<Rank, string> = { infantry: 'I', cavalry: 'C', general: 'G' };
const RANK_ORDER: Rank[] = ['general', 'cavalry', 'infantry'];

const abbrev = (r: string): string => r.trim().slice(0, 3);

/** Dark or light text, whichever reads better on a player's colour (#rrggbb; dark text otherwise). */
export function inkOn(hex: string): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) return '#111111';
  const [r, g, b] = [m[1], m[2], m[3]].map((x) => {
    const c = parseInt(x ?? '0', 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast against black (lum + 0.05) / 0.05 versus against white 1.05 / (lum + 0.05).
  return (lum + 0.05) / 0.05 >= 1.05 / (lum + 0.05) ? '#111111' : '#ffffff';
}

/** Columns as letters along the edges. */
function colLabel(state: CaledaState, col: number): string {
  return squareName(state.size, col).replace(/\d+$/, '');
}

/** A full description of one square for screen readers and for the board's tap targets. */
export function squareDescription(s: CaledaState, sq: Square): string {
  const square = s.squares[sq];
  const parts: string[] = [squareName(s.size, sq)];
  parts.push(square && square.resources.length === 2 ? square.resources.join(' and ') : 'resources not entered');
  const cap = capitalOwnerAt(s, sq);
  if (cap !== null) {
    const holder = s.capitalHolders[cap] ?? cap;
    parts.push(holder === cap ? `${playerName(s, cap)}'s capital` : `${playerName(s, cap)}'s capital, held by ${playerName(s, holder)}`);
  }
  if (square?.marker) parts.push(`${playerName(s, square.marker.owner)}'s marker${square.marker.salted ? ' (salted)' : ''}`);
  if (square?.structure) parts.push(`${playerName(s, square.structure.owner)}'s ${square.structure.kind}`);
  const byOwner = new Map<number, Rank[]>();
  for (const u of s.units) if (u.square === sq) byOwner.set(u.owner, [...(byOwner.get(u.owner) ?? []), u.rank]);
  for (const [owner, ranks] of byOwner) {
    const text = RANK_ORDER.flatMap((r) => {
      const n = ranks.filter((x) => x === r).length;
      return n ? [`${n} ${RANK_NAMES[r]}`] : [];
    }).join(', ');
    parts.push(`${playerName(s, owner)}: ${text}`);
  }
  return parts.join('; ');
}

const Cell = memo(function Cell(props: {
  state: CaledaState;
  sq: Square;
  selected: boolean;
  target: boolean;
  inCombat: boolean;
  onTap(sq: Square): void;
}) {
  const { state: s, sq } = props;
  const square = s.squares[sq];
  const cap = capitalOwnerAt(s, sq);
  const colour = (p: number): string => s.players[p]?.colour ?? '#888';
  const owners = [...new Set(s.units.filter((u) => u.square === sq).map((u) => u.owner))];
  const cls = ['cal-cell', props.selected ? 'selected' : '', props.target ? 'target' : '', props.inCombat ? 'combat' : ''].filter(Boolean).join(' ');
  return (
    <button type="button" className={cls} data-square={squareName(s.size, sq)} aria-label={squareDescription(s, sq)} aria-pressed={props.selected} onClick={() => props.onTap(sq)}>
      <span className="cal-cell-head">
        <span className="cal-cell-name">{squareName(s.size, sq)}</span>
        {cap !== null && (
          <span className="cal-capital" style={{ color: colour(s.capitalHolders[cap] ?? cap) }} title="Capital">
            ★
          </span>
        )}
      </span>
      <span className="cal-res">{square && square.resources.length === 2 ? square.resources.map(abbrev).join('·') : '?'}</span>
      <span className="cal-units">
        {square?.structure && (
          <span className={`cal-structure ${square.structure.kind}`} style={{ borderColor: colour(square.structure.owner), color: colour(square.structure.owner) }}>
            {square.structure.kind === 'castle' ? 'Ca' : 'Tw'}
          </span>
        )}
        {square?.marker && <span className={`cal-marker${square.marker.salted ? ' salted' : ''}`} style={{ borderColor: colour(square.marker.owner), background: square.marker.salted ? '#000' : colour(square.marker.owner) }} />}
        {owners.map((o) => {
          const mine = s.units.filter((u) => u.square === sq && u.owner === o);
          return (
            <span key={o} className="cal-chip" style={{ background: colour(o), color: inkOn(colour(o)) }}>
              {RANK_ORDER.flatMap((r) => {
                const n = mine.filter((u) => u.rank === r).length;
                return n ? [`${n}${RANK_LETTER[r]}`] : [];
              }).join(' ')}
            </span>
          );
        })}
      </span>
    </button>
  );
});

/** The wrapped board: every square a big tap target showing its contents; edges labelled on all four sides. */
export function Board(props: { state: CaledaState; selected: Square | null; targets: ReadonlySet<Square>; onTap(sq: Square): void }) {
  const { state: s } = props;
  const { width, height } = s.size;
  const cols = Array.from({ length: width }, (_, c) => c);
  const edge = (key: string) => (
    <>
      <span className="cal-edge corner" aria-hidden="true">
        ↻
      </span>
      {cols.map((c) => (
        <span key={`${key}${c}`} className="cal-edge" aria-hidden="true">
          {colLabel(s, c)}
        </span>
      ))}
      <span className="cal-edge corner" aria-hidden="true">
        ↻
      </span>
    </>
  );
  return (
    <div className="cal-board-wrap" data-refusal-avoid="">
      <div className="cal-board" role="group" aria-label={`Board, ${width} × ${height} squares; the edges wrap around`} style={{ gridTemplateColumns: `1.2rem repeat(${width}, minmax(max(44px, 2.9rem), 1fr)) 1.2rem` }}>
        {edge('t')}
        {Array.from({ length: height }, (_, r) => (
          <div key={r} className="cal-row">
            <span className="cal-edge" aria-hidden="true">
              {r + 1}
            </span>
            {cols.map((c) => {
              const sq = r * width + c;
              return (
                <Cell
                  key={sq}
                  state={s}
                  sq={sq}
                  selected={props.selected === sq}
                  target={props.targets.has(sq)}
                  inCombat={s.combat?.square === sq}
                  onTap={props.onTap}
                />
              );
            })}
            <span className="cal-edge" aria-hidden="true">
              {r + 1}
            </span>
          </div>
        ))}
        {edge('b')}
      </div>
      <p className="muted cal-note">The edges connect: a unit leaving one side enters the opposite side (Rules: Caleda “General Overview”).</p>
    </div>
  );
}

