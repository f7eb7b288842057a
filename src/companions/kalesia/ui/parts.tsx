import type { ReactNode } from 'react';
import { ALLIANCE_NAMES, cellName, currentArea, type Alliance, type KalesiaState } from '..';

/** Short alliance label used on cards and chips (never colour alone). */
export const SHORT: Readonly<Record<Alliance, string>> = { centaur: 'C', mermaid: 'M', forest: 'F' };

export function AllianceTag({ alliance, children }: { alliance: Alliance; children?: ReactNode }) {
  return <span className={`kalesia-tag kalesia-${alliance}`}>{children ?? ALLIANCE_NAMES[alliance]}</span>;
}

const ownerLabel = (o: Alliance): string => (o === 'forest' ? 'Forest side' : `${o === 'centaur' ? 'Centaur' : 'Mermaid'} Colony`);

/** The 5×5 forest as it lies on the table: numbers until taken, then the colony or Forest side; the contested area is turned. */
export function ForestGrid({ state }: { state: KalesiaState }) {
  const cur = state.outcome ? null : currentArea(state.layout, state.owners);
  const temple = new Set(state.outcome?.temple?.cells ?? []);
  return (
    <div className="kalesia-woods" role="grid" aria-label="The forest of Kalesia" data-testid="forest">
      {[0, 1, 2, 3, 4].map((r) => (
        <div role="row" key={r} className="kalesia-woods-row">
          {[0, 1, 2, 3, 4].map((c) => {
            const cell = r * 5 + c;
            const owner = state.owners[cell] ?? null;
            const area = state.layout[cell] ?? 0;
            const isCur = cur?.cell === cell;
            const label = owner
              ? `Area ${area}, ${cellName(cell)}: ${ownerLabel(owner)}${temple.has(cell) ? ', temple' : ''}`
              : `Area ${area}, ${cellName(cell)}${isCur ? ': contested now' : ''}`;
            return (
              <div
                role="gridcell"
                key={c}
                aria-label={label}
                data-cell={cell}
                data-owner={owner ?? 'none'}
                data-current={isCur ? 'true' : undefined}
                className={['kalesia-area', owner ? `kalesia-${owner}` : 'kalesia-open', isCur ? 'current' : '', temple.has(cell) ? 'temple' : ''].join(' ')}
              >
                {owner ? (
                  <>
                    <span className="kalesia-area-owner">{owner === 'forest' ? 'Forest' : owner === 'centaur' ? 'Centaur' : 'Mermaid'}</span>
                    <span className="kalesia-area-was">{area}</span>
                  </>
                ) : (
                  <span className="kalesia-area-number">{area}</span>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** How many areas each alliance holds. */
export function heldCounts(state: KalesiaState): Record<Alliance, number> {
  const out: Record<Alliance, number> = { centaur: 0, mermaid: 0, forest: 0 };
  for (const o of state.owners) if (o) out[o] += 1;
  return out;
}

/** A player's name with their colour dot (when colours were chosen). */
export function PlayerName({ state, seat }: { state: KalesiaState; seat: number }) {
  const colour = state.colours?.[seat];
  return (
    <>
      {colour && <span className="swatch" style={{ background: colour }} aria-hidden="true" />} {state.players[seat] ?? `Player ${seat + 1}`}
    </>
  );
}
