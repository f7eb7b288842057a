/**
 * zod (the schemas of game files, backups and squadrons) probes whether it may compile validators with
 * `new Function`. Under this app's Content-Security-Policy (no 'unsafe-eval') the probe is refused: zod swallows
 * the error, but the browser still reports a `script-src` violation on every screen that loads a schema. zod reads
 * its settings from one global object shared by every copy of it; `jitless` skips the probe (and the compiled
 * fast path, which these small schemas do not need). Imported first by main.tsx, before any schema loads, without
 * importing zod itself (it stays out of the first load).
 */
const ZOD_SETTINGS = '__zod_globalConfig';
const g = globalThis as unknown as Record<string, Record<string, unknown> | undefined>;
g[ZOD_SETTINGS] = Object.assign(g[ZOD_SETTINGS] ?? {}, { jitless: true });

export {};
