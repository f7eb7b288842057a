// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import Konva from 'konva';
import { point } from '../../../geometry/units';
import { StageController } from './stageController';

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
