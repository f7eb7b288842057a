/**
 * The game table's labels: placed so they never overprint (../table/labelPlacer), drawn as DOM over the canvas,
 * each anchored at its token with a leader line when moved away. Drawn by GameTable.tsx.
 */
import { memo, type CSSProperties, type RefObject } from 'react';
import { labelsPlace, type LabelPlacement } from '../table/labelPlacer';
import { tokenLabel, type TokenView } from './tableModel';

/** Labels: a monospace face so the placer's box is the label's box (0.62 em per character). */
const LABEL_CHAR_EM = 0.62;
const LABEL_PAD_PX = 6;

export interface LabelDraw {
  key: string;
  text: string;
  words: string;
  /** Token centre at the layout scale, px from the table origin. */
  cx: number;
  cy: number;
  place: LabelPlacement;
  /** Token half-extent, px (a leader line starts at its edge). */
  r: number;
  dim: boolean;
}

/** Where every label goes at this scale (pure placement; the order puts the step's units first). */
export function labelsLayout(tokens: readonly TokenView[], codes: ReadonlyMap<string, string>, scale: number, fontPx: number, first: ReadonlySet<string>, now: ReadonlySet<string>): LabelDraw[] {
  const h = Math.round(fontPx + 4);
  const info = tokens.map((t) => {
    const l = tokenLabel(t, codes.get(t.key) ?? t.label, now.has(t.key));
    return { t, l, w: Math.ceil(l.text.length * fontPx * LABEL_CHAR_EM) + LABEL_PAD_PX, r: (Math.max(t.width, t.length) / 2) * scale };
  });
  const rank = (t: TokenView) => (first.has(t.key) ? 0 : t.unit.kind === 'ship' ? 1 : t.unit.kind === 'fighter' ? 2 : 3);
  const ordered = [...info].sort((a, b) => rank(a.t) - rank(b.t));
  const placed = labelsPlace(
    ordered.map((x) => ({ id: x.t.key, cx: x.t.pose.x * scale, cy: x.t.pose.y * scale, r: x.r, w: x.w, h })),
    info.map((x) => ({ x: x.t.pose.x * scale - x.r, y: x.t.pose.y * scale - x.r, w: 2 * x.r, h: 2 * x.r })),
  );
  const byId = new Map(placed.map((p) => [p.id, p]));
  return ordered.flatMap((x) => {
    const place = byId.get(x.t.key);
    return place ? [{ key: x.t.key, text: x.l.text, words: x.l.words, cx: x.t.pose.x * scale, cy: x.t.pose.y * scale, place, r: x.r, dim: x.t.activated && !now.has(x.t.key) }] : [];
  });
}

/** The labels as DOM over the canvas: each anchored at its token, counter-scaled while the camera zooms. */
export const TokenLabels = memo(function TokenLabels(props: { labels: readonly LabelDraw[]; fontPx: number; boxRef: RefObject<HTMLDivElement | null> }) {
  const { labels, fontPx, boxRef } = props;
  return (
    <div className="gm-labels" ref={boxRef} aria-hidden="true">
      {labels.map((l) => {
        const b = l.place.box;
        const x = b.x - l.cx;
        const y = b.y - l.cy;
        // Leader: from the token's edge toward the label's nearest point.
        const nx = Math.max(x, Math.min(0, x + b.w));
        const ny = Math.max(y, Math.min(0, y + b.h));
        const d = Math.hypot(nx, ny) || 1;
        const style: CSSProperties = { left: `${x}px`, top: `${y}px`, width: `${b.w}px`, height: `${b.h}px`, lineHeight: `${b.h}px`, fontSize: `${fontPx}px` };
        return (
          <div key={l.key} className="gm-label-anchor" style={{ left: `${l.cx}px`, top: `${l.cy}px` }}>
            {l.place.leader && (
              <svg className="gm-leader" width="1" height="1" overflow="visible">
                <line x1={(nx / d) * l.r} y1={(ny / d) * l.r} x2={nx} y2={ny} />
              </svg>
            )}
            <span className={`gm-label${l.dim ? ' gm-label-done' : ''}`} data-key={l.key} data-leader={l.place.leader ? 'yes' : 'no'} style={style}>
              {l.text}
            </span>
          </div>
        );
      })}
    </div>
  );
});
