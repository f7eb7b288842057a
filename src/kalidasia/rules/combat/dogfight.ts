/**
 * Dogfights read from dice: how many dice each side rolls, what each face does, and where the
 * results go (the target and its friends within 3" for the attackers' dice; the declaring wing and
 * its friends within 3" for the return fire). Pure; the dice are typed from the table or rolled.
 * Sections: "Dogfighting", "Anti-Fighter Weapons", "Applying Damage from Anti-Fighter Weapons",
 * "Fighter Disruption".
 */
import { afEligible, afRead, antiFighterAllocate, type AfToken } from './antiFighter';
import { fail, ok, type CombatResult } from './types';

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

/** Kills and disruptions of one side's dice: each die read with the power of the wing that rolled it (dice in wing order). */
// Rules: Kalidasia "Anti-Fighter Weapons" — "For each six rolled, a target fighter token will be destroyed and for each other roll that is not a six, but equal to or greater than the power of the battery, will cause fighter disruption."
export function dfRead(side: readonly DfWing[], dice: readonly number[]): CombatResult<{ kills: number; disruptions: number }> {
  const want = dfDiceCount(side);
  if (dice.length !== want) return fail(`${side.map((w) => w.id).join(', ')} roll ${want} dice together, not ${dice.length}. (rules: "Dogfighting")`);
  let kills = 0;
  let disruptions = 0;
  let i = 0;
  for (const w of side) {
    for (let k = 0; k < dfDiceOf(w); k++) {
      const face = dice[i++] as number;
      if (!Number.isInteger(face) || face < 1 || face > 6) return fail(`Die ${i} is ${face}: a die shows 1 to 6.`);
      const e = afRead(face, w.power, 'fighters', w.specials);
      if (e === 'kill') kills++;
      else if (e === 'disrupt') disruptions++;
    }
  }
  return ok({ kills, disruptions });
}

export interface DogfightInput {
  /** The declaring wing first, then its supporters. */
  readonly attackers: readonly DfWing[];
  /** The target first, then its friends within 3" that return fire. */
  readonly defenders: readonly DfWing[];
  /** Every wing of each side on the battlefield (whom the results can reach: within 3" of the target, or of the declaring wing). */
  readonly attackerSide: readonly AfToken[];
  readonly defenderSide: readonly AfToken[];
  readonly attackerDice: readonly number[];
  readonly defenderDice: readonly number[];
}

export interface DogfightRead {
  readonly attackers: { readonly kills: number; readonly disruptions: number };
  readonly defenders: { readonly kills: number; readonly disruptions: number };
  readonly onDefenders: FighterHits;
  readonly onAttackers: FighterHits;
}

/**
 * Both rolls at once, then the results on each side: kills first, then one damage token on every
 * reachable wing before any second one (a wing given two tokens is destroyed).
 */
// Rules: Kalidasia "Dogfighting" — "the targeted fighter and all friendly fighters within 3\" of the targeted fighter with may return fire against the attacker. All these attacks are treated as a single attack roll and occur at the same time before damage is applied to either side."
export function dogfightRead(x: DogfightInput): CombatResult<DogfightRead> {
  const lead = x.attackers[0];
  const target = x.defenders[0];
  if (!lead || !target) return fail('A dogfight needs a declaring wing and a target. (rules: "Dogfighting")');
  const a = dfRead(x.attackers, x.attackerDice);
  if (!a.ok) return a;
  const d = dfRead(x.defenders, x.defenderDice);
  if (!d.ok) return d;
  const onDef = antiFighterAllocate('fighters', a.value.kills, a.value.disruptions, afEligible(target.id, x.defenderSide));
  if (!onDef.ok) return onDef;
  const onAtt = antiFighterAllocate('fighters', d.value.kills, d.value.disruptions, afEligible(lead.id, x.attackerSide));
  if (!onAtt.ok) return onAtt;
  // A wing given both tokens in this attack leaves the table: recorded as destroyed, as antiFighterToOutcome does.
  const hits = (r: typeof onDef.value): FighterHits => ({ destroyed: [...r.destroyed, ...r.twoTokens], disrupted: [...r.disrupted] });
  return ok({ attackers: a.value, defenders: d.value, onDefenders: hits(onDef.value), onAttackers: hits(onAtt.value) });
}
