/**
 * The reader moves the Game screen's camera (issue 25's follow-up): while it shows a reading, the tokens it read and
 * their arrows are framed in the part of the table left of its panel; when the panel closes, the camera goes back to
 * where the player had it (the whole table when it was fitted) — unless the player moved it since, then it stays.
 * The camera is the Game screen's (`tableCamera` prop: its StageController and the stage's API), driven the way the
 * stage's own buttons drive it (`viewShow` + `viewCommit`, or `fit`).
 */
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import type { StageController } from '../table/stageController';
import type { TableStageApi } from '../table/TableStage';
import { viewEquals, type TableBox, type View } from '../table/viewTransform';
import { photoCameraView, photoOverlayBox, uncoveredPart } from './photoCamera';
import type { PhotoOverlay } from './photoOverlay';

/** The Game screen's camera, as the reader may move it. */
export interface TableCamera {
  readonly controller: StageController;
  readonly api: RefObject<TableStageApi | null>;
}

/** The Game screen's stage (the reader is a lazy chunk over it: found in the document, not passed as a node). */
const stageElement = () => document.querySelector<HTMLElement>('.gm-stage');

export function usePhotoCamera(camera: TableCamera | undefined, overlay: PhotoOverlay | null, panel: RefObject<HTMLElement | null>): void {
  const controller = camera?.controller;
  const api = camera?.api;
  // The box by value: a tick or a new reading with the same tokens in the same places does not move the camera again.
  const boxKey = useMemo(() => {
    const b = photoOverlayBox(overlay);
    return b ? JSON.stringify(b) : null;
  }, [overlay]);
  /** The camera the reader put on screen, and the player's from before (null: the table fitted). */
  const ours = useRef<{ before: View | null; set: View } | null>(null);

  useEffect(() => {
    if (!controller || boxKey === null) return undefined;
    const box = JSON.parse(boxKey) as TableBox;
    const frame = () => {
      const stage = stageElement();
      const p = panel.current;
      if (!stage || !p || !stage.isConnected || controller.busy()) return;
      const visible = uncoveredPart(stage.getBoundingClientRect(), p.getBoundingClientRect().left, window.innerHeight);
      const next = photoCameraView(controller.view, box, visible);
      if (!next || viewEquals(next, controller.view)) return;
      // The player's camera is kept to go back to; a second framing (another photo) keeps the first one's.
      const mine = ours.current !== null && viewEquals(controller.view, ours.current.set);
      ours.current = { before: mine ? ours.current!.before : controller.committedView, set: next };
      controller.viewShow(next);
      controller.viewCommit(true);
    };
    frame();
    // A turned tablet: framed again, while the camera is still the reader's.
    const onResize = () => {
      if (ours.current && viewEquals(controller.view, ours.current.set)) frame();
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [controller, boxKey, panel]);

  // The panel closes: the player's camera back, unless they moved it while the panel was open.
  useEffect(
    () => () => {
      const o = ours.current;
      ours.current = null;
      if (!o || !controller || !stageElement()?.isConnected || !viewEquals(controller.view, o.set)) return;
      if (o.before === null) api?.current?.fit();
      else {
        controller.viewShow(o.before);
        controller.viewCommit(true);
      }
    },
    [controller, api],
  );
}
