/**
 * The scale the game table's tokens and labels are laid out at (GameTable.tsx). Labels keep a constant screen size:
 * the label box follows the camera every frame (one transform), each label counter-scaled; once the camera rests,
 * the scale changes and they are laid out again for the new zoom.
 *
 * Null until the stage has put its first view on screen (fitted to its size, or the stored camera): the table's
 * tokens and labels are made once, at that scale, into canvases of the stage's size (issue 24: before, they were
 * made at the stage's default zoom in 1 × 1 canvases, drawn there, resized and drawn again, and the labels laid out
 * twice, all before the first paint).
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { StageController } from '../table/stageController';
import type { View } from '../table/viewTransform';

/** While a gesture lasts, check again this often (ms) whether it ended. */
const SETTLE_RETRY_MS = 120;

/** `boxRef`: for the labels' box (tableLabels.tsx), moved with the camera here. */
export function useLabelScale(controller: StageController): { layoutScale: number | null; boxRef: RefObject<HTMLDivElement | null> } {
  const labelsBox = useRef<HTMLDivElement | null>(null);
  const [layoutScale, setLayoutScale] = useState<number | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame: number | undefined;
    const follow = (v: View) => {
      const el = labelsBox.current;
      if (el && el.dataset['scale']) {
        const ratio = v.scale / Math.max(1e-9, Number(el.dataset['scale']));
        el.style.transform = `translate(${v.x}px, ${v.y}px) scale(${ratio})`;
        el.style.setProperty('--gm-inv', String(1 / ratio));
      }
      if (timer !== undefined) clearTimeout(timer);
      // The zoom settled (a fit, a button, a resize): lay the labels out again now; during a gesture, once it ends.
      const settle = () => {
        if (controller.busy()) {
          timer = setTimeout(settle, SETTLE_RETRY_MS);
          return;
        }
        timer = undefined;
        const now = controller.view.scale;
        setLayoutScale((prev) => (prev === null || Math.abs(prev - now) / prev > 0.005 ? now : prev));
      };
      if (controller.busy()) timer = setTimeout(settle, SETTLE_RETRY_MS);
      else settle();
    };
    const off = controller.viewListen(follow);
    // The stage has already shown its view (this table mounted again under the same camera): take it now. Else its
    // first view comes through the listener (the stage fits once it knows its size); a frame later at the latest.
    if (labelsBox.current?.closest('[data-view-scale]')) follow(controller.view);
    else frame = requestAnimationFrame(() => setLayoutScale((prev) => prev ?? controller.view.scale));
    return () => {
      off();
      if (timer !== undefined) clearTimeout(timer);
      if (frame !== undefined) cancelAnimationFrame(frame);
    };
  }, [controller]);
  useLayoutEffect(() => {
    const el = labelsBox.current;
    if (!el || layoutScale === null) return;
    el.dataset['scale'] = String(layoutScale);
    const v = controller.view;
    const ratio = v.scale / layoutScale;
    el.style.transform = `translate(${v.x}px, ${v.y}px) scale(${ratio})`;
    el.style.setProperty('--gm-inv', String(1 / ratio));
  });
  return { layoutScale, boxRef: labelsBox };
}
