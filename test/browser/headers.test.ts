// The real build served as `npm start` serves it (scripts/server.mjs), in Chromium: the headers arrive on the
// page and its files, the app still works under them (service worker, data:/blob: images, no CSP or
// Permissions-Policy complaint in the console), the camera is allowed to the app and geolocation is not,
// a missing file is a 404 and a screen's URL is the page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_HEADER, IMMUTABLE, PERMISSIONS_POLICY } from '../../scripts/headers.mjs';
import { openSession, waitForServiceWorker, type Session } from './harness';

describe('headers from the npm start server (issue 27 item 10)', () => {
  let s: Session;
  /** Every console message of any level (a header the browser cannot parse is reported there). */
  const consoleAll: string[] = [];
  const assetCache = new Map<string, string>();
  beforeAll(async () => {
    s = await openSession({ touch: true });
    s.page.on('console', (m) => consoleAll.push(`${m.type()}: ${m.text()}`));
    // A refused eval that the page's code catches is not logged to the console, but it is reported as an event.
    await s.page.addInitScript(() => {
      const w = window as unknown as { tablesideCsp: string[] };
      w.tablesideCsp = [];
      document.addEventListener('securitypolicyviolation', (e) => w.tablesideCsp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`));
    });
    s.page.on('response', (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith('/assets/') && !r.fromServiceWorker()) assetCache.set(u.pathname, r.headers()['cache-control'] ?? '');
    });
  });
  afterAll(async () => {
    await s.close();
  });

  it('the page arrives with the full CSP, Permissions-Policy, COOP and CORP, revalidated', async () => {
    const res = await s.page.goto(s.baseUrl + '/');
    const h = res!.headers();
    expect(h['content-security-policy']).toBe(CSP_HEADER);
    expect(h['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(h['cross-origin-opener-policy']).toBe('same-origin');
    expect(h['cross-origin-resource-policy']).toBe('same-origin');
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['cache-control']).toBe('no-cache');
    await s.page.getByRole('heading', { name: 'Legends of Kalidasia' }).waitFor();
  });

  it('the app works under them: the service worker takes control, and no CSP or policy complaint is logged', async () => {
    await waitForServiceWorker(s.page);
    // Each screen's chunk loads under the policy.
    const violations: string[] = [];
    const seen = async () => violations.push(...(await s.page.evaluate(() => (window as unknown as { tablesideCsp: string[] }).tablesideCsp)));
    await s.page.goto(s.baseUrl + '/settings');
    await expect.poll(() => s.page.getByRole('heading', { level: 1 }).textContent()).toBe('Settings');
    await seen();
    await s.page.goto(s.baseUrl + '/kalidasia/table');
    await s.page.locator('[data-testid="table-stage"] canvas').first().waitFor();
    await seen();
    // The saved-games list is read through the stored records' schemas (zod): it loads here.
    await s.page.goto(s.baseUrl + '/kalidasia/squadrons');
    await expect.poll(() => s.page.getByRole('heading', { level: 1 }).textContent()).toBe('Squadrons');
    await seen();
    await s.page.goto(s.baseUrl + '/kalidasia/game');
    await expect.poll(() => s.page.getByRole('heading', { level: 1 }).textContent()).toBe('Game');
    await seen();
    expect(violations).toEqual([]);
    expect(consoleAll.filter((m) => /Content.Security.Policy|Permissions.Policy|Feature.Policy|Refused to/i.test(m))).toEqual([]);
    expect(s.errors).toEqual([]);
    expect(s.foreign).toEqual([]);
  });

  it('hashed assets were sent immutable for a year', async () => {
    expect(assetCache.size).toBeGreaterThan(0);
    for (const [path, cache] of assetCache) expect([path, cache]).toEqual([path, IMMUTABLE]);
  });

  it('data: and blob: images load; the camera is allowed to the app, geolocation and the microphone are not', async () => {
    const r = await s.page.evaluate(async () => {
      const load = (src: string) =>
        new Promise<boolean>((res) => {
          const img = new Image();
          img.onload = () => res(true);
          img.onerror = () => res(false);
          img.src = src;
        });
      const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const blobUrl = URL.createObjectURL(new Blob([bytes], { type: 'image/png' }));
      const fp = (document as unknown as { featurePolicy?: { allowsFeature(f: string): boolean } }).featurePolicy;
      return {
        data: await load(`data:image/png;base64,${png}`),
        blob: await load(blobUrl),
        camera: fp?.allowsFeature('camera'),
        wakeLock: fp?.allowsFeature('screen-wake-lock'),
        geolocation: fp?.allowsFeature('geolocation'),
        microphone: fp?.allowsFeature('microphone'),
      };
    });
    expect(r).toEqual({ data: true, blob: true, camera: true, wakeLock: true, geolocation: false, microphone: false });
  });

  it('a worker from the app’s own files runs (a future photo reader); one built from a blob: is refused', async () => {
    await s.page.route('**/tableside-test-worker.js', (r) => r.fulfill({ contentType: 'text/javascript', body: 'postMessage("up");' }));
    await s.page.goto(s.baseUrl + '/settings');
    const r = await s.page.evaluate(async () => {
      const own = await new Promise<string>((res) => {
        const w = new Worker('/tableside-test-worker.js');
        w.onmessage = (e) => res(String(e.data));
        w.onerror = () => res('error');
      });
      const blob = await new Promise<string>((res) => {
        document.addEventListener('securitypolicyviolation', (e) => {
          if (e.blockedURI.startsWith('blob')) res(e.violatedDirective);
        });
        try {
          const w = new Worker(URL.createObjectURL(new Blob(['postMessage("up")'], { type: 'text/javascript' })));
          w.onmessage = () => res('ran');
        } catch (err) {
          res(String(err));
        }
      });
      return { own, blob };
    });
    expect(r).toEqual({ own: 'up', blob: 'worker-src' });
    await s.page.unroute('**/tableside-test-worker.js');
  });

  it('a script from another origin is refused by the header policy', async () => {
    await s.page.goto(s.baseUrl + '/settings');
    const blocked = await s.page.evaluate(
      () =>
        new Promise<string>((res) => {
          document.addEventListener('securitypolicyviolation', (e) => res(e.violatedDirective), { once: true });
          const el = document.createElement('script');
          el.src = 'http://localhost:9/x.js';
          document.head.append(el);
        }),
    );
    expect(blocked).toBe('script-src-elem');
  });

  it('a missing file is a 404 (not the page); a screen path is the page and reloads', async () => {
    const missing = await s.context.request.get(s.baseUrl + '/nonexistent.js');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).not.toContain('<html');
    expect(missing.headers()['content-security-policy']).toBe(CSP_HEADER);
    const screen = await s.context.request.get(s.baseUrl + '/kalidasia/game/abc');
    expect(screen.status()).toBe(200);
    expect(screen.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(await screen.text()).toContain('<div id="root">');
    await s.page.goto(s.baseUrl + '/kalidasia/game/abc');
    await s.page.getByText('This game is not stored on this device').waitFor();
  });
});
