/**
 * Firing during a warship's activation (issue 15), contributed to the `activation:move` and `activation:moved`
 * steps beside the maneuver planner: where it fires from (a point of the path it flew), who can shoot whom
 * (battery × enemy unit with every reason and section), the firing windows along the path, and the attack
 * wizards. The verdicts come from rules/combat; `dispatch` stores the game's `fire` event; a refusal on
 * geometric grounds is shown by the Game screen with "The table says otherwise".
 */
import { useEffect, useMemo } from 'react';
import type { Pose } from '../../../geometry';
import { shipClass } from '../../data';
import { antiFighterToOutcome, deckFromGame, powerToOutcome, targetFromGame } from '../../game';
import { matrixCell, type AntiFighterResult, type MatrixCell, type PowerAttackResult } from '../../rules/combat';
import { afTokensFromGame } from '../../game/tableView';
import type { StepProps } from '../game/steps';
import { AfWizard } from './AfWizard';
import { PowerWizard } from './PowerWizard';
import { Section } from './controls';
import { r1, targetColour, useFireView } from './model';
import { plannedWindows } from './planned';
import { DeckTally } from './ShipBoards';
import { fireChoiceSet, fireScrubOf, fireScrubSet, useFireChoice } from './store';
import { CardValuesNote } from '../provenance';
import { useScrubSlider } from '../useScrubSlider';
import { ScrubSlider } from '../ScrubSlider';
import type { GameState } from '../../game';

/** Each cell in words (no symbol to decode): the first reason the battery cannot fire, or that it can. */
const SHORT: Record<string, string> = { destroyed: 'battery destroyed', fired: 'already fired', 'missile-battery': 'missiles: launch them', 'wrong-type': 'wrong weapon type', 'out-of-range': 'out of range', 'out-of-arc': 'out of arc' };
const cellText = (c: MatrixCell): string => (c.canFire ? '✓ can fire' : (c.reasons.map((r) => SHORT[r.code] ?? r.code).find((t) => t !== '') ?? 'cannot fire'));
/** Refusals a player may overrule at the table (the app measured; the miniatures say otherwise). */
const geometric = (c: MatrixCell): boolean => c.reasons.every((r) => r.code === 'out-of-range' || r.code === 'out-of-arc');

/** Where the matrix reads from, in words: the flown path's point, where the warship stands, or the planned path's end or stop point. */
function fromWords(ship: string, path: { length: number } | null, along: number | null, pathPoint: { along: number } | null, planned: number | null): string {
  if (path && path.length > 0) return along === null || along >= path.length ? `from where ${ship} is now (the end of its move)` : `from ${r1(along)} along the path ${ship} flew`;
  if (!pathPoint || pathPoint.along <= 1e-9) return `from where ${ship} stands now (it has not moved)`;
  if (planned !== null && Math.abs(pathPoint.along - planned) < 1e-6) return `from the planned end of the move (${r1(planned)}, not moved yet)`;
  return `from the planner's stop point, ${r1(pathPoint.along)} along the planned path (not moved yet)`;
}

/** The "Fire from" figure: inches along the path, of its length, and whether that is where the warship is now. */
const fromFigure = (along: number | null, length: number): string => `${r1(along ?? length)} of ${r1(length)}${along === null || along >= length ? ' (where it is now)' : ''}`;

/**
 * The "Fire from" slider (issue 24; the app's own, `ScrubSlider`: drawn on its canvas with its figure). While a finger
 * drags it, only the firing point, range circle, arc and measured line on the table (FireOverlay, straight on its
 * Konva nodes) and the slider follow, drawn from the pointer event (`fireScrubSet`: no React render, no DOM change
 * per move); the matrix, the chosen pair's words and the windows settle when the finger lifts or a key steps it.
 */
function FireFromSlider({ ship, length, along }: { ship: string; length: number; along: number | null }) {
  const shown = along ?? length;
  const slider = useScrubSlider({
    min: 0,
    max: length,
    step: 0.1,
    shown,
    figureWidth: 260,
    now: () => fireScrubOf(ship) ?? shown,
    figureText: (n) => fromFigure(n, length),
    onSlide: (n) => fireScrubSet({ ship, along: n }),
    onSettle: (n) => {
      fireScrubSet(null);
      if (n !== shown) fireChoiceSet({ ship, along: n });
    },
  });
  // The panel leaving (the activation ended) drops a scrub left half-way.
  useEffect(() => () => fireScrubSet(null), []);
  return (
    <div className="cb-along">
      <span id="cb-along-label">Fire from (″ along the path)</span>
      <ScrubSlider slider={slider} id="cb-along" labelledBy="cb-along-label" testId="fire-from" />
    </div>
  );
}

export function FirePanel(props: StepProps) {
  const { state, readOnly, pathPoint } = props;
  const active = state.action.active;
  const shipId = active?.kind === 'ship' ? active.ship : null;
  const choice = useFireChoice(shipId);
  const view = useFireView(state, choice.along, pathPoint);
  const fired = view?.ship.activation?.fired;
  // A battery that has fired (stored) clears the choice.
  useEffect(() => {
    if (choice.battery !== null && fired?.includes(choice.battery)) fireChoiceSet({ ship: shipId, battery: null, target: null });
  }, [fired, choice.battery, shipId]);
  if (!view || !shipId) return null;
  const { ship, batteries, matrix, targets, path } = view;
  const ships = targets.filter((t) => t.kind === 'ship');
  // While the move is planned (no flown path yet): the windows along the planner's draft, as the table draws them.
  const planned = path ? null : plannedWindows(state, props.scratch);
  const plannedRows = planned ? planned.windows.filter((w) => w.windows.length > 0) : [];
  const small = targets.filter((t) => t.kind !== 'ship');
  const select = (battery: number, target: string) => fireChoiceSet({ ship: shipId, battery, target });
  const jt = choice.target === null ? -1 : targets.findIndex((t) => t.id === choice.target);
  const cell = choice.battery !== null && jt >= 0 ? matrixCell(matrix, choice.battery, jt) : undefined;
  const battery = choice.battery !== null ? batteries[choice.battery] : undefined;
  const target = jt >= 0 ? targets[jt] : undefined;
  const step = ship.activation?.step;

  return (
    <section className="cb-fire" aria-label="Fire" data-testid="fire-panel">
      <h3>Fire</h3>
      <Section name="Warship Combat" />
      <DeckTally state={state} />
      {step === 'move' && <p className="gm-later">Fire before moving from where {ship.id} stands, or move first and fire from any point of the path.</p>}
      {path && path.length > 0 && <FireFromSlider ship={shipId} length={path.length} along={choice.along} />}
      <table className="cb-matrix" data-testid="fire-matrix">
        <caption data-testid="fire-matrix-from">Who can shoot whom {fromWords(ship.id, path, choice.along, pathPoint, planned?.path.length ?? null)}</caption>
        <thead>
          <tr>
            <th scope="col">Battery</th>
            {ships.map((t) => (
              <th key={t.id} scope="col">
                {t.id}
              </th>
            ))}
            <th scope="col">Fighters & missiles in reach</th>
          </tr>
        </thead>
        <tbody>
          {batteries.map((b, i) => {
            const smallCells = small.map((t) => matrixCell(matrix, i, targets.indexOf(t))).filter((c): c is MatrixCell => !!c);
            const reach = smallCells.filter((c) => c.canFire || (c.inRange !== false && geometric(c) && c.reasons.length > 0));
            return (
              <tr key={i} data-battery={i}>
                <th scope="row">
                  {b.name} <span className="cb-type">({b.type}{b.range !== null ? `, ${b.range}″` : ''}, {b.arc ?? 'no arc'})</span>
                </th>
                {ships.map((t) => {
                  const c = matrixCell(matrix, i, targets.indexOf(t));
                  if (!c) return <td key={t.id} />;
                  const pressed = choice.battery === i && choice.target === t.id;
                  return (
                    <td key={t.id}>
                      <button type="button" className={`gm-btn cb-cell${c.canFire ? ' cb-ok' : ''}`} aria-pressed={pressed} aria-label={`${b.name} at ${t.id}: ${cellText(c)}`} onClick={() => select(i, t.id)}>
                        <span className="cb-cell-target">{t.id}</span>
                        <span className="cb-cell-word">{cellText(c)}</span>
                      </button>
                    </td>
                  );
                })}
                <td>
                  {b.type === 'F' ? (
                    <span className="cb-small">
                      {reach.map((c) => (
                        <button
                          key={c.target}
                          type="button"
                          className={`gm-btn cb-cell${c.canFire ? ' cb-ok' : ''}`}
                          aria-pressed={choice.battery === i && choice.target === c.target}
                          aria-label={`${b.name} at ${c.target}: ${cellText(c)}`}
                          onClick={() => select(i, c.target)}
                        >
                          {c.target}
                        </button>
                      ))}
                      {smallCells.length - reach.length > 0 && <span> {smallCells.length - reach.length} out of range</span>}
                    </span>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {battery && target && cell && (
        <div className="cb-pair" data-testid="fire-pair">
          <p>
            <strong>
              {battery.name} → {target.id}
            </strong>
            : {r1(cell.distance)} centre to centre{battery.range !== null ? ` (reach ${battery.range}″)` : ''}; {cell.arc === 'turret' ? 'turret: any direction' : `${cell.arc} combat arc: ${cell.inArc ? 'in arc' : 'outside'}`}.
          </p>
          {view.windows
            .filter((w) => w.battery === choice.battery && w.target === target.id)
            .map((w) => (
              <p key="w" data-testid="fire-windows">
                Firing window along the path: {w.windows.length === 0 ? 'none' : w.windows.map((x) => `${r1(x.from)}–${r1(x.to)}`).join(', ')}
                {w.windows[0] && (
                  <button type="button" className="gm-btn" onClick={() => fireChoiceSet({ ship: shipId, along: (w.windows[0]?.from ?? 0) + ((w.windows[0]?.to ?? 0) - (w.windows[0]?.from ?? 0)) / 2 })}>
                    Fire from inside it
                  </button>
                )}
              </p>
            ))}
          {cell.reasons.length > 0 && (
            <ul className="cb-reasons" data-testid="fire-reasons">
              {cell.reasons.map((r) => (
                <li key={r.code}>
                  {r.text} <span className="gm-section">(rules: “{r.section}”)</span>
                </li>
              ))}
            </ul>
          )}
          {(cell.canFire || geometric(cell)) && !readOnly ? (
            <Attack key={`${ship.id}-${choice.battery}-${target.id}`} props={props} battery={choice.battery as number} targetId={target.id} kind={target.kind} anyway={!cell.canFire} from={view.fromPath ? view.from : null} />
          ) : (
            <p className="gm-later">This battery cannot fire at {target.id}.</p>
          )}
        </div>
      )}
      {planned && (
        <p data-testid="planned-windows" data-bands={plannedRows.reduce((n, w) => n + w.windows.length, 0)} data-length={planned.path.length.toFixed(2)}>
          Firing windows on the planned path ({r1(planned.path.length)}):{' '}
          {plannedRows.length === 0 ? 'none' : plannedRows.map((w) => `${batteries[w.battery]?.name ?? `battery ${w.battery + 1}`} → ${w.target} ${w.windows.map((x) => `${r1(x.from)}–${r1(x.to)}`).join(', ')}`).join('; ')}
        </p>
      )}
      <p className="cb-legend">
        {ships.map((t, k) => (
          <span key={t.id} style={{ color: targetColour(k) }}>
            ■ {t.id}{' '}
          </span>
        ))}
        windows on the path, range circle and combat arc on the table.
      </p>
    </section>
  );
}

function Attack({ props, battery, targetId, kind, anyway, from }: { props: StepProps; battery: number; targetId: string; kind: 'ship' | 'fighter' | 'missile'; anyway: boolean; from: Pose | null }) {
  const { state, dispatch, readOnly } = props;
  const active = state.action.active;
  const shipId = active?.kind === 'ship' ? active.ship : '';
  const ship = state.ships.find((x) => x.id === shipId);
  const b = ship ? shipClass(state.pack, ship.code).batteries[battery] : undefined;
  const status = ship?.criticals.weapons[battery] ?? 'none';
  const powerInput = useMemo(() => {
    if (!ship || !b || kind !== 'ship') return null;
    const target = targetFromGame(state, targetId, ship.owner);
    return target ? { battery: b, status, target, deck: deckFromGame(state) } : null;
    // The attack is planned against the state when the pair was chosen (keyed by the pair).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ship?.id, battery, targetId, kind]);
  const af = useMemo(() => {
    if (!ship || !b || kind === 'ship') return null;
    const vs = kind === 'missile' ? ('missiles' as const) : ('fighters' as const);
    return { input: { battery: b, status, vs }, tokens: afTokensFromGame(state, ship.owner, vs) };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ship?.id, battery, targetId, kind]);
  if (!ship || !b) return null;
  const base = { type: 'fire' as const, ship: ship.id, battery, target: { kind, id: targetId }, ...(from ? { from } : {}) };
  const store = async (outcome: ReturnType<typeof powerToOutcome> | ReturnType<typeof antiFighterToOutcome>): Promise<boolean> => {
    const r = await dispatch({ ...base, outcome });
    return r.ok;
  };
  return (
    <>
      {anyway && <p className="gm-later">The app measures this as out of {b.range !== null ? 'range or arc' : 'arc'}: resolve it anyway if the table says otherwise; the app will ask you to confirm the ruling.</p>}
      {powerInput && <PowerWizard input={powerInput} physical={!state.deck.ordered} pack={state.pack} disabled={readOnly} onRecord={(r: PowerAttackResult) => store(powerToOutcome(r))} />}
      {powerInput && <TargetValues state={state} id={powerInput.target.id} />}
      {af && (
        <AfWizard
          input={af.input}
          targetId={targetId}
          tokens={af.tokens}
          disabled={readOnly}
          state={state}
          onRecord={(r: AntiFighterResult, cover) => {
            const o = antiFighterToOutcome(r);
            return store(cover.length > 0 ? { ...o, fighters: { ...o.fighters, cover } } : o);
          }}
        />
      )}
    </>
  );
}


/** The target's stat-card values the attack uses (hull, critical value), with their provenance (issue 22). */
function TargetValues({ state, id }: { state: GameState; id: string }) {
  const code = state.ships.find((x) => x.id === id)?.code;
  return code ? <CardValuesNote pack={state.pack} code={code} fields={['hull', 'criticalValue']} /> : null;
}
