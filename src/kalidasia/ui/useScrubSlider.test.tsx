// @vitest-environment jsdom
/**
 * The app's own slider (issue 24): the value a finger or a key gives (snapped to the steps, the ends always
 * reachable, never outside the bounds), and the slider as rendered: its aria values, the keys a native slider
 * answers to (each step settled at once with the new value), a disabled slider ignoring them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as fc from 'fast-check';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ScrubSlider } from './ScrubSlider';
import { scrubAtFraction, scrubKey, scrubSnap, scrubTrack, useScrubSlider, type ScrubSliderSpec } from './useScrubSlider';

afterEach(cleanup);

describe('scrubSnap / scrubAtFraction / scrubKey', () => {
  it('snaps to 0.1 steps from min, keeps the ends, clamps outside', () => {
    expect(scrubSnap(13.04, 13, 15, 0.1)).toBe(13);
    expect(scrubSnap(13.06, 13, 15, 0.1)).toBe(13.1);
    expect(scrubSnap(14.45, 13, 15, 0.1)).toBe(14.5);
    expect(scrubSnap(99, 13, 15, 0.1)).toBe(15);
    expect(scrubSnap(-1, 13, 15, 0.1)).toBe(13);
    // A path 12.93″ long: its end is reachable (a native range would stop at 12.9).
    expect(scrubSnap(12.92, 0, 12.93, 0.1)).toBe(12.93);
    expect(scrubSnap(12.86, 0, 12.93, 0.1)).toBe(12.9);
    expect(scrubAtFraction(0.5, 13, 15, 0.1)).toBe(14);
    expect(scrubAtFraction(2, 13, 15, 0.1)).toBe(15);
    expect(scrubAtFraction(-1, 13, 15, 0.1)).toBe(13);
    // An empty band (min = max): always its one value.
    expect(scrubAtFraction(0.7, 9, 9, 0.1)).toBe(9);
  });

  it('keys: arrows ±step, Page ±a tenth of the range, Home / End, other keys none', () => {
    expect(scrubKey('ArrowRight', 13, 13, 15, 0.1)).toBe(13.1);
    expect(scrubKey('ArrowUp', 13.1, 13, 15, 0.1)).toBe(13.2);
    expect(scrubKey('ArrowLeft', 13, 13, 15, 0.1)).toBe(13);
    expect(scrubKey('ArrowDown', 14, 13, 15, 0.1)).toBe(13.9);
    expect(scrubKey('PageUp', 13, 13, 15, 0.1)).toBe(13.2);
    expect(scrubKey('PageDown', 13.1, 13, 15, 0.1)).toBe(13);
    expect(scrubKey('PageUp', 0, 0, 13, 0.1)).toBe(1.3);
    expect(scrubKey('Home', 14.2, 13, 15, 0.1)).toBe(13);
    expect(scrubKey('End', 14.2, 13, 15, 0.1)).toBe(15);
    expect(scrubKey('Enter', 14.2, 13, 15, 0.1)).toBeNull();
  });

  it('property: any value snaps inside the bounds, onto a step from min or onto an end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 400 }), fc.double({ min: -0.5, max: 1.5, noNaN: true }), (lo, span, f) => {
        const min = lo / 10;
        const max = (lo + span) / 10 + (span % 3) * 0.01; // some maxima off the steps
        const n = scrubAtFraction(f, min, max, 0.1);
        expect(n).toBeGreaterThanOrEqual(min);
        expect(n).toBeLessThanOrEqual(max);
        const k = (n - min) / 0.1;
        expect(n === max || Math.abs(k - Math.round(k)) < 1e-6).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('the track leaves room for the thumb and the figure', () => {
    expect(scrubTrack(300, 56)).toEqual({ left: 14, width: 300 - 14 - 14 - 64 });
    expect(scrubTrack(10, 56).width).toBe(1);
  });
});

function Slider(props: Partial<ScrubSliderSpec> & { onSettle: ScrubSliderSpec['onSettle'] }) {
  const slider = useScrubSlider({ min: 13, max: 15, step: 0.1, shown: 13, figureWidth: 56, now: () => props.shown ?? 13, figureText: (n) => `${n.toFixed(1)}″`, onSlide: () => undefined, ...props });
  return (
    <>
      <span id="l">Distance</span>
      <ScrubSlider slider={slider} id="d" labelledBy="l" />
    </>
  );
}

describe('ScrubSlider', () => {
  it('says its name, bounds and value in words; keys settle each step with the new value', () => {
    const settle = vi.fn<ScrubSliderSpec['onSettle']>();
    const { rerender } = render(<Slider shown={13} onSettle={settle} />);
    const el = screen.getByRole('slider', { name: 'Distance' });
    expect(el.getAttribute('aria-valuemin')).toBe('13');
    expect(el.getAttribute('aria-valuemax')).toBe('15');
    expect(el.getAttribute('aria-valuenow')).toBe('13');
    expect(el.getAttribute('aria-valuetext')).toBe('13.0″');
    expect(el.tabIndex).toBe(0);
    fireEvent.keyDown(el, { key: 'ArrowRight' });
    expect(settle).toHaveBeenLastCalledWith(13.1, false);
    expect(el.getAttribute('aria-valuenow')).toBe('13.1');
    expect(el.getAttribute('aria-valuetext')).toBe('13.1″');
    fireEvent.keyDown(el, { key: 'End' });
    expect(settle).toHaveBeenLastCalledWith(15, false);
    // At the end already: no new value, nothing settled.
    fireEvent.keyDown(el, { key: 'ArrowRight' });
    expect(settle).toHaveBeenCalledTimes(2);
    // A key that is not the slider's is left alone.
    fireEvent.keyDown(el, { key: 'a' });
    expect(settle).toHaveBeenCalledTimes(2);
    // The panel's settled value is shown again after a render (e.g. an undo).
    rerender(<Slider shown={14} onSettle={settle} />);
    expect(el.getAttribute('aria-valuenow')).toBe('14');
    expect(el.getAttribute('aria-valuetext')).toBe('14.0″');
  });

  it('disabled: out of the tab order, keys ignored', () => {
    const settle = vi.fn<ScrubSliderSpec['onSettle']>();
    render(<Slider shown={13} disabled onSettle={settle} />);
    const el = screen.getByRole('slider', { name: 'Distance' });
    expect(el.getAttribute('aria-disabled')).toBe('true');
    expect(el.tabIndex).toBe(-1);
    fireEvent.keyDown(el, { key: 'ArrowRight' });
    expect(settle).not.toHaveBeenCalled();
    expect(el.getAttribute('aria-valuenow')).toBe('13');
  });

  it('unmounted: its listeners are gone (a key or a finger on the removed element settles nothing)', () => {
    const settle = vi.fn<ScrubSliderSpec['onSettle']>();
    const { unmount } = render(<Slider shown={13} onSettle={settle} />);
    const el = screen.getByRole('slider', { name: 'Distance' });
    fireEvent.keyDown(el, { key: 'ArrowRight' });
    expect(settle).toHaveBeenCalledTimes(1);
    unmount();
    fireEvent.keyDown(el, { key: 'ArrowRight' });
    fireEvent.pointerDown(el, { pointerId: 1, clientX: 10 });
    fireEvent.pointerUp(el, { pointerId: 1, clientX: 10 });
    expect(settle).toHaveBeenCalledTimes(1);
    expect(el.getAttribute('aria-valuenow')).toBe('13.1');
  });
});
