/**
 * The rulebook's squadron tables: which units each fleet list may take, and how many.
 */
import { fromRules, record } from './provenance';
import { S } from './sections';
import type { FleetEntry, FleetList, UnitRef } from './types';

const LIMIT = '[0-75]: 1, [76-150]: 2, [151+]: U';

/** One table row; `line` is the row as printed (quoted as its provenance). */
const row = (unit: UnitRef, limit: string, line: string): FleetEntry => {
  const p = fromRules(S.building, line);
  return record({ unit, limit }, { unit: p, limit: p });
};

export const HERAGUL_SARLET: FleetList = {
  id: 'heragul-sarlet',
  name: 'Heragul Navy – Sarlet District',
  faction: 'heragul',
  provenance: fromRules(S.building, 'Heragul Navy - Sarlet District'),
  entries: [
    row({ kind: 'ship', code: 'HHF' }, 'Unlimited', 'Hammerhead Frigate(HHF) Unlimited'),
    row({ kind: 'ship', code: 'HAF' }, 'Unlimited', 'Mackerel Frigate(HAF) Unlimited'),
    row({ kind: 'ship', code: 'HDP' }, 'Unlimited', 'Pale Fox Destroyer(HDP) Unlimited'),
    row({ kind: 'ship', code: 'HBC' }, LIMIT, `Lynx Battle Cruiser(HBC) ${LIMIT}`),
    row({ kind: 'fighter', id: 'hunter' }, 'Unlimited', 'Hunter Token Unlimited'),
    row({ kind: 'fighter', id: 'attackCruiser' }, 'Unlimited', 'Attack Cruiser Token Unlimited'),
  ],
};

export const SURAKARI_INVASION: FleetList = {
  id: 'surakari-invasion',
  name: 'Surakari Invasion Fleet',
  faction: 'surakari',
  provenance: fromRules(S.building, 'Surakari Invasion Fleet'),
  entries: [
    row({ kind: 'ship', code: 'SFP' }, 'Unlimited', 'Draco Frigate(SFP) Unlimited'),
    row({ kind: 'ship', code: 'SAM' }, 'Unlimited', 'Delphinus Frigate(SAM) Unlimited'),
    row({ kind: 'ship', code: 'SDP' }, 'Unlimited', 'Corona Destroyer(SDP) Unlimited'),
    row({ kind: 'ship', code: 'SBC' }, LIMIT, `Hydrus Battle Cruiser(SBC) ${LIMIT}`),
    row({ kind: 'fighter', id: 'interceptor' }, 'Unlimited', 'Interceptor Token Unlimited'),
    row({ kind: 'fighter', id: 'scout' }, 'Unlimited', 'Scout Token Unlimited'),
  ],
};

export const FLEETS: readonly FleetList[] = [HERAGUL_SARLET, SURAKARI_INVASION];
