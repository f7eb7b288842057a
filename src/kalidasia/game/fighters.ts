/**
 * Fighters: movement, dogfights, bomber and precision attacks, escorts moving to block, recovery.
 */
import { alignedFully, pointDistance, pointsWithin, poseLocal, type Pose, type TokenRect } from '../../geometry';
import { damageApply, diceProblem, fighterHitsApply, overcharge, sensorRerollProblem } from './damage';
import { type GameEvent } from './events';
import type { WarshipDamage } from './outcomes';
import { CRITICAL_KIND_INFO, criticalKindOfId } from '../data/criticalDeck';
import { countOf } from '../../words';
import { because, classOf, fighterById, fighterClassOf, fighterRect, isEscorting, nearestEnemy, onTable, playerName, replaceById, shipById, shipRect, strikeFirst } from './helpers';
import type { FighterState, GameState, PlayerId, ShipState } from './state';
import { geo, ok, no, lift, ruled, S_FIGHTERS, S_DOGFIGHT, S_DISRUPT, S_ESCORTING, notNow, type ApplyResult } from './verdict';

// Rules: Kalidasia "Fighters and Other Small Craft Activation" — "each fighter will perform two movements ... it can can move up to 12" ... all of the first movements be completed before any attacks are made"; "Fighter Disruption" — "During is activation, it only has one movement step of 6"."
export function onFighterMove(s: GameState, e: Extract<GameEvent, { type: 'fighterMove' }>): ApplyResult {
  const a = s.action.active;
  if (!a || a.kind !== 'fighters') return notNow(s, 'A fighter movement', S_FIGHTERS);
  if (a.steps >= 2) return no(because('The activated fighters have made both of their movements.', S_FIGHTERS));
  let fighters = s.fighters;
  const seen = new Set<string>();
  for (const m of e.moves) {
    const f = fighterById(s, m.fighter);
    if (!f || !a.fighters.includes(f.id)) return no(because(`${m.fighter} is not in the activated fighter unit.`, S_FIGHTERS));
    if (seen.has(f.id)) return no(`${f.id} is listed twice in one movement.`);
    seen.add(f.id);
    if (!onTable(f) || !f.pose) return no(because(`${f.id} is no longer on the battlefield.`, S_FIGHTERS));
    if (f.stopped) return no(because(`${f.id} was disrupted during its activation: its activation has ended.`, S_DISRUPT));
    if (f.disrupted && f.moves >= 1) return no(because(`${f.id} is disrupted: it has only one movement step.`, S_DISRUPT));
    const max = f.disrupted ? 6 : 12;
    const d = pointDistance(f.pose, m.pose);
    if (!ruled(e) && d > max + 1e-6) return geo(because(`${f.id} moves at most ${max}"${f.disrupted ? ' while disrupted' : ''}; this move is ${d.toFixed(1)}".`, f.disrupted ? S_DISRUPT : S_FIGHTERS));
    fighters = replaceById(fighters, f.id, (x) => ({ ...x, pose: m.pose, moves: x.moves + 1 }));
  }
  let sensors = s.sensors;
  for (const sc of e.scout ?? []) {
    const r = scoutCheck(s, e, sc.fighter, sc.ship);
    if (r.ok === false) return r;
    const board = sensors[a.player] ?? {};
    sensors = { ...sensors, [a.player]: { ...board, [sc.ship]: (board[sc.ship] ?? 0) + 1 } };
    fighters = replaceById(fighters, sc.fighter, (x) => ({ ...x, scoutedTurn: s.turn }));
  }
  return ok({ ...s, fighters, sensors, action: { ...s.action, active: { ...a, steps: a.steps + 1 } } });
}

/** Does the straight move from `from` to `to` pass over the token (the wing's centre crosses the warship's rectangle)? */
export function movePassesOver(from: Pose, to: Pose, rect: TokenRect): boolean {
  const a = poseLocal(rect.pose, from);
  const b = poseLocal(rect.pose, to);
  const hl = rect.footprint.length / 2;
  const hw = rect.footprint.width / 2;
  // Liang–Barsky clipping of the segment against the warship's rectangle in its own frame.
  let t0 = 0;
  let t1 = 1;
  const dx = b.along - a.along;
  const dy = b.across - a.across;
  for (const [p, q] of [[-dx, a.along + hl], [dx, hl - a.along], [-dy, a.across + hw], [dy, hw - a.across]] as const) {
    if (p === 0) {
      if (q < 0) return false;
    } else {
      const t = q / p;
      if (p < 0) t0 = Math.max(t0, t);
      else t1 = Math.min(t1, t);
      if (t0 > t1) return false;
    }
  }
  return true;
}

/** A Scout sensor drop: the wing has the Scout ability, has not used it this turn, and moved over the enemy warship in this movement. */
// Rules: Kalidasia "Weapon Special Abilities" — "Scout – Once per turn, a Fighter equipped with this weapon can place a sensor token on a warship when it moves over that warship."
function scoutCheck(s: GameState, e: Extract<GameEvent, { type: 'fighterMove' }>, fighterId: string, shipId: string): ApplyResult | { ok: true } {
  const SCOUT = 'Weapon Special Abilities';
  const f = fighterById(s, fighterId);
  const move = e.moves.find((m) => m.fighter === fighterId);
  if (!f || !move || !f.pose) return no(because(`${fighterId} places a Scout sensor token only when it moves over the warship in this movement.`, SCOUT));
  if (!fighterClassOf(s, f).weapon.specials.includes('scout')) return no(because(`${f.id} has no Scout weapon.`, SCOUT));
  if (f.scoutedTurn === s.turn || (e.scout ?? []).filter((x) => x.fighter === fighterId).length > 1) return no(because(`${f.id} has already placed its Scout sensor token this turn (once per turn).`, SCOUT));
  const ship = shipById(s, shipId);
  if (!ship || !onTable(ship) || !ship.pose || ship.owner === f.owner) return no(because(`${shipId} is not an enemy warship on the battlefield.`, SCOUT));
  const r = shipRect(s, ship);
  if (!ruled(e) && (!r || !movePassesOver(f.pose, move.pose, r))) return geo(because(`${f.id} did not move over ${ship.label} in this movement.`, SCOUT));
  return { ok: true };
}

function within3(s: GameState, owner: PlayerId, centre: Pose): Set<string> {
  const items = s.fighters.filter((f) => f.owner === owner && onTable(f) && f.pose).map((f) => ({ id: f.id, x: (f.pose as Pose).x, y: (f.pose as Pose).y }));
  return new Set(pointsWithin(items, centre, 3).map((x) => x.id));
}

// Rules: Kalidasia "Dogfighting", "Bombers", "Precision Attack", "Warship Escorting" ("they cannot make precision attacks while escorting").
export function onFighterAttack(s: GameState, e: Extract<GameEvent, { type: 'fighterAttack' }>): ApplyResult {
  const a = s.action.active;
  if (!a || e.attackers.length === 0) return notNow(s, 'A fighter attack', S_FIGHTERS);
  const lead = fighterById(s, e.attackers[0] as string);
  if (!lead || !onTable(lead) || !lead.pose) return no(because(`${e.attackers[0]} is not a fighter wing on the battlefield.`, S_DOGFIGHT));
  const escortOf = a.kind === 'ship' && lead.escorting === a.ship && isEscorting(s, lead);
  if (a.kind === 'ship') {
    const st = shipById(s, a.ship)?.activation?.step;
    if (!escortOf) return no(because(`${lead.id} is not escorting the activated warship; it attacks during its own activation.`, S_FIGHTERS));
    if (st !== 'move' && st !== 'moved') return no(because(`Escorts attack during the warship's movement.`, S_ESCORTING));
    const first = strikeFirst(s, shipById(s, a.ship) as ShipState);
    if (first !== null) return no(first);
  } else if (!a.fighters.includes(lead.id)) return no(because(`${lead.id} is not in the activated fighter unit.`, S_FIGHTERS));
  if (lead.stopped) return no(because(`${lead.id} was disrupted during its activation: its activation has ended.`, S_DISRUPT));
  const attackers: FighterState[] = [];
  for (const id of e.attackers) {
    const f = fighterById(s, id);
    if (!f || !onTable(f) || !f.pose || f.owner !== lead.owner) return no(because(`${id} is not a friendly wing on the battlefield and cannot join the attack.`, S_DOGFIGHT));
    if (attackers.some((x) => x.id === id)) return no(`${id} is listed twice.`);
    if (f.attacked) return no(because(`${f.id} already attacked this turn; a fighter attacks once per turn.`, S_DOGFIGHT));
    // Supporters within 3" is the dogfight's rule; bombers each need range, precise wings each need full alignment.
    if (!ruled(e) && e.target.kind === 'fighter' && f.id !== lead.id && pointDistance(f.pose, lead.pose) > 3 + 1e-9) return geo(because(`${f.id} is more than 3" from ${lead.id} and cannot join its attack.`, S_DOGFIGHT));
    // Only the dogfight lets friends outside the unit join ("other friendly fighters within 3\""); a bomber or precision
    // attack is made by each wing during its own activation (or, for escorts, during their warship's activation).
    if (e.target.kind === 'ship' && f.id !== lead.id) {
      const inUnit = a.kind === 'fighters' ? a.fighters.includes(f.id) : f.escorting === a.ship && isEscorting(s, f);
      if (!inUnit) return no(because(`${f.id} is not in the activated ${a.kind === 'fighters' ? 'fighter unit' : 'warship\'s escorts'}: it attacks during its own activation.`, S_FIGHTERS));
      if (f.stopped) return no(because(`${f.id} was disrupted during its activation: its activation has ended.`, S_DISRUPT));
    }
    attackers.push(f);
  }
  const markAttacked = (st: GameState, ids: readonly string[]): GameState => ({ ...st, fighters: st.fighters.map((f) => (ids.includes(f.id) ? { ...f, attacked: true } : f)) });
  const o = e.outcome;
  if (e.target.kind === 'fighter') {
    if (o.kind !== 'dogfight') return no(because('An attack on a fighter wing is a dogfight.', S_DOGFIGHT));
    const t = fighterById(s, e.target.id);
    if (!t || !onTable(t) || !t.pose || t.owner === lead.owner) return no(because(`${e.target.id} is not an enemy wing on the battlefield.`, 'Fighter Combat'));
    const bombers = attackers.filter((f) => fighterClassOf(s, f).bomber);
    if (bombers.length > 0) return no(because(`${bombers.map((f) => f.id).join(', ')} carry power weapons and cannot attack fighters.`, 'Bombers'));
    const range = fighterClassOf(s, lead).weapon.range ?? 0;
    const d = pointDistance(lead.pose, t.pose);
    if (!ruled(e) && d > range + 1e-9) return geo(because(`${t.id} is ${d.toFixed(1)}" from ${lead.id}; its weapon reaches ${range}".`, 'Anti-Fighter Weapons'));
    const near = within3(s, t.owner, t.pose);
    for (const id of o.defenders) {
      const f = fighterById(s, id);
      if (!f || !onTable(f) || f.owner !== t.owner) return no(because(`${id} is not a wing of ${playerName(s, t.owner)} on the battlefield.`, S_DOGFIGHT));
      if (!ruled(e) && !near.has(id)) return geo(because(`${id} is not the target or a friend within 3" of it, and cannot return fire.`, S_DOGFIGHT));
      if (f.attacked) return no(because(`${id} already attacked this turn and cannot join the dogfight.`, S_DOGFIGHT));
      if (fighterClassOf(s, f).bomber) return no(because(`${id} carries a power weapon and cannot fire at fighters.`, 'Bombers'));
    }
    const bad =
      diceProblem(o.attackerDice, 'Attacker dice') ??
      diceProblem(o.defenderDice, 'Defender dice') ??
      diceProblem([...(o.attackerExtras?.bonus ?? []), ...(o.attackerExtras?.rerolls ?? [])], 'Attacker Blast and High ROF dice') ??
      diceProblem([...(o.defenderExtras?.bonus ?? []), ...(o.defenderExtras?.rerolls ?? [])], 'Defender Blast and High ROF dice');
    if (bad) return no(bad);
    const nearLead = within3(s, lead.owner, lead.pose);
    let s1 = markAttacked(s, [...e.attackers, ...o.defenders]);
    const r1 = fighterHitsApply(s1, o.onDefenders, t.owner, ruled(e) ? null : near, `${lead.id}'s dogfight`);
    if (!r1.ok) return r1;
    s1 = r1.value;
    return lift(fighterHitsApply(s1, o.onAttackers, lead.owner, ruled(e) ? null : nearLead, `Return fire on ${lead.id}`));
  }
  const target = shipById(s, e.target.id);
  if (!target || !onTable(target) || !target.pose || target.owner === lead.owner) return no(because(`${e.target.id} is not an enemy warship on the battlefield.`, 'Fighter Combat'));
  if (o.kind === 'power') {
    const not = attackers.filter((f) => !fighterClassOf(s, f).bomber);
    if (not.length > 0) return no(because(`${not.map((f) => f.id).join(', ')} carry anti-fighter weapons: only bombers attack warships (or precise wings with a precision attack).`, 'Bombers'));
    for (const f of attackers) {
      const range = fighterClassOf(s, f).weapon.range ?? 0;
      const d = pointDistance(f.pose as Pose, target.pose);
      if (!ruled(e) && d > range + 1e-9) return geo(because(`${target.label} is ${d.toFixed(1)}" from ${f.id}; its weapon reaches ${range}".`, 'Range and Arc'));
    }
    const bad = diceProblem(o.gunDice, 'Gun dice') ?? diceProblem(o.powerDice, 'Power dice');
    if (bad) return no(bad);
    // Rules: Kalidasia "Sensor Points" — "a sensor point can be spent to re-roll one of the gun dice which did not hit ... Once a sensor
    // point is spent, remove it from the target warship." A bomber attacks "just like warship power weapons" ("Bombers"), so its
    // re-rolls spend its side's tokens on the target as a warship's do. (The rulebook's "spent ... by any friendly warship" could
    // also be read as warships only; the app offers the re-roll to bombers, so it must cost the token.)
    const tokens = s.sensors[lead.owner]?.[target.id] ?? 0;
    if (o.sensorRerolls.length > tokens) return no(because(`${target.label} carries ${tokens} of your sensor tokens; ${o.sensorRerolls.length} re-rolls asked.`, 'Sensor Points'));
    const rr = sensorRerollProblem(o.gunDice, o.sensorRerolls);
    if (rr !== null) return no(rr);
    const board: Record<string, number> = { ...(s.sensors[lead.owner] ?? {}) };
    if (tokens - o.sensorRerolls.length > 0) board[target.id] = tokens - o.sensorRerolls.length;
    else delete board[target.id];
    const oc = overcharge(s, target, o.overcharge ? 1 : 0);
    if (typeof oc === 'string') return no(oc);
    const s1 = markAttacked({ ...s, sensors: { ...s.sensors, [lead.owner]: board }, ships: replaceById(s.ships, target.id, () => oc) }, e.attackers);
    return lift(damageApply(s1, target.id, o.damage, lead.owner));
  }
  if (o.kind !== 'precision') return no(because('An attack on a warship is a bomber attack or a precision attack.', 'Bombers'));
  const tr = shipRect(s, target);
  for (const f of attackers) {
    const fc = fighterClassOf(s, f);
    if (!fc.weapon.specials.includes('precise')) return no(because(`${f.id} has no Precise weapon.`, 'Precision Attack'));
    if (f.disrupted) return no(because(`${f.id} is disrupted and cannot make precision attacks.`, S_DISRUPT));
    if (isEscorting(s, f)) return no(because(`${f.id} is escorting and cannot make precision attacks.`, S_ESCORTING));
    const fr = fighterRect(s, f);
    if (!ruled(e) && (!tr || !fr || !alignedFully(fr, tr).aligned)) return geo(because(`${f.id} must be fully aligned with ${target.label} to make a precision attack.`, 'Precision Attack'));
  }
  // Rules: Kalidasia "Warship Escorting" — "If an enemy fighter wing tries to fully align with a warship that has an escorting fighter,
  // immediately move one of the escorting fighter tokens and place it between ... once per turn by each escorting fighter ... This
  // prevents precision attacks." An escort that has not blocked yet this turn would have: the attack is refused until it has moved
  // (the `interpose` event). Overrulable: whether it can get between is the table's call.
  const guard = s.fighters.find((f) => f.escorting === target.id && isEscorting(s, f) && onTable(f) && !f.interposed);
  if (guard && !ruled(e)) {
    return geo(because(`${guard.id} escorts ${target.label} and has not moved to block this turn: it moves between the warship and the attacking wing first, which prevents a precision attack.`, S_ESCORTING));
  }
  let s1 = markAttacked(s, e.attackers);
  // Rules: Kalidasia "Precision Attack" — "the target warship may engage the attacking fighter wings with any antifighter weapons the
  // warship carries if those weapons have not yet attacked this turn": every such battery may fire, one after the other.
  const fires = o.defensiveFire ? [o.defensiveFire, ...(o.moreDefensiveFire ?? [])] : (o.moreDefensiveFire ?? []);
  for (const df of fires) {
    const now = shipById(s1, target.id) as ShipState;
    const b = classOf(s, target).batteries[df.battery];
    if (!b || b.type !== 'F') return no(because(`${target.label} battery ${df.battery + 1} is not an anti-fighter battery.`, 'Precision Attack'));
    if (now.criticals.weapons[df.battery] === 'destroyed') return no(because(`${b.name} of ${target.label} is destroyed.`, 'Resolving the Attack'));
    if (now.usedThisTurn.includes(df.battery)) return no(because(`${b.name} of ${target.label} already attacked this turn.`, 'Precision Attack'));
    const bad = diceProblem(df.outcome.dice, `${b.name} dice`);
    if (bad) return no(bad);
    s1 = { ...s1, ships: replaceById(s1.ships, target.id, (x) => ({ ...x, usedThisTurn: [...x.usedThisTurn, df.battery] })) };
    const stray = [...df.outcome.fighters.destroyed, ...df.outcome.fighters.disrupted].filter((id) => !e.attackers.includes(id));
    if (stray.length > 0) return no(because(`${b.name} of ${target.label} fires at the attacking wings only, not ${stray.join(', ')}.`, 'Precision Attack'));
    if (df.aim !== undefined) {
      const aimed = fighterById(s1, df.aim);
      if (!e.attackers.includes(df.aim) || !aimed || !onTable(aimed) || !aimed.pose) return no(because(`${b.name} of ${target.label} aims at an attacking wing still flying, not ${df.aim}.`, 'Precision Attack'));
      // Rules: Kalidasia "Applying Damage from Anti-Fighter Weapons" — "The results of the attack roll can be applied to not only the
      // enemy fighter targeted, but also to enemy fighter tokens that are within 3", measured center to center, from the targeted enemy fighter."
      const reach = within3(s1, lead.owner, aimed.pose);
      const far = [...new Set([...df.outcome.fighters.destroyed, ...df.outcome.fighters.disrupted])].filter((id) => !reach.has(id));
      if (far.length > 0 && !ruled(e)) return geo(because(`${far.join(', ')} ${far.length === 1 ? 'is' : 'are'} more than 3" from ${df.aim}, the wing ${b.name} aimed at, and cannot be hit by it.`, 'Applying Damage from Anti-Fighter Weapons'));
    }
    const r = fighterHitsApply(s1, df.outcome.fighters, lead.owner, null, `${b.name} of ${target.label}`);
    if (!r.ok) return r;
    s1 = r.value;
  }
  const survivors = e.attackers.filter((id) => {
    const f = fighterById(s1, id);
    return f !== undefined && onTable(f) && !f.disrupted;
  });
  if (o.dice.length !== survivors.length) return no(because(`Each surviving, undisrupted wing rolls one die: ${survivors.length}, not ${o.dice.length}.`, 'Precision Attack'));
  const bad = diceProblem(o.dice, 'Precision dice');
  if (bad) return no(bad);
  const wrong = precisionDamageProblem(o.dice, o.damage, target.label);
  if (wrong !== null) return no(wrong);
  return lift(damageApply(s1, target.id, o.damage, lead.owner));
}

/**
 * What a precision attack's dice allow it to do to the warship: one card assigned per precision hit (5+), the other of its
 * two unique cards discarded, and hull damage only from a Hull Damage card assigned. Null when the outcome does that.
 */
// Rules: Kalidasia "Precision Attack" — "For each 5+ rolled, a precision hit is inflicted ... Once two unique cards have been drawn, the attacker assigns one card to the warship attacked and discards the other one ... Precision attacks do not inflict hull damage unless that card is selected by the attacker."
export function precisionDamageProblem(dice: readonly number[], damage: WarshipDamage, label: string): string | null {
  const hits = dice.filter((d) => d >= 5).length;
  const applied = damage.cards.filter((c) => c.fate === 'apply');
  const discarded = damage.cards.length - applied.length;
  if (applied.length !== hits) return because(`${countOf(hits, 'precision hit')} (5+) ${hits === 1 ? 'assigns' : 'assign'} ${countOf(hits, 'card')} to ${label}, one per hit, not ${applied.length}.`, 'Precision Attack');
  if (discarded < hits) return because(`Each precision hit draws two unique cards and discards the one not assigned: ${hits} discarded at least, not ${discarded}.`, 'Precision Attack');
  const hull = applied.reduce((n, c) => {
    const k = criticalKindOfId(c.card);
    const info = k ? CRITICAL_KIND_INFO[k] : undefined;
    return n + (info?.family === 'hull' ? info.amount : 0);
  }, 0);
  if (damage.hullDamage !== hull) return because(`A precision attack inflicts hull damage only with a Hull Damage card assigned: ${hull}, not ${damage.hullDamage}.`, 'Precision Attack');
  return null;
}

// Rules: Kalidasia "Warship Escorting" — "If an enemy fighter wing tries to fully align with a warship that has an escorting fighter, immediately move one of the escorting fighter tokens and place it between the warship and the enemy fighter wing while keeping the escorting fighter fully aligned ... once per turn by each escorting fighter".
export function onInterpose(s: GameState, e: Extract<GameEvent, { type: 'interpose' }>): ApplyResult {
  const f = fighterById(s, e.fighter);
  if (!f || !isEscorting(s, f) || f.escorting === null) return no(because(`${e.fighter} is not escorting a warship.`, S_ESCORTING));
  if (f.interposed) return no(because(`${f.id} has already moved to block this turn (once per turn).`, S_ESCORTING));
  const ship = shipById(s, f.escorting) as ShipState;
  const sr = shipRect(s, ship);
  const fr = fighterRect(s, f, e.pose);
  if (!ruled(e) && (!sr || !fr || !alignedFully(fr, sr).aligned)) return geo(because(`${f.id} must stay fully aligned with ${ship.label}.`, S_ESCORTING));
  return ok({ ...s, fighters: replaceById(s.fighters, f.id, (x) => ({ ...x, pose: e.pose, interposed: true })) });
}

/** Recovery at the end of a fighter's activation. */
// Rules: Kalidasia "Fighter Disruption" — "At the end of a fighter's activation, if it did not attack and is more than six inches away from an enemy unit, remove the damage token."
export function recover(s: GameState, ids: readonly string[]): GameState {
  return {
    ...s,
    fighters: s.fighters.map((f) => (ids.includes(f.id) && onTable(f) && f.disrupted && !f.attacked && f.pose && nearestEnemy(s, f.owner, f.pose) > 6 ? { ...f, disrupted: false } : f)),
  };
}
