// Issue 12 case 3b in real Chromium: an edit shown on screen is never silently lost when the player loads
// another URL while its write is in flight — it is stored, or the browser asked the player before leaving.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dialog, Page } from 'playwright-core';
import { openSession, type Session } from './harness';

/** The stored name of one squadron, read straight from IndexedDB. */
async function storedName(page: Page, id: string): Promise<string | null> {
  return page.evaluate(
    (key) =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('tableside');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction('squadrons').objectStore('squadrons').get(key);
          get.onsuccess = () => {
            db.close();
            const rec = get.result as { squadron?: { name?: string } } | undefined;
            resolve(rec?.squadron?.name ?? null);
          };
          get.onerror = () => reject(new Error(String(get.error)));
        };
      }),
    id,
  );
}

describe('leaving while an edit is being stored (issue 12 case 3b)', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession();
  });
  afterAll(async () => {
    await s.close();
  });

  it('typing a squadron name and at once loading another URL, 20 times: the name is stored every time, or the player was asked first', async () => {
    const { page } = s;
    await page.goto(s.baseUrl + '/kalidasia/squadrons');
    await page.getByRole('button', { name: 'New Surakari Invasion Fleet' }).click();
    await page.getByTestId('squadron-editor').waitFor();
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    const editor = page.url();
    // The player answers a "leave this page?" question: stay on odd runs (then waits for "Saved" and leaves),
    // leave anyway on even runs.
    let asked = 0;
    let answer: 'stay' | 'leave' = 'stay';
    const onDialog = (d: Dialog): void => {
      if (d.type() !== 'beforeunload') return;
      asked++;
      void (answer === 'leave' ? d.accept() : d.dismiss());
    };
    page.on('dialog', onDialog);
    const outcomes: { run: number; stored: boolean; asked: boolean }[] = [];
    for (let run = 1; run <= 20; run++) {
      await page.goto(editor);
      await page.getByTestId('squadron-editor').waitFor();
      await expect.poll(() => page.getByTestId('save-state').getAttribute('data-state')).toBe('saved');
      const name = `Run ${run} squadron`;
      answer = run % 2 === 1 ? 'stay' : 'leave';
      const askedBefore = asked;
      await page.getByLabel('Squadron name').fill(name);
      const left = await page.goto(s.baseUrl + '/kalidasia').then(
        () => true,
        () => false, // the player chose to stay: the navigation was cancelled
      );
      if (!left) {
        await page.locator('[data-testid="save-state"][data-state="saved"]').waitFor();
        await page.goto(s.baseUrl + '/kalidasia');
      }
      await page.waitForURL(s.baseUrl + '/kalidasia');
      outcomes.push({ run, stored: (await storedName(page, id)) === name, asked: asked > askedBefore });
    }
    page.off('dialog', onDialog);
    const silentlyLost = outcomes.filter((o) => !o.stored && !o.asked);
    console.info(
      `[figure] leaving while a squadron name is stored: ${outcomes.filter((o) => o.stored).length} of 20 stored, asked ${asked} times, ${silentlyLost.length} silently lost`,
    );
    expect(silentlyLost).toEqual([]);
    // A player who chose to stay lost nothing.
    expect(outcomes.filter((o) => o.run % 2 === 1 && !o.stored)).toEqual([]);
  });
});
