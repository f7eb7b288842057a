/**
 * Fighter activation: move the activated wings (their reach drawn, dragged on the table), dogfights
 * with typed or rolled dice (3" radii drawn around the declaring wing and its target; the results
 * placed on the tokens by the reducer), and the end of the activation.
 */
import { useRef, useState } from 'react';
import { Circle, Group, Line, Rect } from 'react-konva';
import { pointDistance, type Point, type Pose } from '../../../geometry';
import type { FighterPlacement, FighterState } from '../../game';
import { fighterClassOf } from '../../game/helpers';
import type { StepItems, StepProps } from '../game/steps';
import { hitCandidates } from '../table/hitTargets';
import { f1 } from './common';
import { DogfightOverlay, DogfightSection, type DogfightForm } from './dogfight';
import { blockers, blockSpot, dogfightLeads, dragGroup, moveReach, scoutDrops, wingsDragged } from './plan';
import { PrecisionSection } from './precision';
import { BomberSection } from './bombers';

export interface FighterScratch extends DogfightForm {
  moves: Record<string, Pose>;
  /** Scout sensor drops chosen for the planned movement: wing → enemy warship. */
  scout?: Record<string, string>;
}

const ITEM = 'fighters:move:';

function scratchOf(p: StepProps): FighterScratch {
  return (p.scratch as FighterScratch | undefined) ?? { moves: {} };
}

function activated(p: StepProps): FighterState[] {
  const a = p.state.action.active;
  if (!a || a.kind !== 'fighters') return [];
  return p.state.fighters.filter((f) => a.fighters.includes(f.id));
}

export function FighterActivationPanel(p: StepProps) {
  const { state, dispatch, readOnly } = p;
  const a = state.action.active;
  if (!a || a.kind !== 'fighters') return null;
  const sc = scratchOf(p);
  const wings = activated(p);
  const planned = Object.entries(sc.moves);
  const set = (patch: Partial<FighterScratch>) => p.setScratch({ ...sc, ...patch });
  const record = async () => {
    const moves: FighterPlacement[] = planned.map(([fighter, pose]) => ({ fighter, pose }));
    const scout = Object.entries(sc.scout ?? {})
      .filter(([fighter, ship]) => ship !== '' && drops.some((d) => d.fighter === fighter && d.ships.some((x) => x.id === ship)))
      .map(([fighter, ship]) => ({ fighter, ship }));
    const r = await dispatch({ type: 'fighterMove', moves, ...(scout.length > 0 ? { scout } : {}) });
    if (r.ok) p.setScratch({ ...sc, moves: {}, scout: {} });
  };
  const { moves: _moves, scout: _scout, ...form } = sc;
  const drops = scoutDrops(state, sc.moves);
  return (
    <div className="gm-form" data-testid="fighter-activation">
      <p>
        {wings.map((f) => f.id).join(', ')} — movement {Math.min(a.steps + 1, 2)} of 2. All the first movements are made before any attack.
      </p>
      {a.steps < 2 && (
        <section aria-label="Fighter movement">
          <h3 className="fg-h">Move</h3>
          <p className="gm-muted">
            Drag a wing on the table: the first drag moves the whole group (or the wings picked with Select), then drag a wing to nudge it. Each wing’s reach is drawn
            (12″, or 6″ while disrupted) and each move is checked on its own.
          </p>
          <ul className="gm-choices" data-testid="planned-moves">
            {planned.map(([id, to]) => {
              const f = wings.find((w) => w.id === id);
              const d = f?.pose ? pointDistance(f.pose, to) : 0;
              const reach = f ? moveReach(f) : 0;
              return (
                <li key={id} className={d <= reach + 1e-6 ? 'gm-ok-text' : 'gm-error-text'}>
                  {id}: {f1(d)}″ of {reach}″ to ({f1(to.x)}, {f1(to.y)})
                </li>
              );
            })}
          </ul>
          {drops.map((d) => (
            <span key={d.fighter} className="gm-field" data-testid="scout-drop">
              <label htmlFor={`fg-scout-${d.fighter}`}>Scout: {d.fighter} passes over {d.ships.map((x) => x.label).join(', ')} — place a sensor token (once per turn; rules: “Weapon Special Abilities”)</label>
              <select id={`fg-scout-${d.fighter}`} className="gm-input" value={sc.scout?.[d.fighter] ?? ''} onChange={(e) => set({ scout: { ...(sc.scout ?? {}), [d.fighter]: e.target.value } })}>
                <option value="">no sensor token</option>
                {d.ships.map((x) => (
                  <option key={x.id} value={x.id}>
                    on {x.label}
                  </option>
                ))}
              </select>
            </span>
          ))}
          <div className="gm-row">
            <button type="button" className="gm-btn gm-primary" disabled={readOnly || planned.length === 0} onClick={() => void record()}>
              Record movement {a.steps + 1}
            </button>
            {planned.length > 0 && (
              <button type="button" className="gm-btn" onClick={() => set({ moves: {} })}>
                Clear the moves
              </button>
            )}
          </div>
        </section>
      )}
      <DogfightSection
        state={state}
        readOnly={readOnly}
        dispatch={dispatch}
        leads={dogfightLeads(state)}
        form={form}
        setForm={(f) => p.setScratch({ moves: sc.moves, ...(sc.scout ? { scout: sc.scout } : {}), ...f })}
        idPrefix="fg"
        title="Dogfight"
        empty="No wing of this activation can attack a fighter now (each attacks once per turn)."
      />
      <PrecisionSection {...p} />
      <BomberSection {...p} />
      <BlockSection {...p} />
      <div className="gm-row">
        <button type="button" className="gm-btn" disabled={readOnly} onClick={() => void dispatch({ type: 'activationEnd' })}>
          End the fighters’ activation
        </button>
      </div>
    </div>
  );
}

export function FighterActivationOverlay(p: StepProps) {
  const a = p.state.action.active;
  if (!a || a.kind !== 'fighters') return null;
  const sc = scratchOf(p);
  const wings = activated(p);
  return (
    <Group listening={false}>
      {a.steps < 2 &&
        wings.map((f) => {
          const reach = moveReach(f);
          if (!f.pose || reach === 0) return null;
          const to = sc.moves[f.id];
          const size = fighterClassOf(p.state, f).tokenSize;
          return (
            <Group key={f.id}>
              <Circle x={f.pose.x} y={f.pose.y} radius={reach} stroke="#7fb3ff" strokeWidth={1} strokeScaleEnabled={false} dash={[4, 6]} opacity={0.6} />
              {to && (
                <>
                  {/* A planned move beyond the wing's reach is drawn red (the panel says why; the players may overrule). */}
                  <Line points={[f.pose.x, f.pose.y, to.x, to.y]} stroke={pointDistance(f.pose, to) <= reach + 1e-6 ? '#f2b84b' : '#e06c5f'} strokeWidth={2} strokeScaleEnabled={false} />
                  <Group x={to.x} y={to.y} rotation={to.heading}>
                    <Rect x={-size.length / 2} y={-size.width / 2} width={size.length} height={size.width} stroke={pointDistance(f.pose, to) <= reach + 1e-6 ? '#f2b84b' : '#e06c5f'} strokeWidth={2} strokeScaleEnabled={false} dash={[3, 3]} fill="rgba(242,184,75,0.3)" />
                  </Group>
                </>
              )}
            </Group>
          );
        })}
      <DogfightOverlay state={p.state} form={sc} leads={dogfightLeads(p.state)} scale={p.scale} />
    </Group>
  );
}

/**
 * The activated wings, draggable to where they move (planned; recorded with the panel's button). The
 * first drag moves the whole group (or the picked wings) by one offset; later drags nudge one wing; a
 * planned wing is dragged again from where it is planned, or from where it stands (its move planned again to
 * where the finger lifts). Touch targets grow as the tokens shrink.
 */
export function useFighterItems(p: StepProps): StepItems | null {
  const dragStart = useRef<{ lead: string; group: string[]; start: Record<string, Pose> } | null>(null);
  const a = p.state.action.active;
  if (!a || a.kind !== 'fighters' || a.steps >= 2 || p.readOnly) return null;
  const sc = scratchOf(p);
  const wings = activated(p).filter((f) => f.pose && moveReach(f) > 0);
  const at = (f: FighterState): Pose => sc.moves[f.id] ?? (f.pose as Pose);
  const idOf = (item: string) => (item.startsWith(ITEM) ? item.slice(ITEM.length) : null);
  const place = (item: string, to: Point, done: boolean) => {
    const lead = idOf(item);
    if (!lead || !wings.some((w) => w.id === lead)) return;
    let d = dragStart.current;
    if (!d || d.lead !== lead) {
      const group = dragGroup(
        wings.map((w) => w.id),
        Object.keys(sc.moves),
        (p.selection.picked ?? []).filter((u) => u.kind === 'fighter').map((u) => u.id),
        lead,
      );
      d = { lead, group, start: Object.fromEntries(wings.filter((w) => group.includes(w.id)).map((w) => [w.id, at(w)])) };
      dragStart.current = d;
    }
    p.setScratch({ ...sc, moves: { ...sc.moves, ...wingsDragged(p.state, d.start, d.group, lead, to) } });
    if (done) dragStart.current = null;
  };
  return {
    hitItem: (pt: Point) => {
      dragStart.current = null;
      // A wing answers at its planned spot (dragged again from there) and at the token where it stands (dragged from
      // there, its move is planned again to where the finger lifts).
      const targets = wings.flatMap((f) => {
        const size = fighterClassOf(p.state, f).tokenSize;
        const q = at(f);
        const stands = f.pose as Pose;
        const spots = sc.moves[f.id] ? [q, stands] : [q];
        return spots.map((o) => ({ id: f.id, x: o.x, y: o.y, heading: o.heading, width: size.width, length: size.length }));
      });
      const hit = hitCandidates(targets, pt, p.scale)[0];
      return hit ? { id: `${ITEM}${hit.target.id}`, anchor: { x: hit.target.x, y: hit.target.y } as Point, unit: { kind: 'fighter', id: hit.target.id } } : null;
    },
    onDrag: (id, to) => place(id, to, false),
    onDrop: (id, to) => place(id, to, true),
  };
}

/** The enemy's escorts moving between their warship and an incoming wing (once per turn each). */
function BlockSection(p: StepProps) {
  const [chosen, setChosen] = useState('');
  const list = blockers(p.state);
  if (list.length === 0) return null;
  const sc = scratchOf(p);
  const esc = list.find((f) => f.id === chosen) ?? list[0];
  const ship = esc?.escorting ? p.state.ships.find((x) => x.id === esc.escorting) : undefined;
  // The incoming wing: a planned move, or the activated wing nearest the escorted warship.
  const planned = Object.values(sc.moves)[0];
  const nearest = activated(p)
    .filter((f) => f.pose && ship?.pose)
    .sort((a, b) => pointDistance(a.pose as Pose, ship?.pose as Pose) - pointDistance(b.pose as Pose, ship?.pose as Pose))[0]?.pose;
  const toward = planned ?? nearest ?? null;
  const spot = esc && toward ? blockSpot(p.state, esc.id, toward) : null;
  return (
    <section aria-label="Escorts move to block">
      <h3 className="fg-h">Escorts move to block</h3>
      <p className="gm-section">Rules: “Warship Escorting” — when a wing tries to fully align with an escorted warship, one escort moves between them, still fully aligned (once per turn).</p>
      <span className="gm-field">
        <label htmlFor="fg-block">Escort</label>
        <select id="fg-block" className="gm-input" value={esc?.id ?? ''} onChange={(e) => setChosen(e.target.value)}>
          {list.map((f) => (
            <option key={f.id} value={f.id}>
              {f.id} (escorting {f.escorting})
            </option>
          ))}
        </select>
      </span>
      {!spot && <p className="gm-muted">No free fully aligned spot toward the incoming wing: move it on the table and adjust.</p>}
      <button type="button" className="gm-btn" disabled={p.readOnly || !spot || !esc} onClick={() => esc && spot && void p.dispatch({ type: 'interpose', fighter: esc.id, pose: spot })}>
        Move {esc?.id ?? 'the escort'} to block{spot ? ` at (${f1(spot.x)}, ${f1(spot.y)})` : ''}
      </button>
    </section>
  );
}
