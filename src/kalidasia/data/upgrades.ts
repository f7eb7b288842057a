/**
 * Upgrade (equipment / crew) cards the rulebook mentions. Costs and types are
 * not printed in the rules and are provisional.
 */
import { fromRules, provisional, record } from './provenance';
import { S } from './sections';
import type { UpgradeCard } from './types';

const COST = provisional('The rulebook does not print upgrade costs; copy the cost from your card.');
const TYPE = provisional('The rulebook does not print upgrade types; copy the type from your card.');
const OPTIONAL = fromRules(
  S.upgrades,
  'A warship can only be assigned a max of two optional upgrade cards',
  'Not granted by an icon: an optional card.',
);
const NO_BONUS = provisional('No initiative bonus is mentioned for this card.');
const ANY_FACTION = provisional('The rulebook does not restrict this card to a faction; check your card.');
const FREE_COST = fromRules(S.freeEquipment, 'These equipment cards also do not have a point value');

export const CAPTAIN: UpgradeCard = record(
  {
    id: 'captain',
    name: 'Captain',
    cost: 3,
    type: 'Crew',
    faction: 'surakari',
    freeFor: null,
    effect: 'captain',
    initiativeBonus: 2,
    text: 'Add two to the initiative roll.',
  },
  {
    id: fromRules(S.statCards, 'the Surakari only Captain'),
    name: fromRules(S.statCards, 'the Surakari only Captain'),
    cost: COST,
    type: provisional('A captain is presumably a crew card ("Equipment / Crew"); check your card.'),
    faction: fromRules(S.statCards, 'the Surakari only Captain'),
    freeFor: fromRules(S.statCards, 'Surakari Hydrus with an additional upgrade card - the Surakari only Captain'),
    effect: fromRules(S.initiative, 'uses their captain upgrade card to add two to the initiative roll'),
    initiativeBonus: fromRules(S.initiative, 'uses their captain upgrade card to add two to the initiative roll'),
    text: fromRules(S.initiative, 'uses their captain upgrade card to add two to the initiative roll'),
  },
);

const REINFORCED_ARMOR = 'For the Reinforced Armor card, the very first critical damage card drawn is ignored regardless of how many critical hits the battery inflicted.';

export const REINFORCED_ARMOR_CARD: UpgradeCard = record(
  {
    id: 'reinforcedArmor',
    name: 'Reinforced Armor',
    cost: 2,
    type: 'Equipment',
    faction: null,
    freeFor: null,
    effect: 'reinforcedArmor',
    initiativeBonus: 0,
    text: 'The very first critical damage card drawn from an attack is ignored.',
  },
  {
    id: fromRules(S.criticalUpgrades, REINFORCED_ARMOR),
    name: fromRules(S.criticalUpgrades, REINFORCED_ARMOR),
    cost: COST,
    type: TYPE,
    faction: ANY_FACTION,
    freeFor: OPTIONAL,
    effect: fromRules(S.criticalUpgrades, REINFORCED_ARMOR),
    initiativeBonus: NO_BONUS,
    text: fromRules(S.criticalUpgrades, REINFORCED_ARMOR),
  },
);

const REINFORCED_SI_USE =
  'For the Reinforced SI card, all critical damage cards inflicted by the battery are drawn before the defender has to choose if they wish to use the Reinforced SI card.';

export const REINFORCED_SI_CARD: UpgradeCard = record(
  {
    id: 'reinforcedSI',
    name: 'Reinforced SI',
    cost: 0,
    type: 'Equipment',
    faction: null,
    freeFor: 'reinforcedSI',
    effect: 'reinforcedSI',
    initiativeBonus: 0,
    text: 'Reduces the impact of critical damage; choose to use it after all the attack’s critical cards are drawn.',
  },
  {
    id: fromRules(S.freeEquipment, 'Reinforced SI - Warships with the icon above receive one free Reinforced SI card.'),
    name: fromRules(S.freeEquipment, 'Reinforced SI - Warships with the icon above receive one free Reinforced SI card.'),
    cost: FREE_COST,
    type: TYPE,
    faction: ANY_FACTION,
    freeFor: fromRules(S.freeEquipment, 'Reinforced SI - Warships with the icon above receive one free Reinforced SI card.'),
    effect: fromRules(S.criticalUpgrades, REINFORCED_SI_USE),
    initiativeBonus: NO_BONUS,
    text: provisional('The rulebook says when the card is used, not exactly what it does; read your card.'),
  },
);

const ENGINE_SHIELDING = 'Engine Shielding - Warships with the icon above receive one free Engine Shielding Card.';

export const ENGINE_SHIELDING_CARD: UpgradeCard = record(
  {
    id: 'engineShielding',
    name: 'Engine Shielding',
    cost: 0,
    type: 'Equipment',
    faction: null,
    freeFor: 'engineShielding',
    effect: 'engineShielding',
    initiativeBonus: 0,
    text: 'Protects the engines against critical damage (see your card).',
  },
  {
    id: fromRules(S.freeEquipment, ENGINE_SHIELDING),
    name: fromRules(S.freeEquipment, ENGINE_SHIELDING),
    cost: FREE_COST,
    type: TYPE,
    faction: ANY_FACTION,
    freeFor: fromRules(S.freeEquipment, ENGINE_SHIELDING),
    effect: fromRules(S.freeEquipment, ENGINE_SHIELDING),
    initiativeBonus: NO_BONUS,
    text: provisional('The rulebook does not print the card’s text; read your card.'),
  },
);

const REINFORCED_ENGINES =
  "These cards count as engine critical damage cards for purposes of the Surakari's Reinforced Engines Upgrade Card.";

export const REINFORCED_ENGINES_CARD: UpgradeCard = record(
  {
    id: 'reinforcedEngines',
    name: 'Reinforced Engines',
    cost: 2,
    type: 'Equipment',
    faction: 'surakari',
    freeFor: null,
    effect: 'reinforcedEngines',
    initiativeBonus: 0,
    text: 'Protects against critical cards with the Engines icon (see your card).',
  },
  {
    id: fromRules(S.engineDamageCards, REINFORCED_ENGINES),
    name: fromRules(S.engineDamageCards, REINFORCED_ENGINES),
    cost: COST,
    type: TYPE,
    faction: fromRules(S.engineDamageCards, REINFORCED_ENGINES),
    freeFor: fromRules(S.engineDamageCards, REINFORCED_ENGINES, 'Called an upgrade card, not free equipment.'),
    effect: fromRules(S.engineDamageCards, REINFORCED_ENGINES),
    initiativeBonus: NO_BONUS,
    text: provisional('The rulebook does not print the card’s text; read your card.'),
  },
);

export const UPGRADES: readonly UpgradeCard[] = [
  CAPTAIN,
  REINFORCED_ARMOR_CARD,
  REINFORCED_SI_CARD,
  ENGINE_SHIELDING_CARD,
  REINFORCED_ENGINES_CARD,
];
