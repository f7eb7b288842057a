/** Deploying a warship: drag the ghost (the round handle turns it) or type its position; escorts placed aligned. */
import { Circle, Group, Line, Rect } from 'react-konva';
import { pose as poseOf, zoneContains, type Point } from '../../../../geometry';
import { fighterClass, shipClass, type FighterId } from '../../../data';
import type { FighterPlacement, GameState, PlayerId } from '../../../game';
import { playerName } from '../../../game/helpers';
import { escortPlacements, zoneCentre } from '../deploy';
import type { StepProps } from '../steps';
import { headingToward, rotateHandleAt, tokenContains } from '../tableModel';
import { NumField } from './controls';

interface Placing {
  ship: string;
  x: number;
  y: number;
  heading: number;
  velocity: number;
  escorts: number;
  /** Which fighter tokens escort it (null: any, in squadron order). */
  escortKind: FighterId | null;
}

function zoneOf(s: GameState, p: PlayerId) {
  return s.setup.players.find((q) => q.id === p)?.zone ?? [];
}

function placingDefault(s: GameState, p: PlayerId, ship: string): Placing {
  const c = zoneCentre(zoneOf(s, p));
  const others = s.setup.players.filter((q) => q.id !== p).map((q) => zoneCentre(q.zone));
  const toward = others[0] ?? { x: c.x, y: c.y + 1 };
  // Spread successive warships along the zone so they do not start on top of each other.
  const placed = s.ships.filter((x) => x.owner === p && x.status === 'deployed').length;
  const offset = (placed % 2 === 0 ? 1 : -1) * Math.ceil(placed / 2) * 8;
  const horizontal = Math.abs(toward.y - c.y) >= Math.abs(toward.x - c.x);
  const at = horizontal ? { x: c.x + offset, y: c.y } : { x: c.x, y: c.y + offset };
  // Players deploy a squadron alike: the next warship starts with the velocity and escorts of the one before (shown, changeable).
  const prev = s.ships.filter((x) => x.owner === p && x.status === 'deployed').at(-1);
  const code = s.ships.find((x) => x.id === ship)?.code;
  const track = code ? shipClass(s.pack, code).velocityTrack.length : 0;
  const velocity = prev && prev.velocity < track ? prev.velocity : 0;
  const free = s.fighters.filter((f) => f.owner === p && f.status === 'reserve' && !f.replacement).length;
  const escorts = prev ? Math.min(free, s.fighters.filter((f) => f.escorting === prev.id).length) : 0;
  return { ship, x: Math.round(at.x * 10) / 10, y: Math.round(at.y * 10) / 10, heading: headingToward(c as Point, toward as Point), velocity, escorts, escortKind: null };
}

function usePlacing(props: StepProps): Placing | null {
  const x = props.expected;
  if (x.kind !== 'deployShip') return null;
  const sc = props.scratch as Placing | undefined;
  const reserve = props.state.ships.filter((q) => q.owner === x.player && q.status === 'reserve');
  if (sc && reserve.some((q) => q.id === sc.ship)) return sc;
  const first = reserve[0];
  return first ? placingDefault(props.state, x.player, first.id) : null;
}

function placingEscorts(s: GameState, player: PlayerId, pl: Placing): FighterPlacement[] {
  const ship = s.ships.find((q) => q.id === pl.ship);
  if (!ship || pl.escorts <= 0) return [];
  return escortPlacements(s, player, ship.code, poseOf(pl.x, pl.y, pl.heading), pl.escorts, pl.escortKind);
}

export function DeployShipPanel(props: StepProps) {
  const { state, expected: x, dispatch, setScratch } = props;
  const pl = usePlacing(props);
  if (x.kind !== 'deployShip' || !pl) return null;
  const player = x.player;
  const reserve = state.ships.filter((q) => q.owner === player && q.status === 'reserve');
  const ship = state.ships.find((q) => q.id === pl.ship);
  const track = ship ? shipClass(state.pack, ship.code).velocityTrack : [];
  const reserveAll = state.fighters.filter((f) => f.owner === player && f.status === 'reserve' && !f.replacement);
  const kinds = [...new Set(reserveAll.map((f) => f.kind))];
  const reserveFighters = reserveAll.filter((f) => pl.escortKind === null || f.kind === pl.escortKind).length;
  const set = (patch: Partial<Placing>) => setScratch({ ...pl, ...patch });
  const inZone = zoneContains(zoneOf(state, player), poseOf(pl.x, pl.y, pl.heading));
  const deploy = async () => {
    const r = await dispatch({ type: 'deployShip', player, ship: pl.ship, pose: poseOf(pl.x, pl.y, ((pl.heading % 360) + 360) % 360), velocity: pl.velocity, escorts: placingEscorts(state, player, pl) });
    if (r.ok) setScratch(undefined);
  };
  return (
    <form
      className="gm-form"
      aria-label="Deploy a warship"
      onSubmit={(e) => {
        e.preventDefault();
        void deploy();
      }}
    >
      <p>
        {playerName(state, player)}: drag the ghost on the table (the round handle turns it), or type where the warship stands on the
        real table.
      </p>
      <span className="gm-field">
        <label htmlFor="gm-deploy-ship">Warship</label>
        <select id="gm-deploy-ship" className="gm-input" value={pl.ship} onChange={(e) => set({ ship: e.target.value })}>
          {reserve.map((q) => (
            <option key={q.id} value={q.id}>
              {q.label}
            </option>
          ))}
        </select>
      </span>
      <div className="gm-row">
        <NumField label="From left (″)" value={pl.x} onChange={(n) => set({ x: n })} />
        <NumField label="From top (″)" value={pl.y} onChange={(n) => set({ y: n })} />
        <NumField label="Heading (°)" value={pl.heading} onChange={(n) => set({ heading: n })} />
      </div>
      <span className="gm-field">
        <label htmlFor="gm-deploy-velocity">Starting velocity</label>
        <select id="gm-deploy-velocity" className="gm-input" value={pl.velocity} onChange={(e) => set({ velocity: Number(e.target.value) })}>
          {track.map((slot, i) => (
            <option key={i} value={i}>
              Step {i}: {slot.min}–{slot.max}″, turning {slot.turning}
            </option>
          ))}
        </select>
      </span>
      {kinds.length > 1 && (
        <span className="gm-field">
          <label htmlFor="gm-deploy-escort-kind">Escorting fighters</label>
          <select id="gm-deploy-escort-kind" className="gm-input" value={pl.escortKind ?? ''} onChange={(e) => set({ escortKind: e.target.value === '' ? null : (e.target.value as FighterId), escorts: 0 })}>
            <option value="">Any (squadron order)</option>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {fighterClass(state.pack, k).name}
              </option>
            ))}
          </select>
        </span>
      )}
      {reserveFighters > 0 && (
        <NumField label={`Escorts, placed fully aligned (0–${reserveFighters})`} value={pl.escorts} onChange={(n) => set({ escorts: Math.max(0, Math.min(reserveFighters, Math.round(n))) })} />
      )}
      <p className={inZone ? 'gm-ok-text' : 'gm-error-text'} data-testid="zone-check">
        {inZone ? 'Inside the deployment zone.' : 'Outside the deployment zone: the rules will refuse it unless the table says otherwise.'}
      </p>
      <button type="submit" className="gm-btn gm-primary">
        Deploy {ship?.label ?? ''}
      </button>
    </form>
  );
}

export function DeployShipOverlay(props: StepProps) {
  const pl = usePlacing(props);
  if (!pl || props.expected.kind !== 'deployShip') return null;
  const ship = props.state.ships.find((q) => q.id === pl.ship);
  if (!ship) return null;
  const size = shipClass(props.state.pack, ship.code).tokenSize;
  const handle = rotateHandleAt(poseOf(pl.x, pl.y, pl.heading), size.length);
  const k = 1 / Math.max(0.001, props.scale);
  const escorts = placingEscorts(props.state, props.expected.player, pl);
  const fs = props.state.fighters.find((f) => f.owner === ship.owner)?.kind;
  const fsize = fs ? fighterClass(props.state.pack, fs).tokenSize : null;
  return (
    <Group listening={false}>
      <Line points={[pl.x, pl.y, handle.x, handle.y]} stroke="#f2b84b" strokeWidth={2} strokeScaleEnabled={false} />
      <Group x={pl.x} y={pl.y} rotation={pl.heading}>
        <Rect x={-size.length / 2} y={-size.width / 2} width={size.length} height={size.width} stroke="#f2b84b" strokeWidth={3} strokeScaleEnabled={false} dash={[6, 4]} fill="rgba(242,184,75,0.25)" />
        <Line points={[size.length / 2, 0, size.length / 2 - 0.6, -size.width * 0.3, size.length / 2 - 0.6, size.width * 0.3]} closed fill="#f2b84b" />
      </Group>
      <Circle x={handle.x} y={handle.y} radius={14 * k} fill="#f2b84b" stroke="#1b2230" strokeWidth={2} strokeScaleEnabled={false} />
      {fsize &&
        escorts.map((e) => (
          <Group key={e.fighter} x={e.pose.x} y={e.pose.y} rotation={e.pose.heading}>
            <Rect x={-fsize.length / 2} y={-fsize.width / 2} width={fsize.length} height={fsize.width} stroke="#f2b84b" strokeWidth={1.5} strokeScaleEnabled={false} dash={[3, 3]} />
          </Group>
        ))}
    </Group>
  );
}

export function useDeployShipItems(props: StepProps) {
  const pl = usePlacing(props);
  const ship = pl ? props.state.ships.find((q) => q.id === pl.ship) : undefined;
  if (!pl || !ship) return null;
  const size = shipClass(props.state.pack, ship.code).tokenSize;
  const here = poseOf(pl.x, pl.y, pl.heading);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    hitItem: (p: Point, tolerance: number) => {
      const h = rotateHandleAt(here, size.length);
      if (Math.hypot(p.x - h.x, p.y - h.y) <= 0.6 + tolerance) return { id: 'rotate', anchor: h };
      if (tokenContains({ pose: here, width: size.width, length: size.length }, p, tolerance)) return { id: 'ghost', anchor: { x: pl.x, y: pl.y } as Point };
      return null;
    },
    onDrag: (id: string, at: Point) => {
      if (id === 'rotate') props.setScratch({ ...pl, heading: headingToward(here, at) });
      else props.setScratch({ ...pl, x: round(at.x), y: round(at.y) });
    },
    onDrop: (id: string, at: Point) => {
      if (id === 'rotate') props.setScratch({ ...pl, heading: headingToward(here, at) });
      else props.setScratch({ ...pl, x: round(at.x), y: round(at.y) });
    },
  };
}
