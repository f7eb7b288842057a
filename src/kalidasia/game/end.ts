/**
 * End Phase: Escalation replacements, end-of-turn clean-up, scoring and victory, the next turn.
 */
import { alignedFully } from '../../geometry';
import { fighterClass } from '../data/lookup';
import { reactorEndPhase } from '../rules/systems';
import { type GameEvent } from './events';
import { because, classOf, fighterRect, playerName, shipById, shipRect } from './helpers';
import { battlefieldControl, victoryCheck } from './scenarios';
import { fighterNew, shipNew } from './setup';
import type { FighterState, GameState, PlayerId, ShipState } from './state';
import { turnStart } from './initiative';
import { inZone } from './deployment';
import { geo, ok, no, ruled, S_END, type ApplyResult } from './verdict';

// ---------------------------------------------------------------------------
// End phase

// Rules: Kalidasia "Scenario 2 - Escalation Battle" — "If a Frigate is destroyed, a player can replace it with a Destroyer if one is available. If a Destroyer is destroyed, it can be replaced with a Battle Cruiser ... deploy a new warship in their deployment zone during the End Phase of this turn ... four escorting fighter tokens are deployed with it."
export function onReplacement(s: GameState, e: Extract<GameEvent, { type: 'replacement' }>): ApplyResult {
  const SEC = 'Scenario 2 - Escalation Battle';
  if (s.setup.scenario !== 'escalation') return no(because('Replacement warships are a rule of the Escalation Battle only.', SEC));
  const old = shipById(s, e.replaces);
  if (!old || old.owner !== e.player || old.status !== 'destroyed' || old.destroyedTurn !== s.turn) return no(because(`${e.replaces} is not a warship of ${playerName(s, e.player)} destroyed this turn.`, SEC));
  if (s.ships.some((x) => x.replaces === old.id)) return no(because(`${old.label} has already been replaced.`, SEC));
  if (shipById(s, e.ship.id)) return no(`The id ${e.ship.id} is already used.`);
  const oldClass = classOf(s, old).hullClass;
  const want = oldClass === 'frigate' ? 'destroyer' : oldClass === 'destroyer' ? 'battleCruiser' : null;
  if (want === null) return no(because(`A destroyed battle cruiser has no replacement.`, SEC));
  const fleet = s.setup.players.find((p) => p.id === e.player)?.squadron.fleet;
  const cls = s.pack.ships.find((x) => x.code === e.ship.code);
  if (!cls || cls.hullClass !== want || cls.fleet !== fleet) return no(because(`${old.label} (${oldClass}) is replaced by a ${want === 'destroyer' ? 'destroyer' : 'battle cruiser'} of the same fleet.`, SEC));
  if (!ruled(e) && !inZone(s, e.player, e.pose)) return geo(because(`The replacement must be placed in ${playerName(s, e.player)}'s deployment zone.`, SEC));
  if (!Number.isInteger(e.velocity) || e.velocity < 0 || e.velocity >= cls.velocityTrack.length) return no(because(`${e.velocity} is not a step of the replacement's velocity track.`, 'Setting up the Warship stat cards'));
  if (e.escorts.length !== 4) return no(because(`A replacement warship is deployed with four escorting fighter tokens, not ${e.escorts.length}.`, SEC));
  // Deployed in the end phase, after every unit has activated: it first activates next turn.
  const ship: ShipState = { ...shipNew(s.pack, e.player, e.ship.id, e.ship.code, []), status: 'deployed', pose: e.pose, velocity: e.velocity, replaces: old.id, activated: true };
  const rect = shipRect(s, ship);
  const fighters: FighterState[] = [];
  for (const [i, x] of e.escorts.entries()) {
    const fc = s.pack.fighters.find((f) => f.id === x.kind);
    if (!fc || fc.fleet !== fleet) return no(because(`${x.kind} is not a fighter of ${playerName(s, e.player)}'s fleet.`, SEC));
    const name = fighterClass(s.pack, x.kind).name;
    const id = `${name} ${ship.id}-${i + 1}`;
    const f: FighterState = { ...fighterNew(e.player, id, x.kind, true), status: 'deployed', pose: x.pose, escorting: ship.id, activated: true };
    const fr = fighterRect(s, f);
    if (!ruled(e) && (!rect || !fr || !alignedFully(fr, rect).aligned)) return geo(because(`${id} must be placed fully aligned with the replacement warship.`, 'Fully Aligned'));
    fighters.push(f);
  }
  return ok({ ...s, ships: [...s.ships, ship], fighters: [...s.fighters, ...fighters] });
}

// Rules: Kalidasia "End Phase" — "remove all unused sensor tokens from the board and remove all reactor point tokens for all warships. Any face down upgrade cards can be flipped face up again. Some scenarios may have special rules which occur during the end phase and then check for the scenario's victory condition ... Otherwise, Shuffle any discarded Critical damage cards back into the critical damage deck and start another turn".
export function onEndTurn(s: GameState, e: Extract<GameEvent, { type: 'endTurn' }>): ApplyResult {
  const merged = [...s.deck.draw, ...s.deck.discard];
  let draw = merged;
  if (e.deckOrder !== null) {
    const a = [...e.deckOrder].sort();
    const b = [...merged].sort();
    if (a.length !== b.length || a.some((x, i) => x !== b[i])) return no(because('The shuffled critical deck must hold exactly the cards of the deck and the discard pile.', S_END));
    draw = [...e.deckOrder];
  } else if (s.deck.ordered && s.deck.discard.length > 0) {
    return no(because('The app holds the critical deck: give the order after shuffling the discarded cards back in.', S_END));
  }
  let s1: GameState = {
    ...s,
    sensors: Object.fromEntries(s.players.map((p) => [p, {}])),
    ships: s.ships.map((x) => ({ ...x, reactor: reactorEndPhase(x.reactor), flipped: [...(x.discardedUpgrades ?? [])] })),
  };
  if (s.setup.scenario === 'orbitalContain' && [3, 5, 6].includes(s.turn)) {
    const lines = battlefieldControl(s1);
    const cp: Record<PlayerId, number> = { ...s1.controlPoints };
    for (const l of lines) cp[l.player] = (cp[l.player] ?? 0) + l.points;
    s1 = { ...s1, controlPoints: cp, controlLog: [...s1.controlLog, ...lines] };
  }
  const last = s.setup.scenario !== 'escalation' && s.turn >= s.setup.turns;
  const result = victoryCheck(s1, last);
  if (result) return ok({ ...s1, result, phase: { kind: 'over' } });
  return ok(turnStart({ ...s1, deck: { ...s1.deck, draw, discard: [] } }, s.turn + 1));
}
