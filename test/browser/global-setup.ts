// Starts the production build (dist/, built by `npm run test:browser`) on 127.0.0.1 with the server
// `npm start` uses (scripts/server.mjs: its headers, caching, 404s and fallback), and stops it afterwards.
import { existsSync } from 'node:fs';
import { freePort } from '../freePort';
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from '../../scripts/server.mjs';

let server: RunningServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `vite build` before the browser tests');
  const port = Number(process.env.BROWSER_TEST_PORT ?? 0) || (await freePort());
  server = await startServer({ host: '127.0.0.1', port });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
}

export async function teardown(): Promise<void> {
  await server?.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
