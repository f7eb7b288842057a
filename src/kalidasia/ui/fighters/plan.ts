/**
 * Pure: who can take part in a dogfight, and the dogfight's outcome from typed dice, read out of a
 * game state. The views render these and dispatch; the rules decide (rules/combat/dogfight.ts and
 * the game core's reducer, which checks the event again).
 */
import { alignedFully, alignedPlaceAround, pointDistance, pose as poseOf, rectOverlap, type Point, type Pose, type TokenRect } from '../../../geometry';
import { ev, gameApply, movePassesOver, type DogfightOutcome, type FighterHits, type FighterState, type GameState, type PlayerId, type ShipState } from '../../game';
import { fighterClassOf, fighterRect, isEscorting, onTable, shipRect, strikeFirst } from '../../game/helpers';
import { afEligible, type AfChoice, type AfToken } from '../../rules/combat/antiFighter';
import { dogfightRead, type DfExtras, type DfWing, type DogfightRead } from '../../rules/combat/dogfight';
import { headingToward } from '../game/tableModel';
import { groupMoveApply } from '../table/groupMove';

const onBoard = (f: FighterState): f is FighterState & { pose: Pose } => onTable(f) && f.pose !== null;

/** The wing as the dogfight rules read it. */
export function dfWing(s: GameState, f: FighterState & { pose: Pose }): DfWing {
  const w = fighterClassOf(s, f).weapon;
  return { id: f.id, x: f.pose.x, y: f.pose.y, disrupted: f.disrupted, gunCount: w.gunCount, power: w.power, specials: w.specials };
}

/** A wing that can fire at fighters now: on the table, not attacked this turn, not a bomber. */
const canDogfight = (s: GameState, f: FighterState): boolean => onBoard(f) && !f.attacked && !fighterClassOf(s, f).bomber;

/** Wings of the activation that can declare a dogfight. */
// Rules: Kalidasia "Dogfighting" — "a fighter can still only attack once per turn"; "Fighter Disruption" — disrupted during its activation, its activation ends.
export function dogfightLeads(s: GameState): FighterState[] {
  const a = s.action.active;
  if (!a || a.kind !== 'fighters') return [];
  return s.fighters.filter((f) => a.fighters.includes(f.id) && canDogfight(s, f) && !f.stopped);
}

/** Enemy wings on the table, nearest first, with the distance and whether the lead's weapon reaches. */
// Rules: Kalidasia "Anti-Fighter Weapons" — range of the weapon; "Dogfighting" — "These supporting fighters do not need to have range to the target."
export function dogfightTargets(s: GameState, leadId: string): { f: FighterState; d: number; inRange: boolean }[] {
  const lead = s.fighters.find((f) => f.id === leadId);
  if (!lead || !onBoard(lead)) return [];
  const range = fighterClassOf(s, lead).weapon.range ?? 0;
  return s.fighters
    .filter((f): f is FighterState & { pose: Pose } => f.owner !== lead.owner && onBoard(f))
    .map((f) => ({ f, d: pointDistance(lead.pose, f.pose) }))
    .map((x) => ({ ...x, inRange: x.d <= range + 1e-9 }))
    .sort((a, b) => a.d - b.d);
}

/** Friendly wings within 3" of `centre` that can still join a dogfight (the centre wing first). */
// Rules: Kalidasia "Dogfighting" — "other friendly fighters within 3\" of the fighter making the attack may attack as well"; "the targeted fighter and all friendly fighters within 3\" of the targeted fighter with may return fire".
export function within3Able(s: GameState, centreId: string, owner: PlayerId): FighterState[] {
  const c = s.fighters.find((f) => f.id === centreId);
  if (!c || !onBoard(c)) return [];
  const near = s.fighters.filter((f) => f.owner === owner && f.id !== c.id && canDogfight(s, f) && onBoard(f) && pointDistance(f.pose as Pose, c.pose) <= 3 + 1e-9);
  const sorted = near.sort((a, b) => pointDistance(a.pose as Pose, c.pose) - pointDistance(b.pose as Pose, c.pose));
  // The centre wing itself joins only if it can: a target that attacked earlier this turn, or a bomber, cannot return fire.
  return canDogfight(s, c) ? [c, ...sorted] : sorted;
}

export interface DogfightPlan {
  lead: string;
  target: string;
  supporters: readonly string[];
  defenders: readonly string[];
  attackerDice: readonly number[];
  defenderDice: readonly number[];
  /** Blast bonus dice and High ROF re-rolls of each side ("Weapon Special Abilities"). */
  attackerExtras?: DfExtras;
  defenderExtras?: DfExtras;
  /** Where the attackers' hits go (their choice), and where the return fire's hits go (the defenders' choice). */
  onDefendersChoice?: AfChoice;
  onAttackersChoice?: AfChoice;
  /** Bomber Cover on each side. */
  coverDefenders?: readonly { bomber: string; by: string }[];
  coverAttackers?: readonly { bomber: string; by: string }[];
}

/** Dice each side rolls (attackers: lead + supporters; defenders: the wings that chose to return fire — the target may decline). */
// Rules: Kalidasia "Dogfighting" — "the targeted fighter and all friendly fighters within 3\" of the targeted fighter may return fire".
export function dogfightSides(s: GameState, p: Pick<DogfightPlan, 'lead' | 'target' | 'supporters' | 'defenders'>): { attackers: DfWing[]; defenders: DfWing[] } {
  const wing = (id: string): DfWing[] => {
    const f = s.fighters.find((x) => x.id === id);
    return f && onBoard(f) ? [dfWing(s, f)] : [];
  };
  return {
    attackers: [p.lead, ...p.supporters.filter((x) => x !== p.lead)].flatMap(wing),
    defenders: [...new Set(p.defenders)].flatMap(wing),
  };
}

/** The choice that reproduces the rules' default placement (kills, then one token on each fresh wing before any second). */
export function choiceOf(hits: FighterHits, eligible: readonly AfToken[]): AfChoice {
  const fresh = new Set(eligible.filter((e) => !e.disrupted).map((e) => e.id));
  const firsts: string[] = [];
  const rest: string[] = [];
  for (const id of hits.disrupted) {
    if (fresh.has(id) && !firsts.includes(id)) firsts.push(id);
    else rest.push(id);
  }
  return { destroyed: [...hits.destroyed], tokens: [...firsts, ...rest] };
}

export interface DogfightResult {
  read: DogfightRead;
  outcome: DogfightOutcome;
  attackers: string[];
  /** Wings each side's hits may reach (the target and friends within 3"; the declaring wing and friends within 3"). */
  reachDefenders: AfToken[];
  reachAttackers: AfToken[];
  /** The placement as a choice (the players' own, or the rules' order), for the form to show and edit. */
  choiceDefenders: AfChoice;
  choiceAttackers: AfChoice;
}

/** The dogfight read from the dice, and the event outcome the reducer applies. */
export function dogfightOutcome(s: GameState, p: DogfightPlan): DogfightResult | string {
  const sides = dogfightSides(s, p);
  const lead = s.fighters.find((f) => f.id === p.lead);
  const target = s.fighters.find((f) => f.id === p.target);
  if (!lead || !target) return 'Choose the attacking wing and its target.';
  const side = (owner: PlayerId) => s.fighters.filter((f): f is FighterState & { pose: Pose } => f.owner === owner && onBoard(f)).map((f) => dfWing(s, f));
  const r = dogfightRead({
    attackers: sides.attackers,
    defenders: sides.defenders,
    target: target.id,
    attackerSide: side(lead.owner),
    defenderSide: side(target.owner),
    attackerDice: p.attackerDice,
    defenderDice: p.defenderDice,
    ...(p.attackerExtras ? { attackerExtras: p.attackerExtras } : {}),
    ...(p.defenderExtras ? { defenderExtras: p.defenderExtras } : {}),
    ...(p.onDefendersChoice ? { onDefendersChoice: p.onDefendersChoice } : {}),
    ...(p.onAttackersChoice ? { onAttackersChoice: p.onAttackersChoice } : {}),
  });
  if (!r.ok) return r.reason;
  const extras = (x: DfExtras | undefined) => (x && ((x.bonus?.length ?? 0) > 0 || (x.rerolls?.length ?? 0) > 0) ? { bonus: [...(x.bonus ?? [])], rerolls: [...(x.rerolls ?? [])] } : null);
  const ae = extras(p.attackerExtras);
  const de = extras(p.defenderExtras);
  const withCover = (h: FighterHits, cover: DogfightPlan['coverDefenders']): FighterHits => (cover && cover.length > 0 ? { ...h, cover: [...cover] } : h);
  const reachDefenders = afEligible(target.id, side(target.owner));
  const reachAttackers = afEligible(lead.id, side(lead.owner));
  return {
    read: r.value,
    attackers: sides.attackers.map((w) => w.id),
    reachDefenders,
    reachAttackers,
    choiceDefenders: p.onDefendersChoice ?? choiceOf(r.value.onDefenders, reachDefenders),
    choiceAttackers: p.onAttackersChoice ?? choiceOf(r.value.onAttackers, reachAttackers),
    outcome: {
      kind: 'dogfight',
      attackerDice: [...p.attackerDice],
      defenderDice: [...p.defenderDice],
      ...(ae ? { attackerExtras: ae } : {}),
      ...(de ? { defenderExtras: de } : {}),
      defenders: sides.defenders.map((w) => w.id),
      onDefenders: withCover(r.value.onDefenders, p.coverDefenders),
      onAttackers: withCover(r.value.onAttackers, p.coverAttackers),
    },
  };
}

/** Escorts of the activated warship that can fire at fighters now: during its movement (step 6), once per turn, not bombers, no missile strike pending. */
// Rules: Kalidasia "Warship Escorting" — "Each fighter wing may attack according to normal rules once during the warship's activation. These attacks can be made at any point during the warship's movement."
export function escortDogfightLeads(s: GameState): FighterState[] {
  const a = s.action.active;
  if (!a || a.kind !== 'ship') return [];
  const ship = s.ships.find((x) => x.id === a.ship);
  const step = ship?.activation?.step;
  if (!ship || (step !== 'move' && step !== 'moved') || strikeFirst(s, ship) !== null) return [];
  return s.fighters.filter((f) => f.escorting === ship.id && isEscorting(s, f) && canDogfight(s, f));
}

/** Friendly non-bomber wings in contact with a bomber, that have not flown cover this turn (Bomber Cover). */
// Rules: Kalidasia "Bomber Cover" — "a friendly non-bomber fighter wing in contact with the bomber can have the effect applied to them instead."
export function coverWings(s: GameState, bomberId: string): FighterState[] {
  const b = s.fighters.find((f) => f.id === bomberId);
  const br = b ? fighterRect(s, b) : null;
  if (!b || !br || !fighterClassOf(s, b).bomber) return [];
  return s.fighters.filter((f) => {
    if (f.owner !== b.owner || f.id === b.id || !onBoard(f) || fighterClassOf(s, f).bomber || f.coverTurn === s.turn) return false;
    const fr = fighterRect(s, f);
    return fr !== null && rectOverlap(fr, br).depth >= -0.05;
  });
}

/** Scout wings of this movement that pass over an enemy warship, each with the warships it passes over. */
// Rules: Kalidasia "Weapon Special Abilities" — "Scout – Once per turn, a Fighter equipped with this weapon can place a sensor token on a warship when it moves over that warship."
export function scoutDrops(s: GameState, moves: Readonly<Record<string, Pose>>): { fighter: string; ships: ShipState[] }[] {
  return Object.entries(moves).flatMap(([id, to]) => {
    const f = s.fighters.find((x) => x.id === id);
    if (!f?.pose || f.scoutedTurn === s.turn || !fighterClassOf(s, f).weapon.specials.includes('scout')) return [];
    const ships = s.ships.filter((x) => x.owner !== f.owner && onTable(x) && x.pose && movePassesOver(f.pose as Pose, to, shipRect(s, x) as TokenRect));
    return ships.length > 0 ? [{ fighter: id, ships }] : [];
  });
}

/** How far a wing of the activation may still move in its next movement step (0 when it cannot). */
// Rules: Kalidasia "Fighters and Other Small Craft Activation" — "it can can move up to 12\""; "Fighter Disruption" — "it only has one movement step of 6\"".
export function moveReach(f: FighterState): number {
  if (!onTable(f) || f.stopped) return 0;
  if (f.disrupted) return f.moves >= 1 ? 0 : 6;
  return 12;
}

/** Enemy warships a precision attack can target now, each with the activated wings fully aligned with it. */
// Rules: Kalidasia "Precision Attack" — "the fighter wing must be fully aligned with the target warship"; "Fighter Disruption" — a disrupted wing cannot make precision attacks; "Warship Escorting" — "they cannot make precision attacks while escorting".
export function precisionCandidates(s: GameState): { ship: ShipState; wings: FighterState[] }[] {
  const a = s.action.active;
  if (!a || a.kind !== 'fighters') return [];
  const wings = s.fighters.filter((f) => a.fighters.includes(f.id) && onBoard(f) && !f.attacked && !f.stopped && !f.disrupted && !isEscorting(s, f) && fighterClassOf(s, f).weapon.specials.includes('precise'));
  return s.ships
    .filter((x) => x.owner !== a.player && onTable(x) && x.pose)
    .map((ship) => {
      const sr = shipRect(s, ship);
      return { ship, wings: wings.filter((f) => {
        const fr = fighterRect(s, f);
        return sr !== null && fr !== null && alignedFully(fr, sr).aligned;
      }) };
    })
    .filter((x) => x.wings.length > 0);
}

/** Enemy escorts that can still move to block this turn (once per turn each). */
// Rules: Kalidasia "Warship Escorting" — "immediately move one of the escorting fighter tokens and place it between the warship and the enemy fighter wing while keeping the escorting fighter fully aligned ... once per turn by each escorting fighter".
export function blockers(s: GameState): FighterState[] {
  const a = s.action.active;
  if (!a || a.kind !== 'fighters') return [];
  return s.fighters.filter((f) => f.owner !== a.player && onBoard(f) && isEscorting(s, f) && !f.interposed);
}

/** The escorts of `shipId` that can still move to block this turn: while one can, a precision attack on the warship is refused. */
// Rules: Kalidasia "Warship Escorting" — "This movement can be performed once per turn by each escorting fighter ... This prevents precision attacks."
export function escortGuards(s: GameState, shipId: string): FighterState[] {
  return blockers(s).filter((f) => f.escorting === shipId);
}

/**
 * The game's verdict on a precision attack by `wings` on `shipId` before any die is rolled (the same event with
 * missed dice and no defensive fire, tried on the state and thrown away): null when it would be accepted, else the
 * refusal as the game words it (an escort that has not blocked yet, a wing not fully aligned), and whether the
 * players may overrule it.
 */
export function precisionVerdict(s: GameState, shipId: string, wings: readonly string[]): { reason: string; overrulable: boolean } | null {
  if (wings.length === 0) return null;
  const r = gameApply(s, ev({ type: 'fighterAttack', attackers: [...wings], target: { kind: 'ship', id: shipId }, outcome: { kind: 'precision', defensiveFire: null, dice: wings.map(() => 1), damage: { hullDamage: 0, deck: [], cards: [], destructionDice: null } } }));
  return r.ok ? null : { reason: r.reason, overrulable: r.overrulable === true };
}

/** Where an escort moves to block a wing at `toward`: the fully aligned slot of its warship nearest the wing. */
export function blockSpot(s: GameState, escortId: string, toward: { x: number; y: number }): Pose | null {
  const f = s.fighters.find((x) => x.id === escortId);
  const ship = f?.escorting ? s.ships.find((x) => x.id === f.escorting) : undefined;
  const sr = ship ? shipRect(s, ship) : null;
  if (!f || !sr) return null;
  const others: TokenRect[] = [
    ...s.ships.filter((x) => x.id !== ship?.id && onTable(x)).flatMap((x) => shipRect(s, x) ?? []),
    ...s.fighters.filter((x) => x.id !== f.id && onTable(x)).flatMap((x) => fighterRect(s, x) ?? []),
  ];
  const spot = alignedPlaceAround(sr, fighterClassOf(s, f).tokenSize, 1, { others, towards: toward as Point })[0];
  return spot?.aligned ? spot.pose : null;
}

/** Bombers of the activation that can still attack, each with the enemy warships its weapon reaches (centre to centre). */
// Rules: Kalidasia "Bombers" — "These fighters cannot attack other fighters, but can attack warships just like warship power weapons"; "Range and Arc".
// Rules: Kalidasia "Warship Escorting" — escorting wings "may attack according to normal rules once during the warship's activation" (a bomber escort attacks warships).
export function bomberTargets(s: GameState): { bomber: FighterState; ships: { ship: ShipState; d: number }[] }[] {
  const a = s.action.active;
  if (!a) return [];
  const escorted = a.kind === 'ship' ? s.ships.find((x) => x.id === a.ship) : undefined;
  const escortStep = escorted !== undefined && (escorted.activation?.step === 'move' || escorted.activation?.step === 'moved') && strikeFirst(s, escorted) === null;
  if (a.kind === 'ship' && !escortStep) return [];
  const mine = (f: FighterState): boolean => (a.kind === 'fighters' ? a.fighters.includes(f.id) : f.escorting === escorted?.id && isEscorting(s, f));
  return s.fighters
    .filter((f): f is FighterState & { pose: Pose } => mine(f) && onBoard(f) && !f.attacked && !f.stopped && fighterClassOf(s, f).bomber)
    .map((f) => {
      const range = fighterClassOf(s, f).weapon.range ?? 0;
      const ships = s.ships
        .filter((x) => x.owner !== a.player && onTable(x) && x.pose)
        .map((ship) => ({ ship, d: pointDistance(f.pose, ship.pose as Pose) }))
        .filter((x) => x.d <= range + 1e-9)
        .sort((x, y) => x.d - y.d);
      return { bomber: f, ships };
    })
    .filter((x) => x.ships.length > 0);
}

/**
 * The wings one drag moves: the picked wings when the dragged one is among them; the whole group
 * when nothing is planned yet (a fighter group moves in one drag); else the dragged wing alone (a nudge).
 */
export function dragGroup(movable: readonly string[], planned: readonly string[], picked: readonly string[], lead: string): string[] {
  const pickedHere = picked.filter((id) => movable.includes(id));
  if (pickedHere.includes(lead) && pickedHere.length > 1) return pickedHere;
  if (planned.length === 0) return movable.includes(lead) ? [...movable] : [lead];
  return [lead];
}

/**
 * Planned poses after a drag: every wing of `group` moves by the lead's offset from where it was at the
 * start of the drag (planned or standing), and faces its own direction of travel from where it stands.
 * Each wing's move is still checked on its own (reach, disruption) by the panel and the reducer.
 */
export function wingsDragged(s: GameState, start: Readonly<Record<string, Pose>>, group: readonly string[], lead: string, to: Point): Record<string, Pose> {
  const from = start[lead];
  if (!from) return {};
  const members = group.flatMap((id) => (start[id] ? [{ id, pose: start[id] }] : []));
  const out: Record<string, Pose> = {};
  for (const m of groupMoveApply(members, { kind: 'translate', dx: to.x - from.x, dy: to.y - from.y })) {
    const stands = s.fighters.find((f) => f.id === m.id)?.pose;
    const dest = m.pose as Pose;
    out[m.id] = poseOf(dest.x, dest.y, stands && pointDistance(stands, dest) > 0.05 ? headingToward(stands, dest) : (stands?.heading ?? dest.heading));
  }
  return out;
}
