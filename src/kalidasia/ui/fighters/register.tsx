/**
 * Issue 16's steps on the Game screen: fighter activation, the missile phase, the status phase
 * (regroup rolls, redeploy, escorts), the end phase, the victory screen; and asides shown beside
 * every step (the score panel; the missile launch and strike forms during a warship's movement).
 */
import { registerAside, registerStep } from '../game/steps';
import { FighterActivationOverlay, FighterActivationPanel, useFighterItems } from './activation';
import { EscortAttackAside, EscortAttackOverlay } from './dogfight';
import { EndTurnPanel, OverPanel, ScoreAside } from './end';
import { LaunchAside, LaunchOverlay, MissilePhaseOverlay, MissilePhasePanel, StrikeAside } from './missiles';
import { EscortsPanel, RedeployOverlay, RedeployPanel, RegroupPanel, useRedeployItems } from './status';
import './fighters.css';

registerStep('activation:fighters', {
  title: 'Fighter activation',
  section: 'Fighters and Other Small Craft Activation',
  Panel: FighterActivationPanel,
  Overlay: FighterActivationOverlay,
  useItems: useFighterItems,
});
registerStep('missiles', { title: 'Missile movement', section: 'Missile Movement', Panel: MissilePhasePanel, Overlay: MissilePhaseOverlay });
registerStep('regroupRoll', { title: 'Regroup rolls', section: 'Fighter Regrouping - Re-deployment', Panel: RegroupPanel });
registerStep('redeploy', { title: 'Redeploy fighters', section: 'Fighter Regrouping - Re-deployment', Panel: RedeployPanel, Overlay: RedeployOverlay, useItems: useRedeployItems });
registerStep('escorts', { title: 'Escorts', section: 'Fighter Escorting', Panel: EscortsPanel });
registerStep('endTurn', { title: 'End phase', section: 'End Phase', Panel: EndTurnPanel });
registerStep('over', { title: 'Victory', section: 'End Phase', Panel: OverPanel });

registerAside('fighters:strike', { Panel: StrikeAside, before: true, order: 0 });
registerAside('fighters:launch', { Panel: LaunchAside, Overlay: LaunchOverlay, before: true, order: 1 });
registerAside('fighters:score', { Panel: ScoreAside, order: 9 });
registerAside('fighters:escortAttack', { Panel: EscortAttackAside, Overlay: EscortAttackOverlay, order: 3 });
