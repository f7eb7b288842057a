// Benchmark (not a test): the JavaScript the browser must load before the Home screen paints, from the
// production build: the entry script of Home's page (dist/home.html, the page `/` answers; dist/index.html in a build
// without it) and every chunk it imports statically (what the
// page preloads), gzip-compressed (level 9) as a server would send it. Chunks loaded with `import()` are
// not counted: they load with the screens that need them (the store runtime, the data pack, the table).
// Usage: npx vite build && node scripts/bench-firstload.mjs      (issue 24 target: ≤ 100 kB gzip)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const page = existsSync(join(dist, 'home.html')) ? 'home.html' : 'index.html';
const html = readFileSync(join(dist, page), 'utf8');
// Home's page names no module script: its after-paint script adds the entry (scripts/prerender.mjs scriptsAfterPaint).
const afterPaint = /<script async src="\/(assets\/after-paint-[\w-]+\.js)"/.exec(html)?.[1];
const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1] ?? (afterPaint ? /script\.src = "\/([^"]+)"/.exec(readFileSync(join(dist, afterPaint), 'utf8'))?.[1] : undefined);
if (!entry) throw new Error(`no module script in dist/${page} (build first: npx vite build)`);

const seen = new Map();
const visit = (file) => {
  if (seen.has(file)) return;
  const code = readFileSync(join(dist, file), 'utf8');
  seen.set(file, { raw: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length });
  // Static imports only: `import … from"./x.js"` and bare `import"./x.js"` (never `import("./x.js")`).
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*"(\.\/[^"]+\.js)"/g)) visit(join(file, '..', m[1]));
};
visit(entry);
// Classic scripts the page loads (the route preload script, scripts/route-preload.mjs) run before Home paints too.
for (const m of html.matchAll(/<script(?![^>]*type="module")[^>]*\ssrc="\/([^"]+)"/g)) visit(m[1]);
const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
let raw = 0;
let gzip = 0;
console.info(`First load (JavaScript before the Home screen paints, dist/${page}):`);
for (const [file, s] of seen) {
  raw += s.raw;
  gzip += s.gzip;
  console.info(`  ${file}: ${kb(s.raw)} (${kb(s.gzip)} gzip)`);
}
const modulepreload = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);
const extra = modulepreload.filter((f) => !seen.has(f));
if (extra.length) console.info(`  also preloaded by index.html (not imported by the entry): ${extra.join(', ')}`);
console.info(`  total ${kb(raw)}, ${kb(gzip)} gzip — target ≤ 100 kB gzip: ${gzip <= 100_000 ? 'met' : 'NOT met'} (${(gzip / 100_000).toFixed(2)}× the target)`);
