/**
 * The app's own slider (issue 24), used by the movement panel's distance and the fire panel's "Fire from": a
 * `role="slider"` element (`ScrubSlider.tsx`) whose track, thumb and figure (the value in words) are drawn on a small
 * canvas of its own. While a finger slides it nothing in the page's DOM is painted: a native `<input type=range>`
 * (and its figure beside it) made Chromium repaint and rasterise the panel at each move, about 1.5 ms a move more
 * than the same drawing on a canvas on this project's machines (see ui/activation/README.md, "Figures").
 *
 * Nothing goes through React while a finger slides: the hook listens to the element's own pointer and key events.
 * - `shown`: the settled value, drawn and put on the aria values at each render unless a finger is sliding it;
 * - `now()`: the value the table shows now (a live scrub, or the settled one): a move that lands there changes nothing
 *   on the table;
 * - `figureText(n)`: the value n in words (drawn beside the track and said by `aria-valuetext`);
 * - `onSlide(n)`: each pointer move that changed the value (after it was drawn);
 * - `onSettle(n, slid)`: the finger lifted, or a key stepped it; `slid`: `onSlide` was called since the last settle.
 *   A touch the browser takes over (a vertical pan of the panel that began on the slider: `pointercancel`) puts the
 *   value back where it was before the finger came down, and settles that.
 * Keys as a native slider: arrows ±step, Page Up/Down ±a tenth of the range, Home/End the ends. A finger anywhere on
 * the slider takes the thumb there (as Chromium's range does on touch); the pointer is captured, so a finger that
 * leaves the slider keeps sliding it. The drawing is redrawn at most once per animation frame.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';

export interface ScrubSliderSpec {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly shown: number;
  readonly disabled?: boolean;
  /** CSS px kept at the right of the track for the figure (its longest words). */
  readonly figureWidth: number;
  readonly now: () => number;
  readonly figureText: (n: number) => string;
  readonly onSlide: (n: number) => void;
  readonly onSettle: (n: number, slid: boolean) => void;
}

const decimals = (step: number): number => {
  const s = String(step);
  const dot = s.indexOf('.');
  return dot < 0 ? 0 : s.length - dot - 1;
};

/**
 * The value at `v` on [min, max], snapped to the steps counted from min; the ends themselves are always reachable
 * (a path 12.93″ long can be fired from its end, where a native range would stop at 12.9).
 */
export function scrubSnap(v: number, min: number, max: number, step: number): number {
  if (!(max > min)) return min;
  if (!Number.isFinite(v) || v <= min) return min;
  if (v >= max) return max;
  if (max - v < step / 2) return max;
  const n = Number((min + Math.round((v - min) / step + 1e-9) * step).toFixed(decimals(step) + 2));
  return Math.min(max, Math.max(min, Number(n.toFixed(decimals(step)))));
}

/** The value a finger at fraction f (0 = the track's left end, 1 = its right end) gives. */
export const scrubAtFraction = (f: number, min: number, max: number, step: number): number => scrubSnap(min + Math.min(1, Math.max(0, f)) * (max - min), min, max, step);

/** Where the value sits on the track, 0..1. */
export const scrubFraction = (n: number, min: number, max: number): number => (max > min ? Math.min(1, Math.max(0, (n - min) / (max - min))) : 0);

/** The value a key gives from `n` (null: not a slider key). */
export function scrubKey(key: string, n: number, min: number, max: number, step: number): number | null {
  const page = Math.max(step, (max - min) / 10);
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return scrubSnap(n + step, min, max, step);
    case 'ArrowLeft':
    case 'ArrowDown':
      return scrubSnap(n - step, min, max, step);
    case 'PageUp':
      return scrubSnap(n + page, min, max, step);
    case 'PageDown':
      return scrubSnap(n - page, min, max, step);
    case 'Home':
      return min;
    case 'End':
      return max;
    default:
      return null;
  }
}

/** The track's ends in the slider's CSS px: the thumb's radius in from the left, the figure's room from the right. */
export const THUMB_R = 13;
export function scrubTrack(width: number, figureWidth: number): { left: number; width: number } {
  const left = THUMB_R + 1;
  return { left, width: Math.max(1, width - left - THUMB_R - 1 - (figureWidth > 0 ? figureWidth + 8 : 0)) };
}

/**
 * How far (CSS px) a finger moves on the slider before its direction decides whether it slides the value (along the
 * track: its touch moves are consumed) or pans the panel (the browser's): under Chromium's touch slop (15 px), so the
 * decision is made before the browser would start a scroll gesture.
 */
export const TOUCH_DECIDE_PX = 8;

export interface ScrubSliderHandle {
  readonly ref: React.RefObject<HTMLDivElement | null>;
  readonly canvas: React.RefObject<HTMLCanvasElement | null>;
  readonly spec: ScrubSliderSpec;
}

interface Live {
  value: number;
  sliding: boolean;
  slid: boolean;
  pointer: number;
  /** The slider's left edge in client px, read when the finger comes down. */
  left: number;
  /** Where the finger came down (client px), and what its moves are: undecided yet, a slide, or a pan the browser takes. */
  downX: number;
  downY: number;
  touch: 'undecided' | 'slide' | 'pan';
  /** The value before the finger came down (a cancelled touch goes back to it). */
  start: number;
  frame: number;
  /** The slider's size in CSS px and the device pixel ratio the canvas was sized for. */
  w: number;
  h: number;
  dpr: number;
  colours: { track: string; fill: string; thumb: string; ring: string; text: string; font: string } | null;
  /** What the canvas shows now (value, bounds, size, colours, words): the same drawing is not made again. */
  drawn: string;
}

/** Draws the slider for value n on its canvas (sized to the element; nothing else in the page changes). */
function draw(el: HTMLDivElement, canvas: HTMLCanvasElement | null, l: Live, s: ScrubSliderSpec, n: number): void {
  if (!canvas) return;
  const r = el.getBoundingClientRect();
  const dpr = window.devicePixelRatio || 1;
  if (r.width !== l.w || r.height !== l.h || dpr !== l.dpr || !l.colours) {
    l.w = r.width;
    l.h = r.height;
    l.dpr = dpr;
    // A canvas given its size again is allocated again (and cleared): only when the size changed, not at each render.
    const cw = Math.max(1, Math.round(r.width * dpr));
    const ch = Math.max(1, Math.round(r.height * dpr));
    if (canvas.width !== cw) canvas.width = cw;
    if (canvas.height !== ch) canvas.height = ch;
    const cs = getComputedStyle(el);
    const v = (name: string, fallback: string) => cs.getPropertyValue(name).trim() || fallback;
    // Where the track lies, for a test or a benchmark to put a finger on a value (CSS px from the element's left).
    const tr = scrubTrack(r.width, s.figureWidth);
    if (el.dataset.trackLeft !== String(tr.left)) el.dataset.trackLeft = String(tr.left);
    if (el.dataset.trackWidth !== String(tr.width)) el.dataset.trackWidth = String(tr.width);
    l.colours = { track: v('--border', '#34425a'), fill: v('--accent', '#f2b84b'), thumb: v('--accent', '#f2b84b'), ring: v('--fg', '#e8edf5'), text: v('--fg', '#e8edf5'), font: `bold ${cs.fontSize || '16px'} ${cs.fontFamily || 'sans-serif'}` };
  }
  const ctx = canvas.getContext('2d');
  if (!ctx || !l.colours) return;
  const c = l.colours;
  const words = s.figureWidth > 0 ? s.figureText(n) : '';
  const drawn = JSON.stringify([n, s.min, s.max, s.disabled === true, s.figureWidth, words, l.w, l.h, dpr, c]);
  if (drawn === l.drawn && canvas.width > 1) return;
  l.drawn = drawn;
  const t = scrubTrack(l.w, s.figureWidth);
  const cy = l.h / 2;
  const x = t.left + scrubFraction(n, s.min, s.max) * t.width;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, l.w, l.h);
  ctx.globalAlpha = s.disabled ? 0.5 : 1;
  ctx.fillStyle = c.track;
  ctx.fillRect(t.left, cy - 3, t.width, 6);
  ctx.fillStyle = c.fill;
  ctx.fillRect(t.left, cy - 3, x - t.left, 6);
  ctx.beginPath();
  ctx.arc(x, cy, THUMB_R - 1, 0, Math.PI * 2);
  ctx.fillStyle = c.thumb;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = c.ring;
  ctx.stroke();
  if (s.figureWidth > 0) {
    ctx.font = c.font;
    ctx.fillStyle = c.text;
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'left';
    ctx.fillText(words, t.left + t.width + THUMB_R + 9, cy, s.figureWidth);
  }
  ctx.globalAlpha = 1;
}

/** The aria values, set only when they change (a same-value set is still a DOM mutation for the accessibility tree). */
function attrs(el: HTMLElement, n: number, text: string): void {
  if (el.getAttribute('aria-valuenow') !== String(n)) el.setAttribute('aria-valuenow', String(n));
  if (el.getAttribute('aria-valuetext') !== text) el.setAttribute('aria-valuetext', text);
}

export function useScrubSlider(spec: ScrubSliderSpec): ScrubSliderHandle {
  const ref = useRef<HTMLDivElement | null>(null);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const latest = useRef(spec);
  const live = useRef<Live>({ value: spec.shown, sliding: false, slid: false, pointer: -1, left: 0, downX: 0, downY: 0, touch: 'undecided', start: spec.shown, frame: 0, w: 0, h: 0, dpr: 0, colours: null, drawn: '' });

  // The settled value drawn and on the aria values at each render, unless a finger is sliding it.
  useLayoutEffect(() => {
    latest.current = spec;
    const l = live.current;
    const el = ref.current;
    if (l.sliding || !el) return;
    l.value = spec.shown;
    l.colours = null; // the theme may have changed (read again; drawn again only if anything drawn changed)
    draw(el, canvas.current, l, spec, spec.shown);
    attrs(el, spec.shown, spec.figureText(spec.shown));
  });

  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const l = live.current;
    // The canvas, the figure and the aria values once a frame: an attribute change paints nothing.
    const paint = () => {
      l.frame = 0;
      const s = latest.current;
      draw(el, canvas.current, l, s, l.value);
      attrs(el, l.value, s.figureText(l.value));
    };
    const slideTo = (n: number) => {
      if (n === l.value) return;
      l.value = n;
      if (!l.frame) l.frame = requestAnimationFrame(paint);
      if (n === latest.current.now()) return;
      l.slid = true;
      latest.current.onSlide(n);
    };
    const at = (clientX: number) => {
      const s = latest.current;
      const t = scrubTrack(l.w, s.figureWidth);
      return scrubAtFraction((clientX - l.left - t.left) / t.width, s.min, s.max, s.step);
    };
    const down = (e: PointerEvent) => {
      const s = latest.current;
      if (s.disabled || l.sliding || (e.pointerType === 'mouse' && e.button !== 0)) return;
      const r = el.getBoundingClientRect();
      l.left = r.left;
      if (r.width !== l.w) draw(el, canvas.current, l, s, l.value);
      l.sliding = true;
      l.pointer = e.pointerId;
      l.downX = e.clientX;
      l.downY = e.clientY;
      l.touch = 'undecided';
      l.start = l.value;
      try {
        el.setPointerCapture(e.pointerId);
      } catch {
        // A pointer the browser no longer tracks: its moves and its lift still come to this element.
      }
      if (document.activeElement !== el) el.focus({ preventScroll: true });
      e.preventDefault();
      slideTo(at(e.clientX));
    };
    const move = (e: PointerEvent) => {
      if (l.sliding && e.pointerId === l.pointer) slideTo(at(e.clientX));
    };
    const lift = (e: PointerEvent) => {
      if (!l.sliding || e.pointerId !== l.pointer) return;
      if (e.type === 'pointercancel') slideTo(l.start);
      l.sliding = false;
      l.pointer = -1;
      if (l.frame) {
        cancelAnimationFrame(l.frame);
        paint();
      }
      const slid = l.slid;
      l.slid = false;
      latest.current.onSettle(l.value, slid);
    };
    // A finger's slide is the slider's, not a scroll gesture: its touch moves are consumed once they are seen to go
    // along the track. Left to the browser, a quick horizontal slide became a scroll gesture (nothing to scroll with
    // `touch-action: pan-y`, but the gesture ran) and the lift a fling; the next tap anywhere then only stopped that
    // fling and was lost (Chromium drops the tap that cancels a fling). A move that starts mostly vertical is left
    // to the browser (it pans the panel and cancels the pointer: the value goes back, see `lift`).
    const touchMove = (e: TouchEvent) => {
      if (!l.sliding || !e.cancelable) return;
      if (l.touch === 'undecided') {
        const t = e.changedTouches[0];
        if (!t) return;
        const dx = Math.abs(t.clientX - l.downX);
        const dy = Math.abs(t.clientY - l.downY);
        if (Math.max(dx, dy) < TOUCH_DECIDE_PX) return;
        l.touch = dy > dx ? 'pan' : 'slide';
      }
      if (l.touch === 'slide') e.preventDefault();
    };
    const key = (e: KeyboardEvent) => {
      const s = latest.current;
      if (s.disabled || l.sliding || e.altKey || e.ctrlKey || e.metaKey) return;
      const n = scrubKey(e.key, l.value, s.min, s.max, s.step);
      if (n === null) return;
      e.preventDefault();
      if (n === l.value) return;
      l.value = n;
      paint();
      s.onSettle(n, false);
    };
    // A new size (the panel resized, the zoom changed): drawn again at the new size.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => {
      if (!l.frame) l.frame = requestAnimationFrame(paint);
    });
    resized?.observe(el);
    // Every listener added with one signal: aborting it removes them all.
    const listening = new AbortController();
    const on = { signal: listening.signal };
    el.addEventListener('pointerdown', down, on);
    el.addEventListener('pointermove', move, on);
    el.addEventListener('pointerup', lift, on);
    el.addEventListener('pointercancel', lift, on);
    el.addEventListener('lostpointercapture', lift, on);
    el.addEventListener('touchmove', touchMove, { signal: listening.signal, passive: false });
    el.addEventListener('keydown', key, on);
    return () => {
      resized?.disconnect();
      listening.abort();
      if (l.frame) cancelAnimationFrame(l.frame);
      l.frame = 0;
    };
  }, []);
  return { ref, canvas, spec };
}
