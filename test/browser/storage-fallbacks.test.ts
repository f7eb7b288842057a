// Issue 12 in real Chromium when the browser or the host gets in the way: an update that removed the old chunks, no
// IndexedDB at all, and another origin framing the app. (Games kept through tabs, a full disk and a killed browser,
// and damaged records: storage.test.ts.)
import { describe, expect, it } from 'vitest';
import { openSession } from './harness';
import { actions, newKaladanGame } from './kaladanGame';

describe('an update in another tab removed the old chunks (issue 12 case 6)', () => {
  it('opening Settings offers a reload instead of a blank page', async () => {
    // No service worker: once it has precached the app it would answer the removed chunk from its cache past the route.
    const s = await openSession({ serviceWorkers: 'block' });
    try {
      await s.page.goto(s.baseUrl + '/');
      await s.page.getByRole('link', { name: 'Settings' }).waitFor();
      await s.page.route(/\/assets\/SettingsScreen-[^/]*\.js$/, (r) => r.fulfill({ status: 404, body: 'gone' }));
      await s.page.getByRole('link', { name: 'Settings' }).click();
      await s.page.getByTestId('chunk-error').waitFor();
      expect(await s.page.getByRole('heading', { name: 'Tableside was updated' }).isVisible()).toBe(true);
      await s.page.unroute(/\/assets\/SettingsScreen-[^/]*\.js$/);
      await s.page.getByRole('button', { name: 'Reload' }).click();
      await s.page.getByRole('heading', { name: 'Look' }).waitFor();
    } finally {
      await s.close();
    }
  });
});

describe('no IndexedDB at all (issue 12 cases 7 and 8)', () => {
  it('every screen works in memory and says so; Settings says persistence is not possible', async () => {
    const s = await openSession();
    try {
      await s.context.addInitScript(() => {
        Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
      });
      await s.page.goto(s.baseUrl + '/kalidasia/squadrons');
      await s.page.getByTestId('storage-banner').waitFor();
      await s.page.getByRole('button', { name: /New squadron|New/ }).first().waitFor();
      await s.page.goto(s.baseUrl + '/kalidasia/table');
      await s.page.locator('canvas').first().waitFor();
      await s.page.goto(s.baseUrl + '/kaladan');
      await s.page.getByText('No saved games yet.').waitFor();
      await newKaladanGame(s.page, s.baseUrl);
      await actions(s.page, 2);
      await s.page.getByRole('link', { name: 'Settings' }).click();
      expect(await s.page.getByTestId('storage-persisted').textContent()).toMatch(/^Not possible/);
      expect(await s.page.getByTestId('storage-banner').textContent()).toMatch(/runs in memory/);
    } finally {
      await s.close();
    }
  });
});

describe('framing (issue 12 case 10)', () => {
  it('the app is served with frame-ancestors none and X-Frame-Options DENY; another origin cannot frame it', async () => {
    const s = await openSession();
    try {
      const res = await s.page.goto(s.baseUrl + '/settings');
      const headers = res!.headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options']).toBe('DENY');
      // localhost and 127.0.0.1 are different origins: a page on one frames the app on the other.
      const other = s.baseUrl.replace('127.0.0.1', 'localhost');
      await s.page.route(`${other}/framer`, (r) => r.fulfill({ contentType: 'text/html', body: `<iframe id="f" src="${s.baseUrl}/"></iframe>` }));
      await s.page.goto(`${other}/framer`);
      const frame = (await (await s.page.waitForSelector('#f')).contentFrame())!;
      // Chromium refuses the framed navigation (it shows its own error page in the frame).
      await expect.poll(() => frame.url()).toMatch(/^chrome-error:/);
      expect(await frame.locator('.topbar').count()).toBe(0);
    } finally {
      await s.close();
    }
  });
});
