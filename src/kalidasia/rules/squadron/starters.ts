/**
 * The rulebook's two starter squadrons ("two starter, but not technically legal squadrons"), exactly as printed.
 * Rules: Kalidasia "Setting up a Battle".
 */
import type { Squadron } from './squadron';

export const SURAKARI_STARTER: Squadron = {
  name: 'Surakari – 34 points',
  fleet: 'surakari-invasion',
  extraFleets: [],
  pointLimit: 34,
  ships: [
    { uid: 'D1', code: 'SFP', upgrades: [] },
    { uid: 'D2', code: 'SFP', upgrades: [] },
  ],
  fighters: { interceptor: 10 },
};

export const HERAGUL_STARTER: Squadron = {
  name: 'Heragul – 34 Points',
  fleet: 'heragul-sarlet',
  extraFleets: [],
  pointLimit: 34,
  ships: [
    { uid: 'H1', code: 'HHF', upgrades: [] },
    { uid: 'H2', code: 'HHF', upgrades: [] },
  ],
  fighters: { attackCruiser: 4, hunter: 8 },
};
