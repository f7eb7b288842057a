// The set-up and steps the sync browser tests share (issue 26): tablets as separate browser profiles (each its own
// IndexedDB), every request and WebSocket they open recorded; a Kalidasia game brought to its first deployment; a
// link joined to play; one deployment on each tablet, seen on both.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { CHROMIUM } from './harness';

export interface Tablet {
  context: BrowserContext;
  page: Page;
  dir: string;
}

export interface Tablets {
  /** Every request and WebSocket any tablet opened (tests check they all stay on the expected origins). */
  reached: string[];
  /** A new tablet: a browser profile of its own, touch, 1280×800. */
  tablet(): Promise<Tablet>;
  /** Closes every tablet made and removes its profile. */
  closeAll(): Promise<void>;
}

/** `extraArgs`: more Chromium switches (the TLS test adds --ignore-certificate-errors). */
export function tablets(extraArgs: string[] = []): Tablets {
  const reached: string[] = [];
  const made: Tablet[] = [];
  return {
    reached,
    async tablet() {
      const dir = mkdtempSync(join(tmpdir(), 'tableside-profile-'));
      const context = await chromium.launchPersistentContext(dir, {
        executablePath: CHROMIUM,
        headless: true,
        viewport: { width: 1280, height: 800 },
        hasTouch: true,
        args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage', ...extraArgs],
      });
      context.on('request', (r) => {
        if (!r.url().startsWith('data:') && !r.url().startsWith('blob:')) reached.push(r.url());
      });
      const t = { context, page: context.pages()[0] ?? (await context.newPage()), dir };
      t.page.on('websocket', (ws) => reached.push(ws.url()));
      made.push(t);
      return t;
    },
    async closeAll() {
      for (const t of made) {
        await t.context.close();
        rmSync(t.dir, { recursive: true, force: true });
      }
    },
  };
}

/** The Kalidasia game screen's "waiting for" line. */
export const waiting = (t: Tablet) => t.page.getByTestId('waiting-for').textContent();

export async function typeDeploy(t: Tablet, x: number, y: number, heading: number): Promise<void> {
  await t.page.getByLabel('From left (″)').fill(String(x));
  await t.page.getByLabel('From top (″)').fill(String(y));
  await t.page.getByLabel('Heading (°)').fill(String(heading));
  await t.page.getByRole('button', { name: /^Deploy / }).tap();
}

/** On the new-game page already open: Ada and Bo start, the deployment roll is recorded, Ada deploys first. */
export async function startToDeployment(t: Tablet): Promise<void> {
  await t.page.getByLabel('Player 1 name').fill('Ada');
  await t.page.getByLabel('Player 2 name').fill('Bo');
  await t.page.getByRole('button', { name: 'Start the game' }).tap();
  await expect.poll(() => waiting(t)).toContain('Deployment roll');
  await t.page.getByLabel('Ada’s die').fill('2');
  await t.page.getByLabel('Bo’s die').fill('5');
  await t.page.getByRole('button', { name: 'Record the dice' }).tap();
  await expect.poll(() => waiting(t)).toContain('Ada deploys a warship');
}

/** Tablet `t` opens the share link and joins to play; it shows the shared game at Ada's deployment. */
export async function joinToPlay(t: Tablet, link: string): Promise<void> {
  await t.page.goto(link);
  await t.page.getByTestId('join-act').tap();
  await t.page.waitForURL(/\/kalidasia\/game\/shared-/);
  await expect.poll(() => waiting(t)).toContain('Ada deploys a warship');
}

/** Ada deploys on A, then Bo on B: each deployment appears on both tablets. */
export async function deployOnEach(a: Tablet, b: Tablet): Promise<void> {
  await typeDeploy(a, 20, 7, 0);
  await expect.poll(() => waiting(a)).toContain('Bo deploys a warship');
  await expect.poll(() => waiting(b)).toContain('Bo deploys a warship');
  await typeDeploy(b, 30, 42, 270);
  await expect.poll(() => waiting(b)).toContain('Ada deploys a warship');
  await expect.poll(() => waiting(a)).toContain('Ada deploys a warship');
}
