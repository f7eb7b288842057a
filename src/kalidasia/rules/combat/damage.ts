/**
 * What critical hits do to a warship: one hull damage and one critical card each, Hull Damage
 * cards, Reinforced Armor, Weapon Damaged dice, hull tokens yellow then red, the destruction check.
 * Shared by power weapons, bombers and missiles. Dice come from a DiceSource, cards from a CardSource.
 * Pure apart from reading the sources. Sections: "Resolving Critical Hits", "Warship Destruction",
 * "Critical Damage Cards", "Critical Damage and Upgrade Cards".
 */
import type { DiceSource } from '../../../dice';
import { CRITICAL_KIND_INFO, criticalKindOfId } from '../../data/criticalDeck';
import { hullDamageText, hullTokens } from '../systems';
import { deckApply, deckDiscardDrawn, deckDraw, deckShipDestroyed, weaponDamagedBattery, type DeckModel, type DrawPick } from './deck';
import { fail, list, ok, plural, step, type CombatResult, type CombatStep, type DeckStep, type CriticalStatus, type WarshipTarget } from './types';

/** Where critical cards come from: the app's ordered deck (reshuffles seeded), or the cards the player names. */
export class CardSource {
  private named: string[];
  private n = 0;
  private constructor(
    readonly kind: 'app' | 'named',
    readonly seed: number,
    named: readonly string[],
  ) {
    this.named = [...named];
  }
  /** The app draws the top card; a reshuffle uses `seed` plus the draw count (recorded in the deck steps). */
  static app(seed: number): CardSource {
    return new CardSource('app', seed, []);
  }
  /** The player turned these cards over from the physical deck, in order. */
  static named(cards: readonly string[]): CardSource {
    return new CardSource('named', 0, cards);
  }
  next(): CombatResult<DrawPick> {
    this.n += 1;
    if (this.kind === 'app') return ok({ kind: 'top', seed: (this.seed + this.n * 0x9e3779b1) >>> 0 });
    const card = this.named.shift();
    if (card === undefined) return fail('Name the next critical card drawn from the deck.');
    return ok({ kind: 'named', card });
  }
  get remaining(): number {
    return this.kind === 'app' ? Infinity : this.named.length;
  }
}

/** "battery 2, Plasma Cannons": the battery counted to, by number and by the name on the stat card. */
export function batteryName(target: Pick<WarshipTarget, 'batteryNames'>, battery: number): string {
  const name = target.batteryNames?.[battery];
  return name ? `battery ${battery + 1}, ${name}` : `battery ${battery + 1}`;
}

/** One drawn card and what became of it. */
export interface CardResolved {
  readonly card: string;
  readonly fate: 'apply' | 'discard';
  /** Weapon Damaged: the battery hit, and the die that counted to it (none when the attacker chose). */
  readonly battery?: number;
  readonly die?: number;
  readonly result: 'kept' | 'flipped' | 'effect' | 'ignored' | 'discarded';
}

export interface DamageResolved {
  readonly hullDamage: number;
  readonly hullAfter: number;
  readonly yellow: number;
  readonly red: number;
  readonly deckSteps: readonly DeckStep[];
  readonly cards: readonly CardResolved[];
  readonly destructionDice: readonly number[] | null;
  readonly destroyed: boolean;
  readonly criticals: CriticalStatus;
  readonly deck: DeckModel;
  /** Engine and thruster cards from missiles take effect next turn. */
  readonly delayed: readonly string[];
  readonly steps: readonly CombatStep[];
  /** Upgrade cards the defender used on this damage (Reinforced SI): turned face down. */
  readonly upgradesUsed?: readonly string[];
}

export interface DamageInput {
  readonly target: WarshipTarget;
  readonly deck: DeckModel;
  readonly criticalHits: number;
  /** The damage came from missiles ("Missiles and Engine Damage"). */
  readonly fromMissiles?: boolean;
  /** Reinforced SI (with `target.reinforcedSI`): the defender's choice of drawn cards to cancel, once all are drawn. */
  readonly reinforcedSI?: (drawn: readonly string[]) => readonly string[];
}

/**
 * Draw and apply one card per critical hit, count hull damage, check destruction.
 */
// Rules: Kalidasia "Resolving Critical Hits" — "For each critical hit inflicted, the target warship suffers a point of hull damage and a critical hit card is drawn and applied to the warship."; "Warship Destruction"; "Critical Damage and Upgrade Cards" — "For the Reinforced Armor card, the very first critical damage card drawn is ignored regardless of how many critical hits the battery inflicted."
export function criticalDamageResolve(input: DamageInput, dice: DiceSource, cards: CardSource): CombatResult<DamageResolved> {
  const { target } = input;
  let deck = input.deck;
  let criticals = target.criticals;
  const deckSteps: DeckStep[] = [];
  const out: CardResolved[] = [];
  const steps: CombatStep[] = [];
  const delayed: string[] = [];
  let hull = input.criticalHits;
  if (input.criticalHits > 0) steps.push(step('Resolving Critical Hits', `${plural(input.criticalHits, 'critical hit')}: ${plural(input.criticalHits, 'point')} of hull damage and ${plural(input.criticalHits, 'critical card')}.`));
  const draw = (): CombatResult<string> => {
    const pick = cards.next();
    if (!pick.ok) return pick;
    const drawn = deckDraw(deck, pick.value);
    if (!drawn.ok) return drawn;
    deck = drawn.value.deck;
    deckSteps.push(...drawn.value.steps);
    steps.push(...drawn.value.why);
    return ok(drawn.value.card);
  };
  const apply = (card: string, i: number, cancelled: boolean): CombatResult<null> => {
    const kind = criticalKindOfId(card);
    if (!kind) return fail(`${card} is not a critical card.`);
    const info = CRITICAL_KIND_INFO[kind];
    if (i === 0 && target.reinforcedArmor) {
      const r = deckDiscardDrawn(deck, card);
      if (!r.ok) return r;
      deck = r.value;
      out.push({ card, fate: 'discard', result: 'discarded' });
      steps.push(step('Critical Damage and Upgrade Cards', `Reinforced Armor: the first critical card of the attack (${info.title}) is ignored; its hull damage stands.`));
      return ok(null);
    }
    if (cancelled) {
      const r = deckDiscardDrawn(deck, card);
      if (!r.ok) return r;
      deck = r.value;
      out.push({ card, fate: 'discard', result: 'discarded' });
      steps.push(step('Critical Damage and Upgrade Cards', `Reinforced SI: the defender cancels ${info.title}; its hull damage stands (provisional — check your card).`));
      return ok(null);
    }
    let battery: number | undefined;
    let die: number | undefined;
    if (info.family === 'weapon') {
      const live = weaponDamagedBattery(criticals.weapons, 1);
      if (live !== null) {
        const roll = dice.roll(1).values[0] as number;
        die = roll;
        battery = weaponDamagedBattery(criticals.weapons, roll) as number;
        steps.push(step('Dual Status Cards', `Weapon Damaged: rolled ${roll}; counting clockwise from the lower-left battery (skipping destroyed ones) lands on ${batteryName(target, battery)}.`));
      }
    }
    if (info.family === 'weapon' && battery === undefined) {
      // Every battery already destroyed: the card has nothing to damage.
      const r = deckDiscardDrawn(deck, card);
      if (!r.ok) return r;
      deck = r.value;
      out.push({ card, fate: 'apply', result: 'ignored' });
      steps.push(step('Dual Status Cards', 'Weapon Damaged: every battery is already destroyed; the card is ignored.'));
      return ok(null);
    }
    const applied = deckApply(deck, target.id, card, battery ?? null);
    if (!applied.ok) return applied;
    deck = applied.value.deck;
    steps.push(applied.value.why);
    out.push({ card, fate: 'apply', result: applied.value.result, ...(battery !== undefined ? { battery } : {}), ...(die !== undefined ? { die } : {}) });
    if (info.family === 'hull') {
      hull += info.amount;
    }
    if (applied.value.result === 'kept' || applied.value.result === 'flipped') criticals = criticalsAfter(criticals, info.family, battery);
    if (input.fromMissiles && (info.family === 'engines' || info.family === 'thrusters' || info.family === 'thrustersJammed')) {
      delayed.push(card);
      steps.push(step('Missiles and Engine Damage', `${info.title} from missiles takes effect next turn: engine and thruster points are already allocated.`));
    }
    return ok(null);
  };
  let siUsed = false;
  if (target.reinforcedSI && input.reinforcedSI && input.criticalHits > 0) {
    // Rules: Kalidasia "Critical Damage and Upgrade Cards" — "For the Reinforced SI card, all critical damage cards inflicted by the battery are drawn before the defender has to choose if they wish to use the Reinforced SI card."
    const drawnAll: string[] = [];
    for (let i = 0; i < input.criticalHits; i++) {
      const c = draw();
      if (!c.ok) return c;
      drawnAll.push(c.value);
    }
    const open = drawnAll.filter((_, i) => !(i === 0 && target.reinforcedArmor));
    const cancel = input.reinforcedSI(open);
    const wrong = cancel.find((c) => !open.includes(c));
    if (wrong !== undefined) return fail(`Reinforced SI: ${wrong} is not a card drawn by this attack. (rules: "Critical Damage and Upgrade Cards")`);
    siUsed = cancel.length > 0;
    for (let i = 0; i < drawnAll.length; i++) {
      const r = apply(drawnAll[i] as string, i, cancel.includes(drawnAll[i] as string));
      if (!r.ok) return r;
    }
  } else {
    for (let i = 0; i < input.criticalHits; i++) {
      const c = draw();
      if (!c.ok) return c;
      const r = apply(c.value, i, false);
      if (!r.ok) return r;
    }
  }
  const hullAfter = target.hullDamage + hull;
  const tokens = hullTokens(target.hull, hullAfter);
  let destructionDice: number[] | null = null;
  let destroyed = false;
  if (hull > 0) {
    steps.push(step('Resolving Critical Hits', `${target.label} suffers ${plural(hull, 'point')} of hull damage: ${hullDamageText(target.hull, hullAfter)}.`));
    if (tokens.red > 0) {
      destructionDice = [...dice.roll(tokens.red).values];
      const fatal = destructionDice.filter((d) => d <= 2);
      destroyed = fatal.length > 0;
      steps.push(step('Warship Destruction', `Destruction check, one die per red token: ${list(destructionDice)} — ${destroyed ? `a ${fatal[0]} destroys ${target.label}` : 'no 1 or 2, it survives'}.`));
      if (destroyed) {
        deck = deckShipDestroyed(deck, target.id);
        steps.push(step('Critical Damage and Warship Destruction', `${target.label}'s critical cards go to the discard pile.`));
      }
    }
  }
  return ok({ hullDamage: hull, hullAfter, yellow: tokens.yellow, red: tokens.red, deckSteps, cards: out, destructionDice, destroyed, criticals, deck, delayed, steps, ...(siUsed ? { upgradesUsed: ['reinforcedSI'] } : {}) });
}

function criticalsAfter(c: CriticalStatus, family: string, battery: number | undefined): CriticalStatus {
  const next = (d: CriticalStatus['armor']): CriticalStatus['armor'] => (d === 'none' ? 'damaged' : 'destroyed');
  switch (family) {
    case 'armor':
      return { ...c, armor: next(c.armor) };
    case 'armorCompromised':
      return { ...c, armorCompromised: next(c.armorCompromised) };
    case 'thrusters':
      return { ...c, thrusters: next(c.thrusters) };
    case 'engines':
      return { ...c, engines: next(c.engines) };
    case 'thrustersJammed':
      return { ...c, thrustersJammed: true };
    case 'weapon':
      return { ...c, weapons: c.weapons.map((w, i) => (i === battery ? next(w) : w)) };
    default:
      return c;
  }
}
