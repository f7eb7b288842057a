/**
 * Steps 2–5: engine points on accelerate/decelerate and port/starboard, vectored thrusters for a reactor point,
 * the primary maneuver (a tie asks which) with its combat arc drawn on the table at once, cruise when nothing is
 * spent, and the velocity track with the new slot and its turning letter. Verdicts: `rules/plan`.
 * Rules: Kalidasia "Allocate Engine Points", "Identify Primary Maneuver", "Activate Vector Thrusters", "Alter Velocity",
 * "Combat Arc vs Turret Arc".
 */
import { Group } from 'react-konva';
import type { ManeuverKind } from '../../data/types';
import { PLAN_SECTIONS, planCheck, planCombatArc, velocityBandText } from '../../rules/plan';
import { primaryOptions } from '../../rules/systems';
import type { StepProps } from '../game/steps';
import { Because, Stepper } from './controls';
import { activeShipOf, draftAllocation, draftEngine, draftThrusters, engineBudget, ENGINES_EMPTY, planShipOf, type EnginesDraft } from './model';
import { ArcShape, SensorTokens } from './shapes';

type M = 'accelerate' | 'decelerate' | 'starboard' | 'port';
const MANEUVERS: readonly M[] = ['accelerate', 'decelerate', 'starboard', 'port'];
const OPPOSITE: Readonly<Record<M, M>> = { accelerate: 'decelerate', decelerate: 'accelerate', starboard: 'port', port: 'starboard' };
const NAME: Readonly<Record<ManeuverKind, string>> = { accelerate: 'Accelerate', decelerate: 'Decelerate', starboard: 'Starboard turn', port: 'Port turn', cruise: 'Cruise' };

function useEngines(props: StepProps) {
  const ship = activeShipOf(props.state);
  const draft = (props.scratch as EnginesDraft | undefined) ?? ENGINES_EMPTY;
  if (!ship || !ship.pose) return null;
  const budget = engineBudget(props.state, ship);
  const plan = { ship: planShipOf(props.state, ship, draft.thrustersOn ? budget.thrusters : 0), allocation: draftAllocation(draft), distance: 0, turns: [], notchAngle: props.state.pack.notchAngle.value };
  const verdict = planCheck(plan);
  const relevant = new Set<string>([PLAN_SECTIONS.engines, PLAN_SECTIONS.primary, PLAN_SECTIONS.thrusters]);
  const violations = verdict.violations.filter((v) => relevant.has(v.section) && v.code !== 'primary-tie');
  const arc = planCombatArc(props.state.pack, plan.allocation);
  return { ship, draft, budget, plan, verdict, violations, arc, pose: ship.pose };
}

export function EnginesPanel(props: StepProps) {
  const e = useEngines(props);
  if (!e) return null;
  const { ship, draft, budget, verdict, violations, arc } = e;
  const set = (d: EnginesDraft) => props.setScratch(d, { undoable: true });
  const spent = Object.values(draft.engine).reduce((n, k) => n + k, 0);
  const thrSpent = Object.values(draft.thrusters).reduce((n, k) => n + k, 0);
  const options = primaryOptions(draftEngine(draft));
  const tie = options.length > 1;
  const track = e.plan.ship.track;
  const v = verdict.velocity;
  const canThrust = budget.thrusters > 0 && budget.reactorLeft > 0;
  const send = async () => {
    const r = await props.dispatch({ type: 'engines', ship: ship.id, engine: draftEngine(draft), ...(draft.primary && tie ? { primary: draft.primary } : {}), thrusters: draft.thrustersOn ? draftThrusters(draft) : null });
    if (r.ok) props.setScratch(undefined);
  };
  return (
    <div className="gm-form act-panel" aria-label="Engine points">
      <p data-testid="engine-points">
        {ship.label}: {spent} of {budget.engine} engine points allocated{budget.engine < shipEngine(e) ? ` (${shipEngine(e) - budget.engine} lost to engine damage)` : ''}. One velocity maneuver and one turning maneuver.
      </p>
      {MANEUVERS.map((m) => (
        <Stepper
          key={m}
          label={NAME[m]}
          value={draft.engine[m]}
          max={draft.engine[OPPOSITE[m]] > 0 ? 0 : draft.engine[m] + budget.engine - spent}
          why={draft.engine[OPPOSITE[m]] > 0 ? `Engine points go on one ${m === 'accelerate' || m === 'decelerate' ? 'velocity' : 'turning'} maneuver (rules: “Allocate Engine Points”).` : `All ${budget.engine} engine points are allocated.`}
          onChange={(n) => set({ ...draft, engine: { ...draft.engine, [m]: n }, ...(n === 0 ? { primary: undefined } : {}) } as EnginesDraft)}
          disabled={props.readOnly}
          testId={`engine-${m}`}
        />
      ))}
      <label className="gm-check">
        <input
          type="checkbox"
          checked={draft.thrustersOn}
          disabled={!canThrust || props.readOnly}
          onChange={(ev) => set({ ...draft, thrustersOn: ev.target.checked, thrusters: ENGINES_EMPTY.thrusters })}
        />{' '}
        Vectored thrusters: spend a reactor point for {budget.thrusters} thruster point{budget.thrusters === 1 ? '' : 's'} ({budget.reactorLeft} reactor left)
      </label>
      {!canThrust && <p className="gm-muted">{budget.thrusters === 0 ? 'The thrusters generate no points.' : 'No reactor point is left this turn.'} (rules: “Activate Vector Thrusters”)</p>}
      {draft.thrustersOn &&
        MANEUVERS.map((m) => (
          <Stepper
            key={`t-${m}`}
            label={`Thrusters: ${NAME[m]}`}
            value={draft.thrusters[m]}
            max={draft.thrusters[m] + budget.thrusters - thrSpent}
            why={`All ${budget.thrusters} thruster points are allocated.`}
            onChange={(n) => set({ ...draft, thrusters: { ...draft.thrusters, [m]: n } })}
            disabled={props.readOnly}
          />
        ))}
      {tie && (
        <fieldset className="act-primary" data-testid="primary-tie">
          <legend>
            {options.map((o) => NAME[o]).join(' and ')} have the same engine points: which is the primary maneuver? <span className="gm-section">(rules: “Identify Primary Maneuver”)</span>
          </legend>
          <div className="gm-row">
            {options.map((o) => (
              <button key={o} type="button" className={`gm-btn${draft.primary === o ? ' gm-primary' : ''}`} aria-pressed={draft.primary === o} onClick={() => set({ ...draft, primary: o })}>
                {NAME[o]} is primary
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <p data-testid="primary">
        Primary maneuver: <strong>{verdict.primary ? NAME[verdict.primary] : 'choose one'}</strong>
        {arc && <> — combat arc {arc === 'all' ? 'the whole battlefield' : arc}, drawn on the table</>}
        {verdict.primary === 'cruise' && ' (nothing spent)'}.
      </p>
      <div className="act-track" role="list" aria-label="Velocity track" data-testid="velocity-track">
        {track.map((slot, i) => (
          <span key={i} role="listitem" className={`act-slot${i === v.from ? ' act-slot-from' : ''}${i === v.to ? ' act-slot-to' : ''}`} aria-current={i === v.to ? 'step' : undefined}>
            <span className="act-slot-letter">{slot.turning}</span>
            {velocityBandText(slot)}
          </span>
        ))}
      </div>
      <p data-testid="velocity-change">
        Velocity {velocityBandText(v.before)} → <strong>{velocityBandText(v.after)}</strong> (turning {v.turning})
      </p>
      {violations.length > 0 && (
        <ul className="act-violations">
          {violations.map((x, i) => (
            <Because key={i} reason={x.reason} section={x.section} />
          ))}
        </ul>
      )}
      <button type="button" className="gm-btn gm-primary" disabled={props.readOnly || (tie && !draft.primary) || violations.length > 0} onClick={() => void send()}>
        Confirm the engines{spent + thrSpent === 0 ? ' (cruise)' : ''}
      </button>
    </div>
  );
}

function shipEngine(e: NonNullable<ReturnType<typeof useEngines>>): number {
  return e.plan.ship.engineValue;
}

export function EnginesOverlay(props: StepProps) {
  const e = useEngines(props);
  if (!e) return null;
  return (
    <Group listening={false}>
      {e.arc && <ArcShape at={e.pose} arc={e.arc} />}
      <SensorTokens state={props.state} scale={props.scale} />
    </Group>
  );
}
