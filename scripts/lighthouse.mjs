// Benchmark (not a test): Lighthouse, mobile preset, against the production build.
// Usage: npm run build && node scripts/lighthouse.mjs [path]
// Fetches Lighthouse 12 with npx on first use and drives Debian's Chromium. Lighthouse runs as
// an asynchronous child process: the server (scripts/server.mjs, as `npm start`) lives in this process and must keep serving.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './server.mjs';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 4185);
const path = process.argv[2] ?? '/';
const server = await startServer({ host: '127.0.0.1', port });
const out = join(mkdtempSync(join(tmpdir(), 'lh-')), 'report.json');
try {
  await promisify(execFile)(
    'npx',
    [
      '-y',
      'lighthouse@12',
      `http://127.0.0.1:${port}${path}`,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync',
    ],
    { timeout: 240_000, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } },
  );
  const r = JSON.parse(readFileSync(out, 'utf8'));
  const score = (k) => Math.round((r.categories[k]?.score ?? 0) * 100);
  console.info(`Lighthouse (mobile) ${path}: performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}, SEO ${score('seo')}`);
  for (const k of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']) {
    console.info(`  ${r.audits[k].title}: ${r.audits[k].displayValue}`);
  }
  const failed = Object.values(r.categories)
    .flatMap((c) => c.auditRefs.map((a) => r.audits[a.id]))
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary');
  for (const a of failed) console.info(`  failing: ${a.id} — ${a.title}`);
} finally {
  await server.close();
}
