/**
 * The maneuver planner on the table: the ghost path, turning templates, final footprint, the scrubber's
 * footprint and combat arc, the reachable envelope, overlap arrows, and the turn markers a finger drags.
 * Rules: Kalidasia "Move the Warship", "Executing a turn", "Overlapping Tokens".
 */
import Konva from 'konva';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { Group } from 'react-konva';
import { pathPoseAt, type Point } from '../../../geometry';
import type { PlanTurn } from '../../rules/plan';
import type { StepItems, StepProps } from '../game/steps';
import { ghostNodes, ghostScene } from './ghost';
import { ghostPaint } from './ghostPaint';
import { derive, draftTurnAt, liveDraftOf, liveSet, liveSubscribe, pathBefore, setDraft } from './moveModel';
import { SensorTokens } from './shapes';

/**
 * The ghost has a Konva layer of its own, just under the overlay layer (so the stacking is as before: the tokens,
 * then the envelope and the ghost, then the sensor tokens and the other overlays), so a drag move redraws the ghost
 * alone — not the firing windows and the rest of the overlay.
 */
export function MoveOverlay(props: StepProps) {
  const anchor = useRef<Konva.Group | null>(null);
  const group = useRef<Konva.Group | null>(null);
  const latest = useRef(props);
  /** What the ghost shows now: the plan, the scrubber's point (settled only) and the zoom it was painted for. */
  const shown = useRef<readonly unknown[] | null>(null);
  /** Paint the ghost for these props: the draft being dragged when there is one for this state, else the settled one. */
  const paint = useCallback((p: StepProps) => {
    const g = group.current;
    if (!g) return;
    const dragging = liveDraftOf(p.state);
    const d = derive(p.state, dragging ?? p.scratch);
    const key = [d, dragging ? null : p.pathPoint, p.scale];
    if (shown.current && key.every((v, i) => v === shown.current?.[i])) return;
    shown.current = key;
    ghostPaint(g, d ? ghostNodes(ghostScene(d, p.pathPoint, dragging !== null), p.scale) : []);
  }, []);
  // The ghost's layer, made once the overlay is on the stage, removed with it.
  useLayoutEffect(() => {
    const layer = anchor.current?.getLayer();
    const stage = anchor.current?.getStage();
    if (!layer || !stage) return undefined;
    const own = new Konva.Layer({ name: 'move-ghost-layer', listening: false });
    const g = new Konva.Group({ name: 'move-ghost', listening: false });
    own.add(g);
    stage.add(own);
    own.zIndex(layer.zIndex());
    group.current = g;
    shown.current = null;
    paint(latest.current);
    return () => {
      group.current = null;
      own.destroy();
    };
  }, [paint]);
  // React draws the settled plan (when the state, the draft, the scrubber or the zoom changed)...
  useLayoutEffect(() => {
    latest.current = props;
    paint(props);
  });
  // ...and while a finger drags a turn marker or the distance slider, the drag handler's live draft is drawn
  // straight onto the ghost's Konva nodes (no React render per move). Its release settles through React.
  useLayoutEffect(
    () =>
      liveSubscribe(() => {
        const p = latest.current;
        if (liveDraftOf(p.state)) paint(p);
      }),
    [paint],
  );
  const d = derive(props.state, props.scratch);
  return (
    <Group ref={anchor} listening={false}>
      {d && <SensorTokens state={props.state} scale={props.scale} />}
    </Group>
  );
}

/** Turn markers a finger drags along the path (ids `turn0`, `turn1`). */
export function useMoveItems(props: StepProps): StepItems | null {
  const d = derive(props.state, props.scratch);
  if (!d || props.readOnly) return null;
  const markerAt = (i: number): Point => {
    const t = d.draft.turns[i] as PlanTurn;
    const p = pathPoseAt(pathBefore(d, i), t.at, 'before');
    return { x: p.x, y: p.y } as Point;
  };
  /** The marker of turn `id` where the finger is: drawn live while dragging, set as the draft on release. */
  const place = (id: string, at: Point, release: boolean) => {
    const i = Number(id.slice(4));
    const now = liveDraftOf(props.state);
    const cur = now ? derive(props.state, now) : d;
    if (!cur) return;
    const next = draftTurnAt(cur, i, at);
    if (!next) return;
    if (!release) {
      // A move within the same 0.1″ changes nothing: nothing is drawn again.
      if (now && next.turns[i]?.at === now.turns[i]?.at) return;
      liveSet({ state: props.state, draft: next });
      return;
    }
    setDraft(props, next);
    liveSet(null);
  };
  return {
    hitItem: (p, tolerance) => {
      for (let i = d.draft.turns.length - 1; i >= 0; i--) {
        const m = markerAt(i);
        if (Math.hypot(p.x - m.x, p.y - m.y) <= 16 / Math.max(0.001, props.scale) + tolerance) return { id: `turn${i}`, anchor: m };
      }
      return null;
    },
    onDrag: (id, at) => place(id, at, false),
    onDrop: (id, at) => place(id, at, true),
    // A cancelled drag keeps the marker where the finger last was (as a drop there would).
    onDragEnd: (_id, at) => {
      if (at !== null) return;
      const now = liveDraftOf(props.state);
      if (now) setDraft(props, now);
      liveSet(null);
    },
  };
}
