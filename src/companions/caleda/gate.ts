/** The gate a stored Caleda game passes (restore, open): see `../shared/core/gate.ts`. */
import { z } from 'zod';
import { colourText, nameText, whole, type CompanionGate } from '../shared/core/gate';
import { applyCaleda, initialCaleda, type CaledaEvent, type CaledaSetup } from './reducer';
import { MAX_BOARD_SIDE, MIN_BOARD_SIDE } from './rules/board';
import { caledaSetupProblem, MAX_PLAYERS, MIN_PLAYERS } from './rules/setup';
import type { CaledaState } from './rules/state';

const resource = nameText(60);
const cost = whole(0, 99);

export const CaledaSetupSchema = z.object({
  size: z.object({ width: whole(MIN_BOARD_SIDE, MAX_BOARD_SIDE), height: whole(MIN_BOARD_SIDE, MAX_BOARD_SIDE) }),
  // Each square: its two resources, or [] while not entered yet.
  resources: z.array(z.array(resource).max(2)).max(MAX_BOARD_SIDE * MAX_BOARD_SIDE).optional(),
  players: z
    .array(
      z.object({
        name: nameText(),
        colour: colourText,
        resources: z.array(resource).length(2),
        actions: whole(1, 20),
        costs: z.object({ cavalry: cost, general: cost, tower: cost, castle: cost, power: cost }),
        power: z.object({ kind: z.enum(['bombard', 'ambush', 'transport', 'other']), name: nameText() }),
        capital: whole(0, MAX_BOARD_SIDE * MAX_BOARD_SIDE - 1),
        startingUnits: whole(1, 30),
      }),
    )
    .min(MIN_PLAYERS)
    .max(MAX_PLAYERS),
});

export const caledaGate: CompanionGate<CaledaState, CaledaEvent, CaledaSetup> = {
  title: 'Caleda',
  setupSchema: CaledaSetupSchema,
  setupProblem: caledaSetupProblem,
  initial: initialCaleda,
  reducer: applyCaleda,
};
