/**
 * Precision attacks by fully aligned fighter wings with a Precise weapon: the target's defensive
 * anti-fighter fire, one die per surviving undisrupted wing (5+ hits), and for each hit cards drawn
 * until two unique ones, one assigned and the other discarded. Also Bomber Cover.
 * Alignment is geometry (src/geometry) checked by the caller / game reducer. Pure.
 * Sections: "Precision Attack", "Bombers", "Bomber Cover", "Fighter Disruption".
 */
import type { DiceSource } from '../../../dice';
import { CRITICAL_KIND_INFO, criticalKindOfId } from '../../data/criticalDeck';
import { hullTokens, type DualStatus } from '../systems';
import { antiFighterResolve, type AfChoice, type AfToken, type AntiFighterResult } from './antiFighter';
import type { CardResolved, CardSource, DamageResolved } from './damage';
import { deckApply, deckDiscardDrawn, deckDraw, deckShipDestroyed, familyOf, type DeckModel } from './deck';
import { fail, list, ok, plural, step, type BatteryInput, type CombatResult, type CombatStep, type DeckStep, type WarshipTarget } from './types';

const S = 'Precision Attack';

export interface PrecisionInput {
  readonly target: WarshipTarget;
  readonly deck: DeckModel;
  /** Attacking wings, fully aligned with the target (positions for the 3" spread of defensive fire). */
  readonly wings: readonly AfToken[];
  /** The target's anti-fighter battery that has not attacked this turn, if it fires first. */
  readonly defensiveFire?: DefensiveFire | null;
  /** Its other anti-fighter batteries not used this turn that engage the wings too, in order, after the first. */
  readonly moreDefensiveFire?: readonly DefensiveFire[];
}

/** One anti-fighter battery of the target engaging the attacking wings, aimed at one of them. */
export interface DefensiveFire {
  readonly battery: number;
  readonly weapon: BatteryInput;
  readonly status: DualStatus;
  readonly aim: string;
  readonly choice?: AfChoice;
}

export interface PrecisionChoice {
  /** The card assigned to the warship (the other is discarded). */
  readonly card: string;
  /** Weapon Damaged: the battery the attacker chooses. */
  readonly battery?: number;
}

export interface PrecisionResult {
  readonly defensiveFire: { readonly battery: number; readonly aim?: string; readonly result: AntiFighterResult } | null;
  /** The further batteries' fire, when `moreDefensiveFire` was given. */
  readonly moreDefensiveFire?: readonly { readonly battery: number; readonly aim?: string; readonly result: AntiFighterResult }[];
  /** Wings that rolled (survived, not disrupted). */
  readonly rolling: readonly string[];
  readonly dice: readonly number[];
  readonly hits: number;
  readonly damage: DamageResolved;
  readonly steps: readonly CombatStep[];
}

/**
 * Resolve a precision attack. `choose` picks the card to assign from the two unique ones of each hit
 * (default: the first drawn, and for Weapon Damaged the first battery not destroyed).
 */
// Rules: Kalidasia "Precision Attack" — "the target warship may engage the attacking fighter wings with any antifighter weapons ... If the attacking fighter wings survive the warship's defensive fire and were not disrupted, each attacking fighter wing rolls a single die. For each 5+ rolled, a precision hit is inflicted ... the attacker keeps drawing critical hits cards until they have two unique cards ... Keep the more powerful card ... Precision attacks do not inflict hull damage unless that card is selected by the attacker."
export function precisionResolve(
  input: PrecisionInput,
  dice: DiceSource,
  cards: CardSource,
  choose: (pair: readonly [string, string], hit: number) => PrecisionChoice = (pair) => ({ card: pair[0] }),
): CombatResult<PrecisionResult> {
  const { target } = input;
  const steps: CombatStep[] = [];
  let defensive: PrecisionResult['defensiveFire'] = null;
  const more: { battery: number; aim: string; result: AntiFighterResult }[] = [];
  let wings = input.wings.map((w) => ({ ...w }));
  // Rules: Kalidasia "Precision Attack" — "the target warship may engage the attacking fighter wings with any antifighter weapons the
  // warship carries if those weapons have not yet attacked this turn": each battery in turn, on the wings still flying.
  const fires = [...(input.defensiveFire ? [input.defensiveFire] : []), ...(input.moreDefensiveFire ?? [])];
  if (new Set(fires.map((f) => f.battery)).size !== fires.length) return fail(`Each anti-fighter battery engages the wings once. (rules: "${S}")`);
  for (const [k, df] of fires.entries()) {
    if (!wings.some((w) => w.id === df.aim)) return fail(`${df.weapon.name} aims at ${df.aim}, which is no longer an attacking wing. (rules: "${S}")`);
    const r = antiFighterResolve({ battery: df.weapon, status: df.status, vs: 'fighters' }, df.aim, wings, dice, df.choice);
    if (!r.ok) return r;
    if (k === 0 && input.defensiveFire) defensive = { battery: df.battery, aim: df.aim, result: r.value };
    else more.push({ battery: df.battery, aim: df.aim, result: r.value });
    steps.push(step(S, `${target.label} fires ${df.weapon.name} at the attacking wings${k === 0 ? ' first' : ''}.`), ...r.value.steps);
    const a = r.value.allocation;
    const gone = new Set([...a.destroyed, ...a.twoTokens]);
    const hit = new Set(a.disrupted);
    wings = wings.filter((w) => !gone.has(w.id)).map((w) => (hit.has(w.id) ? (w.disrupted ? null : { ...w, disrupted: true }) : w)).filter((w): w is (typeof wings)[number] => w !== null);
  }
  const rolling = wings.filter((w) => !w.disrupted).map((w) => w.id);
  const out = wings.filter((w) => w.disrupted).map((w) => w.id);
  if (out.length > 0) steps.push(step('Fighter Disruption', `${list(out)} ${out.length === 1 ? 'is' : 'are'} disrupted and cannot make precision attacks.`));
  const d = rolling.length > 0 ? [...dice.roll(rolling.length).values] : [];
  const hits = d.filter((x) => x >= 5).length;
  steps.push(step(S, rolling.length > 0 ? `${plural(rolling.length, 'wing')} roll ${list(d)}: ${plural(hits, 'precision hit')} (5+).` : 'No wing is left to attack.'));
  let deck = input.deck;
  const deckSteps: DeckStep[] = [];
  const resolved: CardResolved[] = [];
  let hull = 0;
  let weapons = [...target.criticals.weapons];
  for (let h = 0; h < hits; h++) {
    const kept: string[] = [];
    let guard = 0;
    while (kept.length < 2) {
      if (guard++ > 200) return fail('The critical deck cannot give two unique cards.');
      const pick = cards.next();
      if (!pick.ok) return pick;
      const dr = deckDraw(deck, pick.value);
      if (!dr.ok) return dr;
      deck = dr.value.deck;
      deckSteps.push(...dr.value.steps);
      steps.push(...dr.value.why);
      const card = dr.value.card;
      const same = kept.findIndex((k) => familyOf(k) === familyOf(card));
      if (same < 0) {
        kept.push(card);
        continue;
      }
      const a = CRITICAL_KIND_INFO[criticalKindOfId(kept[same] as string) ?? 'hullDamage'];
      const b = CRITICAL_KIND_INFO[criticalKindOfId(card) ?? 'hullDamage'];
      const drop = b.amount > a.amount ? (kept[same] as string) : card;
      if (drop !== card) kept[same] = card;
      const r = deckDiscardDrawn(deck, drop);
      if (!r.ok) return r;
      deck = r.value;
      resolved.push({ card: drop, fate: 'discard', result: 'discarded' });
      steps.push(step(S, `Same system as an earlier card: keep the more powerful, discard ${drop}.`));
    }
    const pair = [kept[0] as string, kept[1] as string] as const;
    const ch = choose(pair, h);
    if (!pair.includes(ch.card)) return fail(`Precision hit ${h + 1}: assign ${pair[0]} or ${pair[1]}, not ${ch.card}. (rules: "${S}")`);
    const other = pair[0] === ch.card ? pair[1] : pair[0];
    const info = CRITICAL_KIND_INFO[criticalKindOfId(ch.card) ?? 'hullDamage'];
    let battery: number | undefined;
    if (info.family === 'weapon') {
      battery = ch.battery ?? weapons.findIndex((w) => w !== 'destroyed');
      if (battery < 0 || weapons[battery] === undefined || weapons[battery] === 'destroyed') return fail(`Weapon Damaged: battery ${battery + 1} of ${target.label} cannot be chosen (destroyed or missing). (rules: "${S}")`);
    }
    const ap = deckApply(deck, target.id, ch.card, battery ?? null);
    if (!ap.ok) return ap;
    deck = ap.value.deck;
    const dis = deckDiscardDrawn(deck, other);
    if (!dis.ok) return dis;
    deck = dis.value;
    if (battery !== undefined) weapons = weapons.map((w, i) => (i === battery ? (w === 'none' ? 'damaged' : 'destroyed') : w));
    resolved.push({ card: ch.card, fate: 'apply', result: ap.value.result, ...(battery !== undefined ? { battery } : {}) }, { card: other, fate: 'discard', result: 'discarded' });
    steps.push(step(S, `Hit ${h + 1}: ${info.title} assigned${battery !== undefined ? ` to battery ${battery + 1} (attacker's choice)` : ''}; ${other} discarded.`), ap.value.why);
    if (info.family === 'hull') hull += info.amount;
  }
  const hullAfter = target.hullDamage + hull;
  const t = hullTokens(target.hull, hullAfter);
  let destructionDice: number[] | null = null;
  let destroyed = false;
  if (hits > 0 && hull === 0) steps.push(step(S, 'No Hull Damage card was chosen: no hull damage.'));
  if (hull > 0 && t.red > 0) {
    destructionDice = [...dice.roll(t.red).values];
    destroyed = destructionDice.some((x) => x <= 2);
    steps.push(step('Warship Destruction', `Destruction check: ${list(destructionDice)} — ${destroyed ? 'destroyed' : 'survives'}.`));
    if (destroyed) deck = deckShipDestroyed(deck, target.id);
  }
  const criticals = { ...target.criticals, weapons };
  const damage: DamageResolved = { hullDamage: hull, hullAfter, yellow: t.yellow, red: t.red, deckSteps, cards: resolved, destructionDice, destroyed, criticals, deck, delayed: [], steps: [] };
  return ok({ defensiveFire: defensive, ...(input.moreDefensiveFire ? { moreDefensiveFire: more } : {}), rolling, dice: d, hits, damage, steps });
}

/**
 * Bomber Cover: once per turn, when a bomber is destroyed or disrupted, a friendly non-bomber wing
 * in contact with it may take the effect instead. Returns the wing that takes it, or a reason.
 */
// Rules: Kalidasia "Bomber Cover" — "Once per turn, when a bomber is destroyed or disrupted, a friendly non-bomber fighter wing in contact with the bomber can have the effect applied to them instead."
export function bomberCover(bomber: string, cover: { readonly id: string; readonly bomber: boolean; readonly inContact: boolean } | null, usedThisTurn: boolean): CombatResult<{ takes: string; step: CombatStep }> {
  if (!cover) return fail('No covering wing chosen.');
  if (usedThisTurn) return fail('Bomber Cover has already been used this turn. (rules: "Bomber Cover")');
  if (cover.bomber) return fail(`${cover.id} is a bomber: only non-bomber wings fly cover. (rules: "Bomber Cover")`);
  if (!cover.inContact) return fail(`${cover.id} is not in contact with ${bomber}. (rules: "Bomber Cover")`);
  return ok({ takes: cover.id, step: step('Bomber Cover', `${cover.id} takes the hit meant for ${bomber}.`) });
}
