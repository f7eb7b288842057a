import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit and property tests: pure layers run in node; files that touch the DOM,
// Konva or IndexedDB opt in with a `// @vitest-environment jsdom` docblock.
export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['test/setup.ts'],
    benchmark: { include: ['src/**/*.bench.ts', 'test/bench/**/*.bench.ts'] },
    pool: 'threads',
    testTimeout: 20000,
  },
});
