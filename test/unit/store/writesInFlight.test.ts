// @vitest-environment jsdom
// Issue 12 case 3b: every store write counts as in flight from the player's action until it settles, and the
// shell asks before the page unloads only then.
import { describe, expect, it } from 'vitest';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { TablesideDB } from '../../../src/store/db';
import { eventLogOn } from '../../../src/store/eventLog';
import { trackWrite, writesInFlight } from '../../../src/store/runtime';
import { EventLogController } from '../../../src/ui/useEventLog';
import { onBeforeUnload } from '../../../src/app/unloadGuard';

function unloadAsks(): boolean {
  const e = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
  onBeforeUnload(e);
  return e.defaultPrevented;
}

describe('writes in flight', () => {
  it('a write counts from the moment it is asked for until it settles, failed or not; leaving asks only meanwhile', async () => {
    expect(writesInFlight()).toBe(0);
    expect(unloadAsks()).toBe(false);
    let finish!: () => void;
    const w = trackWrite(() => new Promise<void>((resolve) => (finish = resolve)));
    const failing = trackWrite(() => Promise.reject(new Error('quota')));
    const throwing = trackWrite((): Promise<void> => {
      throw new Error('sync');
    });
    expect(writesInFlight()).toBe(3);
    expect(unloadAsks()).toBe(true);
    await expect(failing).rejects.toThrow('quota');
    await expect(throwing).rejects.toThrow('sync');
    expect(writesInFlight()).toBe(1);
    finish();
    await w;
    expect(writesInFlight()).toBe(0);
    expect(unloadAsks()).toBe(false);
  });

  it('an action queued in a game counts at once, before its turn to be written, until stored', async () => {
    const db = new TablesideDB('in-flight', { indexedDB: new IDBFactory(), IDBKeyRange });
    const made = await eventLogOn(async () => db).logCreate('caleda', 'g', null);
    if (!made.ok) throw new Error(made.message);
    const ctl = new EventLogController(made.head.id, async () => db);
    const off = ctl.subscribe(() => {});
    await new Promise<void>((resolve) => {
      const o = ctl.subscribe(() => ctl.getHandle().status === 'ready' && (o(), resolve()));
    });
    const writes = [ctl.append([{ i: 1 }]), ctl.append([{ i: 2 }])];
    expect(writesInFlight()).toBeGreaterThanOrEqual(2);
    await Promise.all(writes);
    expect(writesInFlight()).toBe(0);
    expect(ctl.getHandle().events).toEqual([{ i: 1 }, { i: 2 }]);
    off();
  });
});
