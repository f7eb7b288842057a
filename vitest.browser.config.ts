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
  },
});
