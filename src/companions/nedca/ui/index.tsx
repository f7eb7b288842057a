/** The Nedca tracker, loaded only when its screen opens. */
import type { CompanionModule } from '../../shared/ui/types';
import { describeNedca } from '../describe';
import { applyNedca, nedcaInitial } from '../reducer';
import type { NedcaEvent, NedcaSetup, NedcaState } from '../state';
import { NedcaGameView } from './GameView';
import { NedcaSetupForm } from './SetupForm';

const nedca: CompanionModule<NedcaState, NedcaEvent, NedcaSetup> = {
  def: { key: 'nedca', title: 'Nedca', initial: nedcaInitial, reducer: applyNedca, describe: describeNedca },
  SetupForm: NedcaSetupForm,
  GameView: NedcaGameView,
};

export default nedca;
