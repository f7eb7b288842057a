/**
 * After step 6: where the warship ended, the scrubber over the path it flew (the point the combat step fires from:
 * firing happens during movement), and ending the activation. The combat issue may register its own panel for this
 * step (a later registration replaces this one); `pathPoint` is the shared handle.
 * Rules: Kalidasia "Activating a Warship", "Warship Combat" — "At any point during a warship's movement, a warship may fire a battery."
 */
import type Konva from 'konva';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { Group, Line } from 'react-konva';
import type { Pose } from '../../../geometry';
import { FACING_ARC } from '../../rules/plan';
import { segmentsLength, segmentsPoseAt } from '../../rules/plan/along';
import { combatArcFor } from '../../rules/systems';
import type { StepProps } from '../game/steps';
import { activeShipOf, shipFootprint } from './model';
import { ArcShape, Footprint, SensorTokens } from './shapes';
import type { GameState } from '../../game';
import { useScrubSlider } from '../useScrubSlider';
import { ScrubSlider } from '../ScrubSlider';

/**
 * The stop point while a finger slides "Stop along the path flown" (issue 24): written by the slider's pointer move,
 * read by `MovedOverlay`, which moves the footprint and combat arc straight on their Konva group (no React render per
 * move). It is tied to the state it was slid on; the scratch and the path point settle once, on release.
 */
let live: { readonly state: GameState; readonly along: number } | null = null;
const listeners = new Set<() => void>();
function liveSet(next: typeof live): void {
  if (live === next) return;
  live = next;
  listeners.forEach((f) => f());
}
const liveAlong = (state: GameState): number | null => (live && live.state === state ? live.along : null);
const liveSubscribe = (f: () => void): (() => void) => {
  listeners.add(f);
  return () => {
    listeners.delete(f);
  };
};


export function MovedPanel(props: StepProps) {
  const ship = activeShipOf(props.state);
  if (!ship?.pose || !ship.activation) return null;
  const total = segmentsLength(ship.activation.path);
  const end = ship.pose;
  return (
    <div className="gm-form act-panel" aria-label="Moved">
      <p data-testid="moved">
        {ship.label} has moved to {end.x.toFixed(1)}″ from left, {end.y.toFixed(1)}″ from top, heading {Math.round(end.heading)}°. Fire its batteries from any
        point of the move, then end the activation.
      </p>
      {total > 0 && <FlownSlider props={props} />}
      <button type="button" className="gm-btn gm-primary" disabled={props.readOnly} onClick={() => void props.dispatch({ type: 'activationEnd' })}>
        End the activation of {ship.id}
      </button>
    </div>
  );
}

/** The slider's figure and `aria-valuetext`: inches along the path flown, of its length. */
const flownText = (n: number, total: number): string => `${n.toFixed(1)}″ of ${total.toFixed(1)}″`;

/**
 * "Stop along the path flown" (the app's own slider, as the planner's): while a finger slides it, the footprint and
 * combat arc on the table follow, drawn from the pointer event; the scratch and the path point (so the firing
 * windows) settle on release or a key step.
 */
function FlownSlider({ props }: { props: StepProps }) {
  const ship = activeShipOf(props.state);
  const segs = ship?.activation?.path ?? [];
  const total = segmentsLength(segs);
  const along = Math.min(total, (props.scratch as number | undefined) ?? total);
  const slider = useScrubSlider({
    min: 0,
    max: total,
    step: 0.1,
    shown: along,
    figureWidth: 130,
    now: () => liveAlong(props.state) ?? along,
    figureText: (n) => flownText(n, total),
    onSlide: (n) => liveSet({ state: props.state, along: n }),
    onSettle: (n) => {
      liveSet(null);
      if (n === along || !ship?.pose) return;
      props.setScratch(n);
      const p = segmentsPoseAt(segs, n, ship.pose);
      props.setPathPoint({ x: p.x, y: p.y, heading: p.heading, along: n });
    },
  });
  // The panel leaving (the activation ended) drops a slide left half-way.
  useEffect(() => () => liveSet(null), []);
  return (
    <div className="act-slider">
      <span id="act-moved-scrub-label">Stop along the path flown</span>
      <ScrubSlider slider={slider} id="act-moved-scrub" labelledBy="act-moved-scrub-label" testId="moved-scrub" />
    </div>
  );
}

export function MovedOverlay(props: StepProps) {
  const stop = useRef<Konva.Group | null>(null);
  const latest = useRef(props);
  // The footprint and arc at the stop point: the one a finger slides now, else the settled one (none before a stop is chosen).
  const place = useCallback((p: StepProps) => {
    const g = stop.current;
    const ship = activeShipOf(p.state);
    if (!g || !ship?.activation || !ship.pose) return;
    const along = liveAlong(p.state) ?? (p.scratch as number | undefined);
    const at = along !== undefined ? segmentsPoseAt(ship.activation.path, along, ship.pose) : null;
    const was = { x: g.x(), y: g.y(), rotation: g.rotation(), visible: g.visible() };
    const next = at ? { x: at.x, y: at.y, rotation: at.heading, visible: true } : { ...was, visible: false };
    if (next.x === was.x && next.y === was.y && next.rotation === was.rotation && next.visible === was.visible) return;
    g.setAttrs(next);
    g.getLayer()?.batchDraw();
  }, []);
  useLayoutEffect(() => {
    latest.current = props;
    place(props);
  });
  useLayoutEffect(() => liveSubscribe(() => place(latest.current)), [place]);
  const ship = activeShipOf(props.state);
  if (!ship?.activation) return null;
  const arc = FACING_ARC[combatArcFor(props.state.pack, ship.activation.primary ?? 'cruise')];
  const origin = { x: 0, y: 0, heading: 0 } as Pose;
  return (
    <Group listening={false}>
      {ship.activation.path.map((s, i) => (
        <Line key={i} points={[s.from.x, s.from.y, s.to.x, s.to.y]} stroke="#9be39b" strokeWidth={2} strokeScaleEnabled={false} dash={[4, 4]} />
      ))}
      {/* Placed by `place` (not by props), so a slide moves it without a render. */}
      <Group ref={stop} name="moved-stop" visible={false} listening={false}>
        <Footprint at={origin} size={shipFootprint(props.state, ship)} colour="#f2b84b" dash={[3, 3]} />
        <ArcShape at={origin} arc={arc} />
      </Group>
      <SensorTokens state={props.state} scale={props.scale} />
    </Group>
  );
}
