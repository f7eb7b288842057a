// A first load straight to a screen in a chunk (a link, a bookmark, a reload of /settings, a companion, the Game's
// list): the shell says "Loading…" as content while the chunk is on its way, not as React's Suspense fallback (which
// React keeps ≥ 300 ms once shown, issue 24; src/app/App.tsx, src/ui/chunkRoute.ts), then the screen; a chunk that
// cannot be loaded shows the shell's message with Reload, never a blank screen. The chunk is held (then let go) or
// refused by the test, so it waits for state.
import type { Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, type Session } from './harness';

const SETTINGS_CHUNK = /\/assets\/SettingsScreen-[\w-]+\.js$/;

describe('a first load straight to a screen in a chunk', () => {
  let s: Session;
  beforeAll(async () => {
    // No service worker: once it has precached the app it answers the chunks from its cache past the test's routes.
    s = await openSession({ touch: true, serviceWorkers: 'block' });
  });
  afterAll(async () => {
    await s.close();
  });

  it('says "Loading…" while the Settings chunk is held, then shows Settings once it arrives', async () => {
    const held: Route[] = [];
    await s.page.route(SETTINGS_CHUNK, (route) => {
      held.push(route);
    });
    await s.page.goto(s.baseUrl + '/settings', { waitUntil: 'commit' });
    await expect.poll(() => held.length, { timeout: 15000 }).toBeGreaterThan(0);
    await expect.poll(() => s.page.locator('p.boot').filter({ hasText: /^Loading…$/ }).count()).toBe(1);
    // The shell is live around it: the top bar is the screen's.
    expect(await s.page.getByRole('heading', { level: 1 }).textContent()).toBe('Settings');
    for (const r of held.splice(0)) await r.continue();
    await s.page.unroute(SETTINGS_CHUNK);
    await s.page.getByLabel('Follow the system').waitFor();
    expect(await s.page.getByText('Loading…').count()).toBe(0);
    expect(s.errors).toEqual([]);
  });

  it('a Settings chunk that cannot be loaded shows the shell\'s message with Reload, then Settings after Reload', async () => {
    await s.page.route(SETTINGS_CHUNK, (route) => route.abort());
    await s.page.goto(s.baseUrl + '/settings');
    const reload = s.page.getByRole('button', { name: 'Reload' });
    await expect.poll(() => reload.isVisible(), { timeout: 15000 }).toBe(true);
    expect(await s.page.getByText(/could not be (loaded|shown)/).count()).toBeGreaterThan(0);
    await s.page.unroute(SETTINGS_CHUNK);
    await reload.tap();
    await s.page.getByLabel('Follow the system').waitFor({ timeout: 15000 });
    s.errors.length = 0; // the refused chunk's console errors
  });

  it('a tap from Home to a screen still loads it (the Suspense boundary, not the first-load path)', async () => {
    await s.page.goto(s.baseUrl + '/');
    await expect.poll(() => s.page.evaluate(() => document.documentElement.dataset.settings)).toBe('loaded');
    await s.page.getByRole('link', { name: 'Settings' }).tap();
    await s.page.getByLabel('Follow the system').waitFor({ timeout: 15000 });
    expect(s.errors).toEqual([]);
  });
});
