/**
 * Generals of Kaladan tracker screens, loaded only when /kaladan opens (see ../../registry.ts).
 * The views render the pure core's state and dispatch its events; the shared screens keep the
 * saved game, the visible log and undo/redo.
 */
import { setupIssue } from '../../shared/core/gate';
import { kaladanGate } from '../gate';
import type { CompanionModule } from '../../shared/ui/types';
import { applyKaladan, describeKaladanEvent, initialKaladan, type KaladanEvent, type KaladanSetup, type KaladanState } from '..';
import { KaladanGameView } from './GameView';
import { KaladanSetupForm } from './SetupForm';
import { KaladanSummary } from './Summary';
import './kaladan.css';

const kaladan: CompanionModule<KaladanState, KaladanEvent, KaladanSetup> = {
  def: {
    key: 'kaladan',
    checkSetup: (setup: unknown) => setupIssue(kaladanGate, setup),
    title: 'Generals of Kaladan',
    initial: initialKaladan,
    reducer: applyKaladan,
    describe: describeKaladanEvent,
  },
  SetupForm: KaladanSetupForm,
  GameView: KaladanGameView,
  Summary: KaladanSummary,
};

export default kaladan;
