// @vitest-environment jsdom
// The free Table's saving mark (issue 27 item 8): a marker placed shows "Saving…" until the stored table holds it;
// a change storage refuses is taken back. Pure comparison + the screen with a slow store.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useEffect, useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_TABLE, type TableDoc } from '../../../store/types';
import { markersSaving } from './markers';
import { TableScreen } from './index';

afterEach(cleanup);

// The canvas loads after the toolbar (issue 24): its modules are loaded once here, and each test waits for the stage.
beforeAll(async () => {
  await import('./FreeTableStage');
});
/** The stage, once its code has loaded and it has mounted. */
const stageReady = () => screen.findByTestId('table-stage', {}, { timeout: 10_000 });

describe('markersSaving', () => {
  it('a marker is saving until the stored table has it at its place with its label', () => {
    const stored = [
      { id: 'a', x: 1, y: 1 },
      { id: 'b', x: 2, y: 2, label: 'B' },
      { id: 'gone', x: 3, y: 3 },
    ];
    const shown = [
      { id: 'a', x: 1, y: 1 },
      { id: 'b', x: 2, y: 2, label: 'B2' },
      { id: 'new', x: 4, y: 4 },
      { id: 'moved', x: 5, y: 5 },
    ];
    const r = markersSaving([...stored, { id: 'moved', x: 6, y: 5 }], shown);
    expect([...r.drawn].sort()).toEqual(['b', 'moved', 'new']);
    expect(r.removed).toBe(1);
    expect(markersSaving(shown, shown)).toEqual({ drawn: new Set(), removed: 0 });
  });
});

/** A parent whose store is slow: changes are kept aside until `flush()` stores them (or refuses them). */
function slowStore(initial: TableDoc) {
  const queue: { next: TableDoc; done: (ok: boolean) => void }[] = [];
  const handle: { store: ((d: TableDoc) => void) | null } = { store: null };
  function Parent() {
    const [stored, setStored] = useState(initial);
    useEffect(() => {
      handle.store = setStored;
    }, []);
    return (
      <div style={{ width: 800, height: 600 }}>
        <TableScreen doc={stored} onChange={(next) => new Promise<boolean>((done) => queue.push({ next, done })) as unknown as void} />
      </div>
    );
  }
  return {
    Parent,
    queue,
    async flush(ok = true) {
      await act(async () => {
        for (const w of queue.splice(0)) {
          if (ok) handle.store?.(w.next);
          w.done(ok);
        }
      });
    },
  };
}

function pointer(el: Element, type: string, x: number, y: number): void {
  const e = new Event(type, { bubbles: true, cancelable: true });
  Object.assign(e, { pointerId: 1, pointerType: 'touch', button: 0, clientX: x, clientY: y });
  act(() => {
    el.dispatchEvent(e);
  });
}

describe('TableScreen: a marker shows as placed only once stored', () => {
  it('three taps show three markers with "Saving 3 markers…" until the stored table holds them', async () => {
    const s = slowStore({ ...DEFAULT_TABLE, markers: [], view: { x: 20, y: 10, scale: 10 } });
    render(<s.Parent />);
    const stage = await stageReady();
    fireEvent.click(screen.getByRole('button', { name: 'Add marker' }));
    for (const x of [140, 200, 260]) {
      pointer(stage, 'pointerdown', x, 250);
      pointer(stage, 'pointerup', x, 250);
    }
    expect(screen.getByTestId('marker-count').textContent).toBe('3');
    expect(screen.getByTestId('markers-saving').textContent).toBe('Saving 3 markers…');
    expect(s.queue.length).toBe(3);
    await s.flush();
    expect(screen.queryByTestId('markers-saving')).toBeNull();
    expect(screen.getByTestId('marker-count').textContent).toBe('3');
  });

  it('a marker storage refuses is taken back, and no saving mark stays', async () => {
    const s = slowStore({ ...DEFAULT_TABLE, markers: [], view: { x: 20, y: 10, scale: 10 } });
    render(<s.Parent />);
    const stage = await stageReady();
    fireEvent.click(screen.getByRole('button', { name: 'Add marker' }));
    pointer(stage, 'pointerdown', 140, 250);
    pointer(stage, 'pointerup', 140, 250);
    expect(screen.getByTestId('markers-saving').textContent).toBe('Saving 1 marker…');
    await s.flush(false);
    expect(screen.getByTestId('marker-count').textContent).toBe('0');
    expect(screen.queryByTestId('markers-saving')).toBeNull();
  });

  it('a deleted marker says "Saving…" until the stored table no longer has it', async () => {
    const s = slowStore({ ...DEFAULT_TABLE, markers: [{ id: 'a', x: 12, y: 24 }], view: { x: 20, y: 10, scale: 10 } });
    render(<s.Parent />);
    const stage = await stageReady();
    pointer(stage, 'pointerdown', 140, 250);
    pointer(stage, 'pointerup', 140, 250);
    fireEvent.click(screen.getByRole('button', { name: 'Delete marker' }));
    expect(screen.getByTestId('marker-count').textContent).toBe('0');
    expect(screen.getByTestId('markers-saving').textContent).toBe('Saving 1 marker…');
    await s.flush();
    expect(screen.queryByTestId('markers-saving')).toBeNull();
  });
});
