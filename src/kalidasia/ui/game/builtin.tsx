/**
 * The step panels this issue builds, registered through the same registry later issues use:
 * the deploy roll, deploying warships (drag + rotate handle, or typed position) and fighters,
 * initiative rolls and bonuses, the action order, and choosing the next unit.
 */
import { useId, useState } from 'react';
import { Circle, Group, Line, Rect } from 'react-konva';
import { pose as poseOf, zoneContains, type Point } from '../../../geometry';
import { fighterClass, shipClass, upgradeCard, type FighterId } from '../../data';
import { deployLeft, fightersToActivate, initiativeCards, shipsToActivate, type FighterPlacement, type GameState, type PlayerId } from '../../game';
import { playerName } from '../../game/helpers';
import { rollTie } from '../../game/initiative';
import { escortPlacements, fighterArrangement, zoneCentre } from './deploy';
import { registerStep, type StepProps } from './steps';
import { headingToward, rotateHandleAt, tokenContains } from './tableModel';
import { countOf } from '../../../words';
import { velocityFirstGameSlot, velocitySlotName } from '../../rules/systems';
import { DeployValues } from '../provenance';

// ---------------------------------------------------------------------------
// Small controls

/** A number field that keeps what the player types until it is a number. */
export function NumField(props: { label: string; value: number; onChange(n: number): void; step?: number; min?: number; max?: number; suffix?: string }) {
  const id = useId();
  const [text, setText] = useState(String(props.value));
  const [focused, setFocused] = useState(false);
  const shown = focused ? text : String(props.value);
  return (
    <span className="gm-field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        className="gm-input gm-num"
        inputMode="decimal"
        value={shown}
        onFocus={() => {
          setText(String(props.value));
          setFocused(true);
        }}
        onBlur={() => setFocused(false)}
        onChange={(e) => {
          setText(e.target.value);
          const n = Number(e.target.value);
          if (e.target.value.trim() !== '' && Number.isFinite(n)) props.onChange(n);
        }}
      />
    </span>
  );
}

const rollDie = (): number => {
  const a = new Uint32Array(1);
  globalThis.crypto.getRandomValues(a);
  return ((a[0] as number) % 6) + 1;
};

/** One d6 per player: typed from the physical dice, or rolled by the app. */
function RollsForm(props: StepProps & { players: readonly PlayerId[]; type: 'deployRoll' | 'initiativeRoll'; what: string }) {
  const { state, players, dispatch, type, what } = props;
  const tie = rollTie(state, type === 'deployRoll' ? 'deploy' : 'initiative');
  const [rolls, setRolls] = useState<Record<PlayerId, string>>({});
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const send = async (values: Record<PlayerId, number>) => {
    const r = await dispatch({ type, rolls: values });
    if (r.ok) setRolls({});
  };
  const submit = () => {
    const values: Record<PlayerId, number> = {};
    for (const p of players) {
      const n = Number(rolls[p]);
      if (!Number.isInteger(n) || n < 1 || n > 6) {
        setError(`${playerName(state, p)}'s die: type 1 to 6 (got "${rolls[p] ?? ''}").`);
        return;
      }
      values[p] = n;
    }
    setError(null);
    void send(values);
  };
  return (
    <form
      className="gm-form"
      aria-label={what}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <p>{what}: type what each die shows, or let the app roll.</p>
      {tie && (
        <p className="gm-error-text" role="status" data-testid="roll-tie">
          {tie.text}
        </p>
      )}
      {players.map((p) => (
        <span className="gm-field" key={p}>
          <label htmlFor={`${id}${p}`}>{playerName(state, p)}’s die</label>
          <input id={`${id}${p}`} className="gm-input gm-num" inputMode="numeric" value={rolls[p] ?? ''} onChange={(e) => setRolls({ ...rolls, [p]: e.target.value })} />
        </span>
      ))}
      {error && <p className="gm-error-text">{error}</p>}
      <div className="gm-row">
        <button type="submit" className="gm-btn gm-primary">
          Record the dice
        </button>
        <button type="button" className="gm-btn" onClick={() => void send(Object.fromEntries(players.map((p) => [p, rollDie()])))}>
          Roll for us
        </button>
      </div>
    </form>
  );
}

// ---------------------------------------------------------------------------
// Deployment

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

/** The rulebook's advice for a first game, the 10–12 slot (the player may choose any). */
function firstGameVelocity(s: GameState, ship: string): number {
  const code = s.ships.find((q) => q.id === ship)?.code;
  return code ? velocityFirstGameSlot(shipClass(s.pack, code).velocityTrack) : 0;
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
  return { ship, x: Math.round(at.x * 10) / 10, y: Math.round(at.y * 10) / 10, heading: headingToward(c as Point, toward as Point), velocity: firstGameVelocity(s, ship), escorts: 0, escortKind: null };
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

function DeployShipPanel(props: StepProps) {
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
          {track.map((_, i) => (
            <option key={i} value={i}>
              {velocitySlotName(track, i, true)}
            </option>
          ))}
        </select>
        <small className="gm-muted" data-testid="velocity-advice">
          Starts at the 10–12″ slot: the rulebook advises it for a first game (“Setting up the Warship stat cards”); any slot may be chosen.
        </small>
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
      <DeployValues pack={state.pack} code={ship?.code ?? null} />
      <p className={inZone ? 'gm-ok-text' : 'gm-error-text'} data-testid="zone-check">
        {inZone ? 'Inside the deployment zone.' : 'Outside the deployment zone: the rules will refuse it unless the table says otherwise.'}
      </p>
      <button type="submit" className="gm-btn gm-primary">
        Deploy {ship?.label ?? ''}
      </button>
    </form>
  );
}

function DeployShipOverlay(props: StepProps) {
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

function useDeployShipItems(props: StepProps) {
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

function DeployFightersPanel(props: StepProps) {
  const { state, expected: x, dispatch } = props;
  if (x.kind !== 'deployFighters') return null;
  const spots = fighterArrangement(state, x.player);
  return (
    <div className="gm-form">
      <p>
        {playerName(state, x.player)} deploys all {spots.length} remaining fighter tokens in their zone. The app arranges them (shown on the
        table); adjust any token to the real table afterwards.
      </p>
      <button type="button" className="gm-btn gm-primary" onClick={() => void dispatch({ type: 'deployFighters', player: x.player, fighters: spots })}>
        Deploy {spots.length} fighter tokens
      </button>
    </div>
  );
}

function DeployFightersOverlay(props: StepProps) {
  const x = props.expected;
  if (x.kind !== 'deployFighters') return null;
  const spots = fighterArrangement(props.state, x.player);
  return (
    <Group listening={false}>
      {spots.map((sp) => {
        const f = props.state.fighters.find((q) => q.id === sp.fighter);
        const t = f ? fighterClass(props.state.pack, f.kind).tokenSize : { width: 1, length: 1 };
        return (
          <Group key={sp.fighter} x={sp.pose.x} y={sp.pose.y} rotation={sp.pose.heading}>
            <Rect x={-t.length / 2} y={-t.width / 2} width={t.length} height={t.width} stroke="#f2b84b" strokeWidth={1.5} strokeScaleEnabled={false} dash={[3, 3]} />
          </Group>
        );
      })}
    </Group>
  );
}

// ---------------------------------------------------------------------------
// Initiative, action order, choosing a unit

/** `shipId/upgradeId` as a player reads it: the upgrade's name, its bonus, and the warship carrying it. */
function cardName(s: GameState, key: string): string {
  const [ship, up] = [key.slice(0, key.indexOf('/')), key.slice(key.indexOf('/') + 1)];
  const card = upgradeCard(s.pack, up);
  const label = s.ships.find((x) => x.id === ship)?.label ?? ship;
  return `${card?.name ?? up} (+${card?.initiativeBonus ?? 0}) on ${label}`;
}

function InitiativeBonusPanel(props: StepProps) {
  const { state, expected: x, dispatch } = props;
  const [chosen, setChosen] = useState<string[]>([]);
  if (x.kind !== 'initiativeBonus') return null;
  const cards = initiativeCards(state, x.player);
  return (
    <div className="gm-form">
      <p>
        Rolls so far:{' '}
        {Object.entries(state.init.rolls)
          .map(([p, d]) => `${playerName(state, p)} ${d}${state.init.bonus[p] ? ` +${state.init.bonus[p]}` : ''}`)
          .join(', ')}
        . {playerName(state, x.player)} may add upgrade-card bonuses.
      </p>
      {cards.map((c) => (
        <label key={c} className="gm-check">
          <input type="checkbox" checked={chosen.includes(c)} onChange={(e) => setChosen(e.target.checked ? [...chosen, c] : chosen.filter((q) => q !== c))} /> {cardName(state, c)}
        </label>
      ))}
      <div className="gm-row">
        <button type="button" className="gm-btn gm-primary" disabled={chosen.length === 0} onClick={() => void dispatch({ type: 'initiativeBonus', player: x.player, cards: chosen })}>
          Apply bonuses
        </button>
        <button type="button" className="gm-btn" onClick={() => void dispatch({ type: 'initiativeBonus', player: x.player, cards: [] })}>
          Pass
        </button>
      </div>
    </div>
  );
}

function ActionOrderPanel(props: StepProps) {
  const { state, expected: x, dispatch } = props;
  if (x.kind !== 'actionOrder') return null;
  return (
    <div className="gm-form">
      <p>
        Initiative order: {(state.initiative ?? []).map((p) => playerName(state, p)).join(', then ')}. {playerName(state, x.player)} chooses
        who activates first.
      </p>
      <div className="gm-row">
        <button type="button" className="gm-btn gm-primary" onClick={() => void dispatch({ type: 'actionOrder', player: x.player, order: 'initiative' })}>
          Initiative order (I go first)
        </button>
        <button type="button" className="gm-btn" onClick={() => void dispatch({ type: 'actionOrder', player: x.player, order: 'reverse' })}>
          Reverse order
        </button>
      </div>
    </div>
  );
}

function ActivatePanel(props: StepProps) {
  const { state, expected: x, dispatch, selection } = props;
  if (x.kind !== 'activate') return null;
  const ships = shipsToActivate(state, x.player);
  const wings = fightersToActivate(state, x.player);
  const group = wings.slice(0, 8).map((f) => f.id);
  const sel = selection.unit?.kind === 'ship' ? ships.find((q) => q.id === selection.unit?.id) : undefined;
  return (
    <div className="gm-form">
      <p>Tap a warship on the table or choose it here.</p>
      {sel && (
        <button type="button" className="gm-btn gm-primary" onClick={() => void dispatch({ type: 'activateShip', player: x.player, ship: sel.id })}>
          Activate the selected {sel.label}
        </button>
      )}
      <ul className="gm-choices">
        {ships.map((q) => (
          <li key={q.id}>
            <button type="button" className="gm-btn" onClick={() => void dispatch({ type: 'activateShip', player: x.player, ship: q.id })}>
              Activate {q.label}
            </button>
          </li>
        ))}
        {group.length > 0 && (
          <li>
            <button type="button" className="gm-btn" onClick={() => void dispatch({ type: 'activateFighters', player: x.player, fighters: group })}>
              Activate {countOf(group.length, 'fighter token')}
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}

registerStep('deployRoll', {
  title: 'Deployment roll',
  section: 'Deploying the Squadrons',
  Panel: (p) => (p.expected.kind === 'deployRoll' ? <RollsForm {...p} players={p.expected.players} type="deployRoll" what="Deployment roll (lowest deploys first)" /> : null),
});
registerStep('deployShip', { title: 'Deploy a warship', section: 'Deploying the Squadrons', Panel: DeployShipPanel, Overlay: DeployShipOverlay, useItems: useDeployShipItems });
registerStep('deployFighters', { title: 'Deploy fighters', section: 'Deploying the Squadrons', Panel: DeployFightersPanel, Overlay: DeployFightersOverlay });
registerStep('initiativeRoll', {
  title: 'Initiative',
  section: 'Initiative Phase',
  Panel: (p) => (p.expected.kind === 'initiativeRoll' ? <RollsForm {...p} players={p.expected.players} type="initiativeRoll" what="Initiative roll" /> : null),
});
registerStep('initiativeBonus', {
  title: 'Initiative bonuses',
  section: 'Initiative Phase',
  Panel: (p) => <InitiativeBonusPanel key={`${p.state.turn}/${p.state.init.used.length}/${p.state.init.passes}`} {...p} />,
});
registerStep('actionOrder', { title: 'Action order', section: 'Action Phase', Panel: ActionOrderPanel });
registerStep('activate', { title: 'Choose the next unit', section: 'Action Phase', Panel: ActivatePanel });

/** For tests: what still waits to deploy. */
export { deployLeft };
