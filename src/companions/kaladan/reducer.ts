/**
 * Generals of Kaladan (basic game) as an event log (DESIGN.md §1): state = events folded over
 * `initialKaladan(setup)`. Illegal events are refused with a reason a player can read.
 */
import { endTurnProblem, runEndTurn } from './rules/endTurn';
import { withArticle, withArticleCap } from '../../words';
import { ok, refuse, type ApplyResult } from '../shared/core/log';
import { deployProblem, moveProblem, swapProblem, tileOwner, unitsOn, type Unit } from './rules/board';
import { resolveBattle } from './rules/battle';
import { affordProblem, poorestPlayers } from './rules/income';
import { PHASE_NAMES, type Phase } from './rules/phases';
import type { KaladanState } from './rules/state';
import { advancePhase, eliminate, finalRoundFrom, setPlayer } from './rules/turn';
import { CASTLE_UPGRADE_COST, MAGIC_BUY_COST, MAGIC_SWAP_COST, UNIT_NAMES, deployCost, isBasic, upgradeCost, type UnitKind } from './rules/units';

export type KaladanEvent =
  // Event Phase
  | { readonly type: 'drawEvent'; readonly note?: string }
  | { readonly type: 'adjustGold'; readonly player: number; readonly delta: number; readonly note?: string }
  | { readonly type: 'poorestGain' }
  | { readonly type: 'freeUpgrade'; readonly unit: string }
  | { readonly type: 'resurrect'; readonly player: number; readonly from: number; readonly kind: UnitKind }
  | { readonly type: 'removeUnit'; readonly unit: string; readonly note?: string }
  // Every phase: go on (the Reinforcement Phase ends the turn)
  | { readonly type: 'nextPhase' }
  // Any phase: go on through the phases with nothing to decide, stopping at the first that needs a choice
  | { readonly type: 'endTurn' }
  // Free Spawn Phase
  | { readonly type: 'freeSpawn'; readonly castle: string; readonly kind: UnitKind }
  // Action Phase (one of)
  | { readonly type: 'move'; readonly from: string; readonly to: string; readonly units: readonly string[] }
  | { readonly type: 'swap'; readonly a: string; readonly b: string; readonly fromA: readonly string[]; readonly fromB: readonly string[] }
  | {
      readonly type: 'battle';
      readonly from: string;
      readonly to: string;
      readonly attackerLosses: readonly string[];
      readonly defenderLosses: readonly string[];
      readonly invaders?: readonly string[] | null;
      /** The dice as rolled or typed, kept for the log only (the basic rules do not print the battle dice system). */
      readonly attackerDice?: readonly number[];
      readonly defenderDice?: readonly number[];
    }
  // Purchase Phase
  | { readonly type: 'buyUnit'; readonly kind: UnitKind; readonly tile: string }
  | { readonly type: 'upgradeUnit'; readonly unit: string }
  | { readonly type: 'upgradeCastle'; readonly tile: string }
  | { readonly type: 'swapMagic' }
  | { readonly type: 'buyMagic' }
  // Reinforcement Phase (one of)
  | { readonly type: 'reinforceMove'; readonly unit: string; readonly to: string }
  | { readonly type: 'reinforceSwap'; readonly a: string; readonly b: string }
  // Any time: a scalp claimed (the basic rules score them but do not define them)
  | { readonly type: 'claimScalp'; readonly player: number };

const PHASE_OF: Readonly<Partial<Record<KaladanEvent['type'], Phase>>> = {
  drawEvent: 'event',
  adjustGold: 'event',
  poorestGain: 'event',
  freeUpgrade: 'event',
  resurrect: 'event',
  removeUnit: 'event',
  freeSpawn: 'freeSpawn',
  move: 'action',
  swap: 'action',
  battle: 'action',
  buyUnit: 'purchase',
  upgradeUnit: 'purchase',
  upgradeCastle: 'purchase',
  swapMagic: 'purchase',
  buyMagic: 'purchase',
  reinforceMove: 'reinforcement',
  reinforceSwap: 'reinforcement',
};

const nameOf = (s: KaladanState, i: number): string => s.players[i]?.name ?? `Player ${i + 1}`;
const validSeat = (s: KaladanState, i: number): boolean => Number.isInteger(i) && i >= 0 && i < s.players.length;

function pay(s: KaladanState, cost: number, what: string): ApplyResult<KaladanState> {
  const me = s.turn.player;
  const gold = s.players[me]?.gold ?? 0;
  const p = affordProblem(gold, cost, what);
  return p ? refuse(p) : ok(setPlayer(s, me, (pl) => ({ ...pl, gold: pl.gold - cost })));
}

function placeFromInventory(s: KaladanState, kind: UnitKind, tile: string): KaladanState {
  const me = s.turn.player;
  const unit: Unit = { id: `u${s.nextUnit}`, owner: me, kind, upgraded: false, tile };
  const withUnit: KaladanState = { ...s, units: [...s.units, unit], nextUnit: s.nextUnit + 1 };
  return setPlayer(withUnit, me, (p) => ({ ...p, inventory: { ...p.inventory, [kind]: p.inventory[kind] - 1 } }));
}

const relocate = (units: readonly Unit[], ids: readonly string[], tile: string): Unit[] => units.map((u) => (ids.includes(u.id) ? { ...u, tile } : u));

/** The rulebook section each kind of event is checked against (named in every refusal). */
export const SECTION_OF: Readonly<Record<KaladanEvent['type'], string>> = {
  drawEvent: 'Event Phase',
  adjustGold: 'Event Phase',
  poorestGain: 'Event Phase',
  freeUpgrade: 'Event Phase',
  resurrect: 'Event Phase',
  removeUnit: 'Event Phase',
  nextPhase: 'Phase-by-Phase Breakdown',
  endTurn: 'Phase-by-Phase Breakdown',
  freeSpawn: 'Free Spawn Phase',
  move: 'Action Phase',
  swap: 'Action Phase',
  battle: 'Battle',
  buyUnit: 'Purchase Phase',
  upgradeUnit: 'Purchase Phase',
  upgradeCastle: 'Purchase Phase',
  swapMagic: 'Purchase Phase',
  buyMagic: 'Purchase Phase',
  reinforceMove: 'Reinforcement Phase',
  reinforceSwap: 'Reinforcement Phase',
  claimScalp: 'Ending the Game',
};

const cite = (section: string): string => ` (Rules: Generals of Kaladan "${section}")`;

/** Apply one event, or refuse it with a reason that names the rule section it enforces. */
export function applyKaladan(s: KaladanState, e: KaladanEvent): ApplyResult<KaladanState> {
  if (s.result) return refuse(`The game is over.${cite('Ending the Game')}`);
  const phase = PHASE_OF[e.type];
  if (phase && phase !== s.turn.phase) {
    return refuse(`That belongs to the ${PHASE_NAMES[phase]}; it is now the ${PHASE_NAMES[s.turn.phase]}.${cite('Turn Structure Overview')}`);
  }
  const r = applyInPhase(s, e);
  return r.ok ? r : refuse(`${r.reason}${cite(SECTION_OF[e.type] ?? 'Gameplay')}`);
}

function applyInPhase(s: KaladanState, e: KaladanEvent): ApplyResult<KaladanState> {
  const me = s.turn.player;
  const player = s.players[me];
  if (!player) return refuse('No current player.');
  switch (e.type) {
    // Rules: Generals of Kaladan "1. Event Phase"; "6. Ending the Game" (event cards as a timer)
    case 'drawEvent': {
      if (s.turn.eventDrawn) return refuse('The Event card for this turn has already been drawn.');
      if (s.eventDeck === 0) return refuse('The event deck is empty.');
      const eventDeck = s.eventDeck === null ? null : s.eventDeck - 1;
      const finalRound = eventDeck === 0 ? { pending: finalRoundFrom(s, me), started: false } : s.finalRound;
      return ok({ ...s, eventDeck, finalRound, turn: { ...s.turn, eventDrawn: true } });
    }
    case 'adjustGold': {
      if (!validSeat(s, e.player)) return refuse(`There is no player ${e.player + 1}.`);
      if (!Number.isInteger(e.delta) || e.delta === 0) return refuse('Gold changes by a whole, non-zero amount.');
      const gold = (s.players[e.player]?.gold ?? 0) + e.delta;
      if (gold < 0) return refuse(`${nameOf(s, e.player)} has only ${gold - e.delta} gold.`);
      return ok(setPlayer(s, e.player, (p) => ({ ...p, gold })));
    }
    // Rules: Generals of Kaladan "1. Event Phase" — Poorest Player
    case 'poorestGain': {
      const who = poorestPlayers(
        s.players.map((p) => p.gold),
        s.players.map((p) => !p.eliminated),
      );
      return ok({ ...s, players: s.players.map((p, i) => (who.includes(i) ? { ...p, gold: p.gold + 1 } : p)) });
    }
    // Rules: Generals of Kaladan "1. Event Phase" — Upgrades ("free", "only to deployed / active units")
    case 'freeUpgrade': {
      const u = s.units.find((x) => x.id === e.unit);
      if (!u) return refuse('Only a unit on the board can be upgraded.');
      if (u.upgraded) return refuse(`That ${UNIT_NAMES[u.kind]} is already upgraded.`);
      if (upgradeCost(u.kind) === null) return refuse(`The ${UNIT_NAMES[u.kind]} has no upgraded side in the basic game.`);
      return ok({ ...s, units: s.units.map((x) => (x.id === u.id ? { ...x, upgraded: true } : x)) });
    }
    // Rules: Generals of Kaladan "1. Event Phase" — Resurrection ("from dead units", "choose which player to resurrect from")
    case 'resurrect': {
      if (!validSeat(s, e.player) || !validSeat(s, e.from)) return refuse('Choose existing players.');
      if ((s.players[e.from]?.dead[e.kind] ?? 0) < 1) return refuse(`${nameOf(s, e.from)} has no dead ${UNIT_NAMES[e.kind]} to resurrect.`);
      const taken = setPlayer(s, e.from, (p) => ({ ...p, dead: { ...p.dead, [e.kind]: p.dead[e.kind] - 1 } }));
      return ok(setPlayer(taken, e.player, (p) => ({ ...p, inventory: { ...p.inventory, [e.kind]: p.inventory[e.kind] + 1 } })));
    }
    case 'removeUnit': {
      const u = s.units.find((x) => x.id === e.unit);
      if (!u) return refuse(`There is no unit ${e.unit} on the board.`);
      if (u.kind === 'crown') return ok(eliminate(s, u.owner, null, s.units.filter((x) => x.owner === u.owner && x.kind === 'special').length));
      const removed = { ...s, units: s.units.filter((x) => x.id !== u.id) };
      return ok(setPlayer(removed, u.owner, (p) => ({ ...p, dead: { ...p.dead, [u.kind]: p.dead[u.kind] + 1 } })));
    }
    case 'nextPhase': {
      if (s.turn.phase === 'event' && !s.turn.eventDrawn && s.eventDeck !== 0) return refuse('Draw and resolve the Event card first.');
      return ok(advancePhase(s));
    }
    case 'endTurn': {
      const p = endTurnProblem(s);
      return p ? refuse(p) : ok(runEndTurn(s).state);
    }
    // Rules: Generals of Kaladan "3. Free Spawn Phase"; "4. Castle Control" (a captured castle spawns by its terrain)
    case 'freeSpawn': {
      const t = s.tiles.find((x) => x.id === e.castle);
      if (!t?.castle) return refuse(`${e.castle} is not a castle.`);
      if (tileOwner(s.units, t.id) !== me) return refuse(`You do not control ${t.id}.`);
      if (s.turn.spawned.includes(t.id)) return refuse(`${t.id} has already spawned this turn.`);
      if (!isBasic(e.kind)) return refuse('Free spawns are basic units only: Sword, Bow or Shield.');
      if (t.spawnKind && t.home !== me && t.spawnKind !== e.kind) return refuse(`This captured castle spawns ${withArticle(UNIT_NAMES[t.spawnKind])} (its terrain).`);
      if (player.inventory[e.kind] < 1) return refuse(`No ${UNIT_NAMES[e.kind]} left in your inventory.`);
      if (unitsOn(s.units, t.id).length >= t.capacity) return refuse(`${t.id} is full.`);
      const spawned = placeFromInventory(s, e.kind, t.id);
      return ok({ ...spawned, turn: { ...spawned.turn, spawned: [...s.turn.spawned, t.id] } });
    }
    // Rules: Generals of Kaladan "4. Action Phase" ("Only one action can be taken during this phase")
    case 'move':
    case 'swap':
    case 'battle': {
      if (s.turn.action) return refuse(`Only one action per turn: you already chose ${s.turn.action}.`);
      const turn = { ...s.turn, action: e.type };
      if (e.type === 'move') {
        const p = moveProblem(s.tiles, s.units, me, e.from, e.to, e.units);
        return p ? refuse(p) : ok({ ...s, turn, units: relocate(s.units, e.units, e.to) });
      }
      if (e.type === 'swap') {
        const p = swapProblem(s.tiles, s.units, me, e.a, e.b, e.fromA, e.fromB);
        return p ? refuse(p) : ok({ ...s, turn, units: relocate(relocate(s.units, e.fromA, e.b), e.fromB, e.a) });
      }
      const badDie = [...(e.attackerDice ?? []), ...(e.defenderDice ?? [])].find((d) => !Number.isInteger(d) || d < 1 || d > 8);
      if (badDie !== undefined) return refuse(`A die cannot show ${String(badDie)}.`);
      const out = resolveBattle(s.tiles, s.units, { attacker: me, ...e });
      if (typeof out === 'string') return refuse(out);
      let next: KaladanState = { ...s, turn, units: out.units };
      for (const d of out.dead) next = setPlayer(next, d.owner, (p) => ({ ...p, dead: { ...p.dead, [d.kind]: p.dead[d.kind] + 1 } }));
      for (const el of out.eliminated) next = eliminate(next, el.player, el.by, el.specialsOnBoard);
      return ok(next);
    }
    // Rules: Generals of Kaladan "5. Purchase Phase"
    case 'buyUnit': {
      const cost = deployCost(e.kind);
      if (cost === null) return refuse(`${withArticleCap(UNIT_NAMES[e.kind])} cannot be bought.`);
      if ((player.inventory[e.kind] ?? 0) < 1) {
        return refuse(e.kind === 'special' && player.pendingSpecials > 0 ? 'A captured Special Unit may be deployed from your next turn.' : `No ${UNIT_NAMES[e.kind]} left in your inventory.`);
      }
      const p = deployProblem(s.tiles, s.units, me, e.tile);
      if (p) return refuse(p);
      const paid = pay(s, cost, `Deploying ${withArticle(UNIT_NAMES[e.kind])}`);
      return paid.ok ? ok(placeFromInventory(paid.state, e.kind, e.tile)) : paid;
    }
    case 'upgradeUnit': {
      const u = s.units.find((x) => x.id === e.unit);
      if (!u || u.owner !== me) return refuse('Upgrade one of your units on the board.');
      const cost = upgradeCost(u.kind);
      if (cost === null) return refuse(`The ${UNIT_NAMES[u.kind]} has no upgraded side in the basic game.`);
      if (u.upgraded) return refuse(`That ${UNIT_NAMES[u.kind]} is already upgraded.`);
      const paid = pay(s, cost, `Upgrading ${withArticle(UNIT_NAMES[u.kind])}`);
      return paid.ok ? ok({ ...paid.state, units: paid.state.units.map((x) => (x.id === u.id ? { ...x, upgraded: true } : x)) }) : paid;
    }
    case 'upgradeCastle': {
      const t = s.tiles.find((x) => x.id === e.tile);
      if (!t?.castle || tileOwner(s.units, t.id) !== me) return refuse('Upgrade a castle you control.');
      if (s.upgradedCastles.includes(t.id)) return refuse(`${t.id} is already upgraded (it rolls a D8 on defence).`);
      const paid = pay(s, CASTLE_UPGRADE_COST, 'A castle upgrade');
      return paid.ok ? ok({ ...paid.state, upgradedCastles: [...s.upgradedCastles, t.id] }) : paid;
    }
    case 'swapMagic': {
      if (player.magicCards < 1) return refuse('You have no magic card to swap.');
      return pay(s, MAGIC_SWAP_COST, 'Swapping a magic card');
    }
    case 'buyMagic': {
      const paid = pay(s, MAGIC_BUY_COST, 'A magic card');
      return paid.ok ? ok(setPlayer(paid.state, me, (p) => ({ ...p, magicCards: p.magicCards + 1 }))) : paid;
    }
    // Rules: Generals of Kaladan "6. Reinforcement Phase" ("one reinforcement maneuver")
    case 'reinforceMove':
    case 'reinforceSwap': {
      if (s.turn.reinforced) return refuse('Only one reinforcement manoeuvre per turn.');
      const turn = { ...s.turn, reinforced: true };
      const ua = s.units.find((x) => x.id === (e.type === 'reinforceMove' ? e.unit : e.a));
      if (!ua) return refuse('Choose a unit on the board.');
      if (e.type === 'reinforceMove') {
        const p = moveProblem(s.tiles, s.units, me, ua.tile, e.to, [ua.id]);
        return p ? refuse(p) : ok({ ...s, turn, units: relocate(s.units, [ua.id], e.to) });
      }
      const ub = s.units.find((x) => x.id === e.b);
      if (!ub) return refuse('Choose a unit on the board.');
      const p = swapProblem(s.tiles, s.units, me, ua.tile, ub.tile, [ua.id], [ub.id]);
      return p ? refuse(p) : ok({ ...s, turn, units: relocate(relocate(s.units, [ua.id], ub.tile), [ub.id], ua.tile) });
    }
    case 'claimScalp': {
      if (!validSeat(s, e.player)) return refuse(`There is no player ${e.player + 1}.`);
      return ok(setPlayer(s, e.player, (p) => ({ ...p, scalps: p.scalps + 1 })));
    }
    default: {
      const never: never = e;
      return refuse(`Unknown event ${JSON.stringify(never)}.`);
    }
  }
}
