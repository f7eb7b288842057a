/**
 * The missile strike (an aside when the active warship begins its movement with missiles in contact): shots at the
 * missiles first — anti-fighter batteries and escorting wings, each aimed at a missile the player picks (rules2), the
 * game's verdict on the aim in words before any die — then the power dice and cards of the missiles left.
 */
import { useState } from 'react';
import { randomSeed, SeededDice, QueuedDice, DiceEntryError } from '../../../dice';
import type { GameState, MissileState, ShipState } from '../../game';
import { classOf, contactingMissiles, fighterClassOf, isEscorting, onTable } from '../../game/helpers';
import { missileShotProblem } from '../../game/missiles';
import { CardSource } from '../../rules/combat/damage';
import { missileStrikeResolve, type MissileShot } from '../../rules/combat/missiles';
import { deckFromGame, missileStrikeToOutcome, targetFromGame } from '../../game/fromCombat';
import { stepsText } from '../../rules/combat/types';
import type { StepProps } from '../game/steps';
import { DiceAndCards, diceOf } from './common';
import { countOf } from '../../../words';

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
