/**
 * The Caleda tracker as the shared companion screens load it (a separate chunk, loaded when /caleda opens).
 */
import { setupIssue } from '../../shared/core/gate';
import { caledaGate } from '../gate';
import type { CompanionModule } from '../../shared/ui/types';
import { describeCaleda } from '../describe';
import { applyCaleda, initialCaleda, type CaledaEvent, type CaledaSetup } from '../reducer';
import { refusalSection } from '../rules/sections';
import type { CaledaState } from '../rules/state';
import { CaledaGameView } from './GameView';
import { CaledaSetupForm } from './SetupForm';
import { CaledaSummary } from './Summary';

const caleda: CompanionModule<CaledaState, CaledaEvent, CaledaSetup> = {
  def: {
    key: 'caleda',
    checkSetup: (setup: unknown) => setupIssue(caledaGate, setup),
    title: 'Caleda',
    initial: initialCaleda,
    reducer: applyCaleda,
    describe: describeCaleda,
    citeRefusal: (event, reason) => `Caleda “${refusalSection(event, reason)}”`,
  },
  SetupForm: CaledaSetupForm,
  GameView: CaledaGameView,
  Summary: CaledaSummary,
};

export default caleda;
