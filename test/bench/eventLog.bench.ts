// Event log storage costs (fake-indexeddb in Node: the store's own work, not the browser's disk).
// The browser figure (open a 500-event game from the list to painted) is printed by test/browser/storage.test.ts.
import { bench, describe } from 'vitest';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { TablesideDB } from '../../src/store/db';
import { eventLogOn } from '../../src/store/eventLog';

const db = new TablesideDB('bench', { indexedDB: new IDBFactory(), IDBKeyRange });
const ops = eventLogOn(async () => db);
const event = (i: number) => ({ type: 'move', ship: `s${i % 12}`, to: { x: i % 72, y: (i * 7) % 48, facing: (i * 37) % 360 }, dice: [1, 4, 6] });

let appendId = '';
let cursor = 0;
let readId = '';

async function prepare(): Promise<void> {
  if (readId) return;
  const a = await ops.logCreate('kalidasia', 'append bench', { setup: {} });
  if (!a.ok) throw new Error(a.message);
  appendId = a.head.id;
  const r = await ops.logCreate('kalidasia', 'read bench', { setup: {} }, Array.from({ length: 500 }, (_, i) => event(i)));
  if (!r.ok) throw new Error(r.message);
  readId = r.head.id;
}

describe('event log', () => {
  bench(
    'append one event (compare-and-set, one transaction)',
    async () => {
      const w = await ops.logAppend(appendId, cursor, [event(cursor)]);
      if (!w.ok) throw new Error(w.message);
      cursor = w.head.cursor;
    },
    { setup: prepare, time: 1500 },
  );

  bench(
    'read a 500-event log',
    async () => {
      const r = await ops.logRead(readId);
      if (r?.events.length !== 500) throw new Error('short read');
    },
    { setup: prepare, time: 1500 },
  );
});
