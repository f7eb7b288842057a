/**
 * Registers this folder's step panels (one file per step in panels/): the deploy roll, deploying warships
 * (drag + rotate handle, or typed position) and fighters, initiative rolls and bonuses, the action order,
 * and choosing the next unit.
 */
import { deployLeft } from '../../game';
import { ActionOrderPanel } from './panels/actionOrder';
import { ActivatePanel } from './panels/activate';
import { RollsForm } from './panels/controls';
import { DeployFightersOverlay, DeployFightersPanel } from './panels/deployFighters';
import { DeployShipOverlay, DeployShipPanel, useDeployShipItems } from './panels/deployShip';
import { InitiativeBonusPanel } from './panels/initiative';
import { registerStep } from './steps';

export { NumField } from './panels/controls';

registerStep('deployRoll', {
  title: 'Deployment roll',
  section: 'Deploying the Squadrons',
  Panel: (p) => (p.expected.kind === 'deployRoll' ? <RollsForm {...p} players={p.expected.players} type="deployRoll" what="Deployment roll (lowest deploys first)" /> : null),
});
registerStep('deployShip', { title: 'Deploy a warship', section: 'Deploying the Squadrons', Panel: DeployShipPanel, Overlay: DeployShipOverlay, useItems: useDeployShipItems });
registerStep('deployFighters', { title: 'Deploy fighters', section: 'Deploying the Squadrons', Panel: DeployFightersPanel, Overlay: DeployFightersOverlay });
registerStep('initiativeRoll', {
  title: 'Initiative',
  section: 'Initiative Phase',
  Panel: (p) => (p.expected.kind === 'initiativeRoll' ? <RollsForm {...p} players={p.expected.players} type="initiativeRoll" what="Initiative roll" /> : null),
});
registerStep('initiativeBonus', {
  title: 'Initiative bonuses',
  section: 'Initiative Phase',
  Panel: (p) => <InitiativeBonusPanel key={`${p.state.turn}/${p.state.init.used.length}/${p.state.init.passes}`} {...p} />,
});
registerStep('actionOrder', { title: 'Action order', section: 'Action Phase', Panel: ActionOrderPanel });
registerStep('activate', { title: 'Choose the next unit', section: 'Action Phase', Panel: ActivatePanel });

/** For tests: what still waits to deploy. */
export { deployLeft };
