// @vitest-environment jsdom
// The cost of one player action through the controller behind useEventLog (fake-indexeddb in Node): append one
// event at the end of a game that holds 500 events (300 rounds: it grows from 500 to 800 events), stored and
// shown. Target p95 ≤ 5 ms, and a cost that does not grow with the game's length.
import { bench, describe } from 'vitest';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { TablesideDB } from '../../src/store/db';
import { eventLogOn } from '../../src/store/eventLog';
import { EventLogController } from '../../src/ui/useEventLog';

const event = (i: number) => ({ type: 'move', ship: `s${i % 12}`, to: { x: i % 72, y: (i * 7) % 48, facing: (i * 37) % 360 }, dice: [1, 4, 6] });

async function controllerWith(length: number, name: string): Promise<EventLogController> {
  const db = new TablesideDB(name, { indexedDB: new IDBFactory(), IDBKeyRange });
  const w = await eventLogOn(async () => db).logCreate('kalidasia', name, { setup: {} }, Array.from({ length }, (_, i) => event(i)));
  if (!w.ok) throw new Error(w.message);
  const ctl = new EventLogController(w.head.id, async () => db);
  ctl.subscribe(() => ctl.getHandle());
  await new Promise<void>((resolve) => {
    const off = ctl.subscribe(() => {
      if (ctl.getHandle().status === 'ready') {
        off();
        resolve();
      }
    });
  });
  return ctl;
}

let ctl500: EventLogController | null = null;
let ctl0: EventLogController | null = null;

describe('event log controller (useEventLog)', () => {
  bench(
    'append one event at the end of a 500-event game, stored and shown',
    async () => {
      const ctl = ctl500!;
      const w = await ctl.append([event(ctl.getHandle().events.length)]);
      if (!w.ok) throw new Error(w.message);
    },
    {
      setup: async () => {
        ctl500 ??= await controllerWith(500, 'bench-ctl-500');
      },
      time: 0,
      iterations: 300,
    },
  );

  bench(
    'append one event at the end of an empty game, stored and shown',
    async () => {
      const ctl = ctl0!;
      const w = await ctl.append([event(ctl.getHandle().events.length)]);
      if (!w.ok) throw new Error(w.message);
    },
    {
      setup: async () => {
        ctl0 ??= await controllerWith(0, 'bench-ctl-0');
      },
      time: 0,
      iterations: 300,
    },
  );
});
