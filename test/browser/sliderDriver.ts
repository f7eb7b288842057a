// Driving the app's own slider (issue 24: `role="slider"`, drawn on its canvas; src/kalidasia/ui/useScrubSlider.ts)
// as a player would: by keys (focus it, Home, then arrow steps) or by a finger (CDP touch events at a value's point
// of its track). Its value is read where a screen reader reads it: aria-valuenow / aria-valuetext.
import type { CDPSession, Locator } from 'playwright-core';

/** The value said by the slider (`aria-valuetext`, the words drawn beside its track). */
export const sliderText = (slider: Locator): Promise<string | null> => slider.getAttribute('aria-valuetext');

/** The slider's value (`aria-valuenow`). */
export const sliderValue = async (slider: Locator): Promise<number> => Number(await slider.getAttribute('aria-valuenow'));

/** Sets the slider to `value` by keys: Home, then one arrow step (`step`) at a time; each key step settles the value. */
export async function sliderKeys(slider: Locator, value: number, step = 0.1): Promise<void> {
  const min = Number(await slider.getAttribute('aria-valuemin'));
  await slider.focus();
  await slider.press('Home');
  const n = Math.round((value - min) / step);
  for (let i = 0; i < n; i++) await slider.press('ArrowRight');
}

/** A finger on the slider: `at(value)` is the point of the track for a value (viewport px), `touch` sends CDP touch events. */
export async function sliderFinger(slider: Locator, cdp: CDPSession) {
  await slider.scrollIntoViewIfNeeded();
  const box = await slider.boundingBox();
  if (!box) throw new Error('the slider is not on screen');
  const min = Number(await slider.getAttribute('aria-valuemin'));
  const max = Number(await slider.getAttribute('aria-valuemax'));
  const left = box.x + Number(await slider.getAttribute('data-track-left'));
  const width = Number(await slider.getAttribute('data-track-width'));
  const y = box.y + box.height / 2;
  const at = (value: number) => left + ((value - min) / (max - min)) * width;
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd' | 'touchCancel', x?: number) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x, y, id: 0 }] });
  return { at, y, box, touch };
}
