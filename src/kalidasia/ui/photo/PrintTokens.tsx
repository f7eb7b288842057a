/**
 * Print tokens (issue 25): every token of the game's squadrons at true size (1 in = 96 CSS px, the printer prints
 * inches), with its label, the player's colour, the heading mark and its marker; the six table-marker cards; a 1″ /
 * 25.4 mm check bar; A4 or US Letter through CSS @page. A plain page the browser prints: no download.
 */
import { useMemo, useState, type ReactNode } from 'react';
import type { GameState } from '../../game';
import { markerCells } from './detect';
import { markerPlan, TABLE_CARD_SIDE, TABLE_MARKER_SIDE, tableMarkerPlaces, tokenShapes, type PlannedToken } from './plan';

export function TokenSvg({ token, colour }: { token: PlannedToken; colour: string }) {
  const L = token.footprint.length;
  const W = token.footprint.width;
  const shapes = tokenShapes(token, colour, markerCells(token.marker));
  return (
    <svg className="ph-token" width={`${L}in`} height={`${W}in`} viewBox={`${-L / 2} ${-W / 2} ${L} ${W}`} data-marker={token.marker} data-unit={`${token.unit.kind}:${token.unit.id}`} role="img" aria-label={`${token.label} (${token.what}), marker ${token.marker}`}>
      {shapes.map((s, i) =>
        s.kind === 'rect' ? (
          <rect key={i} x={s.x} y={s.y} width={s.w} height={s.h} fill={s.fill} shapeRendering="crispEdges" />
        ) : s.kind === 'poly' ? (
          <polygon key={i} points={s.points.map((p) => p.join(',')).join(' ')} fill={s.fill} />
        ) : (
          <text key={i} x={s.x} y={s.y} fontSize={s.size} fill={s.fill} textAnchor="middle" dominantBaseline="central" transform={s.rotate ? `rotate(${s.rotate} ${s.x} ${s.y})` : undefined}>
            {s.text}
          </text>
        ),
      )}
    </svg>
  );
}

function MarkerSvg({ id, side }: { id: number; side: number }) {
  const cells = markerCells(id);
  const n = cells.length;
  return (
    <svg width={`${side}in`} height={`${side}in`} viewBox={`0 0 ${n + 2} ${n + 2}`} data-marker={id} aria-hidden="true">
      <rect x={0} y={0} width={n + 2} height={n + 2} fill="#000" />
      {cells.flatMap((row, r) => row.map((w, c) => (w ? <rect key={`${r}-${c}`} x={c + 1} y={r + 1} width={1} height={1} fill="#fff" shapeRendering="crispEdges" /> : null)))}
    </svg>
  );
}

export function PrintTokens({ state, table, colours, onClose }: { state: GameState; table: { width: number; height: number }; colours: Readonly<Record<string, string>>; onClose(): void }) {
  const plan = useMemo(() => markerPlan(state), [state]);
  const players = state.players.map((p) => ({ id: p, name: state.setup.players.find((q) => q.id === p)?.name ?? p, colour: colours[p] ?? '#888' }));
  return (
    <div className="ph-print" role="dialog" aria-label="Print tokens">
      <TokenSheet plan={plan} players={players} table={table} tableCards onClose={onClose} />
    </div>
  );
}

/** The print sheet with its controls: paper, Print, and the note on provisional sizes. `extra` sits with the controls. */
export function TokenSheet({ plan, players, table, tableCards, onClose, extra, title = 'Print tokens' }: { plan: readonly PlannedToken[]; players: readonly { id: string; name: string; colour: string }[]; table: { width: number; height: number }; tableCards: boolean; onClose?(): void; extra?: ReactNode; title?: string }) {
  const [paper, setPaper] = useState<'a4' | 'letter'>('a4');
  const places = useMemo(() => tableMarkerPlaces(table), [table]);
  const provisional = plan.some((t) => t.provisional);
  const colourOf = (owner: string) => players.find((p) => p.id === owner)?.colour ?? '#888';
  const missiles = plan.filter((t) => t.unit.kind === 'missile' && !players.some((p) => p.id === t.owner));
  return (
    <>
      <div className="ph-controls">
        <h2>{title}</h2>
        <p>
          Print at 100 % (no “fit to page”), then check the bar below measures 1″ (25.4 mm). Cut out every token; lay the six table cards
          with their edges on the table's edges, the arrow toward the table's top edge.
        </p>
        {extra}
        <div className="gm-row">
          <label className="gm-field">
            Paper
            <select className="gm-input" value={paper} onChange={(e) => setPaper(e.target.value === 'letter' ? 'letter' : 'a4')}>
              <option value="a4">A4</option>
              <option value="letter">US Letter</option>
            </select>
          </label>
          <button type="button" className="gm-btn gm-primary" onClick={() => window.print()}>
            Print
          </button>
          {onClose && (
            <button type="button" className="gm-btn" onClick={onClose}>
              Close
            </button>
          )}
        </div>
        {provisional && (
          <p className="ph-provisional" data-testid="print-provisional">
            Sizes marked “provisional” are not printed in the rulebook: measure your tokens and correct them in the stat-card corrections
            before printing.
          </p>
        )}
      </div>
      <div className={`ph-sheet ph-${paper}`} data-testid="print-sheet">
        <div className="ph-check">
          <div className="ph-check-bar" data-testid="check-bar" />
          <span>1″ = 25.4 mm at 100 %</span>
        </div>
        {players.map((p) => (
          <TokenGroup key={p.id} title={p.name} colour={p.colour} tokens={plan.filter((t) => t.owner === p.id)} colourOf={colourOf} />
        ))}
        {missiles.length > 0 && <TokenGroup title="Missiles (the game's, for both players: print them once)" colour="#888" tokens={missiles} colourOf={() => '#888'} />}
        {tableCards && (
          <section className="ph-player">
            <h3>Table markers</h3>
            <div className="ph-tokens">
              {places.map((p) => (
                <figure key={p.id} className="ph-item" data-testid="print-table-marker">
                  <div className="ph-card" style={{ width: `${TABLE_CARD_SIDE}in`, height: `${TABLE_CARD_SIDE}in` }}>
                    <span className="ph-card-top">↑ table's top edge</span>
                    <MarkerSvg id={p.id} side={TABLE_MARKER_SIDE} />
                    <span className="ph-card-name">{p.name}</span>
                  </div>
                </figure>
              ))}
            </div>
          </section>
        )}
      </div>
    </>
  );
}

function TokenGroup({ title, colour, tokens, colourOf }: { title: string; colour: string; tokens: readonly PlannedToken[]; colourOf(owner: string): string }) {
  return (
    <section className="ph-player">
      <h3>
        <span className="gm-dot" style={{ background: colour }} aria-hidden="true" /> {title}
      </h3>
      <div className="ph-tokens">
        {tokens.map((t) => (
          <figure key={t.marker} className="ph-item" data-testid="print-token">
            <TokenSvg token={t} colour={colourOf(t.owner)} />
            <figcaption>
              {t.label} · {t.what} · {t.footprint.width}″×{t.footprint.length}″{t.provisional ? ' (provisional)' : ''}
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
