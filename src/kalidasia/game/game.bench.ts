import { bench, describe } from 'vitest';
import { autoPlay } from './autopilot.testing';
import { gameFold } from './log';
import { fresh, HERAGUL, setupOf, SURAKARI } from './testkit.testing';

// A 75-point-sized battle: five warships and sixteen fighters a side, so six turns give 500+ events.
const big = setupOf(
  'squadronEngagement',
  { ...HERAGUL, ships: ['HHF-1', 'HHF-2', 'HHF-3', 'HHF-4'].map((uid) => ({ uid, code: 'HHF' as const, upgrades: [] })).concat([{ uid: 'HDP-1', code: 'HDP' as never, upgrades: [] }]), fighters: { hunter: 16 } },
  { ...SURAKARI, ships: ['SFP-1', 'SFP-2', 'SFP-3', 'SFP-4'].map((uid) => ({ uid, code: 'SFP' as const, upgrades: uid === 'SFP-1' ? ['captain'] : [] })).concat([{ uid: 'SDP-1', code: 'SDP' as never, upgrades: [] }]), fighters: { interceptor: 16 } },
);
const initial = fresh(big);
const events = autoPlay(initial, 11, 500).events;
if (events.length < 500) throw new Error(`only ${events.length} events`);

describe('fold a 500-event game', () => {
  bench('gameFold(initial, 500 events)', () => {
    const r = gameFold(initial, events);
    if (!r.ok) throw new Error(r.reason);
  });
});
