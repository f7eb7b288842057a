// Two "tabs" on one fake IndexedDB (two Dexie instances on one factory) with their event-log operations, for the
// store's unit tests.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { TablesideDB } from '../../../src/store/db';
import { eventLogOn, type LogWrite } from '../../../src/store/eventLog';

let n = 0;
/** A fresh database named `<prefix>-<n>`, opened by two tabs `a` and `b` with their logs `A` and `B`. */
export function twoTabs(prefix: string) {
  const deps = { indexedDB: new IDBFactory(), IDBKeyRange };
  const name = `${prefix}-${++n}`;
  const a = new TablesideDB(name, deps);
  const b = new TablesideDB(name, deps);
  return { a, b, A: eventLogOn(async () => a), B: eventLogOn(async () => b) };
}

/** The head a stored write returns; throws if the write was refused. */
export function headOf(w: LogWrite) {
  if (!w.ok) throw new Error(`expected a stored write, got ${w.kind}: ${w.message}`);
  return w.head;
}
