import { defineConfig } from 'vitest/config';

// Real-browser tests: Debian's Chromium driven by playwright-core against the
// production build served on 127.0.0.1 (started by test/browser/global-setup.ts).
export default defineConfig({
  test: {
    include: ['test/browser/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/browser/global-setup.ts'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits for a state, never for a time: on a busy 2-core machine 1 s (vitest's default) was too short
    // for a stored setting to be read (hydrate.test.ts once failed at load 14), so every poll may wait up to 10 s.
    expect: { poll: { timeout: 10_000 } },
  },
});
