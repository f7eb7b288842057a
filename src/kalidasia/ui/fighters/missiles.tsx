/**
 * Missiles: launching from a missile battery during a warship's movement (the app offers the fully
 * aligned spots), the missile phase (each missile's 24" track toward the chosen enemy warship drawn,
 * stopping on contact), and the strike at the start of the target's movement (shots at the missiles,
 * then the power dice and cards).
 */
import { useState } from 'react';
import { Circle, Group, Line, Rect } from 'react-konva';
import { randomSeed, SeededDice, QueuedDice, DiceEntryError } from '../../../dice';
import { alignedPlaceAround, pointDistance, type PathAlong, type Pose, type TokenRect } from '../../../geometry';
import { MISSILE_TOKEN } from '../../data/fighters';
import type { GameState, MissileState, PlayerId, ShipState } from '../../game';
import { classOf, contactingMissiles, fighterClassOf, fighterRect, isEscorting, onTable, playerName, shipRect } from '../../game/helpers';
import { missileFlight, missileShotProblem } from '../../game/missiles';
import { flownPath } from '../../game/tableView';
import { useScrubSlider } from '../useScrubSlider';
import { ScrubSlider } from '../ScrubSlider';
import { launchFromSet, launchPose, useLaunchFrom } from './launchFrom';
import { CardSource } from '../../rules/combat/damage';
import { missileStrikeResolve, type MissileShot } from '../../rules/combat/missiles';
import { deckFromGame, missileStrikeToOutcome, targetFromGame } from '../../game/fromCombat';
import { stepsText } from '../../rules/combat/types';
import type { StepProps } from '../game/steps';
import { DiceAndCards, DiceField, diceOf, f1 } from './common';
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

// ---------------------------------------------------------------------------
// Strike (an aside when the active warship begins its movement with missiles in contact)

/** The strike resolved from dice and cards: typed dice (in the order asked) or rolled by the app. */
export function strikeResolve(s: GameState, ship: ShipState, shots: readonly ({ battery: number; aim: string } | { fighter: string; aim: string })[], dice: readonly number[] | null, cards: readonly string[]) {
  const missiles = contactingMissiles(s, ship).map((m) => ({ id: m.id, x: m.pose.x, y: m.pose.y, power: m.power }));
  const target = targetFromGame(s, ship.id, missiles.length > 0 ? (s.missiles.find((m) => m.id === missiles[0]?.id)?.owner ?? '') : '');
  if (!target) return 'No target.';
  const cls = classOf(s, ship);
  const sh: MissileShot[] = shots.flatMap((x): MissileShot[] => {
    if ('fighter' in x) {
      // Rules: Kalidasia "Missile Damage" — "shoot down the missiles with either its Anti-Fighter Weapons and with any fighter wings escorting that warship"; "Fighter Disruption" — "When attacking, only one die is rolled."
      const f = s.fighters.find((y) => y.id === x.fighter);
      return f ? [{ fighter: f.id, weapon: fighterClassOf(s, f).weapon, status: 'none', aim: x.aim, ...(f.disrupted ? { diceCount: 1 } : {}) }] : [];
    }
    const b = cls.batteries[x.battery];
    return b ? [{ battery: x.battery, weapon: b, status: ship.criticals.weapons[x.battery] ?? 'none', aim: x.aim }] : [];
  });
  const seed = randomSeed();
  const src = dice === null ? new SeededDice(seed) : new QueuedDice(dice);
  const cardSrc = s.deck.ordered ? CardSource.app(seed) : CardSource.named(cards);
  try {
    const r = missileStrikeResolve({ target, deck: deckFromGame(s), missiles, shots: sh }, src, cardSrc);
    if (!r.ok) return r.reason;
    if (src instanceof QueuedDice && src.remaining > 0) return `${countOf(src.remaining, 'die', 'dice')} more than needed ${src.remaining === 1 ? 'was' : 'were'} typed.`;
    return r.value;
  } catch (e) {
    if (e instanceof DiceEntryError) return `${e.message} Type the shots' dice first, then the power dice, then any dice the cards ask for.`;
    throw e;
  }
}

/**
 * The missile a shot aims at: the one the players picked, else the first missile in contact this shot can reach (range
 * and, for a combat-arc battery, the combat arc: `missileShotProblem`), else the first in contact.
 */
function aimOf(s: GameState, ship: ShipState, shot: { battery?: number; fighter?: string }, contact: readonly MissileState[], picked: string | undefined): string {
  if (picked !== undefined && contact.some((m) => m.id === picked)) return picked;
  return (contact.find((m) => missileShotProblem(s, ship, shot, m.id) === null) ?? contact[0])?.id ?? '';
}

/** Each chosen shot's missile: a select of the missiles in contact, and the game's verdict on it in words. */
function AimField(props: { id: string; name: string; s: GameState; ship: ShipState; shot: { battery?: number; fighter?: string }; contact: readonly MissileState[]; aim: string; onAim(m: string): void }) {
  const { s, ship, shot, contact, aim } = props;
  const why = aim ? missileShotProblem(s, ship, shot, aim) : null;
  return (
    <div className="fg-aim">
      <span className="gm-field">
        <label htmlFor={props.id}>{props.name} aims at</label>
        <select id={props.id} className="gm-input" value={aim} onChange={(e) => props.onAim(e.target.value)}>
          {contact.map((m) => (
            <option key={m.id} value={m.id}>
              {m.id}
              {missileShotProblem(s, ship, shot, m.id) !== null ? ' (out of range or arc)' : ''}
            </option>
          ))}
        </select>
      </span>
      {why !== null && (
        <p className="gm-refusal" data-testid="strike-aim-refusal">
          {why} The game refuses this shot unless the players overrule it (the table says otherwise).
        </p>
      )}
    </div>
  );
}

export function StrikeAside(p: StepProps) {
  const [dice, setDice] = useState('');
  const [cards, setCards] = useState('');
  const [shots, setShots] = useState<number[]>([]);
  const [wingShots, setWingShots] = useState<string[]>([]);
  /** The missile each shot aims at, as the players picked it (`b<battery>` or the wing's id). */
  const [picked, setPicked] = useState<Record<string, string>>({});
  const [rolled, setRolled] = useState<ReturnType<typeof strikeResolve> | null>(null);
  const a = p.state.action.active;
  const ship = a?.kind === 'ship' ? p.state.ships.find((x) => x.id === a.ship) : undefined;
  if (!ship || ship.activation?.step !== 'move' || p.readOnly) return null;
  const contact = contactingMissiles(p.state, ship);
  if (contact.length === 0) return null;
  const cls = classOf(p.state, ship);
  const af = cls.batteries.map((b, i) => ({ b, i })).filter(({ b, i }) => b.type === 'F' && ship.criticals.weapons[i] !== 'destroyed' && !(ship.activation?.fired ?? []).includes(i));
  const escorts = p.state.fighters.filter((f) => f.escorting === ship.id && onTable(f) && isEscorting(p.state, f) && !f.attacked && !fighterClassOf(p.state, f).bomber);
  const aimB = (battery: number) => aimOf(p.state, ship, { battery }, contact, picked[`b${battery}`]);
  const aimF = (fighter: string) => aimOf(p.state, ship, { fighter }, contact, picked[fighter]);
  const allShots = [
    ...shots.map((battery) => ({ battery, aim: aimB(battery) })),
    ...wingShots.filter((id) => escorts.some((f) => f.id === id)).map((fighter) => ({ fighter, aim: aimF(fighter) })),
  ];
  const typed = diceOf(dice);
  const named = cards.split(/[\s,]+/).filter(Boolean);
  const preview = typeof typed !== 'string' && typed.length > 0 ? strikeResolve(p.state, ship, allShots, typed, named) : null;
  const send = async (r: ReturnType<typeof strikeResolve>) => {
    if (typeof r === 'string') return;
    const res = await p.dispatch({ type: 'missileStrike', ship: ship.id, outcome: missileStrikeToOutcome(r) });
    if (res.ok) setDice('');
  };
  const shown = preview ?? rolled;
  return (
    <section className="gm-form fg-aside" aria-label="Missile strike" data-testid="missile-strike">
      <h3 className="fg-h">Missiles strike {ship.label}</h3>
      <p className="gm-section">Rules: “Missile Damage”, “Shooting Down Missiles”</p>
      <p>
        In contact: {contact.map((m) => m.id).join(', ')}. Shoot at them first with anti-fighter batteries and escorting wings (a 6 destroys a missile), then every missile left strikes with no hit roll.
        Each shot aims at one missile (in range, and in the combat arc for a battery mounted there) and may destroy missiles within 3″ of it.
      </p>
      {af.map(({ b, i }) => (
        <div key={i}>
          <label className="gm-check">
            <input type="checkbox" checked={shots.includes(i)} onChange={(e) => setShots(e.target.checked ? [...shots, i] : shots.filter((x) => x !== i))} />
            Shoot with {b.name} ({countOf(b.gunCount, 'die', 'dice')}, {b.arc === 'combat' ? 'combat arc' : 'turret'})
          </label>
          {shots.includes(i) && <AimField id={`fg-aim-b${i}`} name={b.name} s={p.state} ship={ship} shot={{ battery: i }} contact={contact} aim={aimB(i)} onAim={(m) => setPicked({ ...picked, [`b${i}`]: m })} />}
        </div>
      ))}
      {escorts.map((f) => (
        <div key={f.id}>
          <label className="gm-check">
            <input type="checkbox" checked={wingShots.includes(f.id)} onChange={(e) => setWingShots(e.target.checked ? [...wingShots, f.id] : wingShots.filter((x) => x !== f.id))} />
            Shoot with escorting {f.id} ({countOf(f.disrupted ? 1 : fighterClassOf(p.state, f).weapon.gunCount, 'die', 'dice')})
          </label>
          {wingShots.includes(f.id) && <AimField id={`fg-aim-${f.id.replace(/\s+/g, '-')}`} name={f.id} s={p.state} ship={ship} shot={{ fighter: f.id }} contact={contact} aim={aimF(f.id)} onAim={(m) => setPicked({ ...picked, [f.id]: m })} />}
        </div>
      ))}
      <DiceAndCards
        id="fg-strike"
        diceLabel="Dice in order: shots, power dice, then any the cards ask for"
        placeholder="e.g. 6 2 3"
        dice={dice}
        onDice={setDice}
        cards={cards}
        onCards={setCards}
        physicalDeck={!p.state.deck.ordered}
        pack={p.state.pack}
        deck={deckFromGame(p.state)}
        problems={[typeof typed === 'string' && typed, typeof shown === 'string' && shown]}
      />
      {shown && typeof shown !== 'string' && (
        <pre className="fg-steps" data-testid="strike-steps">
          {stepsText(shown.steps)}
        </pre>
      )}
      <div className="gm-row">
        <button type="button" className="gm-btn gm-primary" disabled={!preview || typeof preview === 'string'} onClick={() => preview && void send(preview)}>
          Record the strike
        </button>
        <button
          type="button"
          className="gm-btn"
          onClick={() => {
            const r = strikeResolve(p.state, ship, allShots, null, named);
            setRolled(r);
            void send(r);
          }}
        >
          Roll for us and record
        </button>
      </div>
    </section>
  );
}
