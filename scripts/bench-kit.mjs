// What every browser benchmark shares: the production build served as `npm start` serves it (scripts/server.mjs) on 127.0.0.1,
// Debian's Chromium with a touch screen in a fresh profile, and the percentile figures they print.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from './server.mjs';

/** Serve dist/ on `port` and open Chromium; `close()` stops both and removes the profile. */
export async function benchOpen(port) {
  const server = await startServer({ host: '127.0.0.1', port });
  const dir = mkdtempSync(join(tmpdir(), 'tableside-bench-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    hasTouch: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const close = async () => {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
    await server.close();
  };
  return { server, context, page, base: `http://127.0.0.1:${port}`, close };
}

/** The p-th percentile (0–100) of a list of numbers. */
export const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

/** "median … ms, p95 … ms, max … ms". */
export const fmt = (xs) => `median ${pct(xs, 50).toFixed(2)} ms, p95 ${pct(xs, 95).toFixed(2)} ms, max ${Math.max(...xs).toFixed(2)} ms`;
