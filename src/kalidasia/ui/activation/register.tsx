/**
 * Issue 14: the warship's activation on the Game screen, registered through the Game screen's extension points
 * (../game/README.md). Loaded by file presence from ../game/registered.ts.
 */
import { registerStep } from '../game/steps';
import './activation.css';
import { EnginesOverlay, EnginesPanel } from './engines';
import { MoveOverlay, MovePanel, useMoveItems } from './move';
import { MovedOverlay, MovedPanel } from './moved';
import { SensorsOverlay, SensorsPanel } from './sensors';

registerStep('activation:sensors', { title: 'Sensors', section: 'Generate and Allocate Sensor Points', Panel: SensorsPanel, Overlay: SensorsOverlay });
registerStep('activation:engines', { title: 'Engines and thrusters', section: 'Allocate Engine Points', Panel: EnginesPanel, Overlay: EnginesOverlay });
registerStep('activation:move', { title: 'Move the warship', section: 'Move the Warship', Panel: MovePanel, Overlay: MoveOverlay, useItems: useMoveItems });
registerStep('activation:moved', { title: 'Moved', section: 'Activating a Warship', Panel: MovedPanel, Overlay: MovedOverlay });
