// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import Konva from 'konva';
import { point } from '../../../geometry/units';
import { MARKERS_NODE_ID, StageController } from './stageController';

describe('the tape label', () => {
  it('keeps a constant screen size at any zoom', () => {
    const c = new StageController();
    const label = new Konva.Label();
    const stage = new Konva.Stage({ container: document.createElement('div'), width: 400, height: 300 });
    const layer = new Konva.Layer();
    layer.add(label);
    stage.add(layer);
    c.partSet('stage', stage);
    c.partSet('tapeLabel', label);
    c.measurementShow({ a: point(0, 0), b: point(24, 0) }, false);
    const sizes = [1, 7.5, 13.3, 64, 300].map((scale) => {
      c.viewShow({ x: 10, y: 20, scale });
      return label.getAbsoluteScale().x;
    });
    expect(sizes.map((s) => Math.round(s * 1e9) / 1e9)).toEqual([1, 1, 1, 1, 1]);
  });
});

describe('the markers picture during a zoom (issue 24)', () => {
  it('a zoom marks the markers shape zooming until the view is committed, which redraws it; a pan does not', () => {
    const c = new StageController();
    const stage = new Konva.Stage({ container: document.createElement('div'), width: 400, height: 300 });
    const layer = new Konva.Layer();
    const shape = new Konva.Shape({ id: MARKERS_NODE_ID });
    layer.add(shape);
    stage.add(layer);
    c.partSet('stage', stage);
    c.partSet('markersLayer', layer);
    // A fit (a new zoom, committed at once) leaves it crisp.
    c.viewSettle({ x: 0, y: 0, scale: 8 });
    expect(shape.getAttr('zooming')).toBe(false);
    c.viewShow({ x: 0, y: 0, scale: 10 });
    c.viewCommit(false);
    c.viewShow({ x: 5, y: 5, scale: 10 });
    expect(shape.getAttr('zooming')).toBe(false);
    c.viewShow({ x: 5, y: 5, scale: 12 });
    c.viewShow({ x: 6, y: 5, scale: 14 });
    expect(shape.getAttr('zooming')).toBe(true);
    let redrawn = 0;
    layer.batchDraw = () => {
      redrawn++;
      return layer;
    };
    c.viewCommit(true);
    expect(shape.getAttr('zooming')).toBe(false);
    expect(redrawn).toBeGreaterThan(0);
  });
});
