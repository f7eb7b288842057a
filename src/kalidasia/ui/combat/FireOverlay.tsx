/**
 * On the table while a warship fires (issue 15): the firing windows as coloured bands on the path it flew,
 * or, while its move is still being planned, on the planned path (`planned.ts`),
 * the point it fires from, the chosen battery's range circle with the combat-arc half shaded, the measured
 * line to the target with its length, and for anti-fighter fire the 3″ spread around the target.
 * Konva nodes in table inches (the game table's overlay layer); nothing here decides a rule.
 */
import type Konva from 'konva';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { Circle, Group, Line, Text, Wedge } from 'react-konva';
import type { Pose } from '../../../geometry';
import type { StepProps } from '../game/steps';
import { fireFrom, r1, targetColour, useFireView } from './model';
import { bandPoints, plannedWindows, windowBands } from './planned';
import { fireScrubOf, fireScrubSubscribe, useFireChoice } from './store';

const NORMAL_OFFSET: Record<string, number> = { forward: 0, aft: 180, starboard: 90, port: -90 };

/** The nodes a "Fire from" drag moves (issue 24): the firing point, range circle, arc half, measured line and its length. */
interface Moving {
  point: Konva.Circle | null;
  circle: Konva.Circle | null;
  wedge: Konva.Wedge | null;
  line: Konva.Line | null;
  length: Konva.Text | null;
}

/** Attributes of the moving nodes for a firing point (the same ones React renders for the settled point). */
const movingAttrs = (from: Pose, target: { x: number; y: number } | null, arcOffset: number, px: number) => ({
  point: { x: from.x, y: from.y },
  circle: { x: from.x, y: from.y },
  wedge: { x: from.x, y: from.y, rotation: from.heading + arcOffset - 90 },
  line: target ? { points: [from.x, from.y, target.x, target.y] } : null,
  length: target ? { x: (from.x + target.x) / 2 + 6 * px, y: (from.y + target.y) / 2, text: r1(Math.hypot(target.x - from.x, target.y - from.y)) } : null,
});

export function FireOverlay(props: StepProps) {
  const { state, pathPoint, scale } = props;
  const active = state.action.active;
  const shipId = active?.kind === 'ship' ? active.ship : null;
  const choice = useFireChoice(shipId);
  const view = useFireView(state, choice.along, pathPoint);
  const nodes = useRef<Moving>({ point: null, circle: null, wedge: null, line: null, length: null });
  const px = 1 / Math.max(1e-6, scale);
  const battery = view && choice.battery !== null ? view.batteries[choice.battery] : undefined;
  const target = view?.targets.find((t) => t.id === choice.target);
  const arc = view && choice.battery !== null ? view.matrix.cells[choice.battery * view.matrix.targets]?.arc : undefined;
  const arcOffset = arc !== undefined ? (NORMAL_OFFSET[arc] ?? 0) : 0;
  /** What a scrub move needs: this render's view, the target's centre, the arc's offset, the zoom. */
  const scene = { view, target: target ? target.at : null, arcOffset, px, pathPoint };
  const latest = useRef(scene);
  // While a finger drags "Fire from", the slider's input event moves these nodes straight (no React render per move);
  // React draws the settled point on release. A render meanwhile (another overlay's change) keeps the finger's point.
  const paintScrub = useCallback((): void => {
    const l = latest.current;
    const along = fireScrubOf(shipId);
    if (!l.view?.ship.pose || along === null) return;
    const { from } = fireFrom(l.view.ship.pose, l.view.path, along, l.pathPoint);
    const a = movingAttrs(from, l.target, l.arcOffset, l.px);
    const n = nodes.current;
    n.point?.setAttrs(a.point);
    n.circle?.setAttrs(a.circle);
    n.wedge?.x(a.wedge.x).y(a.wedge.y).rotation(a.wedge.rotation);
    if (a.line) n.line?.setAttrs(a.line);
    if (a.length) n.length?.setAttrs(a.length);
    n.point?.getLayer()?.batchDraw();
  }, [shipId]);
  useLayoutEffect(() => {
    latest.current = scene;
    paintScrub();
  });
  useLayoutEffect(() => fireScrubSubscribe(paintScrub), [paintScrub]);
  if (!view) return null;
  const { from, path, targets, windows } = view;
  const shipTargets = targets.filter((t) => t.kind === 'ship');
  // Before the move is recorded there is no flown path: the bands follow the planner's draft (the step's scratch).
  const planned = path ? null : plannedWindows(state, props.scratch);
  const drawnPath = path ?? planned?.path ?? null;
  const bands = drawnPath ? windowBands(drawnPath, path ? windows : (planned?.windows ?? []), choice.battery, choice.target) : [];
  return (
    <Group>
      {path && path.length > 0 && <Line points={bandPoints(path, 0, path.length)} stroke="#ffffff" opacity={0.35} strokeWidth={2} strokeScaleEnabled={false} dash={[6, 4]} />}
      {bands.map((b) => {
        const k = shipTargets.findIndex((t) => t.id === b.target);
        const colour = k >= 0 ? targetColour(k) : '#9be37a';
        const lane = (b.battery % 3) * 4;
        return <Line key={b.key} name="fire-window" points={b.points} stroke={colour} opacity={planned ? 0.6 : 0.75} strokeWidth={8 + lane} strokeScaleEnabled={false} lineCap="round" />;
      })}
      {battery && battery.range !== null && (
        <>
          <Circle ref={(n) => void (nodes.current.circle = n)} name="fire-range" x={from.x} y={from.y} radius={battery.range} stroke="#ffd37a" strokeWidth={1.5} strokeScaleEnabled={false} dash={[8, 6]} />
          {arc !== undefined && arc in NORMAL_OFFSET && (
            <Wedge ref={(n) => void (nodes.current.wedge = n)} name="fire-arc" x={from.x} y={from.y} radius={battery.range} angle={180} rotation={from.heading + arcOffset - 90} fill="#ffd37a" opacity={0.12} />
          )}
        </>
      )}
      <Circle ref={(n) => void (nodes.current.point = n)} name="fire-point" x={from.x} y={from.y} radius={6 * px} fill="#ffd37a" />
      {target && (
        <>
          <Line ref={(n) => void (nodes.current.line = n)} name="fire-line" points={[from.x, from.y, target.at.x, target.at.y]} stroke="#ffffff" strokeWidth={2} strokeScaleEnabled={false} />
          <Text
            ref={(n) => void (nodes.current.length = n)}
            name="fire-line-length"
            x={(from.x + target.at.x) / 2 + 6 * px}
            y={(from.y + target.at.y) / 2}
            text={r1(Math.hypot(target.at.x - from.x, target.at.y - from.y))}
            fontSize={15 * px}
            fill="#ffffff"
            stroke="#000000"
            strokeWidth={0.5}
            strokeScaleEnabled={false}
          />
          {target.kind !== 'ship' && <Circle x={target.at.x} y={target.at.y} radius={3} stroke="#9be37a" strokeWidth={2} strokeScaleEnabled={false} dash={[4, 4]} fill="#9be37a" opacity={0.25} />}
        </>
      )}
    </Group>
  );
}
