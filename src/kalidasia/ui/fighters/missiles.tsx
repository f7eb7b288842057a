/**
 * Missiles: launching from a missile battery during a warship's movement (the app offers the fully
 * aligned spots), the missile phase (each missile's 24" track toward the chosen enemy warship drawn,
 * stopping on contact). The strike at the start of the target's movement is in strike.tsx.
 */
import { useState } from 'react';
import { Circle, Group, Line, Rect } from 'react-konva';
import { alignedPlaceAround, pointDistance, type PathAlong, type Pose, type TokenRect } from '../../../geometry';
import { MISSILE_TOKEN } from '../../data/fighters';
import type { GameState, MissileState, PlayerId, ShipState } from '../../game';
import { classOf, contactingMissiles, fighterRect, onTable, playerName, shipRect } from '../../game/helpers';
import { missileFlight } from '../../game/missiles';
import { flownPath } from '../../game/tableView';
import { useScrubSlider } from '../useScrubSlider';
import { ScrubSlider } from '../ScrubSlider';
import { launchFromSet, launchPose, useLaunchFrom } from './launchFrom';
import type { StepProps } from '../game/steps';
import { DiceField, diceOf, f1 } from './common';
import { countOf } from '../../../words';

// ---------------------------------------------------------------------------
// The missile phase

interface MissileScratch {
  toward: Record<string, string>;
}

const enemyShips = (s: GameState, p: PlayerId): ShipState[] => s.ships.filter((x) => x.owner !== p && onTable(x) && x.pose);

/** Each missile of the player with its chosen target (nearest enemy warship by default) and its flight. */
function flights(p: StepProps): { m: MissileState; toward: ShipState; flight: ReturnType<typeof missileFlight> }[] {
  const x = p.expected;
  if (x.kind !== 'missiles') return [];
  const sc = (p.scratch as MissileScratch | undefined) ?? { toward: {} };
  const targets = enemyShips(p.state, x.player);
  return p.state.missiles
    .filter((m) => m.owner === x.player)
    .flatMap((m) => {
      const chosen = targets.find((t) => t.id === sc.toward[m.id]);
      const nearest = [...targets].sort((a, b) => pointDistance(a.pose as Pose, m.pose) - pointDistance(b.pose as Pose, m.pose))[0];
      const toward = chosen ?? nearest;
      return toward ? [{ m, toward, flight: missileFlight(p.state, m, toward) }] : [];
    });
}

export function MissilePhasePanel(p: StepProps) {
  const x = p.expected;
  if (x.kind !== 'missiles') return null;
  const sc = (p.scratch as MissileScratch | undefined) ?? { toward: {} };
  const fl = flights(p);
  const targets = enemyShips(p.state, x.player);
  const move = () =>
    void p.dispatch({
      type: 'missilesMoved',
      player: x.player,
      moves: fl.map((f) => ({ missile: f.m.id, toward: f.toward.id, pose: f.flight.end, contact: f.flight.contact !== null })),
    });
  return (
    <div className="gm-form" data-testid="missile-phase">
      <p>
        {playerName(p.state, x.player)} moves every missile 24″ straight toward an enemy warship; a missile stops short only on contact with an enemy warship or a wing escorting
        one. Each track is drawn on the table.
      </p>
      <ul className="gm-choices">
        {fl.map((f) => (
          <li key={f.m.id}>
            <span className="gm-field">
              <label htmlFor={`fg-toward-${f.m.id}`}>{f.m.id} toward</label>
              <select id={`fg-toward-${f.m.id}`} className="gm-input" value={f.toward.id} onChange={(e) => p.setScratch({ toward: { ...sc.toward, [f.m.id]: e.target.value } })}>
                {targets.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.label}
                  </option>
                ))}
              </select>
            </span>
            <span data-testid={`track-${f.m.id}`}>
              {f.flight.contact ? `contact with ${f.flight.touchedLabel} after ${f1(f.flight.flown)}″` : `flies the full 24″, no contact`}
            </span>
          </li>
        ))}
      </ul>
      <button type="button" className="gm-btn gm-primary" disabled={p.readOnly} onClick={move}>
        Move {fl.length === 1 ? 'the missile' : `the ${fl.length} missiles`}
      </button>
    </div>
  );
}

export function MissilePhaseOverlay(p: StepProps) {
  const k = 1 / Math.max(0.001, p.scale);
  return (
    <Group listening={false}>
      {flights(p).map((f) => (
        <Group key={f.m.id}>
          <Line points={[f.m.pose.x, f.m.pose.y, f.flight.end.x, f.flight.end.y]} stroke="#ff9d5c" strokeWidth={3} strokeScaleEnabled={false} dash={[10, 5]} />
          <Group x={f.flight.end.x} y={f.flight.end.y} rotation={f.flight.end.heading}>
            <Rect x={-MISSILE_TOKEN.value.length / 2} y={-MISSILE_TOKEN.value.width / 2} width={MISSILE_TOKEN.value.length} height={MISSILE_TOKEN.value.width} stroke="#ff9d5c" strokeWidth={2} strokeScaleEnabled={false} />
          </Group>
          {f.flight.contact && <Circle x={f.flight.end.x} y={f.flight.end.y} radius={8 * k} stroke="#e06c5f" strokeWidth={3} strokeScaleEnabled={false} />}
        </Group>
      ))}
    </Group>
  );
}

// ---------------------------------------------------------------------------
// Launch (an aside during the active warship's movement)

function activeMover(s: GameState): ShipState | null {
  const a = s.action.active;
  if (!a || a.kind !== 'ship') return null;
  const ship = s.ships.find((x) => x.id === a.ship);
  const st = ship?.activation?.step;
  return ship && (st === 'move' || st === 'moved') ? ship : null;
}

/**
 * Spots fully aligned with the launcher, clear of the tokens on the table; `at`: where on its path it launches from
 * (default: where it is now).
 */
// Rules: Kalidasia "Attacking with Missile Weapons" — "place a number of the matching missile tokens on the battlefield equal to the gun count of the battery ... fully aligned with the warship".
export function launchSpots(s: GameState, ship: ShipState, n: number, at: Pose | null = null): Pose[] {
  const rect = shipRect(s, ship, at ?? ship.pose);
  if (!rect) return [];
  const others: TokenRect[] = [
    ...s.ships.filter((x) => x.id !== ship.id && onTable(x)).flatMap((x) => shipRect(s, x) ?? []),
    ...s.fighters.filter(onTable).flatMap((f) => fighterRect(s, f) ?? []),
    ...s.missiles.map((m) => ({ pose: m.pose, footprint: MISSILE_TOKEN.value })),
  ];
  return alignedPlaceAround(rect, MISSILE_TOKEN.value, n, { others }).map((x) => x.pose);
}

/** The "Launch from" figure: inches along the path, of its length, and whether that is where the warship is now. */
const launchFigure = (along: number | null, length: number): string => `${f1(along ?? length)}″ of ${f1(length)}″${along === null || along >= length - 1e-9 ? ' (where it is now)' : ''}`;

/**
 * The "Launch from" slider (issue 24): a point of the path the warship flew this activation, as the fire panel's
 * "Fire from" picks one (the same scrub slider). While a finger slides only the figure and the spots on the table
 * follow; the launch point settles when it lifts.
 */
function LaunchFromSlider({ ship, turn, path }: { ship: string; turn: number; path: PathAlong }) {
  const lf = useLaunchFrom(ship, turn);
  const length = path.length;
  const shown = lf.along ?? length;
  const slider = useScrubSlider({
    min: 0,
    max: length,
    step: 0.1,
    shown,
    figureWidth: 200,
    now: () => lf.scrub ?? shown,
    figureText: (n) => launchFigure(n, length),
    onSlide: (n) => launchFromSet({ ship, turn, along: lf.along, scrub: n }),
    onSettle: (n) => launchFromSet({ ship, turn, along: n >= length - 1e-9 ? null : n, scrub: null }),
  });
  return (
    <div className="fg-launch-along">
      <span id="fg-launch-along-label">Launch from</span>
      <ScrubSlider slider={slider} id="fg-launch-along" labelledBy="fg-launch-along-label" testId="launch-from" />
    </div>
  );
}

export function LaunchAside(p: StepProps) {
  const [dice, setDice] = useState('');
  const ship = activeMover(p.state);
  const lf = useLaunchFrom(ship?.id ?? null, p.state.turn);
  if (!ship || p.readOnly || contactingMissiles(p.state, ship).length > 0) return null;
  const cls = classOf(p.state, ship);
  const batteries = cls.batteries
    .map((b, i) => ({ b, i, status: ship.criticals.weapons[i] ?? 'none' }))
    .filter(({ b, i, status }) => b.type === 'M' && status !== 'destroyed' && !(ship.activation?.fired ?? []).includes(i));
  if (batteries.length === 0) return null;
  const path = flownPath(ship);
  const from = launchPose(path, lf.along);
  return (
    <section className="gm-form fg-aside" aria-label="Launch missiles" data-testid="launch-missiles">
      <h3 className="fg-h">Launch missiles</h3>
      <p className="gm-section">Rules: “Attacking with Missile Weapons”</p>
      {/* Rules: Kalidasia "Warship Combat" — "At any point during a warship's movement": a point of the path it flew. */}
      {path && path.length > 0 && <LaunchFromSlider ship={ship.id} turn={p.state.turn} path={path} />}
      {batteries.map(({ b, i, status }) => {
        const damaged = status === 'damaged';
        const typed = diceOf(dice);
        const n = damaged ? (typeof typed === 'string' ? 0 : typed.filter((d) => d >= 4).length) : b.gunCount;
        const spots = launchSpots(p.state, ship, n, from);
        const launch = async () => {
          const r = await p.dispatch({ type: 'launchMissiles', ship: ship.id, battery: i, ...(from ? { from } : {}), outcome: { kind: 'missileLaunch', dice: damaged && typeof typed !== 'string' ? typed : [], placed: spots } });
          if (r.ok) setDice('');
        };
        return (
          <div key={i}>
            {damaged && <DiceField label={`${b.name} dice`} count={b.gunCount} value={dice} onChange={setDice} />}
            {(damaged || !path || path.length === 0) && (
              <p className="gm-muted">
                {damaged ? `${b.name} is damaged: a missile for each 4+.` : `${b.name} places ${countOf(b.gunCount, 'missile')} fully aligned with ${ship.label}; the app offers the spots, adjust them to the table after.`}
              </p>
            )}
            <button type="button" className="gm-btn gm-primary" disabled={damaged && (typeof typed === 'string' || typed.length !== b.gunCount)} onClick={() => void launch()}>
              Launch {n} from {b.name}
              {from ? ` at ${f1(lf.along ?? 0)}″ along the path` : ''}
            </button>
          </div>
        );
      })}
    </section>
  );
}

/**
 * The spots offered for each missile battery that can still launch, drawn on the table before launching, around the
 * warship where it launches from: a point of its path (its outline drawn there, following a sliding finger) or where
 * it is now.
 */
export function LaunchOverlay(p: StepProps) {
  const ship = activeMover(p.state);
  const lf = useLaunchFrom(ship?.id ?? null, p.state.turn);
  if (!ship || p.readOnly || contactingMissiles(p.state, ship).length > 0) return null;
  const cls = classOf(p.state, ship);
  const n = cls.batteries.reduce((k, b, i) => k + (b.type === 'M' && ship.criticals.weapons[i] === 'none' && !(ship.activation?.fired ?? []).includes(i) ? b.gunCount : 0), 0);
  if (n === 0) return null;
  const t = MISSILE_TOKEN.value;
  const path = flownPath(ship);
  const at = launchPose(path, lf.scrub ?? lf.along);
  const rect = at ? shipRect(p.state, ship, at) : null;
  return (
    <Group listening={false}>
      {rect && (
        <Group x={rect.pose.x} y={rect.pose.y} rotation={rect.pose.heading} name="launch-from">
          <Rect x={-rect.footprint.length / 2} y={-rect.footprint.width / 2} width={rect.footprint.length} height={rect.footprint.width} stroke="#ff9d5c" strokeWidth={2} strokeScaleEnabled={false} dash={[8, 4]} />
        </Group>
      )}
      {launchSpots(p.state, ship, n, at).map((q, i) => (
        <Group key={i} x={q.x} y={q.y} rotation={q.heading}>
          <Rect x={-t.length / 2} y={-t.width / 2} width={t.length} height={t.width} stroke="#ff9d5c" strokeWidth={2} strokeScaleEnabled={false} dash={[3, 3]} fill="rgba(255,157,92,0.25)" />
        </Group>
      ))}
    </Group>
  );
}

// The strike aside lives in strike.tsx; re-exported for the places that import it from here.
export { StrikeAside, strikeResolve } from './strike';
