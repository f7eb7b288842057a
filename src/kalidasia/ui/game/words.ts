/** What the game waits for, in plain words with its rule section (pure). */
import { playerName } from '../../game/helpers';
import { rollTie } from '../../game/initiative';
import type { Expected, GameState } from '../../game';
import type { StepKey } from './steps';
import { countOf } from '../../../words';

export const SECTION_OF_STEP: Record<StepKey, string> = {
  deployRoll: 'Deploying the Squadrons',
  deployShip: 'Deploying the Squadrons',
  deployFighters: 'Deploying the Squadrons',
  initiativeRoll: 'Initiative Phase',
  initiativeBonus: 'Initiative Phase',
  regroupRoll: 'Fighter Regrouping - Re-deployment',
  redeploy: 'Fighter Regrouping - Re-deployment',
  escorts: 'Fighter Escorting',
  actionOrder: 'Action Phase',
  activate: 'Action Phase',
  'activation:sensors': 'Activating a Warship',
  'activation:engines': 'Activating a Warship',
  'activation:move': 'Activating a Warship',
  'activation:moved': 'Activating a Warship',
  'activation:fighters': 'Fighters and Other Small Craft Activation',
  missiles: 'Missile Movement',
  endTurn: 'End Phase',
  over: 'The Turn',
};

export const PHASE_NAME: Record<GameState['phase']['kind'], string> = {
  deployment: 'Deployment',
  initiative: 'Initiative phase',
  status: 'Status phase',
  action: 'Action phase',
  missiles: 'Missile movement',
  end: 'End phase',
  over: 'Game over',
};

export function expectedText(s: GameState, x: Expected): string {
  const who = (p: string) => playerName(s, p);
  switch (x.kind) {
    case 'over':
      return s.result ? `Game over: ${s.result.reason}` : 'The game is over';
    case 'deployRoll': {
      const tie = rollTie(s, 'deploy');
      return tie ? `Deployment roll tied at ${tie.total}: ${x.players.map(who).join(' and ')} roll again` : `Deployment roll: ${x.players.map(who).join(' and ')} roll a die`;
    }
    case 'deployShip':
      return `${who(x.player)} deploys a warship`;
    case 'deployFighters':
      return `${who(x.player)} deploys their fighter tokens`;
    case 'initiativeRoll': {
      const tie = rollTie(s, 'initiative');
      return tie ? `Initiative tied at ${tie.total}: ${x.players.map(who).join(' and ')} re-roll` : `Initiative: ${x.players.map(who).join(' and ')} roll a die`;
    }
    case 'initiativeBonus':
      return `${who(x.player)} applies initiative bonuses or passes`;
    case 'regroupRoll':
      return `${who(x.player)} rolls for the destruction piles`;
    case 'redeploy':
      return `${who(x.player)} redeploys fighter tokens`;
    case 'escorts':
      return `${who(x.player)} chooses which wings keep escorting`;
    case 'actionOrder':
      return `${who(x.player)} (initiative winner) chooses the action order`;
    case 'activate':
      return `${who(x.player)} chooses a unit to activate`;
    case 'activation': {
      const a = s.action.active;
      if (a?.kind === 'fighters') return `${who(x.player)} activates ${countOf(a.fighters.length, 'fighter token')}`;
      const ship = a ? s.ships.find((q) => q.id === a.ship) : undefined;
      return `${who(x.player)} activates ${ship?.label ?? 'a warship'} (${ship?.activation?.step ?? 'sensors'} step)`;
    }
    case 'missiles':
      return `${who(x.player)} moves their missiles`;
    case 'endTurn':
      return 'End phase: end the turn';
  }
}
