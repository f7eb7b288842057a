import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pose } from '../../../geometry';
import { huntersActive } from '../../game/scenes.testing';
import { tableTokens, type TokenView } from './tableModel';
import { tokenLook, tokensPaint, type LookContext, type PaintContext, type PaintItem } from './tokenPaint';

/** A 2D context that records the tokens painted (each `translate` is one token's centre) and the styles set. */
function recorder() {
  const at: { x: number; y: number }[] = [];
  const fills: string[] = [];
  const widths: number[] = [];
  const noop = () => {};
  const c = {
    beginPath: noop,
    rect: noop,
    moveTo: noop,
    lineTo: noop,
    closePath: noop,
    fill: () => fills.push(String(c.fillStyle)),
    stroke: () => widths.push(c.lineWidth),
    setLineDash: noop,
    save: noop,
    restore: noop,
    rotate: noop,
    translate: (x: number, y: number) => at.push({ x, y }),
    fillStyle: '' as PaintContext['fillStyle'],
    strokeStyle: '' as PaintContext['strokeStyle'],
    lineWidth: 1,
    globalAlpha: 1,
  };
  return { c: c as PaintContext, at, fills, widths };
}

const ctx = (over: Partial<LookContext> = {}): LookContext => ({ colours: { heragul: '#d33', surakari: '#33d' }, edge: '#eee', selectedKey: null, picked: new Set(), active: new Set(), accent: '#fc0', fg: '#fff', ...over });

describe('tokens painted by the shape of their kind', () => {
  const s = huntersActive();
  const wings = tableTokens(s).filter((t) => t.unit.kind === 'fighter');

  it('looks as a shape of its own would: owner colour, thick edge when selected, picked or activating, dimmer once activated', () => {
    const [w] = wings as [TokenView];
    expect(tokenLook(w, ctx())).toMatchObject({ fill: ctx().colours[w.owner], strokeWidth: 1, stroke: '#eee', dash: null });
    expect(tokenLook(w, ctx({ selectedKey: w.key }))).toMatchObject({ stroke: '#fff', strokeWidth: 3 });
    expect(tokenLook(w, ctx({ picked: new Set([w.key]) }))).toMatchObject({ stroke: '#fff', strokeWidth: 3 });
    expect(tokenLook(w, ctx({ active: new Set([w.key]) }))).toMatchObject({ stroke: '#fc0', strokeWidth: 3 });
    expect(tokenLook({ ...w, activated: true }, ctx()).opacity).toBeCloseTo(0.95 * 0.6);
    expect(tokenLook({ ...w, activated: true }, ctx({ active: new Set([w.key]) })).opacity).toBeCloseTo(0.95);
    expect(tokenLook({ ...w, disrupted: true }, ctx()).dash).toEqual([4, 3]);
  });

  it('paints every token in order at its centre, its edge a constant screen width', () => {
    const items: PaintItem[] = wings.map((t) => ({ t, look: tokenLook(t, ctx()) }));
    const r = recorder();
    expect(tokensPaint(r.c, items, '#eee', 0.1, null, null)).toBe(items.length);
    expect(r.at).toEqual(wings.map((t) => ({ x: t.pose.x, y: t.pose.y })));
    // Edge stroke 1 px at 10 px per inch: 0.1″.
    expect(r.widths.every((w) => Math.abs(w - 0.1) < 1e-9)).toBe(true);
    expect(r.fills.filter((f) => f !== '#eee')).toEqual(wings.map((t) => ctx().colours[t.owner]));
  });

  it('leaves out the tokens being dragged and, for any view, exactly those wholly outside it', () => {
    const base = wings[0] as TokenView;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.double({ min: -150, max: 150, noNaN: true }), fc.double({ min: -150, max: 150, noNaN: true })), { minLength: 1, maxLength: 60 }),
        fc.tuple(fc.integer({ min: -100, max: 100 }), fc.integer({ min: -100, max: 100 }), fc.integer({ min: 1, max: 120 }), fc.integer({ min: 1, max: 120 })),
        fc.integer({ min: 0, max: 39 }),
        (spots, [vx, vy, vw, vh], hide) => {
          const items: PaintItem[] = spots.map(([x, y], i) => {
            const t: TokenView = { ...base, key: `tok:fighter:W${i}`, pose: pose(x, y, (i * 37) % 360) };
            return { t, look: tokenLook(t, ctx()) };
          });
          const view = { x0: vx, y0: vy, x1: vx + vw, y1: vy + vh };
          const hidden = new Set([`tok:fighter:W${hide}`]);
          const r = recorder();
          const n = tokensPaint(r.c, items, '#eee', 0.1, hidden, view);
          const painted = new Set(r.at.map((q) => `${q.x},${q.y}`));
          // Never the dragged one; every token with a corner in the view is painted (nothing on screen is left out);
          // every token painted comes within its own size of the view; and in order.
          const corners = (t: TokenView) => [-1, 1].flatMap((u) => [-1, 1].map((v) => ({ x: t.pose.x + (u * t.length) / 2, y: t.pose.y + (v * t.width) / 2 })));
          const inView = (q: { x: number; y: number }) => q.x >= view.x0 && q.x <= view.x1 && q.y >= view.y0 && q.y <= view.y1;
          const size = Math.hypot(base.length, base.width);
          const near = (q: { x: number; y: number }) => q.x >= view.x0 - size && q.x <= view.x1 + size && q.y >= view.y0 - size && q.y <= view.y1 + size;
          const shown = items.filter(({ t }) => !hidden.has(t.key));
          const order = shown.filter(({ t }) => painted.has(`${t.pose.x},${t.pose.y}`)).map(({ t }) => `${t.pose.x},${t.pose.y}`);
          return (
            n === r.at.length &&
            !items.some(({ t }) => hidden.has(t.key) && r.at.length > 0 && spots.filter(([x, y]) => x === t.pose.x && y === t.pose.y).length === 1 && painted.has(`${t.pose.x},${t.pose.y}`)) &&
            shown.every(({ t }) => !corners(t).some(inView) || painted.has(`${t.pose.x},${t.pose.y}`)) &&
            r.at.every(near) &&
            (new Set(order).size !== order.length || order.join(';') === r.at.map((q) => `${q.x},${q.y}`).join(';'))
          );
        },
      ),
    );
  });
});
