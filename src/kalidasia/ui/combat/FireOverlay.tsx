/**
 * On the table while a warship fires (issue 15): the firing windows as coloured bands on the path it flew,
 * or, while its move is still being planned, on the planned path (`planned.ts`),
 * the point it fires from, the chosen battery's range circle with the combat-arc half shaded, the measured
 * line to the target with its length, and for anti-fighter fire the 3″ spread around the target.
 * Konva nodes in table inches (the game table's overlay layer); nothing here decides a rule.
 */
import { Circle, Group, Line, Text, Wedge } from 'react-konva';
import type { StepProps } from '../game/steps';
import { r1, targetColour, useFireView } from './model';
import { bandPoints, plannedWindows, windowBands } from './planned';
import { useFireChoice } from './store';

const NORMAL_OFFSET: Record<string, number> = { forward: 0, aft: 180, starboard: 90, port: -90 };

export function FireOverlay(props: StepProps) {
  const { state, pathPoint, scale } = props;
  const active = state.action.active;
  const shipId = active?.kind === 'ship' ? active.ship : null;
  const choice = useFireChoice(shipId);
  const view = useFireView(state, choice.along, pathPoint);
  if (!view) return null;
  const px = 1 / Math.max(1e-6, scale);
  const { from, path, targets, windows, batteries } = view;
  const shipTargets = targets.filter((t) => t.kind === 'ship');
  const battery = choice.battery !== null ? batteries[choice.battery] : undefined;
  const target = targets.find((t) => t.id === choice.target);
  const arc = choice.battery !== null ? view.matrix.cells[choice.battery * view.matrix.targets]?.arc : undefined;
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
          <Circle x={from.x} y={from.y} radius={battery.range} stroke="#ffd37a" strokeWidth={1.5} strokeScaleEnabled={false} dash={[8, 6]} />
          {arc !== undefined && arc in NORMAL_OFFSET && (
            <Wedge x={from.x} y={from.y} radius={battery.range} angle={180} rotation={from.heading + (NORMAL_OFFSET[arc] ?? 0) - 90} fill="#ffd37a" opacity={0.12} />
          )}
        </>
      )}
      <Circle x={from.x} y={from.y} radius={6 * px} fill="#ffd37a" />
      {target && (
        <>
          <Line points={[from.x, from.y, target.at.x, target.at.y]} stroke="#ffffff" strokeWidth={2} strokeScaleEnabled={false} />
          <Text
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
