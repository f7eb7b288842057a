/**
 * Hull damage and warship destruction. Damage tokens go yellow side up until
 * they equal the hull value, red side up after. Dice come in as arguments. Pure.
 */

export interface HullDamage {
  readonly yellow: number;
  readonly red: number;
}

// Rules: Kalidasia "Resolving Critical Hits" — "Once the number of hull damage suffered equals the hull value of the warship, additional damage tokens placed on the warship are placed red side up."
export function hullTokens(hull: number, damage: number): HullDamage {
  const d = Math.max(0, Math.floor(damage));
  const yellow = Math.min(d, Math.max(0, hull));
  return { yellow, red: d - yellow };
}

/** Does this damage call for a destruction check (any red token)? */
// Rules: Kalidasia "Warship Destruction" — "Every time a power weapon battery inflicts one or more points of hull damage to a warship, that warship might need to make a destruction check."
export function destructionCheckNeeded(hull: number, damage: number, inflicted: number): boolean {
  return inflicted > 0 && hullTokens(hull, damage).red > 0;
}

export type DestructionResult =
  | { readonly ok: true; readonly destroyed: boolean; readonly fatal: readonly number[] }
  | { readonly ok: false; readonly reason: string };

/**
 * The destruction check: one die per red token; any 1 or 2 destroys the warship.
 * `dice` are the results rolled (entered or from a DiceSource).
 */
// Rules: Kalidasia "Warship Destruction" — "For each red face damage token, the warship controller rolls a die. If any die result is a one or two, that warship is destroyed."
export function destructionCheck(redTokens: number, dice: readonly number[]): DestructionResult {
  if (dice.length !== redTokens) return { ok: false, reason: `Roll one die per red damage token: ${redTokens} needed, ${dice.length} given.` };
  const bad = dice.find((d) => !Number.isInteger(d) || d < 1 || d > 6);
  if (bad !== undefined) return { ok: false, reason: `${bad} is not a die result.` };
  const fatal = dice.filter((d) => d <= 2);
  return { ok: true, destroyed: fatal.length > 0, fatal };
}

/**
 * The one hull convention of every screen: damage TAKEN against the hull value, as the damage tokens on the
 * table show it — "hull damage 4 of 7" (4 yellow tokens), "hull damage 9 of 7 (7 yellow, 2 red)". The chip's
 * short form is "4 of 7 damage". Never the hull left: the rules, the tokens and the scoring all count damage.
 */
// Rules: Kalidasia "Resolving Critical Hits" — "Once the number of hull damage suffered equals the hull value of the warship, additional damage tokens placed on the warship are placed red side up."
export function hullDamageText(hull: number, damage: number, short = false): string {
  const t = hullTokens(hull, damage);
  if (short) return `${damage} of ${hull} damage${t.red > 0 ? ` (${t.red} red)` : ''}`;
  return `hull damage ${damage} of ${hull} (${t.yellow} yellow, ${t.red} red)`;
}
