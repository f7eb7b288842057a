/** The gate a stored Kalesia game passes (restore, open): see `../shared/core/gate.ts`. */
import { z } from 'zod';
import { colourText, nameText, whole, type CompanionGate } from '../shared/core/gate';
import { MAX_PLAYERS, MIN_PLAYERS } from './rules/alliances';
import { AREA_COUNT } from './rules/forest';
import { applyKalesia, initialKalesia, kalesiaSetupProblem, type KalesiaEvent, type KalesiaSetup, type KalesiaState } from './reducer';

export const KalesiaSetupSchema = z.object({
  players: z.array(nameText()).min(MIN_PLAYERS).max(MAX_PLAYERS),
  layout: z.array(whole(1, AREA_COUNT)).length(AREA_COUNT),
  variant: z.enum(['standard', 'experienced-sets', 'experienced-shuffled']).optional(),
  allianceSeed: z.number().int().min(-(2 ** 53)).max(2 ** 53).nullable().optional(),
  colours: z.array(colourText).max(MAX_PLAYERS).optional(),
});

export const kalesiaGate: CompanionGate<KalesiaState, KalesiaEvent, KalesiaSetup> = {
  title: 'Kalesia',
  setupSchema: KalesiaSetupSchema,
  setupProblem: kalesiaSetupProblem,
  initial: initialKalesia,
  reducer: applyKalesia,
};
