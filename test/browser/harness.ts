// Shared helpers for the real-browser tests: launch Debian's Chromium with a fresh
// profile, record console errors and every request that leaves the app's origin.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Session {
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  /** Console errors and page errors seen so far. */
  errors: string[];
  /** Requests to any origin other than the app's. */
  foreign: string[];
  close(): Promise<void>;
}

export interface SessionOptions {
  touch?: boolean;
  viewport?: { width: number; height: number };
  /** Reuse a profile folder (to test a second visit); a fresh one otherwise. */
  profileDir?: string;
  keepProfile?: boolean;
  /** More Chromium switches for one test's browser (e.g. a fake camera: photo-camera.test.ts). */
  args?: readonly string[];
  /** 'block': no service worker (a test that holds or refuses the app's own files by route: a service worker would
   * answer them from its cache past the route). */
  serviceWorkers?: 'allow' | 'block';
}

export async function openSession(opts: SessionOptions = {}): Promise<Session> {
  const baseUrl = inject('baseUrl');
  const dir = opts.profileDir ?? mkdtempSync(join(tmpdir(), 'tableside-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: opts.viewport ?? { width: 1280, height: 800 },
    hasTouch: opts.touch ?? false,
    isMobile: false,
    acceptDownloads: true,
    serviceWorkers: opts.serviceWorkers ?? 'allow',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      ...(opts.args ?? []),
    ],
  });
  const errors: string[] = [];
  const foreign: string[] = [];
  const origin = new URL(baseUrl).origin;
  context.on('request', (req) => {
    const url = req.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== origin) foreign.push(url);
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const watch = (p: Page): void => {
    p.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    p.on('pageerror', (e) => errors.push(String(e)));
  };
  watch(page);
  context.on('page', watch);
  return {
    context,
    page,
    baseUrl,
    errors,
    foreign,
    async close() {
      await context.close();
      if (!opts.profileDir && !opts.keepProfile) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Wait until the service worker controls the page (the app is then cached for offline use). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, undefined, { timeout: 30_000 });
}

/**
 * Wait until the page has loaded and gone quiet: the load event, two painted frames, then an idle callback (the main
 * thread had nothing left to do). A state, not a time: use it where a test needs "after the app has settled".
 */
export async function pageIdle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => done())))),
  );
}

/** Every table of the app's IndexedDB database, read in the page with the raw API. */
export async function dumpDatabase(page: Page): Promise<Record<string, unknown[]>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, unknown[]>>((resolve, reject) => {
        const req = indexedDB.open('tableside');
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const db = req.result;
          const names = [...db.objectStoreNames];
          const out: Record<string, unknown[]> = {};
          if (names.length === 0) {
            db.close();
            resolve(out);
            return;
          }
          const tx = db.transaction(names, 'readonly');
          for (const n of names) {
            const r = tx.objectStore(n).getAll();
            r.onsuccess = () => {
              out[n] = r.result as unknown[];
            };
          }
          tx.oncomplete = () => {
            db.close();
            resolve(out);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

/** Write rows straight into the app's IndexedDB (raw API, as damage or another program would). */
export async function putRows(page: Page, rows: Record<string, unknown[]>): Promise<void> {
  await page.evaluate(
    (all) =>
      new Promise<void>((resolve, reject) => {
        const req = indexedDB.open('tableside');
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const db = req.result;
          const tx = db.transaction(Object.keys(all), 'readwrite');
          for (const [table, list] of Object.entries(all)) for (const row of list) tx.objectStore(table).put(row);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    rows,
  );
}

/** A stored game (event log) as plain data: its head and its events in seq order. */
export async function readLog(page: Page, id: string): Promise<{ head: { cursor: number; length: number; name: string }; events: unknown[] } | null> {
  const db = await dumpDatabase(page);
  const head = (db.logHeads as { id: string; cursor: number; length: number; name: string }[] | undefined)?.find((h) => h.id === id);
  if (!head) return null;
  const events = ((db.logEvents ?? []) as { logId: string; seq: number; event: unknown }[]).filter((r) => r.logId === id).sort((a, b) => a.seq - b.seq).map((r) => r.event);
  return { head, events };
}

/**
 * Wait until no action is waiting to be stored (the screen then shows what is stored). An action shows as done
 * only once stored, a few milliseconds after the tap: read the screen after this, not straight after a tap.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-testid="pending"]') === null);
}

/** How many actions of a saved companion or Kalidasia game are stored and in effect (its cursor); undefined when absent. */
export async function storedActions(page: Page, id: string): Promise<number | undefined> {
  return (await readLog(page, id))?.head.cursor;
}
