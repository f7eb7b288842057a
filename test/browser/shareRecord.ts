// The share record of the (one) shared game of a page, as the app stores it (issue 26: the `shares` table of the
// database, schema version 4; it was in localStorage before). Read from the page's own IndexedDB.
import type { Page } from 'playwright-core';

export interface StoredShare {
  logId: string;
  doc: string;
  actor: string;
  role: string;
  pending?: string[];
  tip?: string;
  restored?: boolean;
}

export function shareRecord(page: Page): Promise<StoredShare | null> {
  return page.evaluate(
    () =>
      new Promise<StoredShare | null>((done) => {
        const req = indexedDB.open('tableside');
        req.onerror = () => done(null);
        req.onsuccess = () => {
          const db = req.result;
          if (!db.objectStoreNames.contains('shares')) {
            db.close();
            done(null);
            return;
          }
          const all = db.transaction('shares').objectStore('shares').getAll();
          all.onsuccess = () => {
            db.close();
            done((all.result[0] as StoredShare | undefined) ?? null);
          };
          all.onerror = () => {
            db.close();
            done(null);
          };
        };
      }),
  );
}
