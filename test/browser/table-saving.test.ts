// The free Table's saving mark (issue 27 item 8), in Chromium on a touch screen: a burst of markers tapped as
// fast as touch input arrives. A marker shows as placed (no "Saving…") only once the stored table row holds it:
// checked from the page's IndexedDB each time the screen changes, after a reload, and after the browser is
// killed right after a burst (the issue lost 5 of 24 markers drawn as placed).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dumpDatabase, openSession } from './harness';
import { tableDriver } from './tableDriver';

const BURST = 24;

/** Stored markers in the table row, read with the raw IndexedDB API. */
async function storedMarkers(page: Page): Promise<number> {
  const db = await dumpDatabase(page);
  const row = (db.tableLayout as { id: string; markers?: unknown[] }[] | undefined)?.find((r) => r.id === 'current');
  return row?.markers?.length ?? 0;
}

/**
 * Watch the screen: each time the marker count or the saving mark changes, note how many markers are shown as
 * placed (drawn and not saving) and read, from IndexedDB, how many the stored row holds at that moment.
 */
async function watchPlaced(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { placed: { shown: number; saving: number; stored: number | null }[]; placedMax: number };
    w.placed = [];
    w.placedMax = 0;
    const read = () =>
      new Promise<number>((res) => {
        const r = indexedDB.open('tableside');
        r.onsuccess = () => {
          const db = r.result;
          const g = db.transaction('tableLayout', 'readonly').objectStore('tableLayout').get('current');
          g.onsuccess = () => {
            db.close();
            res(((g.result as { markers?: unknown[] } | undefined)?.markers ?? []).length);
          };
          g.onerror = () => res(-1);
        };
        r.onerror = () => res(-1);
      });
    let last = '';
    new MutationObserver(() => {
      const count = Number(document.querySelector('[data-testid="marker-count"]')?.textContent ?? 0);
      const saving = Number(/\d+/.exec(document.querySelector('[data-testid="markers-saving"]')?.textContent ?? '0')?.[0] ?? 0);
      const key = `${count}/${saving}`;
      if (key === last) return;
      last = key;
      const sample = { shown: count - saving, saving, stored: null as number | null };
      w.placedMax = Math.max(w.placedMax, sample.shown);
      w.placed.push(sample);
      void read().then((n) => (sample.stored = n));
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/** BURST taps in the "Add marker" tool, sent without waiting between them (a finger drumming on the table). */
async function burst(page: Page, row0: number): Promise<void> {
  const t = await tableDriver(page);
  const points = await Promise.all(Array.from({ length: BURST }, (_, i) => t.at(4 + (i % 8) * 8, row0 + Math.floor(i / 8) * 6)));
  const cdp = await page.context().newCDPSession(page);
  const sends: Promise<unknown>[] = [];
  for (const p of points) {
    sends.push(cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: p.x, y: p.y, id: 0 }] }));
    sends.push(cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }));
  }
  await Promise.all(sends);
}

describe('free Table: a marker shows as placed only once stored (issue 27 item 8)', () => {
  it('a burst of 24: the saving mark clears only when the stored row holds the markers; a reload draws all 24 without it', async () => {
    const s = await openSession({ touch: true });
    try {
      await s.page.goto(s.baseUrl + '/kalidasia/table');
      await tableDriver(s.page);
      await s.page.getByRole('button', { name: /Add marker/ }).tap();
      await watchPlaced(s.page);
      await burst(s.page, 6);
      // State, not time: all drawn, nothing saving.
      await expect.poll(async () => Number(await s.page.getByTestId('marker-count').textContent())).toBe(BURST);
      await expect.poll(() => s.page.getByTestId('markers-saving').count()).toBe(0);
      expect(await storedMarkers(s.page)).toBe(BURST);
      // Every time the screen showed markers as placed, the stored row held at least that many.
      await expect.poll(() => s.page.evaluate(() => (window as unknown as { placed: { stored: number | null }[] }).placed.every((p) => p.stored !== null))).toBe(true);
      const placed = await s.page.evaluate(() => (window as unknown as { placed: { shown: number; saving: number; stored: number }[] }).placed);
      const mostSaving = Math.max(...placed.map((p) => p.saving));
      console.info(`[figure] burst of ${BURST} markers: ${placed.length} screen states, ${placed.filter((p) => p.stored < p.shown).length} showed more placed than stored; at most ${mostSaving} marked "saving" at once`);
      // The mark was on screen while markers were being stored.
      expect(mostSaving).toBeGreaterThan(0);
      for (const p of placed) expect(p.stored).toBeGreaterThanOrEqual(p.shown);

      await s.page.reload();
      await expect.poll(async () => Number(await s.page.getByTestId('marker-count').textContent())).toBe(BURST);
      expect(await s.page.getByTestId('markers-saving').count()).toBe(0);
      expect(s.errors).toEqual([]);
    } finally {
      await s.close();
    }
  });

  it('killed right after a burst: every marker shown as placed is there after a restart, drawn without the mark', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tableside-kill-table-'));
    try {
      const s = await openSession({ profileDir: dir, touch: true });
      await s.page.goto(s.baseUrl + '/kalidasia/table');
      await tableDriver(s.page);
      await s.page.getByRole('button', { name: /Add marker/ }).tap();
      await watchPlaced(s.page);
      await burst(s.page, 6);
      const shown = await s.page.evaluate(() => ({
        drawn: Number(document.querySelector('[data-testid="marker-count"]')?.textContent ?? 0),
        placed: (window as unknown as { placedMax: number }).placedMax,
      }));
      const pids = execFileSync('pgrep', ['-f', '--', `user-data-dir=${dir}`]).toString().trim().split('\n').map(Number);
      for (const pid of pids) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          /* already gone with its parent */
        }
      }
      await s.close().catch(() => undefined);
      const again = await openSession({ profileDir: dir, touch: true });
      try {
        await again.page.goto(`${again.baseUrl}/kalidasia/table`);
        await tableDriver(again.page);
        const stored = await storedMarkers(again.page);
        await expect.poll(async () => Number(await again.page.getByTestId('marker-count').textContent())).toBe(stored);
        expect(await again.page.getByTestId('markers-saving').count()).toBe(0);
        console.info(`[figure] killed 0 ms after a burst of ${BURST} markers: ${shown.drawn} drawn, ${shown.placed} shown as placed (no saving mark), ${stored} stored; lost of those shown placed: ${Math.max(0, shown.placed - stored)}`);
        expect(stored).toBeGreaterThanOrEqual(shown.placed);
      } finally {
        await again.close();
      }
    } finally {
      try {
        rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
      } catch {
        /* a crash reporter may still be writing there; the system's temp cleaning takes it */
      }
    }
  });
});
