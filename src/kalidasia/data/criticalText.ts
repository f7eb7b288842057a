/**
 * What a critical damage card does, in the words a player reads on the card — each kind its own text, with the
 * quantities the pack holds (provisional where the rulebook does not give them), not its category's generic line.
 * Pure. Rules: Kalidasia "Critical Damage Cards", "Return to Deck Cards", "Dual Status Cards", "Permanent Cards".
 */
import { countOf } from '../../words';
import { CRITICAL_KIND_INFO, criticalKindOfId, type CriticalKind } from './criticalDeck';
import type { KalidasiaPack } from './types';

export interface CriticalCardText {
  readonly title: string;
  /** What the card does (both sides of a dual status card). */
  readonly does: string;
  /** Some quantity in `does` is the app's placeholder (check your card; correct it under Stat cards). */
  readonly provisional: boolean;
}

/** The card's own text for a kind, with the pack's effect sizes. */
// Rules: Kalidasia "Critical Damage Cards" — each card kind's paragraph.
export function criticalCardText(pack: KalidasiaPack, kind: CriticalKind): CriticalCardText {
  const fx = pack.criticalEffects;
  const prov = (k: keyof typeof fx.provenance): boolean => fx.provenance[k].source === 'provisional';
  const info = CRITICAL_KIND_INFO[kind];
  const t = (does: string, provisional = false): CriticalCardText => ({ title: info.title, does, provisional });
  switch (kind) {
    case 'hullDamage':
      return t('One more point of hull damage to the warship; then discard the card.');
    case 'sensorDamage1':
    case 'sensorDamage2':
      return t(`Destroys ${countOf(info.amount, 'sensor point')}: the warship generates ${info.amount} less (never below zero); then discard the card.`);
    case 'reactorDamage1':
    case 'reactorDamage2':
      return t(`Destroys ${countOf(info.amount, 'reactor point')} (spent reactor tokens are flipped first); then discard the card.`);
    case 'armorDamaged':
      return t(`Armor Damaged: overcharging the armor costs ${countOf(fx.armorDamagedOverchargeCost, 'reactor point')}. A second one — Armor Destroyed: the armor cannot be overcharged.`, prov('armorDamagedOverchargeCost'));
    case 'armorCompromised':
      return t(`Armor Compromised: critical hits on ${fx.armorCompromisedCritical} less than the critical value. A second one — Armor Failed: on ${fx.armorFailedCritical} less.`, prov('armorCompromisedCritical') || prov('armorFailedCritical'));
    case 'thrustersDamaged':
      return t(`Thrusters Damaged: ${countOf(fx.thrustersDamagedLoss, 'thruster point')} fewer. A second one — Thrusters Destroyed: no thruster points.`, prov('thrustersDamagedLoss'));
    case 'enginesDamaged':
      return t(`Engines Damaged: ${countOf(fx.enginesDamagedLoss, 'engine point')} fewer. A second one — Engines Destroyed: no engine points.`, prov('enginesDamagedLoss'));
    case 'weaponDamaged':
      return t('Roll a die and count the batteries clockwise from the lower left, skipping destroyed ones: that battery is damaged (it hits on 5, solid on 6). Landing on it again — Weapon Destroyed: it cannot fire.');
    case 'thrustersJammed':
      return t("The warship's vectored thruster points can only be spent on its chosen primary action. A second one is discarded.");
  }
}

/** The text of a card by its id (`hullDamage-3`), or the id itself when it is not a critical card id. */
export function criticalCardTextOf(pack: KalidasiaPack, id: string): CriticalCardText {
  const k = criticalKindOfId(id);
  return k ? criticalCardText(pack, k) : { title: id, does: '', provisional: false };
}
