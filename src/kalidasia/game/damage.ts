/**
 * Applying resolved combat outcomes to the state: the critical deck (cards conserved), critical
 * card effects, hull damage and destruction, fighter hits. The combat engine decides; this
 * records, checking what the state can check.
 */
import { CRITICAL_KIND_INFO, criticalKindOfId } from '../data/criticalDeck';
import { cardResult, overchargeAllowed, weaponDamagedBattery } from '../rules/combat';
import { diceProblem, isDie } from '../rules/combat/types';
import { targetFromGame } from './fromCombat';
import { destructionCheck, hullTokens, reactorDamage, reactorSpend, sensorDamage, type DualStatus } from '../rules/systems';
import { rectOverlap } from '../../geometry';
import { because, classOf, fighterById, fighterClassOf, fighterRect, replaceById, shipById } from './helpers';
import type { CardFate, DeckStep, FighterHits, WarshipDamage } from './outcomes';
import type { FighterState, GameState, PlayerId, ShipCriticals, ShipState } from './state';

export type Step<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string; readonly overrulable?: boolean };
const yes = <T>(value: T): Step<T> => ({ ok: true, value });
const no = <T>(reason: string): Step<T> => ({ ok: false, reason });
const geoStep = <T>(reason: string): Step<T> => ({ ok: false, reason, overrulable: true });

/** Dice checks are the combat engine's (one copy of the rule). */
export { diceProblem, isDie };

/**
 * Sensor re-rolls recorded with a power attack: each names one of its gun dice, no die twice, and the die as finally read is
 * the re-roll's value (sensor points are the only re-roll of a power weapon's gun dice). Null when they do.
 */
// Rules: Kalidasia "Sensor Points" — "a sensor point can be spent to re-roll one of the gun dice which did not hit. Any number of sensor points can be spent to re-roll dice, but no die can be rerolled more than once."; "Re-Rolls" — "Any single die can only be re-rolled once because of sensor points".
export function sensorRerollProblem(gunDice: readonly number[], rerolls: readonly { readonly index: number; readonly value: number }[]): string | null {
  const seen = new Set<number>();
  for (const r of rerolls) {
    if (!Number.isInteger(r.index) || r.index < 0 || r.index >= gunDice.length) return `A sensor re-roll names gun die ${r.index + 1}; there are ${gunDice.length} gun dice. (rules: "Sensor Points")`;
    if (seen.has(r.index)) return `Gun die ${r.index + 1} is re-rolled twice with sensor points; no die can be re-rolled more than once. (rules: "Sensor Points")`;
    seen.add(r.index);
  }
  const off = rerolls.find((r) => gunDice[r.index] !== r.value);
  return off ? `Gun die ${off.index + 1} reads ${String(gunDice[off.index])} after its sensor re-roll, not the ${off.value} re-rolled. (rules: "Sensor Points")` : null;
}

/**
 * Walk the deck steps: draws come off the draw pile (the top card when the app holds the order),
 * a reshuffle is allowed only when the draw pile is empty.
 */
// Rules: Kalidasia "Critical Damage Cards" — "the player inflicting the damage draws the top card from the critical hit deck ... If the critical hit deck runs out of cards, shuffle the cards in the discard pile to replenish the deck."
export function deckWalk(s: GameState, steps: readonly DeckStep[]): Step<{ state: GameState; drawn: string[] }> {
  let draw = [...s.deck.draw];
  let discard = [...s.deck.discard];
  const drawn: string[] = [];
  for (const st of steps) {
    if ('draw' in st) {
      const i = draw.indexOf(st.draw);
      if (i < 0) {
        const where = discard.includes(st.draw) ? 'is in the discard pile' : criticalKindOfId(st.draw) ? 'is not in the draw pile' : 'is not a critical card';
        return no(because(`Critical card ${st.draw} ${where}.`, 'Critical Damage Cards'));
      }
      if (s.deck.ordered && i !== 0) return no(because(`The top card of the critical deck is ${draw[0]}, not ${st.draw}.`, 'Critical Damage Cards'));
      draw.splice(i, 1);
      drawn.push(st.draw);
    } else {
      if (draw.length > 0) return no(because(`The critical deck still has ${draw.length} cards; it is replenished only when it runs out.`, 'Critical Damage Cards'));
      const a = [...st.reshuffle].sort();
      const b = [...discard].sort();
      if (a.length !== b.length || a.some((x, k) => x !== b[k])) return no(because('A reshuffle must put exactly the discarded critical cards back into the deck.', 'Critical Damage Cards'));
      draw = [...st.reshuffle];
      discard = [];
    }
  }
  return yes({ state: { ...s, deck: { ...s.deck, draw, discard } }, drawn });
}

const nextDual = (d: DualStatus): DualStatus => (d === 'none' ? 'damaged' : 'destroyed');

/**
 * Apply one card to a warship. Returns the warship and whether the card stays next to the stat
 * card or goes to the discard pile. What the card does is decided by the combat engine's `cardResult`
 * (the same decision its deck makes); here it is applied to the warship's critical status and tokens.
 */
// Rules: Kalidasia "Critical Damage Cards" — "Return to Deck Cards", "Dual Status Cards", "Permanent Cards".
export function cardApply(s: GameState, ship: ShipState, fate: CardFate): Step<{ ship: ShipState; keep: boolean }> {
  const kind = criticalKindOfId(fate.card);
  if (!kind) return no(`${fate.card} is not a critical card.`);
  if (fate.fate === 'discard') return yes({ ship, keep: false });
  const info = CRITICAL_KIND_INFO[kind];
  const c = ship.criticals;
  const withC = (criticals: ShipCriticals, keep: boolean): Step<{ ship: ShipState; keep: boolean }> =>
    yes({ ship: { ...ship, criticals, cards: keep ? [...ship.cards, fate.card] : ship.cards }, keep });
  // The system the card hits, and how to move it on.
  const dual = (key: 'armor' | 'armorCompromised' | 'thrusters' | 'engines') => {
    const r = cardResult(info.category, c[key]);
    return r === 'kept' || r === 'flipped' ? withC({ ...c, [key]: nextDual(c[key]) }, r === 'kept') : withC(c, false);
  };
  switch (info.family) {
    case 'hull':
      return yes({ ship, keep: false });
    case 'sensor':
      return yes({ ship: { ...ship, sensor: sensorDamage(ship.sensor, info.amount) }, keep: false });
    case 'reactor':
      return yes({ ship: { ...ship, reactor: reactorDamage(ship.reactor, info.amount) }, keep: false });
    case 'armor':
      return dual('armor');
    case 'armorCompromised':
      return dual('armorCompromised');
    case 'thrusters':
      return dual('thrusters');
    case 'engines':
      return dual('engines');
    case 'thrustersJammed':
      return cardResult(info.category, c.thrustersJammed ? 'damaged' : 'none') === 'kept' ? withC({ ...c, thrustersJammed: true }, true) : withC(c, false);
    case 'weapon': {
      if (c.weapons.every((w) => w === 'destroyed')) return withC(c, false);
      const cls = classOf(s, ship);
      let battery = fate.battery;
      if (fate.die !== undefined) {
        if (!isDie(fate.die)) return no(`Weapon Damaged: ${fate.die} is not a die result.`);
        const counted = weaponDamagedBattery(c.weapons, fate.die) as number;
        if (battery !== undefined && battery !== counted) {
          return no(because(`Weapon Damaged with a ${fate.die}: counting clockwise from the lower left lands on battery ${counted + 1} (${cls.batteries[counted]?.name ?? 'no name'}), not battery ${battery + 1} (${cls.batteries[battery]?.name ?? 'no name'}).`, 'Critical Damage Cards'));
        }
        battery = counted;
      }
      if (battery === undefined) return no('Weapon Damaged: say which battery (the die, or the precision attacker\'s choice).');
      const b = cls.batteries[battery];
      if (!b) return no(`${ship.label} has no battery ${battery + 1}.`);
      const current = c.weapons[battery] ?? 'none';
      if (current === 'destroyed') return no(because(`${b.name} of ${ship.label} is already destroyed; destroyed batteries are skipped.`, 'Critical Damage Cards'));
      const r = cardResult(info.category, current);
      const weapons = c.weapons.map((w, i) => (i === battery ? nextDual(w) : w));
      return withC({ ...c, weapons }, r === 'kept');
    }
  }
}

/** Destroy a warship: cards to the discard pile, its sensors and escorts released. */
// Rules: Kalidasia "Warship Destruction" — "Immediately remove the warship from the battlefield. Any escorting fighters remain on the battlefield." "Critical Damage and Warship Destruction" — "all critical damage cards assigned to that warship are discarded."
export function shipDestroy(s: GameState, id: string): GameState {
  const ship = shipById(s, id);
  if (!ship) return s;
  const sensors: Record<PlayerId, Record<string, number>> = {};
  for (const [p, board] of Object.entries(s.sensors)) {
    const b: Record<string, number> = { ...board };
    delete b[id];
    sensors[p] = b;
  }
  return {
    ...s,
    ships: replaceById(s.ships, id, (x) => ({ ...x, status: 'destroyed', pose: null, cards: [], destroyedTurn: s.turn, activation: null })),
    fighters: s.fighters.map((f) => (f.escorting === id ? { ...f, escorting: null } : f)),
    missiles: s.missiles.map((m) => (m.contact === id ? { ...m, contact: null } : m)),
    sensors,
    deck: { ...s.deck, discard: [...s.deck.discard, ...ship.cards] },
  };
}

/**
 * Apply damage to a warship: deck steps, card effects, hull tokens, the destruction check.
 * `by`: the player who inflicted it (Escalation Battle counts hull damage inflicted).
 */
// Rules: Kalidasia "Resolving Critical Hits", "Warship Destruction", "Critical Damage Cards".
export function damageApply(s0: GameState, targetId: string, dmg: WarshipDamage, by: PlayerId): Step<GameState> {
  const target = shipById(s0, targetId);
  if (!target) return no(`There is no warship ${targetId}.`);
  if (!Number.isInteger(dmg.hullDamage) || dmg.hullDamage < 0) return no(`${dmg.hullDamage} is not a number of hull damage points.`);
  const walk = deckWalk(s0, dmg.deck);
  if (!walk.ok) return walk;
  let s = walk.value.state;
  const drawn = [...walk.value.drawn].sort();
  const fated = dmg.cards.map((c) => c.card).sort();
  if (drawn.length !== fated.length || drawn.some((x, i) => x !== fated[i])) {
    return no(because(`Every critical card drawn must be applied or discarded exactly once (drawn: ${walk.value.drawn.join(', ') || 'none'}).`, 'Critical Damage Cards'));
  }
  let ship = target;
  // Rules: Kalidasia "Critical Damage and Upgrade Cards", "Using Upgrade Cards" — a used card is turned face down.
  for (const u of dmg.upgradesUsed ?? []) {
    const has = ship.upgrades.includes(u) || (classOf(s, ship).freeEquipment as readonly string[]).includes(u);
    if (!has || ship.flipped.includes(u)) return no(because(`${ship.label} has no face-up ${u} card to use.`, 'Using Upgrade Cards'));
    ship = { ...ship, flipped: [...ship.flipped, u] };
  }
  const discard: string[] = [];
  for (const fate of dmg.cards) {
    const r = cardApply(s, ship, fate);
    if (!r.ok) return r;
    ship = r.value.ship;
    if (!r.value.keep) discard.push(fate.card);
  }
  const cls = classOf(s, ship);
  ship = { ...ship, hullDamage: ship.hullDamage + dmg.hullDamage };
  s = {
    ...s,
    ships: replaceById(s.ships, targetId, () => ship),
    deck: { ...s.deck, discard: [...s.deck.discard, ...discard] },
    hullInflicted: { ...s.hullInflicted, [by]: (s.hullInflicted[by] ?? 0) + dmg.hullDamage },
  };
  const red = hullTokens(cls.hull, ship.hullDamage).red;
  const due = dmg.hullDamage > 0 && red > 0;
  const dice = dmg.destructionDice ?? [];
  if (!due) {
    if (dice.length > 0) return no(because(`${ship.label} has no new red damage token: no destruction check is due.`, 'Warship Destruction'));
    return yes(s);
  }
  const check = destructionCheck(red, dice);
  if (!check.ok) return no(because(`${ship.label}: ${check.reason}`, 'Warship Destruction'));
  return yes(check.destroyed ? shipDestroy(s, targetId) : s);
}

/** Which pile a removed wing goes to, and the wing removed from the table. */
// Rules: Kalidasia "Fighter Regrouping - Destruction Piles" — "One pile is for fighter tokens that were removed because they received two yellow damage tokens. The other pile is for fighter tokens which were removed because they received a red damage token."
function fighterRemove(f: FighterState, pile: 'yellow' | 'red'): FighterState {
  return { ...f, status: pile, pose: null, disrupted: false, escorting: null };
}

/**
 * Apply fighter hits on wings of `side`: a six removes the wing (red pile); a disruption places a damage token,
 * and a second one destroys it (yellow pile) — one attack may give a wing both tokens once every other wing it
 * may hit has one. A wing disrupted during its own activation stops. `near`: the wings the attack may hit by
 * distance (the target and those within 3"), or `null` when there is no such limit or the players overruled it.
 */
// Rules: Kalidasia "Applying Damage from Anti-Fighter Weapons", "Fighter Disruption", "Fighter Regrouping - Destruction Piles".
export function fighterHitsApply(s0: GameState, hits: FighterHits, side: PlayerId, near: ReadonlySet<string> | null, what: string): Step<GameState> {
  let s = s0;
  const seen = new Set<string>();
  const count = (id: string): number => hits.disrupted.filter((x) => x === id).length;
  const alreadyDisrupted = (id: string): boolean => fighterById(s, id)?.disrupted === true;
  for (const id of [...hits.destroyed, ...new Set(hits.disrupted)]) {
    if (seen.has(id)) return no(`${what}: ${id} is listed twice (or as destroyed and disrupted); each hit goes to a wing once.`);
    seen.add(id);
    if (count(id) > 2 || (count(id) === 2 && alreadyDisrupted(id))) return no(because(`${what}: ${id} is given ${count(id)} damage tokens; a second token destroys it.`, 'Fighter Disruption'));
    const f = fighterById(s, id);
    if (!f || f.status !== 'deployed') return no(`${what}: ${id} is not a fighter wing on the battlefield.`);
    if (f.owner !== side) return no(`${what}: ${id} is not a wing of the side under attack.`);
    if (near !== null && !near.has(id)) {
      return geoStep(because(`${what}: ${id} cannot be hit — only the target and enemy wings within 3" of it (centre to centre).`, 'Applying Damage from Anti-Fighter Weapons'));
    }
  }
  // Rules: Kalidasia "Applying Damage from Anti-Fighter Weapons" — "All possible enemy fighter tokens must have one damage token before any fighter can be given a second damage token."
  const second = [...new Set(hits.disrupted)].filter((id) => fighterById(s, id)?.disrupted === true || count(id) === 2);
  if (second.length > 0 && near !== null) {
    const bare = [...near].filter((id) => {
      const f = fighterById(s, id);
      return f !== undefined && f.status === 'deployed' && f.owner === side && !f.disrupted && !hits.destroyed.includes(id) && !hits.disrupted.includes(id);
    });
    if (bare.length > 0) return no(because(`${what}: ${second.join(', ')} cannot take a second damage token while ${bare.join(', ')} has none.`, 'Applying Damage from Anti-Fighter Weapons'));
  }
  // Bomber Cover: the hit the allocation gave a bomber is applied to a covering wing instead.
  let applied: FighterHits = hits;
  if (hits.cover && hits.cover.length > 0) {
    const c = bomberCoverApply(s, hits, side, near === null, what);
    if (!c.ok) return c;
    applied = c.value.hits;
    s = c.value.state;
  }
  const active = s.action.active;
  const inActivation = (id: string): boolean =>
    active !== null &&
    ((active.kind === 'fighters' && active.fighters.includes(id)) ||
      (active.kind === 'ship' && fighterById(s, id)?.escorting === active.ship));
  let fighters = s.fighters;
  for (const id of applied.destroyed) fighters = replaceById(fighters, id, (f) => fighterRemove(f, 'red'));
  for (const id of applied.disrupted) {
    // Two yellow tokens send the wing to the yellow pile, whether they came in one attack or two.
    fighters = replaceById(fighters, id, (f) =>
      f.status !== 'deployed' ? f : f.disrupted ? fighterRemove(f, 'yellow') : { ...f, disrupted: true, escorting: null, stopped: f.stopped || inActivation(id) },
    );
  }
  return yes({ ...s, fighters });
}

/** Overcharging armor: a reactor point (more with Armor Damaged), impossible with Armor Destroyed or without Active Armor. */
// Rules: Kalidasia "Overcharging armor" — "The target of the attack spends a reactor point and divides total number of power dice in half, rounded up."
export function overcharge(s: GameState, target: ShipState, times: number): ShipState | string {
  if (times === 0) return target;
  const t = targetFromGame(s, target.id, target.owner);
  if (!t) return `There is no warship ${target.id}.`;
  const allowed = overchargeAllowed(t, s.pack.criticalEffects, times);
  if (!allowed.ok) return because(`${allowed.reason} It cannot overcharge its armor.`, 'Overcharging armor');
  const r = reactorSpend(target.reactor, allowed.cost);
  if (!r.ok) return because(`${target.label} cannot overcharge its armor: ${r.reason}`, 'Overcharging armor');
  return { ...target, reactor: r.value };
}
/** Are two wings in contact (their tokens touch)? */
const CONTACT = 0.05;

/**
 * Bomber Cover: each `{ bomber, by }` moves the hit the allocation gave `bomber` (a kill or its damage tokens) to `by`,
 * a friendly non-bomber wing on the battlefield in contact with the bomber that has not flown cover this turn.
 * Contact is geometric (overrulable: `ruled`).
 */
// Rules: Kalidasia "Bomber Cover" — "Non-Bomber Fighter Wings can fly cover for bombers. Once per turn, when a bomber is destroyed or disrupted, a friendly non-bomber fighter wing in contact with the bomber can have the effect applied to them instead."
export function bomberCoverApply(s: GameState, hits: FighterHits, side: PlayerId, ruled: boolean, what: string): Step<{ state: GameState; hits: FighterHits }> {
  let destroyed = [...hits.destroyed];
  let disrupted = [...hits.disrupted];
  const used = new Set<string>();
  let fighters = s.fighters;
  for (const { bomber, by } of hits.cover ?? []) {
    const b = fighterById(s, bomber);
    const c = fighterById(s, by);
    if (!b || b.owner !== side || !fighterClassOf(s, b).bomber) return no(because(`${what}: ${bomber} is not a bomber of the side under attack.`, 'Bomber Cover'));
    if (!destroyed.includes(bomber) && !disrupted.includes(bomber)) return no(because(`${what}: ${bomber} is not destroyed or disrupted by this attack; there is nothing to cover.`, 'Bomber Cover'));
    if (!c || c.owner !== side || c.status !== 'deployed' || !c.pose) return no(because(`${what}: ${by} is not a friendly wing on the battlefield.`, 'Bomber Cover'));
    if (fighterClassOf(s, c).bomber) return no(because(`${what}: ${by} is a bomber; only non-bomber wings fly cover.`, 'Bomber Cover'));
    if (used.has(by) || c.coverTurn === s.turn) return no(because(`${what}: ${by} has already flown cover this turn (once per turn).`, 'Bomber Cover'));
    if (destroyed.includes(by) || disrupted.includes(by)) return no(because(`${what}: ${by} is hit by this attack itself and cannot take the bomber's hit too.`, 'Bomber Cover'));
    const br = fighterRect(s, b);
    const cr = fighterRect(s, c);
    if (!ruled && (!br || !cr || rectOverlap(br, cr).depth < -CONTACT)) return geoStep(because(`${what}: ${by} is not in contact with ${bomber}.`, 'Bomber Cover'));
    used.add(by);
    destroyed = destroyed.map((x) => (x === bomber ? by : x));
    disrupted = disrupted.map((x) => (x === bomber ? by : x));
    fighters = replaceById(fighters, by, (f) => ({ ...f, coverTurn: s.turn }));
  }
  return yes({ state: { ...s, fighters }, hits: { destroyed, disrupted } });
}
