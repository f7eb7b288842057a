/**
 * Kalesia tracker screens, loaded only when /kalesia opens (see ../../registry.ts).
 * The views render the pure core's state and dispatch its events; the shared screens
 * keep the saved game, the visible log and undo/redo.
 */
import { setupIssue } from '../../shared/core/gate';
import { kalesiaGate } from '../gate';
import type { CompanionModule } from '../../shared/ui/types';
import { applyKalesia, describeKalesiaEvent, initialKalesia, type KalesiaEvent, type KalesiaSetup, type KalesiaState } from '..';
import { KalesiaGameView } from './GameView';
import { KalesiaSetupForm } from './SetupForm';
import { KalesiaSummary } from './Summary';
import './kalesia.css';

const kalesia: CompanionModule<KalesiaState, KalesiaEvent, KalesiaSetup> = {
  def: {
    key: 'kalesia',
    checkSetup: (setup: unknown) => setupIssue(kalesiaGate, setup),
    title: 'Kalesia',
    initial: initialKalesia,
    reducer: applyKalesia,
    describe: describeKalesiaEvent,
  },
  SetupForm: KalesiaSetupForm,
  GameView: KalesiaGameView,
  Summary: KalesiaSummary,
};

export default kalesia;
