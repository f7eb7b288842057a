// Starts the production build (dist/, built by `npm run test:browser`) on 127.0.0.1
// for the browser tests, and stops it afterwards.
import { existsSync } from 'node:fs';
import { preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';

export const BROWSER_TEST_PORT = 4180;
let server: PreviewServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `vite build` before the browser tests');
  server = await preview({ preview: { host: '127.0.0.1', port: BROWSER_TEST_PORT, strictPort: true, open: false }, logLevel: 'warn' });
  project.provide('baseUrl', `http://127.0.0.1:${BROWSER_TEST_PORT}`);
}

export async function teardown(): Promise<void> {
  await new Promise<void>((res) => (server ? server.httpServer.close(() => res()) : res()));
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
