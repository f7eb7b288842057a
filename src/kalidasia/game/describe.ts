/**
 * An event as a readable log line: who, what happened, and the rulebook section to look it up.
 * Pure: the state before the event gives the names; the state after gives results (who won the
 * roll, where a token was moved from → to).
 */
import type { Pose } from '../../geometry';
import type { GameEvent } from './events';
import { upgradeCard } from '../data/lookup';
import { playerName } from './helpers';
import type { GameState, PlayerId } from './state';

export interface LogLine {
  /** One sentence a player understands. */
  readonly text: string;
  /** The rulebook section, e.g. "Deploying the Squadrons". */
  readonly section: string;
  /** "The table says otherwise": the refusal the players overruled, and their note. */
  readonly ruling: string | null;
}

const f1 = (n: number): string => (Math.round(n * 10) / 10).toFixed(1);
/** A pose in table words: inches from the left and top edges, heading. */
export const poseText = (p: Pose | null | undefined): string => (p ? `${f1(p.x)}″ from left, ${f1(p.y)}″ from top, heading ${Math.round(p.heading)}°` : 'off the table');

function shipName(s: GameState, id: string): string {
  return s.ships.find((x) => x.id === id)?.label ?? id;
}

function unitName(s: GameState, kind: 'ship' | 'fighter' | 'missile', id: string): string {
  if (kind === 'ship') return shipName(s, id);
  if (kind === 'missile') return `missile ${id}`;
  return id;
}

function unitPose(s: GameState, kind: 'ship' | 'fighter' | 'missile', id: string): Pose | null {
  if (kind === 'ship') return s.ships.find((x) => x.id === id)?.pose ?? null;
  if (kind === 'fighter') return s.fighters.find((x) => x.id === id)?.pose ?? null;
  return s.missiles.find((x) => x.id === id)?.pose ?? null;
}

const rollsText = (s: GameState, rolls: Readonly<Record<PlayerId, number>>): string =>
  Object.entries(rolls)
    .map(([p, d]) => `${playerName(s, p)} ${d}`)
    .join(', ');

const order = (s: GameState, ids: readonly PlayerId[] | null): string => (ids ?? []).map((p) => playerName(s, p)).join(' then ');

export function describeEvent(before: GameState, e: GameEvent, after?: GameState): LogLine {
  const who = (p: PlayerId): string => playerName(before, p);
  const line = (text: string, section: string): LogLine => ({
    text,
    section,
    ruling: e.ruling ? `The table says otherwise — overruled: ${e.ruling.overruled}${e.ruling.note ? ` (${e.ruling.note})` : ''}` : null,
  });
  switch (e.type) {
    case 'deployRoll': {
      const next = after?.deployOrder ? `; ${order(after, after.deployOrder)} deploy in that order` : after ? '; tied, roll again' : '';
      return line(`Deployment roll: ${rollsText(before, e.rolls)}${next}.`, 'Deploying the Squadrons');
    }
    case 'deployShip': {
      const esc = e.escorts.length > 0 ? ` with ${e.escorts.length} escort${e.escorts.length === 1 ? '' : 's'} (${e.escorts.map((x) => x.fighter).join(', ')})` : '';
      return line(`${who(e.player)} deploys ${shipName(before, e.ship)} at ${poseText(e.pose)}, velocity step ${e.velocity}${esc}.`, 'Deploying the Squadrons');
    }
    case 'deployFighters':
      return line(`${who(e.player)} deploys ${e.fighters.length} fighter token${e.fighters.length === 1 ? '' : 's'}.`, 'Deploying the Squadrons');
    case 'initiativeRoll': {
      const res = after?.initiative && after.turn === before.turn ? `; initiative order ${order(after, after.initiative)}` : '';
      return line(`Turn ${before.turn} initiative roll: ${rollsText(before, e.rolls)}${res}.`, 'Initiative Phase');
    }
    case 'initiativeBonus':
      return line(e.cards.length === 0 ? `${who(e.player)} passes on initiative bonuses.` : `${who(e.player)} applies ${e.cards.join(', ')} to initiative.`, 'Initiative Phase');
    case 'regroupRoll':
      return line(`${who(e.player)} rolls for the destruction piles: yellow ${e.yellow.join(' ') || '—'}, red ${e.red.join(' ') || '—'}.`, 'Fighter Regrouping - Re-deployment');
    case 'redeploy':
      return line(`${who(e.player)} redeploys ${e.fighters.length} fighter token${e.fighters.length === 1 ? '' : 's'}${e.waiting.length > 0 ? `; ${e.waiting.length} must wait` : ''}.`, 'Fighter Regrouping - Re-deployment');
    case 'escorts':
      return line(`${who(e.player)} keeps ${e.escorts.length} wing${e.escorts.length === 1 ? '' : 's'} escorting.`, 'Fighter Escorting');
    case 'actionOrder':
      return line(`${who(e.player)} chooses ${e.order === 'initiative' ? 'initiative order' : 'reverse initiative order'} for the action phase.`, 'Action Phase');
    case 'activateShip':
      return line(`${who(e.player)} activates ${shipName(before, e.ship)}.`, 'Activating a Warship');
    case 'activateFighters':
      return line(`${who(e.player)} activates ${e.fighters.length} fighter token${e.fighters.length === 1 ? '' : 's'}.`, 'Fighters and Other Small Craft Activation');
    case 'sensors': {
      const placed = Object.entries(e.placement).filter(([, n]) => n > 0);
      return line(`${shipName(before, e.ship)} places sensor tokens${placed.length ? `: ${placed.map(([t, n]) => `${n} on ${shipName(before, t)}`).join(', ')}` : ': none'}.`, 'Activating a Warship');
    }
    case 'engines':
      return line(`${shipName(before, e.ship)} allocates engine points${e.thrusters ? ' and fires the vectored thrusters' : ''}.`, 'Activating a Warship');
    case 'missileStrike':
      return line(`Missiles strike ${shipName(before, e.ship)}.`, 'Missile Damage');
    case 'move': {
      const to = after ? after.ships.find((x) => x.id === e.ship)?.pose : null;
      return line(`${shipName(before, e.ship)} moves ${f1(e.distance)}″${e.turns.length ? ` with ${e.turns.length} turn${e.turns.length === 1 ? '' : 's'}` : ''}${to ? ` to ${poseText(to)}` : ''}.`, 'Move the Warship');
    }
    case 'fire':
      return line(`${shipName(before, e.ship)} fires battery ${e.battery + 1} at ${unitName(before, e.target.kind, e.target.id)}.`, 'Warship Combat');
    case 'launchMissiles':
      return line(`${shipName(before, e.ship)} launches missiles from battery ${e.battery + 1}.`, 'Attacking with Missile Weapons');
    case 'fighterMove':
      return line(`${e.moves.length} fighter token${e.moves.length === 1 ? '' : 's'} move.`, 'Fighters and Other Small Craft Activation');
    case 'fighterAttack':
      return line(`${e.attackers[0] ?? 'A wing'} attacks ${unitName(before, e.target.kind, e.target.id)}.`, 'Dogfighting');
    case 'interpose':
      return line(`${e.fighter} moves between its warship and an enemy wing.`, 'Warship Escorting');
    case 'activationEnd':
      return line('The activation ends.', 'Action Phase');
    case 'missilesMoved':
      return line(`${who(e.player)} moves ${e.moves.length} missile${e.moves.length === 1 ? '' : 's'}.`, 'Missile Movement');
    case 'replacement':
      return line(`${who(e.player)} replaces ${shipName(before, e.replaces)} with ${e.ship.id}.`, 'Scenario 2 - Escalation Battle');
    case 'endTurn':
      return line(`Turn ${before.turn} ends.`, 'End Phase');
    case 'concede':
      return line(`${who(e.player)} concedes.`, 'The Turn');
    case 'upgradeUse': {
      const name = upgradeCard(before.pack, e.upgrade)?.name ?? e.upgrade;
      const how = e.how === 'flip' ? ', turned face down until the end phase' : e.how === 'discard' ? ', discarded' : '';
      const spent = e.reactor ? `, spending ${e.reactor} reactor point${e.reactor === 1 ? '' : 's'}` : '';
      return line(`${shipName(before, e.ship)} uses ${name}${how}${spent}${e.note ? ` (${e.note})` : ''}.`, 'Using Upgrade Cards');
    }
    case 'adjust': {
      const from = unitPose(before, e.unit.kind, e.unit.id);
      return line(`Adjusted to the table: ${unitName(before, e.unit.kind, e.unit.id)} from ${poseText(from)} → ${poseText(e.pose)}${e.note ? ` (${e.note})` : ''}.`, 'The physical table is the truth');
    }
  }
}
