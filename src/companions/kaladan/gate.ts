/** The gate a stored Generals of Kaladan game passes (restore, open): see `../shared/core/gate.ts`. */
import { z } from 'zod';
import { colourText, nameText, whole, type CompanionGate } from '../shared/core/gate';
import { applyKaladan, type KaladanEvent } from './reducer';
import { initialKaladan, kaladanSetupProblem, type KaladanSetup, type KaladanState } from './rules/state';
import { BASIC_KINDS, UNIT_KINDS } from './rules/units';

/** Seats a stored game may have (the rules set no maximum; a board holds a handful). */
const MAX_SEATS = 12;
const kind = z.enum(UNIT_KINDS as [string, ...string[]]);

export const KaladanSetupSchema = z.object({
  players: z
    .array(
      z.object({
        name: nameText(),
        gold: whole(0, 99_999).optional(),
        inventory: z.partialRecord(kind, whole(0, 9999)).optional(),
        magicCards: whole(0, 9999).optional(),
        colour: colourText.optional(),
      }),
    )
    .min(2)
    .max(MAX_SEATS),
  tiles: z
    .array(
      z.object({
        id: nameText(60),
        terrain: nameText(60),
        castle: z.boolean(),
        capacity: whole(1, 9999),
        adjacent: z.array(nameText(60)).max(500),
        home: whole(0, MAX_SEATS - 1).nullable().optional(),
        spawnKind: z.enum(BASIC_KINDS as [string, ...string[]]).nullable().optional(),
      }),
    )
    .min(1)
    .max(500),
  units: z.array(z.object({ owner: whole(0, MAX_SEATS - 1), kind, tile: nameText(60), upgraded: z.boolean().optional() })).max(2000),
  eventDeck: whole(1, 99_999).nullable().optional(),
});

export const kaladanGate: CompanionGate<KaladanState, KaladanEvent, KaladanSetup> = {
  title: 'Generals of Kaladan',
  setupSchema: KaladanSetupSchema,
  setupProblem: kaladanSetupProblem,
  initial: initialKaladan,
  reducer: applyKaladan,
};
