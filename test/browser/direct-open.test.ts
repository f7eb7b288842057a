// A first page load straight to a game (a link, a bookmark, a reload): while the game's chunk is on its way the
// screen says "Loading…" (as content, not React's Suspense fallback, so the game is shown as soon as the chunk is in:
// see src/kalidasia/ui/game/README.md), then the game; a chunk that cannot be loaded shows the shell's message with a
// way to reload, never a blank screen. The chunk is held (then let go) or refused by the test, so it waits for state.
import type { Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, type Session } from './harness';

const SCREEN_CHUNK = /\/assets\/screen-[\w-]+\.js$/;

describe('a first load straight to a game', () => {
  let s: Session;
  let url = '';
  beforeAll(async () => {
    // No service worker: once it had precached the app (sooner or later, with the machine's load) it answered the
    // game's chunk from its cache past the test's route, and the refused chunk loaded (seen once at load ~4).
    s = await openSession({ touch: true, serviceWorkers: 'block' });
    await s.page.goto(s.baseUrl + '/kalidasia/game/new');
    await s.page.getByLabel('Player 1 name').fill('Ada');
    await s.page.getByLabel('Player 2 name').fill('Bo');
    await s.page.getByRole('button', { name: 'Start the game' }).tap();
    await s.page.waitForURL(/\/kalidasia\/game\/(?!new)[^/]+$/);
    url = s.page.url();
    await s.page.getByTestId('waiting-for').waitFor();
  });
  afterAll(async () => {
    await s.close();
  });

  it('says "Loading…" while the game’s chunk is held, then shows the game once it arrives', async () => {
    const held: Route[] = [];
    await s.page.route(SCREEN_CHUNK, (route) => {
      held.push(route);
    });
    await s.page.goto(url, { waitUntil: 'commit' });
    await expect.poll(() => held.length, { timeout: 15000 }).toBeGreaterThan(0);
    await expect.poll(() => s.page.getByRole('status').filter({ hasText: 'Loading…' }).count()).toBe(1);
    expect(await s.page.getByTestId('waiting-for').count()).toBe(0);
    for (const r of held.splice(0)) await r.continue();
    await s.page.unroute(SCREEN_CHUNK);
    await expect.poll(() => s.page.getByTestId('waiting-for').textContent(), { timeout: 15000 }).toContain('Ada');
    expect(await s.page.locator('[data-testid="table-stage"] canvas').count()).toBeGreaterThan(0);
    expect(await s.page.getByText('Loading…').count()).toBe(0);
    expect(s.errors).toEqual([]);
  });

  it('a game chunk that cannot be loaded shows the message with Reload, not a blank screen', async () => {
    await s.page.route(SCREEN_CHUNK, (route) => route.abort());
    await s.page.goto(url);
    await expect.poll(() => s.page.getByTestId('chunk-error').isVisible(), { timeout: 15000 }).toBe(true);
    expect(await s.page.getByRole('button', { name: 'Reload' }).isVisible()).toBe(true);
    await s.page.unroute(SCREEN_CHUNK);
    await s.page.getByRole('button', { name: 'Reload' }).tap();
    await expect.poll(() => s.page.getByTestId('waiting-for').textContent(), { timeout: 15000 }).toContain('Ada');
    s.errors.length = 0; // the refused chunk's console errors
  });
});
