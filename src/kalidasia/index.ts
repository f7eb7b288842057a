/**
 * Legends of Kalidasia — public entry points of the pure layers (issue 4).
 * Source: ../shared/rules/kalidasia-core-rules-2.2.0.txt; every rule function names its section.
 *
 * Data (`./data`)
 *   SHIPPED_PACK                     the pack as shipped: every value `rules` (section + quote) or `provisional`
 *   applyOverrides(pack, overrides)  the *effective* pack with the player's corrections, validated; rules code
 *                                    always takes this pack as an argument, never a global
 *   packOverridesSchema              schema of the stored override list ({ path, value, note? }[])
 *   parsePack(data) / packSchema     validate a pack (zod 4)
 *   shipClass / fighterClass / upgradeCard / fleetList / maneuverInfo / unitName   look-ups into a pack
 *   CRITICAL_KIND_INFO, buildCriticalDeck(counts), criticalKindOfId(id)             the 46-card critical deck
 *   types: Provenance, ShipClass, WeaponBattery, VelocitySlot, FighterClass, UpgradeCard, KalidasiaPack, …
 *
 * Squadron rules (`./rules/squadron`)
 *   parseUnitLimit(text), unitLimitAt(limit, pointLimit)   "[0-75]: 1, [76-150]: 2, [151+]: U"
 *   squadronPoints(pack, squadron)                         total and breakdown
 *   validateSquadron(pack, squadron)                       every violation: message, section, fix
 *   squadronSchema                                         schema of a stored squadron
 *   SURAKARI_STARTER / HERAGUL_STARTER                     the rulebook's two starter squadrons, as printed
 *
 * Warship systems (`./rules/systems`)
 *   reactor*: reactorSpend / reactorDamage / reactorEndPhase     sensor*: sensorPlace / sensorReroll / sensorDamage
 *   velocity*: velocityAlter / velocityFirstGameSlot             engine*: engineCheck / primaryManeuver / combatArcFor
 *   thrusters*: thrustersActivate / thrusterCheck                turn*: turnNotchCap / turnPlanCheck / turnEarliest
 *   hullTokens / destructionCheck(redTokens, dice)               crippledReasons / isCrippled
 *   initiativeBonus / initiativeResolve
 *
 * Game core (`./game`, issue 6): the game as an ordered, versioned event log folded through a pure reducer —
 *   deployment, initiative, status/action/end phases, activation units, fighters (moves, dogfights, disruption,
 *   escorts, regrouping), missiles, the three scenarios' scoring; outcomes.ts is the contract the combat engine fills.
 *   See game/README.md.
 */
export * from './data';
export * from './rules/squadron';
export * from './rules/systems';
export * from './game';

// ---------------------------------------------------------------------------
// Combat engine (`./rules/combat`, issue 5) — dice from a DiceSource, cards from a CardSource; every
// result carries `steps` (text + rulebook section). See rules/combat/README.md.
//   powerAttackResolve(input, dice, cards, choices)   gun dice, sensor re-rolls, Pulse Beam, Armor Piercing,
//       overcharge, capped criticals, cards, hull, destruction (stages: gunRead, sensorRerollsCheck,
//       powerDicePlan, overchargeAllowed/overchargeHalve, criticalsCount, criticalDamageResolve)
//   antiFighterResolve / antiFighterRoll / antiFighterAllocate / afEligible   High ROF, Blast, damaged, 3" spread
//   missileLaunchResolve / missileStrikeResolve       launch, shoot-down, per-missile overcharge
//   precisionResolve / bomberCover                    defensive fire, two unique cards per hit
//   deckNew / deckDraw / deckApply / deckDiscardDrawn / deckShipDestroyed / deckEndPhase / deckPlaces / deckOffer
//   powerOdds / sensorGain / antiFighterOdds / missileStrikeOdds / hullOdds   exact odds (src/dice/odds underneath)
//   sensorSpendOdds                                   "spend sensor tokens?" before rolling (issue 15)
//   fireMatrix / matrixExplain / fireWindows / matrixShooterOf / matrixTargetsOf   who can shoot whom, firing windows (issue 15)
//   targetFromGame / deckFromGame / powerToOutcome / antiFighterToOutcome / missileStrikeToOutcome / precisionToOutcome
export * from './rules/combat';

// Maneuver planner (`./rules/plan`, issue 14): planVelocity / planCheck (violations with sections) / planTurnBounds /
//   planNotchLimit / planPath / planPoseAt ("stop along the path") / planSteps / planWords (the move in physical words).
//   planTemplates (the template at each turn) / planEnvelope (reachable envelope for this allocation) / planLanding
//   (Overlapping Tokens on commit) / planShipOf + planAllocationOf (inputs from the game's ShipState).
export * from './rules/plan';
