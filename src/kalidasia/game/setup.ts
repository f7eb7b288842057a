/**
 * A new game from its setup: warships and fighter tokens from the two squadrons, the critical
 * deck, the scenario's checks. Also the provisional default deployment zones.
 */
import { zoneRect, point, type Zone } from '../../geometry';
import { buildCriticalDeck, CRITICAL_DECK_SIZE } from '../data/criticalDeck';
import { fighterClass, shipClass, upgradeCard } from '../data/lookup';
import type { FighterId, KalidasiaPack, ShipCode } from '../data/types';
import { squadronPoints } from '../rules/squadron';
import { reactorInitial, sensorInitial } from '../rules/systems';
import type { Step } from './damage';
import type { FighterState, GameSetup, GameState, PlayerId, ShipState } from './state';

/**
 * Deployment zones along the two six-foot edges of a 72" × 48" table, 12" deep.
 * PROVISIONAL: Scenario 1 shows the zones in a picture ("deployment zone as shown above"); the
 * depth is not printed. "Deploying the Squadrons" gives "within 12 inches of their deploy point".
 */
export function defaultDeploymentZones(width = 72, height = 48, depth = 12): readonly [Zone, Zone] {
  return [zoneRect(point(0, 0), point(width, depth)), zoneRect(point(0, height - depth), point(width, height))];
}

/** A warship as it is before deployment. */
export function shipNew(pack: KalidasiaPack, owner: PlayerId, id: string, code: ShipCode, upgrades: readonly string[]): ShipState {
  const cls = shipClass(pack, code);
  const value = cls.cost + upgrades.reduce((n, u) => n + (upgradeCard(pack, u)?.cost ?? 0), 0);
  return {
    id,
    owner,
    code,
    label: `${cls.name} ${id}`,
    upgrades,
    value,
    status: 'reserve',
    pose: null,
    velocity: 0,
    reactor: reactorInitial(cls.reactor),
    sensor: sensorInitial(cls.sensor),
    hullDamage: 0,
    criticals: { armor: 'none', armorCompromised: 'none', thrusters: 'none', engines: 'none', thrustersJammed: false, weapons: cls.batteries.map(() => 'none') },
    cards: [],
    activated: false,
    activation: null,
    usedThisTurn: [],
    flipped: [],
    replaces: null,
    destroyedTurn: null,
  };
}

export function fighterNew(owner: PlayerId, id: string, kind: FighterId, replacement = false): FighterState {
  return {
    id,
    owner,
    kind,
    status: 'reserve',
    pose: null,
    disrupted: false,
    alignedAtStart: [],
    escorting: null,
    interposed: false,
    activated: false,
    attacked: false,
    moves: 0,
    stopped: false,
    redeployedTurn: null,
    replacement,
  };
}

/**
 * Build the initial state. Refuses a setup the scenario does not allow, naming the section.
 */
// Rules: Kalidasia "Setting up a Battle", "Scenario 1 - Squadron Engagement", "Scenario 2 - Escalation Battle", "Scenario 3 - Orbital Contain".
export function gameInit(pack: KalidasiaPack, setup: GameSetup): Step<GameState> {
  const no = (reason: string): Step<GameState> => ({ ok: false, reason });
  const players = setup.players.map((p) => p.id);
  if (players.length !== 2) return no('Kalidasia scenarios are played by two players; give exactly two.');
  if (new Set(players).size !== players.length) return no('Each player needs a different id.');
  if (!Number.isInteger(setup.turns) || setup.turns < 1) return no(`${setup.turns} is not a number of turns.`);
  if (!Number.isInteger(setup.unitsPerActivation) || setup.unitsPerActivation < 1) return no(`${setup.unitsPerActivation} is not a number of units per activation.`);
  if (setup.unitsPerActivation > 1) {
    const small = setup.players.find((p) => squadronPoints(pack, p.squadron).total < 100);
    if (small) return no(`Several units per activation is for squadrons of 100 points or larger; ${small.name} has ${squadronPoints(pack, small.squadron).total} (rules: "Action Phase").`);
  }
  for (const p of setup.players) {
    const sq = p.squadron;
    const fighters = Object.values(sq.fighters).reduce((n: number, k) => n + (k ?? 0), 0);
    if (setup.scenario === 'escalation') {
      const frigates = sq.ships.filter((x) => shipClass(pack, x.code).hullClass === 'frigate').length;
      if (frigates !== 2 || sq.ships.length !== 2 || fighters !== 8) {
        return no(`${p.name}: an Escalation Battle squadron is two frigates and eight fighter tokens (has ${sq.ships.length} warships, ${frigates} of them frigates, and ${fighters} fighters) (rules: "Scenario 2 - Escalation Battle").`);
      }
    }
    if (setup.scenario === 'orbitalContain') {
      const total = squadronPoints(pack, sq).total;
      if (total > 75) return no(`${p.name}: an Orbital Contain squadron totals 75 points; this one is ${total} (rules: "Scenario 3 - Orbital Contain").`);
    }
  }
  // Ids: the squadron uid for warships, `<Fighter> n` for wings; prefixed by the player when both use the same.
  const shipIds = setup.players.flatMap((p) => p.squadron.ships.map((x) => x.uid));
  const dupShip = (uid: string) => shipIds.filter((x) => x === uid).length > 1;
  const ships: ShipState[] = [];
  const fighters: FighterState[] = [];
  for (const p of setup.players) {
    for (const x of p.squadron.ships) ships.push(shipNew(pack, p.id, dupShip(x.uid) ? `${p.id}:${x.uid}` : x.uid, x.code, x.upgrades));
    for (const [kind, n] of Object.entries(p.squadron.fighters) as [FighterId, number | undefined][]) {
      const name = fighterClass(pack, kind).name;
      const shared = setup.players.filter((q) => (q.squadron.fighters[kind] ?? 0) > 0).length > 1;
      for (let i = 1; i <= (n ?? 0); i++) fighters.push(fighterNew(p.id, `${shared ? `${p.id}:` : ''}${name} ${i}`, kind));
    }
  }
  const deck = buildCriticalDeck(pack.criticalCounts).map((c) => c.id);
  if (deck.length !== CRITICAL_DECK_SIZE) return no(`The critical deck has ${deck.length} cards; the rules have ${CRITICAL_DECK_SIZE} (rules: "Game Components").`);
  if (setup.deckOrder !== null) {
    const a = [...setup.deckOrder].sort();
    const b = [...deck].sort();
    if (a.length !== b.length || a.some((x, i) => x !== b[i])) return no('The critical deck order must hold each of the 46 cards exactly once.');
  }
  const zero = Object.fromEntries(players.map((p) => [p, 0]));
  return {
    ok: true,
    value: {
      pack,
      setup,
      players,
      turn: 0,
      phase: { kind: 'deployment' },
      deployOrder: null,
      deployAt: 0,
      deployRolls: Object.fromEntries(players.map((p) => [p, []])),
      deployToRoll: players,
      initiative: null,
      init: { rolls: {}, bonus: {}, used: [], keys: {}, toRoll: [], bonusOrder: [], bonusAt: 0, passes: 0 },
      status: { regrouped: [], redeployed: [], escortsChosen: [] },
      action: { order: null, orderKind: null, at: 0, inGo: 0, active: null, missilesMoved: [] },
      ships,
      fighters,
      missiles: [],
      missileSeq: 0,
      sensors: Object.fromEntries(players.map((p) => [p, {}])),
      deck: { draw: setup.deckOrder ? [...setup.deckOrder] : deck, discard: [], ordered: setup.deckOrder !== null },
      hullInflicted: zero,
      controlPoints: zero,
      controlLog: [],
      result: null,
    },
  };
}
