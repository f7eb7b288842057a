/**
 * An event as a readable log line: who, what happened, and the rulebook section to look it up.
 * Pure: the state before the event gives the names; the state after gives results (who won the
 * roll, where a token was moved from → to).
 */
import type { Pose } from '../../geometry';
import { CRITICAL_KIND_INFO, criticalKindOfId } from '../data/criticalDeck';
import { shipClass, upgradeCard } from '../data/lookup';
import type { GameEvent } from './events';
import { playerName } from './helpers';
import type { AntiFighterOutcome, FighterHits, PowerOutcome, WarshipDamage } from './outcomes';
import { rollTie } from './initiative';
import type { GameState, PlayerId } from './state';
import { countOf, nounFor } from '../../words';
import { velocitySlotName } from '../rules/systems/velocity';

/** A warship's velocity by its one name: "slot 5 (10–12″)". */
function velocityNameOf(s: GameState, ship: string, slot: number): string {
  const code = s.ships.find((x) => x.id === ship)?.code;
  const track = s.pack.ships.find((c) => c.code === code)?.velocityTrack ?? [];
  return velocitySlotName(track, slot);
}

export interface LogLine {
  /** One sentence a player understands (for a resolved step: the dice, hits, cards and what was destroyed). */
  readonly text: string;
  /** A resolved step (an attack, a strike, a regroup roll, a destruction check): the Game screen keeps its card on screen. */
  readonly result: boolean;
  /** The rulebook section, e.g. "Deploying the Squadrons". */
  readonly section: string;
  /** "The table says otherwise": the refusal the players overruled, and their note. */
  readonly ruling: string | null;
}

const f1 = (n: number): string => (Math.round(n * 10) / 10).toFixed(1);
/** A pose in table words: inches from the left and top edges, heading. */
export const poseText = (p: Pose | null | undefined): string => (p ? `${f1(p.x)}″ from left, ${f1(p.y)}″ from top, heading ${Math.round(p.heading)}°` : 'off the table');

function shipName(s: GameState, id: string): string {
  return s.ships.find((x) => x.id === id)?.label ?? id;
}

function unitName(s: GameState, kind: 'ship' | 'fighter' | 'missile', id: string): string {
  if (kind === 'ship') return shipName(s, id);
  if (kind === 'missile') return `missile ${id}`;
  return id;
}

function unitPose(s: GameState, kind: 'ship' | 'fighter' | 'missile', id: string): Pose | null {
  if (kind === 'ship') return s.ships.find((x) => x.id === id)?.pose ?? null;
  if (kind === 'fighter') return s.fighters.find((x) => x.id === id)?.pose ?? null;
  return s.missiles.find((x) => x.id === id)?.pose ?? null;
}


const dice = (d: readonly number[]): string => (d.length === 0 ? 'no dice' : d.join(' '));
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
const list = (xs: readonly string[]): string => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

/** A critical card by name (its id when the id is not a card of the deck). */
export function cardTitle(id: string): string {
  const k = criticalKindOfId(id);
  return k ? CRITICAL_KIND_INFO[k].title : id;
}

function batteryName(s: GameState, ship: string, i: number): string {
  const x = s.ships.find((q) => q.id === ship);
  const b = x ? shipClass(s.pack, x.code).batteries[i] : undefined;
  return b ? `${b.name} (battery ${i + 1})` : `battery ${i + 1}`;
}

/** Fighter tokens hit: destroyed (a six, red pile) and disrupted (a token; a second one destroys). */
function hitsText(h: FighterHits, none = 'no wing hit'): string {
  const parts: string[] = [];
  if (h.destroyed.length > 0) parts.push(`destroyed ${list(h.destroyed)}`);
  if (h.disrupted.length > 0) parts.push(`disrupted ${list(h.disrupted)}`);
  // Rules: Kalidasia "Bomber Cover" — a friendly non-bomber wing in contact "can have the effect applied to them instead".
  for (const c of h.cover ?? []) parts.push(`${c.by} covers ${c.bomber}`);
  return parts.length === 0 ? none : parts.join('; ');
}

/** Blast bonus dice and High ROF re-rolls of one side of a dogfight, as a parenthesis (empty when none). */
// Rules: Kalidasia "Weapon Special Abilities" — Blast, High ROF.
function extrasText(x: { readonly bonus?: readonly number[]; readonly rerolls?: readonly number[] } | undefined): string {
  const parts: string[] = [];
  if (x?.bonus && x.bonus.length > 0) parts.push(`Blast ${dice(x.bonus)}`);
  if (x?.rerolls && x.rerolls.length > 0) parts.push(`High ROF re-rolls ${dice(x.rerolls)}`);
  return parts.length === 0 ? '' : ` (${parts.join(', ')})`;
}

/** Wings that left the table with this event (a second damage token sends a wing to the yellow pile). */
function wingsLost(before: GameState, after: GameState | undefined): string[] {
  if (!after) return [];
  return after.fighters.filter((f) => f.status !== 'deployed' && before.fighters.find((b) => b.id === f.id)?.status === 'deployed').map((f) => `${f.id} (${f.status} pile)`);
}

/** Hull damage, cards by name and fate, the destruction check, and whether the warship was destroyed. */
function damageText(before: GameState, after: GameState | undefined, ship: string, d: WarshipDamage): string {
  const parts: string[] = [`${plural(d.hullDamage, 'hull damage', 'hull damage')}`];
  if (d.deck.some((x) => 'reshuffle' in x)) parts.push('the deck ran out and was reshuffled');
  if (d.cards.length > 0) {
    const cards = d.cards.map((c) => `${cardTitle(c.card)}${c.battery !== undefined ? ` on battery ${c.battery + 1}${c.die !== undefined ? ` (die ${c.die})` : ''}` : ''}${c.fate === 'discard' ? ' (discarded, no effect)' : ''}`);
    parts.push(`critical ${d.cards.length === 1 ? 'card' : 'cards'}: ${cards.join(', ')}`);
  }
  if (d.destructionDice) parts.push(`destruction check ${dice(d.destructionDice)}`);
  const was = before.ships.find((x) => x.id === ship);
  const now = after?.ships.find((x) => x.id === ship);
  if (was && now && was.status !== 'destroyed' && now.status === 'destroyed') parts.push(`${was.label} is DESTROYED`);
  else if (d.destructionDice && now) parts.push(`${now.label} survives`);
  if (was && now) {
    const hull = shipClass(before.pack, was.code).hull;
    const taken = now.hullDamage;
    if (now.status !== 'destroyed') parts.push(`hull ${Math.max(0, hull - taken)} of ${hull} left`);
  }
  return parts.join('; ');
}

function powerText(before: GameState, after: GameState | undefined, target: string, o: PowerOutcome): string {
  const rr = o.sensorRerolls.length > 0 ? ` (sensor re-rolls: ${o.sensorRerolls.map((r) => `die ${r.index + 1} → ${r.value}`).join(', ')})` : '';
  const over = o.overcharge ? ', armor overcharged (power dice halved)' : '';
  return `gun dice ${dice(o.gunDice)}${rr}: ${plural(o.hits, 'hit')} (${o.solidHits} solid)${over}; power dice ${dice(o.powerDice)}; ${damageText(before, after, target, o.damage)}`;
}

function antiFighterText(before: GameState, after: GameState | undefined, o: AntiFighterOutcome): string {
  const lost = wingsLost(before, after);
  const missiles = o.missilesDestroyed.length > 0 ? `; missiles shot down: ${list(o.missilesDestroyed)}` : '';
  return `dice ${dice(o.dice)}: ${hitsText(o.fighters)}${missiles}${lost.length > 0 ? `; off the table: ${list(lost)}` : ''}`;
}

const rollsText = (s: GameState, rolls: Readonly<Record<PlayerId, number>>): string =>
  Object.entries(rolls)
    .map(([p, d]) => `${playerName(s, p)} ${d}`)
    .join(', ');

const order = (s: GameState, ids: readonly PlayerId[] | null): string => (ids ?? []).map((p) => playerName(s, p)).join(' then ');

/** "; tied at 4, Ada then Bo re-roll" when the initiative totals came out tied (they are re-rolled). */
function initiativeTieText(after: GameState | undefined): string {
  const tie = after && after.phase.kind === 'initiative' ? rollTie(after, 'initiative') : null;
  return tie && after ? `; tied at ${tie.total}, ${order(after, tie.players)} re-roll` : '';
}

export function describeEvent(before: GameState, e: GameEvent, after?: GameState): LogLine {
  const who = (p: PlayerId): string => playerName(before, p);
  const line = (text: string, section: string, result = false): LogLine => ({
    text,
    section,
    result,
    ruling: e.ruling ? `The table says otherwise — overruled: ${e.ruling.overruled}${e.ruling.note ? ` (${e.ruling.note})` : ''}` : null,
  });
  switch (e.type) {
    case 'deployRoll': {
      const tie = after ? rollTie(after, 'deploy') : null;
      const next = after?.deployOrder ? `; ${order(after, after.deployOrder)} deploy in that order` : tie ? `; tied at ${tie.total}, ${order(after as GameState, tie.players)} roll again` : '';
      return line(`Deployment roll: ${rollsText(before, e.rolls)}${next}.`, 'Deploying the Squadrons');
    }
    case 'deployShip': {
      const esc = e.escorts.length > 0 ? ` with ${countOf(e.escorts.length, 'escort')} (${e.escorts.map((x) => x.fighter).join(', ')})` : '';
      return line(`${who(e.player)} deploys ${shipName(before, e.ship)} at ${poseText(e.pose)}, velocity ${velocityNameOf(before, e.ship, e.velocity)}${esc}${e.note ? ` (${e.note})` : ''}.`, 'Deploying the Squadrons');
    }
    case 'deployFighters':
      return line(`${who(e.player)} deploys ${countOf(e.fighters.length, 'fighter token')}${e.note ? ` (${e.note})` : ''}.`, 'Deploying the Squadrons');
    case 'initiativeRoll': {
      const res = after?.initiative && after.turn === before.turn ? `; initiative order ${order(after, after.initiative)}` : initiativeTieText(after);
      return line(`Turn ${before.turn} initiative roll: ${rollsText(before, e.rolls)}${res}.`, 'Initiative Phase');
    }
    case 'initiativeBonus':
      return line(`${e.cards.length === 0 ? `${who(e.player)} passes on initiative bonuses` : `${who(e.player)} applies ${e.cards.join(', ')} to initiative`}${initiativeTieText(after)}.`, 'Initiative Phase');
    case 'regroupRoll': {
      const back = after ? after.fighters.filter((f) => f.status === 'waiting' && before.fighters.find((b) => b.id === f.id)?.status !== 'waiting').map((f) => f.id) : [];
      const lost = after ? after.fighters.filter((f) => f.status === 'discarded' && before.fighters.find((b) => b.id === f.id)?.status !== 'discarded').map((f) => f.id) : [];
      const res = after ? `: ${back.length > 0 ? `${list(back)} ${back.length === 1 ? 'returns' : 'return'} (to redeploy)` : 'none returns'}; ${lost.length > 0 ? `${list(lost)} lost for good` : 'none lost'}` : '';
      return line(`${who(e.player)} rolls for the destruction piles: yellow ${e.yellow.join(' ') || '—'}, red ${e.red.join(' ') || '—'}${res}.`, 'Fighter Regrouping - Re-deployment', true);
    }
    case 'redeploy':
      return line(`${who(e.player)} redeploys ${countOf(e.fighters.length, 'fighter token')}${e.waiting.length > 0 ? `; ${e.waiting.length} must wait` : ''}.`, 'Fighter Regrouping - Re-deployment');
    case 'escorts':
      return line(`${who(e.player)} keeps ${countOf(e.escorts.length, 'wing')} escorting.`, 'Fighter Escorting');
    case 'actionOrder':
      return line(`${who(e.player)} chooses ${e.order === 'initiative' ? 'initiative order' : 'reverse initiative order'} for the action phase.`, 'Action Phase');
    case 'activateShip':
      return line(`${who(e.player)} activates ${shipName(before, e.ship)}.`, 'Activating a Warship');
    case 'activateFighters':
      return line(`${who(e.player)} activates ${countOf(e.fighters.length, 'fighter token')}.`, 'Fighters and Other Small Craft Activation');
    case 'sensors': {
      const placed = Object.entries(e.placement).filter(([, n]) => n > 0);
      return line(`${shipName(before, e.ship)} places sensor tokens${placed.length ? `: ${placed.map(([t, n]) => `${n} on ${shipName(before, t)}`).join(', ')}` : ': none'}.`, 'Activating a Warship');
    }
    case 'engines':
      return line(`${shipName(before, e.ship)} allocates engine points${e.thrusters ? ' and fires the vectored thrusters' : ''}.`, 'Activating a Warship');
    case 'missileStrike': {
      const o = e.outcome;
      const shots = o.shots.map((x) => `${x.fighter ?? batteryName(before, e.ship, x.battery ?? 0)}${x.aim !== undefined ? ` aims at ${x.aim} and` : ''} rolls ${dice(x.dice)}${x.destroyed.length > 0 ? `, shooting down ${list(x.destroyed)}` : ', no missile shot down'}`);
      const struck = o.struck.length === 0 ? 'no missile strikes' : `${plural(o.struck.length, 'missile')} ${o.struck.length === 1 ? 'strikes' : 'strike'} (${list(o.struck)})${o.overcharges > 0 ? `, ${o.overcharges} overcharged` : ''}; power dice ${dice(o.powerDice)}; ${damageText(before, after, e.ship, o.damage)}`;
      return line(`Missiles reach ${shipName(before, e.ship)}: ${shots.length > 0 ? `${shots.join('; ')}; ` : ''}${struck}.`, 'Missile Damage', true);
    }
    case 'move': {
      const to = after ? after.ships.find((x) => x.id === e.ship)?.pose : null;
      return line(`${shipName(before, e.ship)} moves ${f1(e.distance)}″${e.turns.length ? ` with ${countOf(e.turns.length, 'turn')}` : ''}${to ? ` to ${poseText(to)}` : ''}.`, 'Move the Warship');
    }
    case 'fire': {
      const head = `${shipName(before, e.ship)} fires ${batteryName(before, e.ship, e.battery)} at ${unitName(before, e.target.kind, e.target.id)}`;
      const o = e.outcome;
      if (o.kind === 'power') return line(`${head}: ${powerText(before, after, e.target.id, o)}.`, 'Resolving the Attack', true);
      return line(`${head}: ${antiFighterText(before, after, o)}.`, 'Anti-Fighter Weapons', true);
    }
    case 'launchMissiles': {
      const o = e.outcome;
      const rolled = o.dice.length > 0 ? ` (damaged battery: dice ${dice(o.dice)}, a missile for each 4+)` : '';
      return line(`${shipName(before, e.ship)} launches ${plural(o.placed.length, 'missile')} from ${batteryName(before, e.ship, e.battery)}${rolled}.`, 'Attacking with Missile Weapons', true);
    }
    case 'fighterMove': {
      // Rules: Kalidasia "Weapon Special Abilities" — Scout: "can place a sensor token on a warship when it moves over that warship".
      const scouts = (e.scout ?? []).map((x) => `${x.fighter} drops a sensor token on ${shipName(before, x.ship)} (Scout)`);
      return line(`${countOf(e.moves.length, 'fighter token')} ${nounFor(e.moves.length, 'moves', 'move')}${scouts.length > 0 ? `; ${scouts.join('; ')}` : ''}.`, 'Fighters and Other Small Craft Activation');
    }
    case 'fighterAttack': {
      const o = e.outcome;
      const supporters = e.attackers.length > 1 ? ` with ${list(e.attackers.slice(1))}` : '';
      const head = `${e.attackers[0] ?? 'A wing'}${supporters}`;
      const target = unitName(before, e.target.kind, e.target.id);
      const lost = wingsLost(before, after);
      const gone = lost.length > 0 ? `; off the table: ${list(lost)}` : '';
      if (o.kind === 'dogfight') {
        const back = o.defenders.length > 0 ? `${list(o.defenders)} return fire ${dice(o.defenderDice)}${extrasText(o.defenderExtras)}` : 'no return fire';
        return line(`${head} dogfights ${target}: attackers roll ${dice(o.attackerDice)}${extrasText(o.attackerExtras)} — ${hitsText(o.onDefenders)}; ${back} — ${hitsText(o.onAttackers, 'no attacker hit')}${gone}.`, 'Dogfighting', true);
      }
      if (o.kind === 'precision') {
        const fires = [...(o.defensiveFire ? [o.defensiveFire] : []), ...(o.moreDefensiveFire ?? [])];
        const df = fires.map((f) => `defensive fire from ${batteryName(before, e.target.id, f.battery)} ${antiFighterText(before, undefined, f.outcome)}; `).join('');
        return line(`${head} makes a precision attack on ${target}: ${df}precision dice ${dice(o.dice)}; ${damageText(before, after, e.target.id, o.damage)}${gone}.`, 'Precision Attack', true);
      }
      return line(`${head} bombs ${target}: ${powerText(before, after, e.target.id, o)}${gone}.`, 'Bombers', true);
    }
    case 'interpose':
      return line(`${e.fighter} moves between its warship and an enemy wing.`, 'Warship Escorting');
    case 'activationEnd':
      return line('The activation ends.', 'Action Phase');
    case 'missilesMoved':
      return line(`${who(e.player)} moves ${countOf(e.moves.length, 'missile')}.`, 'Missile Movement');
    case 'replacement':
      return line(`${who(e.player)} replaces ${shipName(before, e.replaces)} with ${e.ship.id}.`, 'Scenario 2 - Escalation Battle');
    case 'endTurn':
      return line(`Turn ${before.turn} ends.`, 'End Phase');
    case 'concede':
      return line(`${who(e.player)} concedes.`, 'The Turn');
    case 'upgradeUse': {
      const name = upgradeCard(before.pack, e.upgrade)?.name ?? e.upgrade;
      const how = e.how === 'flip' ? ', turned face down until the end phase' : e.how === 'discard' ? ', discarded' : '';
      const spent = e.reactor ? `, spending ${countOf(e.reactor, 'reactor point')}` : '';
      return line(`${shipName(before, e.ship)} uses ${name}${how}${spent}${e.note ? ` (${e.note})` : ''}.`, 'Using Upgrade Cards');
    }
    case 'deckSeen':
      return line(`Undone draw: the critical ${e.cards.length === 1 ? 'card' : 'cards'} seen (${e.cards.map(cardTitle).join(', ')}) ${e.cards.length === 1 ? 'goes' : 'go'} to the bottom of the deck; the redraw comes from cards not yet seen.`, 'Critical Damage Cards');
    case 'adjust': {
      const from = unitPose(before, e.unit.kind, e.unit.id);
      return line(`Adjusted to the table: ${unitName(before, e.unit.kind, e.unit.id)} from ${poseText(from)} → ${poseText(e.pose)}${e.note ? ` (${e.note})` : ''}.`, 'The physical table is the truth');
    }
  }
}
