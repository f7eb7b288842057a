// Benchmark (not a test): Lighthouse, mobile preset, against the production build.
// Usage: npm run build && node scripts/lighthouse.mjs [--runs=N] [path …]
//   e.g. node scripts/lighthouse.mjs --runs=3 / /kalidasia/table /kalidasia/game
// Each path is measured N times (default 1); with N > 1 the median and range of every figure are printed.
// Prints the machine's load average at the start and end (Lighthouse on a shared 2-core machine is noisy).
// LIGHTHOUSE_KEEP=<dir> keeps every JSON report there; LIGHTHOUSE_DIST=<dir> serves another build (e.g. main's, to
// compare in the same hour). LIGHTHOUSE_REF=<dir> interleaves another build run by run (this build's run i, then the
// other's run i, for each path, the first of the two alternating) and prints both medians: the way to compare two
// builds on a shared machine.
// Each build is served with its own page's policy (the CSP <meta> of its index.html, plus frame-ancestors 'none').
// Fetches Lighthouse 12 with npx on first use and drives Debian's Chromium. Lighthouse runs as
// an asynchronous child process: the server (scripts/server.mjs, as `npm start`) lives in this process and must keep serving.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './server.mjs';
import { SECURITY_HEADERS } from './headers.mjs';

const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 1);
const paths = args.filter((a) => !a.startsWith('--'));
if (paths.length === 0) paths.push('/');
const keep = process.env.LIGHTHOUSE_KEEP;
if (keep) mkdirSync(keep, { recursive: true });

const port = Number(process.env.LIGHTHOUSE_PORT ?? 4185);
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
/** The security headers with the CSP of the build in `root` (its index.html's <meta>), so each build runs under its own policy. */
function headersOf(root) {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(readFileSync(join(root, 'index.html'), 'utf8'));
  return meta ? { ...SECURITY_HEADERS, 'Content-Security-Policy': `${meta[1]}; frame-ancestors 'none'` } : SECURITY_HEADERS;
}
const DIST = process.env.LIGHTHOUSE_DIST ?? fileURLToPath(new URL('../dist/', import.meta.url));
const REF = process.env.LIGHTHOUSE_REF ?? null;
/** The builds measured, interleaved run by run: this one (or LIGHTHOUSE_DIST), then LIGHTHOUSE_REF if given. */
const builds = [{ name: 'this build', root: DIST, port }, ...(REF ? [{ name: `ref ${REF}`, root: REF, port: port + 1 }] : [])];
const servers = [];
for (const b of builds) servers.push(await startServer({ host: '127.0.0.1', port: b.port, root: b.root, headers: headersOf(b.root) }));
const tmp = mkdtempSync(join(tmpdir(), 'lh-'));

const METRICS = [
  ['first-contentful-paint', 'FCP', 'ms'],
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
  ['speed-index', 'SI', 'ms'],
];

async function lighthouse(build, path, n, attempt = 1) {
  const out = join(tmp, `report-${n}-${attempt}.json`);
  try {
    await run(build.port, path, out);
  } catch (e) {
    // Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART): that run is taken again, once.
    if (attempt > 1) throw e;
    console.info(`  (run failed, taken again: ${String(e.stderr ?? e.message).trim().split('\n')[0]})`);
    return lighthouse(build, path, n, attempt + 1);
  }
  const name = `${builds.length > 1 && build !== builds[0] ? 'ref' : ''}${path === '/' ? '_home' : path.replace(/\W+/g, '_')}-${n}.json`;
  if (keep) copyFileSync(out, join(keep, name));
  return JSON.parse(readFileSync(out, 'utf8'));
}

async function run(atPort, path, out) {
  await promisify(execFile)(
    'npx',
    [
      '-y',
      'lighthouse@12',
      `http://127.0.0.1:${atPort}${path}`,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync',
    ],
    { timeout: 240_000, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } },
  );
}

const fmt = (v, unit) => (unit === 'ms' ? (v >= 1000 ? `${(v / 1000).toFixed(1)} s` : `${Math.round(v)} ms`) : v.toFixed(3));
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

let n = 0;
try {
  console.info(`load average at start: ${load()}`);
  for (const path of paths) {
    const rows = builds.map(() => []);
    for (let i = 0; i < runs; i++) {
      // Which build goes first alternates from run to run, so neither always meets the machine as the other left it.
      const order = i % 2 === 0 ? [...builds.entries()] : [...builds.entries()].reverse();
      for (const [b, build] of order) {
        const r = await lighthouse(build, path, n++);
        const score = (k) => Math.round((r.categories[k]?.score ?? 0) * 100);
        const lcpElement = r.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
        const row = {
          performance: score('performance'),
          metrics: Object.fromEntries(METRICS.map(([id]) => [id, r.audits[id].numericValue])),
          lcp: lcpElement ? (lcpElement.nodeLabel ?? lcpElement.snippet) : '(none)',
        };
        rows[b].push(row);
        const who = builds.length > 1 ? ` [${build.name}]` : '';
        console.info(
          `Lighthouse (mobile) ${path}${who} run ${i + 1}/${runs} (load ${load()}): performance ${row.performance}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}, SEO ${score('seo')}`,
        );
        console.info(`  ${METRICS.map(([id, short, unit]) => `${short} ${fmt(row.metrics[id], unit)}`).join(', ')}`);
        // What cost points: the performance metrics below a full score, then every other audit below it.
        const perf = r.categories.performance.auditRefs.filter((a) => a.weight > 0).map((a) => r.audits[a.id]);
        const lost = perf.filter((a) => a.score !== null && a.score < 1).map((a) => `${a.id} ${Math.round(a.score * 100)}`);
        if (lost.length) console.info(`  metrics below 100: ${lost.join(', ')}`);
        console.info(`  LCP element: ${row.lcp}`);
        const failed = Object.values(r.categories)
          .flatMap((c) => c.auditRefs.map((a) => r.audits[a.id]))
          .filter((a) => a.score !== null && a.score < 1 && (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'metricSavings'));
        for (const a of new Set(failed)) console.info(`  failing: ${a.id} — ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      }
    }
    if (runs > 1) {
      for (const [b, build] of builds.entries()) {
        const perf = rows[b].map((r) => r.performance);
        const who = builds.length > 1 ? ` [${build.name}]` : '';
        console.info(`Lighthouse (mobile) ${path}${who} over ${runs} runs: performance median ${median(perf)} (${Math.min(...perf)}–${Math.max(...perf)})`);
        for (const [id, short, unit] of METRICS) {
          const xs = rows[b].map((r) => r.metrics[id]);
          console.info(`  ${short} median ${fmt(median(xs), unit)} (${fmt(Math.min(...xs), unit)}–${fmt(Math.max(...xs), unit)})`);
        }
        const elements = new Map();
        for (const r of rows[b]) elements.set(r.lcp, (elements.get(r.lcp) ?? 0) + 1);
        console.info(`  LCP element: ${[...elements].map(([e, k]) => `"${e}" ${k}×`).join(', ')}`);
      }
    }
  }
  console.info(`load average at end: ${load()}`);
} finally {
  for (const s of servers) await s.close();
}
