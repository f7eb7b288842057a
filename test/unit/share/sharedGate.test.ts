// Issue 26 (latency): the bridge's gate remembers what it already replayed. Whatever sequence of documents arrives
// (a log growing, undone, replaced by another game's, damaged at any event), the remembering gate gives exactly what
// the whole gate gives on each document alone: the same log, or the same refusal naming the same event.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autoPlay } from '../../../src/kalidasia/game/autopilot.testing';
import { fresh, setupOf } from '../../../src/kalidasia/game/testkit.testing';
import { SharedGate, sharedKalidasiaGate } from '../../../src/kalidasia/ui/share/gate';
import { sharedDocFromLog } from '../../../src/store/sync/doc';

const SETUP = setupOf();
const GAMES = [autoPlay(fresh(SETUP), 11, 30).events, autoPlay(fresh(SETUP), 12, 30).events];
const META = { setup: SETUP, packOverrides: [] };

describe('SharedGate (remembering the replay)', () => {
  it('gives what the whole gate gives, document after document', () => {
    const step = fc.record({
      game: fc.integer({ min: 0, max: 1 }),
      length: fc.integer({ min: 0, max: 30 }),
      damageAt: fc.option(fc.integer({ min: 0, max: 29 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 12 }), (steps) => {
        const gate = new SharedGate();
        for (const s of steps) {
          const events: unknown[] = GAMES[s.game]!.slice(0, s.length).map((e) => structuredClone(e));
          if (s.damageAt !== null && s.damageAt < events.length) events[s.damageAt] = { type: 'no-such-event' };
          const doc = sharedDocFromLog('kalidasia', 'G', META, events, events.length, 'a');
          const got = gate.check(structuredClone(doc));
          const want = sharedKalidasiaGate(structuredClone(doc));
          const plain = (r: typeof got) => (r.ok ? { ok: true, events: r.log.events, cursor: r.log.cursor } : { ok: false, reason: r.reason });
          expect(plain(got)).toEqual(plain(want));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a damaged event after a remembered start is still refused, naming it', () => {
    const gate = new SharedGate();
    const events = GAMES[0]!.slice(0, 10);
    expect(gate.check(sharedDocFromLog('kalidasia', 'G', META, events, 10, 'a')).ok).toBe(true);
    const r = gate.check(sharedDocFromLog('kalidasia', 'G', META, [...events, { type: 'no-such-event' }], 11, 'a'));
    expect(r).toMatchObject({ ok: false, reason: expect.stringMatching(/Event 11/) });
  });
});
