/** The gate a stored Nedca game passes (restore, open): see `../shared/core/gate.ts`. */
import { z } from 'zod';
import { colourText, nameText, whole, type CompanionGate } from '../shared/core/gate';
import { applyNedca, type NedcaEvent } from './reducer';
import { MAX_HOUSES, MIN_HOUSES, initialNedca, nedcaSetupProblem, type NedcaSetup, type NedcaState } from './rules/state';

export const NedcaSetupSchema = z.object({
  houses: z.array(z.object({ name: nameText(), colour: colourText })).min(MIN_HOUSES).max(MAX_HOUSES),
  order: z.array(whole(0, MAX_HOUSES - 1)).max(MAX_HOUSES),
  influence: z.object({ lv2: whole(1, 1000), lv3: whole(1, 1000), star: whole(1, 1000) }).optional(),
  clockwise: z.boolean().optional(),
});

export const nedcaGate: CompanionGate<NedcaState, NedcaEvent, NedcaSetup> = {
  title: 'Nedca',
  setupSchema: NedcaSetupSchema,
  setupProblem: nedcaSetupProblem,
  initial: initialNedca,
  reducer: applyNedca,
};
