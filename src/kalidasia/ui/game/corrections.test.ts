// Issue 22: a game keeps the corrections it began with; when the player's Stat cards changed since, the game says
// which values differ and can continue in a copy replayed on the new corrections — refused, naming the event, when a
// stored event no longer holds.
import { describe, expect, it } from 'vitest';
import { ev } from '../../game';
import { setupOf, starterOpening } from '../../game/testkit.testing';
import { correctedCopy, correctionsDiff } from './Corrections';
import type { GameMetaView } from './meta';

describe('corrections made after a game began', () => {
  it('lists the values that differ, by path, the game’s and the player’s', () => {
    expect(correctionsDiff([{ path: 'notchAngle', value: 22.5 }], [{ path: 'notchAngle', value: 30 }, { path: 'ships.SFP.hull', value: 8 }])).toEqual([
      { path: 'notchAngle', game: 22.5, mine: 30 },
      { path: 'ships.SFP.hull', game: undefined, mine: 8 },
    ]);
    expect(correctionsDiff([{ path: 'notchAngle', value: 30, note: 'a' }], [{ path: 'notchAngle', value: 30, note: 'b' }])).toEqual([]);
    expect(correctionsDiff([], [])).toEqual([]);
  });

  it('a copy replays every event on the new corrections, or is refused naming the event', () => {
    const meta: GameMetaView = { setup: setupOf(), packOverrides: [] };
    const events = starterOpening('initiative').map((b) => ev(b));
    const ok = correctedCopy(meta, events, [{ path: 'notchAngle', value: 30 }]);
    expect(ok).toEqual({ ok: true, meta: { ...meta, packOverrides: [{ path: 'notchAngle', value: 30 }] } });
    // A velocity track of three slots: the Dracos deployed at slot 5 (index 4) no longer exist.
    const short = [{ min: 0, max: 0, turning: '∞' }, { min: 1, max: 3, turning: '∞' }, { min: 4, max: 6, turning: 'A' }];
    const refused = correctedCopy(meta, events, [{ path: 'ships.SFP.velocityTrack', value: short }]);
    expect(refused).toMatchObject({ ok: false, reason: expect.stringMatching(/^Event \d+ \(deployShip\)/) });
  });
});
