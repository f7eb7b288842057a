/**
 * A range input left to the browser while a finger slides it (a controlled input would be put back by React after
 * each event), with a figure written straight from the input event: no React render per move. Used by the movement
 * panel's distance slider and the fire panel's "Fire from" slider.
 *
 * - `shown`: the settled value, put on the thumb and the figure at each render unless a finger is sliding it;
 * - `now()`: the value the table shows now (a live scrub, or the settled one): an input event that leaves the thumb
 *   there changes nothing (the thumb moves by steps);
 * - `figureText(n)`: the figure's words for the value n;
 * - `onSlide(n)`: each input event that moved the thumb (after the figure is written);
 * - `onSettle(n, slid)`: the input's `change` (a lifted finger, a key step, a filled value) or a blur; `slid`: a
 *   finger slid it since the last settle.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';

export function useScrubSlider<F extends HTMLElement>(s: {
  shown: number;
  now: () => number;
  figureText: (n: number) => string;
  onSlide: (n: number) => void;
  onSettle: (n: number, slid: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement | null>(null);
  const figure = useRef<F | null>(null);
  const sliding = useRef(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && !sliding.current && Number(el.value) !== s.shown) el.value = String(s.shown);
    if (figure.current && !sliding.current) figure.current.textContent = s.figureText(s.shown);
  });
  // The native input, change and blur; attached again at each render so they see this render's values.
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const slide = () => {
      const n = Number(el.value);
      sliding.current = true;
      if (n === s.now()) return;
      if (figure.current) figure.current.textContent = s.figureText(n);
      s.onSlide(n);
    };
    const settle = () => {
      const slid = sliding.current;
      sliding.current = false;
      s.onSettle(Number(el.value), slid);
    };
    el.addEventListener('input', slide);
    el.addEventListener('change', settle);
    el.addEventListener('blur', settle);
    return () => {
      el.removeEventListener('input', slide);
      el.removeEventListener('change', settle);
      el.removeEventListener('blur', settle);
    };
  });
  return { ref, figure };
}
