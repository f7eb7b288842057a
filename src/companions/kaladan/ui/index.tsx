/**
 * Generals of Kaladan tracker screens, loaded only when /kaladan opens (see ../../registry.ts).
 * The views render the pure core's state and dispatch its events; the shared screens keep the
 * saved game, the visible log and undo/redo.
 */
import type { CompanionModule } from '../../shared/ui/types';
import { applyKaladan, describeKaladanEvent, initialKaladan, type KaladanEvent, type KaladanSetup, type KaladanState } from '..';
import { KaladanGameView } from './GameView';
import { KaladanSetupForm } from './SetupForm';
import { KaladanSummary } from './Summary';
import './kaladan.css';

const kaladan: CompanionModule<KaladanState, KaladanEvent, KaladanSetup> = {
  def: {
    key: 'kaladan',
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
