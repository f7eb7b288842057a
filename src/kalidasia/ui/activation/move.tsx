/**
 * Step 6: the maneuver planner. The distance inside the velocity band (a slider, the band's ends marked), up to
 * two turns dragged along the path (turn markers, `useMoveItems`), notches per turn capped by `planNotchLimit`,
 * the turning template at each turn, ∞ free facings, live ghost path and final footprint, every violation with
 * its section beside where it happens, the reachable envelope (toggle), the move in physical words, the scrubber
 * (`pathPoint`), and the commit with the overlap displacement. Every verdict comes from `rules/plan`.
 * Rules: Kalidasia "Move the Warship", "Executing a turn", "Impossible Turns", "Overlapping Tokens".
 */
import { useEffect } from 'react';
import { pathPoseAt } from '../../../geometry';
import { planNotchLimit, planRequest, planTurnBounds, planWords, velocityBandText, type PlanTurn } from '../../rules/plan';
import { planTurnAllowed } from '../../rules/plan/along';
import type { GameEventBody } from '../../game';
import type { StepProps } from '../game/steps';
import { Because, Stepper } from './controls';
import type { MoveDraft } from './model';
import { derive, draftDistance, envelopeOf, liveDraftOf, liveSet, poseText, round1, setDraft, turnViolations, type Derived } from './moveModel';
import { NotchNote } from '../provenance';
import { useScrubSlider } from '../useScrubSlider';
import { ScrubSlider } from '../ScrubSlider';

export { MoveOverlay, useMoveItems } from './moveOverlay';

export function MovePanel(props: StepProps) {
  const d = derive(props.state, props.scratch);
  const scrubAt = d ? Math.min(d.draft.scrub ?? d.plan.distance, d.plan.distance) : 0;
  const point = d ? pathPoseAt(d.verdict.path, scrubAt) : null;
  const { pathPoint, setPathPoint } = props;
  // The scrubber's point (the combat step fires from it) follows the plan as it changes.
  useEffect(() => {
    if (!point) return;
    if (pathPoint && Math.abs(pathPoint.x - point.x) < 1e-9 && Math.abs(pathPoint.y - point.y) < 1e-9 && pathPoint.heading === point.heading && pathPoint.along === scrubAt) return;
    setPathPoint({ x: point.x, y: point.y, heading: point.heading, along: scrubAt });
  });
  if (!d) return null;
  const { ship, draft, plan, verdict } = d;
  const env = draft.envelope ? envelopeOf(d) : null;
  const v = verdict.velocity;
  const set = (patch: Partial<MoveDraft>) => setDraft(props, { ...draft, ...patch });
  const setTurn = (i: number, patch: Partial<PlanTurn>) => set({ turns: draft.turns.map((t, j) => (j === i ? { ...t, ...patch } : t)) });
  const infinite = v.turning === '∞';
  const addBounds = planTurnBounds({ ...plan, turns: [...plan.turns, { at: 0, side: 'starboard', engine: 0, thrusters: 0 }] }, draft.turns.length);
  const canAdd = draft.turns.length < 2 && d.sides.length > 0 && addBounds.kind !== 'none';
  const addTurn = () => {
    const side = d.sides[0] ?? 'starboard';
    const at = addBounds.kind === 'interval' ? (draft.turns.length === 0 ? addBounds.min : addBounds.max) : addBounds.kind === 'ends' ? (draft.turns.length === 0 ? 0 : plan.distance) : 0;
    const t: PlanTurn = { at, side, engine: 0, thrusters: 0, ...(infinite ? { face: plan.ship.start.heading } : {}) };
    const next = [...draft.turns, t];
    const lim = planNotchLimit({ ...plan, turns: next }, next.length - 1);
    next[next.length - 1] = { ...t, engine: Math.min(1, lim.engine), thrusters: lim.engine > 0 ? 0 : Math.min(1, lim.thrusters) };
    set({ turns: next });
  };
  const general = verdict.violations.filter((x) => x.turn === undefined);
  const commit = async (accept: boolean) => {
    const move: GameEventBody = { type: 'move', ship: ship.id, distance: plan.distance, turns: planRequest(plan).turns };
    const adjusts: GameEventBody[] = accept ? d.overlap.map((o) => ({ type: 'adjust', unit: o.unit, pose: o.to, note: `${o.reason} (rules: "${o.section}")` })) : [];
    const r = await props.dispatch([move, ...adjusts]);
    if (r.ok) props.setScratch(undefined);
  };
  return (
    <div className="gm-form act-panel" aria-label="Move the warship">
      <p data-testid="velocity-change">
        Velocity {v.from === v.to ? `${velocityBandText(v.after)} (unchanged)` : `${velocityBandText(v.before)} → ${velocityBandText(v.after)}`}, turning {v.turning}
        {verdict.primary ? `; primary ${verdict.primary}` : ''}.
      </p>
      <DistanceSlider props={props} d={d} />
      {draft.turns.map((t, i) => {
        const lim = planNotchLimit({ ...plan, turns: draft.turns }, i);
        const b = d.bounds[i];
        const tv = turnViolations(d, i);
        return (
          <fieldset key={i} className="act-turn" data-testid={`turn-${i}`} data-at={t.at}>
            <legend>
              Turn {i + 1} at <strong>{round1(t.at)}″</strong> — drag its marker on the table
            </legend>
            {b && b.kind === 'interval' && (
              <p className="gm-muted">
                {b.impossible ? `Impossible Turns: pinned at ${round1(b.min)}″.` : `May be placed from ${round1(b.min)}″ to ${round1(b.max)}″ (spacing for ${v.turning}).`}
              </p>
            )}
            {b && b.kind === 'ends' && <p className="gm-muted">Infinite turning ability: only at the start or the end of the move.</p>}
            {b && !planTurnAllowed(b, t.at) && b.kind === 'interval' && (
              <button type="button" className="gm-btn" onClick={() => setTurn(i, { at: Math.min(b.max, Math.max(b.min, t.at)) })}>
                Move it to {round1(Math.min(b.max, Math.max(b.min, t.at)))}″
              </button>
            )}
            {d.sides.length > 1 && (
              <div className="gm-row">
                {d.sides.map((s) => (
                  <button key={s} type="button" className={`gm-btn${t.side === s ? ' gm-primary' : ''}`} aria-pressed={t.side === s} onClick={() => setTurn(i, { side: s, engine: 0, thrusters: 0 })}>
                    {s}
                  </button>
                ))}
              </div>
            )}
            {infinite ? (
              <span className="gm-field">
                <label htmlFor={`act-face-${i}`}>Face (°) — free facing, no template</label>
                <input id={`act-face-${i}`} className="gm-input gm-num" inputMode="decimal" value={t.face ?? 0} onChange={(e) => Number.isFinite(Number(e.target.value)) && setTurn(i, { face: Number(e.target.value) })} />
              </span>
            ) : (
              <>
                <Stepper label={`Turn ${i + 1}: engine notches to ${t.side}`} value={t.engine} max={lim.engine} why="Half the engine value (rounded up) per turn, and only the points allocated (rules: “Move the Warship”)." onChange={(n) => setTurn(i, { engine: n })} disabled={props.readOnly} />
                {(plan.allocation.thrusters[t.side] ?? 0) > 0 && (
                  <Stepper label={`Turn ${i + 1}: thruster notches to ${t.side}`} value={t.thrusters} max={lim.thrusters} why="Only the thruster points allocated to this side." onChange={(n) => setTurn(i, { thrusters: n })} disabled={props.readOnly} />
                )}
              </>
            )}
            {tv.length > 0 && (
              <ul className="act-violations" data-testid={`turn-${i}-violations`}>
                {tv.map((x, k) => (
                  <Because key={k} reason={x.reason} section={x.section} />
                ))}
              </ul>
            )}
            <button type="button" className="gm-btn" onClick={() => set({ turns: draft.turns.filter((_, j) => j !== i) })}>
              Remove turn {i + 1}
            </button>
          </fieldset>
        );
      })}
      <button type="button" className="gm-btn" disabled={!canAdd || props.readOnly} onClick={addTurn}>
        Add a turn
      </button>
      {!canAdd && draft.turns.length < 2 && (
        <p className="gm-muted" data-testid="add-turn-why">
          {d.sides.length === 0 ? 'No engine or thruster points were allocated to turning: the warship flies straight.' : addBounds.kind === 'none' ? `${addBounds.reason} (rules: “${addBounds.section}”)` : ''}
        </p>
      )}
      {general.length > 0 && (
        <ul className="act-violations" data-testid="move-violations">
          {general.map((x, k) => (
            <Because key={k} reason={x.reason} section={x.section} />
          ))}
        </ul>
      )}
      {verdict.impossibleTurns && (
        <p className="gm-muted" data-testid="impossible-turns">
          Impossible Turns: the first turn as early as the ability allows, the second at the end of the move (rules: “Impossible Turns”).
        </p>
      )}
      <p className="act-words" data-testid="move-words">
        {planWords(plan, verdict)}
      </p>
      <NotchNote pack={props.state.pack} inGame />
      <p data-testid="final-pose" data-x={d.final.x} data-y={d.final.y} data-heading={d.final.heading}>
        Ends at {poseText(d.final)}.
      </p>
      <StopSlider props={props} d={d} at={scrubAt} />
      <button type="button" className={`gm-btn${draft.envelope ? ' gm-primary' : ''}`} aria-pressed={draft.envelope} onClick={() => set({ envelope: !draft.envelope })}>
        Reachable envelope {draft.envelope ? 'on' : 'off'}
      </button>
      {env && (
        <p className="gm-muted" data-testid="envelope" data-ms={env.ms.toFixed(3)}>
          The outline shows every legal end position at velocity {velocityBandText(v.after)} with these turning points
          {env.env.outline.length === 0 ? ' (none: these turning points cannot all be spent)' : ''}.
        </p>
      )}
      {d.unplaced.length > 0 && (
        <ul className="act-violations" data-testid="unplaced">
          {d.unplaced.map((u) => (
            <Because key={u.id} reason={`${u.reason} Adjust it to the table after the move.`} section={u.section} />
          ))}
        </ul>
      )}
      {d.overlap.length > 0 && (
        <div className="act-overlap" data-testid="overlap">
          <p>The final footprint overlaps:</p>
          <ul className="act-violations">
            {d.overlap.map((o) => (
              <Because key={o.unit.id} reason={`${o.reason} ${o.unit.id}: ${poseText(o.from)} → ${poseText(o.to)}.`} section={o.section} />
            ))}
          </ul>
        </div>
      )}
      <div className="gm-row">
        {d.overlap.length > 0 ? (
          <>
            <button type="button" className="gm-btn gm-primary" disabled={props.readOnly} onClick={() => void commit(true)}>
              Move and accept the displacement
            </button>
            <button type="button" className="gm-btn" disabled={props.readOnly} onClick={() => void commit(false)}>
              Move as planned (adjust to the table)
            </button>
          </>
        ) : (
          <button type="button" className="gm-btn gm-primary" disabled={props.readOnly} onClick={() => void commit(false)}>
            Move {ship.id}
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * The distance slider (the app's own, `ScrubSlider`: drawn on its canvas, the figure beside its track). While the
 * finger slides it, only the ghost on the table and the slider follow, both drawn straight from the pointer event
 * (the live draft, see moveModel: no React render, no DOM change per move); the panel's words, the scrubber's point
 * and the firing windows settle when the finger lifts or a key steps it. React draws it again when the plan changes.
 */
function DistanceSlider({ props, d }: { props: StepProps; d: Derived }) {
  const { draft, plan } = d;
  const v = d.verdict.velocity;
  const draftAt = (n: number): MoveDraft => draftDistance(draft, n);
  // The settled plan's distance on the slider (unless a finger is sliding it).
  const shown = liveDraftOf(props.state)?.distance ?? plan.distance;
  const slider = useScrubSlider({
    min: v.min,
    max: v.max,
    step: 0.1,
    shown,
    disabled: props.readOnly || v.min === v.max,
    figureWidth: 56,
    now: () => liveDraftOf(props.state)?.distance ?? plan.distance,
    figureText: (n) => `${round1(n)}″`,
    onSlide: (n) => liveSet({ state: props.state, draft: draftAt(n) }),
    onSettle: (n) => {
      liveSet(null);
      if (n !== plan.distance) setDraft(props, draftAt(n));
    },
  });
  return (
    <div className="act-slider">
      <span id="act-distance-label">Distance</span>{' '}
      <span className="gm-muted" data-testid="distance-band">
        (band <span className="act-end">{v.min}″</span> to <span className="act-end">{v.max}″</span>, the slider's ends)
      </span>
      <ScrubSlider slider={slider} id="act-distance" labelledBy="act-distance-label" testId="distance" />
    </div>
  );
}

/** The stop point's words: inches along the path, of its length (the slider's figure and `aria-valuetext`). */
export const alongText = (n: number, length: number): string => `${round1(n)}″ of ${round1(length)}″`;

/**
 * "Stop along the path" (the app's own slider, as the distance): while a finger slides it, the scrubber's footprint
 * and combat arc on the table follow it, drawn from the pointer event (the live draft with its stop point: the same
 * plan, see `derive`; no React render per move); the scrubber's point (so the firing windows) settles on release or
 * a key step.
 */
function StopSlider({ props, d, at }: { props: StepProps; d: Derived; at: number }) {
  const { draft, plan } = d;
  const liveAt = (): number => {
    const l = liveDraftOf(props.state);
    return l ? Math.min(l.scrub ?? l.distance, l.distance) : at;
  };
  const slider = useScrubSlider({
    min: 0,
    max: plan.distance,
    step: 0.1,
    shown: at,
    disabled: !(plan.distance > 0),
    figureWidth: 130,
    now: liveAt,
    figureText: (n) => alongText(n, plan.distance),
    onSlide: (n) => liveSet({ state: props.state, draft: { ...draft, scrub: n } }),
    onSettle: (n) => {
      liveSet(null);
      if (n !== at) setDraft(props, { ...draft, scrub: n });
    },
  });
  return (
    <div className="act-slider">
      <span id="act-scrub-label">Stop along the path</span>
      <ScrubSlider slider={slider} id="act-scrub" labelledBy="act-scrub-label" testId="scrub" />
    </div>
  );
}
