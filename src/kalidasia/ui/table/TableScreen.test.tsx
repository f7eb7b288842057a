// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { DEFAULT_TABLE, type TableDoc } from '../../../store/types';
import { TableScreen } from './index';

afterEach(cleanup);

// The canvas loads after the toolbar (issue 24): its modules are loaded once here, and each test waits for the stage.
beforeAll(async () => {
  await import('./FreeTableStage');
});
/** The stage, once its code has loaded and it has mounted. */
const stageReady = () => screen.findByTestId('table-stage', {}, { timeout: 10_000 });

const TOOL_NAMES = ['Measure', 'Add marker', 'Delete marker', 'Clear measurement', 'Grid', 'Zoom out', 'Zoom in', 'Fit table'];

function doc(over: Partial<TableDoc> = {}): TableDoc {
  return { ...DEFAULT_TABLE, markers: [], ...over };
}

/** A parent that keeps the document, as the app does with the database. */
function Keeper({ initial, spy }: { initial: TableDoc; spy: (d: TableDoc) => void }) {
  const [d, setD] = useState(initial);
  return (
    <div style={{ width: 800, height: 600 }}>
      <TableScreen
        doc={d}
        onChange={(next) => {
          spy(next);
          setD(next);
        }}
      />
    </div>
  );
}

/** A pointer event with the fields jsdom may not fill in from the init dictionary. */
function pointer(el: Element, type: string, x: number, y: number, id = 1): void {
  const e = new Event(type, { bubbles: true, cancelable: true });
  Object.assign(e, { pointerId: id, pointerType: 'mouse', button: 0, clientX: x, clientY: y });
  act(() => {
    el.dispatchEvent(e);
  });
}

describe('TableScreen', () => {
  it('shows every tool by role and name, 44 px targets marked with the tool class', async () => {
    render(<TableScreen doc={doc()} onChange={() => {}} />);
    for (const name of TOOL_NAMES) {
      const b = screen.getByRole('button', { name });
      expect(b.className).toContain('tbl-btn');
    }
    expect(screen.getByRole('button', { name: /^Table size/ }).textContent).toContain('72″ × 48″');
    expect(screen.getByRole('button', { name: 'Delete marker' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Clear measurement' })).toHaveProperty('disabled', true);
    expect(await stageReady()).toBeTruthy();
    expect(screen.getByTestId('measure-readout').getAttribute('aria-live')).toBe('polite');
  });

  it('calls onChange with the grid toggled, and shows the new state', async () => {
    const onChange = vi.fn<(next: TableDoc) => void>();
    render(<Keeper initial={doc({ grid: true })} spy={onChange} />);
    await stageReady();
    const grid = screen.getByRole('button', { name: 'Grid' });
    expect(grid.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(grid);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({ grid: false, width: 72, height: 48 });
    expect(grid.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(grid);
    expect(onChange.mock.calls[1]?.[0]).toMatchObject({ grid: true });
  });

  it('shows the grid change at once even before the parent hands the document back', async () => {
    const onChange = vi.fn<(next: TableDoc) => void>();
    render(<TableScreen doc={doc({ grid: false })} onChange={onChange} />);
    await stageReady();
    fireEvent.click(screen.getByRole('button', { name: 'Grid' }));
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({ grid: true });
    expect(screen.getByRole('button', { name: 'Grid' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('counts the markers', async () => {
    const markers = [
      { id: 'a', x: 1, y: 1 },
      { id: 'b', x: 2, y: 2 },
    ];
    render(<TableScreen doc={doc({ markers })} onChange={() => {}} />);
    await stageReady();
    expect(screen.getByTestId('marker-count').textContent).toBe('2');
  });

  it('rejects a bad custom size with a message naming the field, and applies a preset', async () => {
    const onChange = vi.fn<(next: TableDoc) => void>();
    render(<Keeper initial={doc({ view: { x: 5, y: 5, scale: 20 } })} spy={onChange} />);
    await stageReady();
    fireEvent.click(screen.getByRole('button', { name: /^Table size/ }));
    const panel = screen.getByRole('region', { name: 'Table size' });
    fireEvent.change(within(panel).getByLabelText('Width (inches)'), { target: { value: '11' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Apply size' }));
    expect(within(panel).getByRole('alert').textContent).toMatch(/^Width must be from 12″ to 120″/);
    expect(within(panel).getByLabelText('Width (inches)').getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.click(within(panel).getByRole('button', { name: '44″ × 30″' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    // A new size fits the new table: the stored view is dropped.
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({ width: 44, height: 30, view: null });
    expect(screen.getByRole('button', { name: /^Table size/ }).textContent).toContain('44″ × 30″');
  });

  it('adds a marker with a tap in "Add marker" mode, then selects and deletes it', async () => {
    const onChange = vi.fn<(next: TableDoc) => void>();
    // jsdom has no layout: the stage box is 0 × 0 at (0, 0), so the stored view is used as is.
    render(<Keeper initial={doc({ view: { x: 20, y: 10, scale: 10 } })} spy={onChange} />);
    const stage = await stageReady();
    expect(stage.dataset['viewX']).toBe('20');
    fireEvent.click(screen.getByRole('button', { name: 'Add marker' }));
    pointer(stage, 'pointerdown', 140, 250);
    pointer(stage, 'pointerup', 140, 250);
    expect(onChange).toHaveBeenCalledTimes(1);
    const added = onChange.mock.calls[0]?.[0];
    expect(added?.markers).toHaveLength(1);
    expect(added?.markers[0]).toMatchObject({ x: 12, y: 24 });
    expect(screen.getByTestId('marker-count').textContent).toBe('1');

    const del = screen.getByRole('button', { name: 'Delete marker' });
    expect(del).toHaveProperty('disabled', false);
    fireEvent.click(del);
    expect(onChange.mock.calls[1]?.[0]?.markers).toEqual([]);
    expect(screen.getByTestId('marker-count').textContent).toBe('0');
  });

  it('measures marker centre to centre and keeps the readout until cleared', async () => {
    const markers = [
      { id: 'a', x: 12, y: 24 },
      { id: 'b', x: 36, y: 24 },
    ];
    const onChange = vi.fn<(next: TableDoc) => void>();
    render(<Keeper initial={doc({ markers, view: { x: 0, y: 0, scale: 10 } })} spy={onChange} />);
    const stage = await stageReady();
    fireEvent.click(screen.getByRole('button', { name: 'Measure' }));
    pointer(stage, 'pointerdown', 123, 242);
    pointer(stage, 'pointermove', 250, 240);
    pointer(stage, 'pointermove', 358, 238);
    pointer(stage, 'pointerup', 358, 238);
    expect(screen.getByTestId('measure-readout').textContent).toBe('24.0″ · 0°');
    // Measuring changes nothing in the document.
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Clear measurement' }));
    expect(screen.getByTestId('measure-readout').textContent).toBe('');
  });

  it('pinches about the point between the fingers and publishes the view once, at the end', async () => {
    const onChange = vi.fn<(next: TableDoc) => void>();
    render(<Keeper initial={doc({ view: { x: 10, y: 20, scale: 10 } })} spy={onChange} />);
    const stage = await stageReady();
    // Fingers 100 px apart around (300, 220), i.e. table (29, 20); they spread to 300 px apart.
    pointer(stage, 'pointerdown', 250, 220, 1);
    pointer(stage, 'pointerdown', 350, 220, 2);
    for (const d of [60, 90, 120, 150]) {
      pointer(stage, 'pointermove', 300 - d, 220, 1);
      pointer(stage, 'pointermove', 300 + d, 220, 2);
    }
    expect(onChange).not.toHaveBeenCalled();
    pointer(stage, 'pointerup', 150, 220, 1);
    pointer(stage, 'pointerup', 450, 220, 2);
    expect(onChange).toHaveBeenCalledTimes(1);
    const v = onChange.mock.calls[0]?.[0]?.view;
    expect(v?.scale).toBeCloseTo(30, 9);
    // Table (29, 20) is still under (300, 220).
    expect((v?.x ?? 0) + 29 * 30).toBeCloseTo(300, 9);
    expect((v?.y ?? 0) + 20 * 30).toBeCloseTo(220, 9);
  });

  it('zooms with the wheel about the pointer and publishes the view 250 ms after the last wheel event', async () => {
    const onChange = vi.fn<(next: TableDoc) => void>();
    render(<Keeper initial={doc({ view: { x: 0, y: 0, scale: 10 } })} spy={onChange} />);
    const stage = await stageReady();
    vi.useFakeTimers();
    try {
      for (let i = 0; i < 5; i += 1) {
        act(() => {
          stage.dispatchEvent(new WheelEvent('wheel', { bubbles: true, cancelable: true, deltaY: -100, clientX: 200, clientY: 100 }));
        });
        act(() => {
          vi.advanceTimersByTime(100);
        });
      }
      expect(onChange).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(250);
      });
      expect(onChange).toHaveBeenCalledTimes(1);
      const v = onChange.mock.calls[0]?.[0]?.view;
      expect(v?.scale).toBeGreaterThan(10);
      // Table (20, 10) stays under the pointer.
      expect((v?.x ?? 0) + 20 * (v?.scale ?? 0)).toBeCloseTo(200, 6);
      expect((v?.y ?? 0) + 10 * (v?.scale ?? 0)).toBeCloseTo(100, 6);
    } finally {
      vi.useRealTimers();
    }
  });

  it('publishes the view after a pan ends, once', async () => {
    const onChange = vi.fn<(next: TableDoc) => void>();
    render(<Keeper initial={doc({ view: { x: 0, y: 0, scale: 10 } })} spy={onChange} />);
    const stage = await stageReady();
    pointer(stage, 'pointerdown', 100, 100);
    pointer(stage, 'pointermove', 130, 100);
    pointer(stage, 'pointermove', 150, 120);
    expect(onChange).not.toHaveBeenCalled();
    pointer(stage, 'pointerup', 150, 120);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({ view: { x: 50, y: 20, scale: 10 } });
    expect(stage.dataset['viewX']).toBe('50');
    expect(stage.dataset['viewScale']).toBe('10');
  });
});
