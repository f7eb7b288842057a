/**
 * Dogfights read from dice: how many dice each side rolls, what each face does, and where the
 * results go (the target and its friends within 3" for the attackers' dice; the declaring wing and
 * its friends within 3" for the return fire). Pure; the dice are typed from the table or rolled.
 * Sections: "Dogfighting", "Anti-Fighter Weapons", "Applying Damage from Anti-Fighter Weapons",
 * "Fighter Disruption".
 */
import { afEligible, afRead, antiFighterAllocate, type AfAllocation, type AfChoice, type AfToken } from './antiFighter';
import { fail, ok, plural, type CombatResult } from './types';

/** Wings hit on one side: removed by a six, or given a damage token (the game's FighterHits has this shape). */
export interface FighterHits {
  readonly destroyed: readonly string[];
  readonly disrupted: readonly string[];
}

/** One wing in a dogfight: its position, damage token, and its anti-fighter weapon. */
export interface DfWing extends AfToken {
  readonly gunCount: number;
  readonly power: number;
  readonly specials: readonly string[];
}

/** Dice a wing rolls: its gun count, or one die while it carries a damage token. */
// Rules: Kalidasia "Fighter Disruption" — a disrupted fighter "only" rolls "one die" when it attacks (the AfInput `diceCount` convention of the combat engine).
export const dfDiceOf = (w: Pick<DfWing, 'gunCount' | 'disrupted'>): number => (w.disrupted ? 1 : w.gunCount);

/** Dice one side rolls together ("All these attacks are treated as a single attack roll"). */
// Rules: Kalidasia "Dogfighting" — "Each side will therefore roll six dice in this battle".
export const dfDiceCount = (side: readonly Pick<DfWing, 'gunCount' | 'disrupted'>[]): number => side.reduce((n, w) => n + dfDiceOf(w), 0);

/** One die of a dogfight roll, read with the power and abilities of the wing that rolled it. */
export interface DfDie {
  readonly wing: string;
  readonly first: number;
  /** A Blast bonus die (added for an original 6; earns no further bonus die). */
  readonly bonus: boolean;
  /** High ROF re-roll of a miss (a 6 on it only disrupts a fighter). */
  readonly reroll?: number;
  readonly effect: 'kill' | 'disrupt' | 'none';
}

/** The extra dice one side's roll calls for: Blast bonus dice for original sixes, then High ROF re-rolls of misses. */
export interface DfExtras {
  /** Blast bonus dice, one per original 6 rolled by a wing with Blast, in die order. */
  readonly bonus?: readonly number[];
  /** High ROF re-rolls, one per missed die of a wing with High ROF (original dice, then bonus dice), in die order. */
  readonly rerolls?: readonly number[];
}

const isFace = (n: number): boolean => Number.isInteger(n) && n >= 1 && n <= 6;

/**
 * Read one side's roll with its extras. Order (as the combat engine's `antiFighterRoll`): the gun dice; a Blast bonus
 * die for each original 6 of a Blast wing; then a High ROF re-roll for each die of a High ROF wing that missed.
 * With `extras` omitted or short, the dice still owed are reported in `owed` (and read as they stand).
 */
// Rules: Kalidasia "Weapon Special Abilities" — "Blast – When this anti-fighter weapon rolls a '6', an extra gun die may be added to attack. This bonus only applies to the original dice."; "High ROF – This weapon can always re-roll its anti-fighter attacks which miss. However, a six on a re-roll is only a disruption and not a kill unless the target is a missile."
export function dfRoll(
  side: readonly DfWing[],
  dice: readonly number[],
  extras: DfExtras = {},
): CombatResult<{ dice: DfDie[]; kills: number; disruptions: number; owed: { bonus: number; rerolls: number } }> {
  const want = dfDiceCount(side);
  if (dice.length !== want) {
    if (side.length === 0) return fail(`No wing returns fire here, so no dice are rolled (${dice.length} typed). (rules: "Dogfighting")`);
    return fail(`${side.map((w) => w.id).join(', ')} roll ${want} dice together, not ${dice.length}. (rules: "Dogfighting")`);
  }
  const out: DfDie[] = [];
  const wingOf: DfWing[] = [];
  let i = 0;
  for (const w of side) {
    for (let k = 0; k < dfDiceOf(w); k++) {
      const face = dice[i++] as number;
      if (!isFace(face)) return fail(`Die ${i} is ${face}: a die shows 1 to 6.`);
      out.push({ wing: w.id, first: face, bonus: false, effect: afRead(face, w.power, 'fighters', w.specials) });
      wingOf.push(w);
    }
  }
  const bonusOwners = out.map((d, k) => [d, wingOf[k] as DfWing] as const).filter(([d, w]) => d.first === 6 && w.specials.includes('blast')).map(([, w]) => w);
  const bonus = extras.bonus ?? [];
  if (bonus.length > bonusOwners.length) return fail(`Blast adds ${plural(bonusOwners.length, 'bonus die', 'bonus dice')} (one per original 6), not ${bonus.length}. (rules: "Weapon Special Abilities")`);
  bonus.forEach((face, k) => {
    const w = bonusOwners[k] as DfWing;
    out.push({ wing: w.id, first: face, bonus: true, effect: afRead(face, w.power, 'fighters', w.specials) });
    wingOf.push(w);
  });
  const bad = bonus.find((f) => !isFace(f));
  if (bad !== undefined) return fail(`Blast bonus die ${bad}: a die shows 1 to 6.`);
  const missed = out.map((_d, k) => k).filter((k) => (out[k] as DfDie).effect === 'none' && (wingOf[k] as DfWing).specials.includes('highROF'));
  const rerolls = extras.rerolls ?? [];
  if (rerolls.length > missed.length) return fail(`High ROF re-rolls ${plural(missed.length, 'miss', 'misses')}, not ${rerolls.length} dice. (rules: "Weapon Special Abilities")`);
  const badR = rerolls.find((f) => !isFace(f));
  if (badR !== undefined) return fail(`High ROF re-roll ${badR}: a die shows 1 to 6.`);
  rerolls.forEach((face, j) => {
    const k = missed[j] as number;
    const w = wingOf[k] as DfWing;
    out[k] = { ...(out[k] as DfDie), reroll: face, effect: afRead(face, w.power, 'fighters', w.specials, true) };
  });
  return ok({
    dice: out,
    kills: out.filter((d) => d.effect === 'kill').length,
    disruptions: out.filter((d) => d.effect === 'disrupt').length,
    owed: { bonus: bonusOwners.length - bonus.length, rerolls: missed.length - rerolls.length },
  });
}

/** Kills and disruptions of one side's dice: each die read with the power of the wing that rolled it (dice in wing order). */
// Rules: Kalidasia "Anti-Fighter Weapons" — "For each six rolled, a target fighter token will be destroyed and for each other roll that is not a six, but equal to or greater than the power of the battery, will cause fighter disruption."
export function dfRead(side: readonly DfWing[], dice: readonly number[], extras: DfExtras = {}): CombatResult<{ kills: number; disruptions: number }> {
  const r = dfRoll(side, dice, extras);
  return r.ok ? ok({ kills: r.value.kills, disruptions: r.value.disruptions }) : r;
}

export interface DogfightInput {
  /** The declaring wing first, then its supporters. */
  readonly attackers: readonly DfWing[];
  /** The wings that return fire: the target first when it does, then its friends within 3". */
  readonly defenders: readonly DfWing[];
  /** The targeted wing's id; needed when the target declines to return fire (default: the first defender). */
  readonly target?: string;
  /** Every wing of each side on the battlefield (whom the results can reach: within 3" of the target, or of the declaring wing). */
  readonly attackerSide: readonly AfToken[];
  readonly defenderSide: readonly AfToken[];
  readonly attackerDice: readonly number[];
  readonly defenderDice: readonly number[];
  /** Blast bonus dice and High ROF re-rolls of each side (see `dfRoll`). */
  readonly attackerExtras?: DfExtras;
  readonly defenderExtras?: DfExtras;
  /** The rolling side's choice of which wings its kills remove and where its damage tokens go (default: the rules' order). */
  readonly onDefendersChoice?: AfChoice;
  readonly onAttackersChoice?: AfChoice;
}

export interface DfSideRead {
  readonly kills: number;
  readonly disruptions: number;
  readonly dice: readonly DfDie[];
  /** Blast bonus dice and High ROF re-rolls still to roll. */
  readonly owed: { readonly bonus: number; readonly rerolls: number };
}

export interface DogfightRead {
  readonly attackers: DfSideRead;
  readonly defenders: DfSideRead;
  readonly onDefenders: FighterHits;
  readonly onAttackers: FighterHits;
}

/**
 * Both rolls at once, then the results on each side: kills first, then one damage token on every
 * reachable wing before any second one (a wing given two tokens is destroyed: the yellow pile).
 * Each side's extras (Blast bonus dice, High ROF re-rolls) and its choice of where its hits go are read too.
 */
// Rules: Kalidasia "Dogfighting" — "the targeted fighter and all friendly fighters within 3\" of the targeted fighter with may return fire against the attacker. All these attacks are treated as a single attack roll and occur at the same time before damage is applied to either side."
export function dogfightRead(x: DogfightInput): CombatResult<DogfightRead> {
  const lead = x.attackers[0];
  const targetId = x.target ?? x.defenders[0]?.id;
  if (!lead || targetId === undefined) return fail('A dogfight needs a declaring wing and a target. (rules: "Dogfighting")');
  const a = dfRoll(x.attackers, x.attackerDice, x.attackerExtras);
  if (!a.ok) return a;
  const d = dfRoll(x.defenders, x.defenderDice, x.defenderExtras);
  if (!d.ok) return d;
  const onDef = antiFighterAllocate('fighters', a.value.kills, a.value.disruptions, afEligible(targetId, x.defenderSide), x.onDefendersChoice);
  if (!onDef.ok) return onDef;
  const onAtt = antiFighterAllocate('fighters', d.value.kills, d.value.disruptions, afEligible(lead.id, x.attackerSide), x.onAttackersChoice);
  if (!onAtt.ok) return onAtt;
  return ok({ attackers: a.value, defenders: d.value, onDefenders: afHits(onDef.value), onAttackers: afHits(onAtt.value) });
}

/**
 * The allocation as the game records it: kills (a red damage token) are `destroyed`; every damage token is an entry of
 * `disrupted`, so a wing that took both tokens in this attack is listed twice and goes to the yellow pile.
 */
// Rules: Kalidasia "Fighter Regrouping - Destruction Piles" — "One pile is for fighter tokens that were removed because they received two yellow damage tokens. The other pile is for fighter tokens which were removed because they received a red damage token."
export function afHits(r: Pick<AfAllocation, 'destroyed' | 'disrupted' | 'twoTokens'>): FighterHits {
  return { destroyed: [...r.destroyed], disrupted: [...r.disrupted, ...r.twoTokens.flatMap((id) => [id, id])] };
}
