// The squadron builder in real Chromium with touch: build the Surakari starter, see the verdict and
// apply a one-tap fix, reload, bracket limits, upgrade refusal, a stat-card correction, export →
// delete → import, share link in a fresh profile, malformed file and link, one-page print, compare,
// and issue 17's names, fixes, targets and 200 % text. The list with 1,000 squadrons: squadrons-list.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { dumpDatabase, openSession, type Session } from './harness';

interface Rec {
  id: string;
  squadron: { name: string; pointLimit: number; ships: { uid: string; code: string; upgrades: string[] }[]; fighters: Record<string, number> };
}

async function squadrons(page: Page): Promise<Rec[]> {
  return ((await dumpDatabase(page)).squadrons ?? []) as Rec[];
}

const tapButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).tap();

describe('squadron builder', () => {
  let s: Session;
  let id = '';
  let built: Rec['squadron'] | null = null;
  let link = '';
  beforeAll(async () => {
    s = await openSession({ touch: true });
  });
  afterAll(async () => {
    await s.close();
  });

  it('builds the Surakari starter at 34 points, shows the verdict and applies a one-tap fix', async () => {
    const { page } = s;
    await page.goto(s.baseUrl + '/kalidasia/squadrons');
    await tapButton(page, 'New Surakari Invasion Fleet');
    await page.getByTestId('squadron-editor').waitFor();
    id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    await page.getByLabel('Squadron name').fill('Starter at the club');
    for (let i = 0; i < 2; i++) await tapButton(page, 'Add Draco Frigate');
    for (let i = 0; i < 10; i++) await tapButton(page, 'Add one Interceptor');
    expect(await page.getByTestId('points-total').textContent()).toBe('34 / 34');
    expect(await page.getByTestId('verdict').textContent()).toContain('Not legal yet: 1 problem');
    const violations = page.getByTestId('violations');
    expect(await violations.textContent()).toContain('10 fighter tokens need 10 capacity; the warships provide 8.');
    expect(await violations.textContent()).toContain('Rule: Capacity');
    await page.getByRole('button', { name: 'Remove 2 Interceptor tokens' }).tap();
    expect(await page.getByTestId('points-total').textContent()).toBe('32 / 34');
    expect(await page.getByTestId('verdict').textContent()).toContain('Legal');
    await expect.poll(() => page.getByTestId('save-state').getAttribute('data-state')).toBe('saved');
    const recs = await squadrons(page);
    expect(recs.map((r) => [r.id, r.squadron.name, r.squadron.fighters])).toEqual([[id, 'Starter at the club', { interceptor: 8 }]]);
    built = recs[0]?.squadron ?? null;
  });

  it('finds it unchanged after a reload', async () => {
    const { page } = s;
    await page.reload();
    await page.getByTestId('squadron-editor').waitFor();
    expect(await page.getByLabel('Squadron name').inputValue()).toBe('Starter at the club');
    expect(await page.getByLabel('Interceptor tokens').inputValue()).toBe('8');
    expect(await page.getByTestId('points-total').textContent()).toBe('32 / 34');
    expect((await squadrons(page))[0]?.squadron).toEqual(built);
  });

  it('flags a second Hydrus at 75 points and allows it at 100; a third optional upgrade is refused with its reason', async () => {
    const { page } = s;
    await tapButton(page, '75');
    await tapButton(page, 'Add Hydrus Battle Cruiser');
    expect(await page.getByTestId('brackets').textContent()).toContain('Hydrus Battle Cruiser: 1 of 1 at 75 points — a second is allowed from 76');
    await tapButton(page, 'Add Hydrus Battle Cruiser');
    expect(await page.getByTestId('violations').textContent()).toContain('Hydrus Battle Cruiser: at most 1 Hydrus Battle Cruiser may be taken at 75 points; the squadron has 2.');
    await tapButton(page, '100');
    expect(await page.getByTestId('verdict').textContent()).toContain('Legal');
    expect(await page.getByTestId('brackets').textContent()).toContain('Hydrus Battle Cruiser: 2 of 2 at 100 points — a third is allowed from 151');

    const h1 = page.locator('[data-testid="ship-card"][data-uid="H1"]');
    expect(await h1.textContent()).toContain('Reinforced SI — free');
    await page.getByRole('button', { name: 'Add Captain to H1' }).tap();
    await page.getByRole('button', { name: 'Add Reinforced Armor to H1' }).tap();
    const engines = page.getByRole('button', { name: 'Add Reinforced Engines to H1' });
    expect(await engines.isDisabled()).toBe(true);
    expect(await h1.getByTestId('upgrade-reason').textContent()).toContain('already has two optional upgrade cards (Captain, Reinforced Armor) — the most allowed');
    expect(await page.getByTestId('points-total').textContent()).toBe('85 / 100');
    await expect.poll(() => page.getByTestId('save-state').getAttribute('data-state')).toBe('saved');
    built = (await squadrons(page))[0]?.squadron ?? null;
    expect(built?.ships.map((x) => [x.uid, x.upgrades])).toEqual([
      ['D1', []],
      ['D2', []],
      ['H1', ['reinforcedSI', 'captain', 'reinforcedArmor']],
      ['H2', ['reinforcedSI']],
    ]);
  });

  it('a corrected provisional stat is marked and used', async () => {
    const { page } = s;
    expect(await page.getByTestId('capacity-total').textContent()).toBe('8 used / 20 provided');
    await page.goto(s.baseUrl + '/kalidasia/stat-cards');
    const draco = page.locator('details[data-code="SFP"]');
    await draco.locator('summary').first().tap();
    const row = draco.locator('[data-path="ships.SFP.capacity"]');
    expect(await row.textContent()).toContain('provisional — check your card');
    await page.getByRole('button', { name: 'Correct Draco Frigate capacity' }).tap();
    await page.getByLabel('Draco Frigate capacity', { exact: true }).fill('five');
    await page.getByRole('button', { name: 'Save Draco Frigate capacity' }).tap();
    expect(await row.getByRole('alert').textContent()).toContain('Draco Frigate capacity: "five" is not a whole number');
    await page.getByLabel('Draco Frigate capacity', { exact: true }).fill('5');
    await page.getByRole('button', { name: 'Save Draco Frigate capacity' }).tap();
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('your value');
    expect(await row.textContent()).toContain('(shipped: 4)');
    expect(await draco.textContent()).toContain('In 1 saved squadron: Starter at the club');
    await page.goto(`${s.baseUrl}/kalidasia/squadrons/${id}`);
    expect(await page.getByTestId('capacity-total').textContent()).toBe('8 used / 22 provided');
    expect(await page.getByTestId('pack-info').textContent()).toContain('your corrections apply (1 value)');
  });

  it('export → delete (undo) → import gives back the same squadron', async () => {
    const { page } = s;
    const [download] = await Promise.all([page.waitForEvent('download'), tapButton(page, 'Export file')]);
    expect(download.suggestedFilename()).toBe('starter-at-the-club.squadron.json');
    const file = join(mkdtempSync(join(tmpdir(), 'sq-export-')), download.suggestedFilename());
    await download.saveAs(file);
    const json = JSON.parse(readFileSync(file, 'utf8'));
    expect([json.format, json.formatVersion, json.tableside.points, json.tableside.overridesApplied]).toEqual(['tableside-squadron', 1, 85, 1]);

    await page.goto(s.baseUrl + '/kalidasia/squadrons');
    await page.getByRole('button', { name: 'Delete Starter at the club' }).tap();
    await expect.poll(async () => (await squadrons(page)).length).toBe(0);
    await tapButton(page, 'Undo');
    await expect.poll(async () => (await squadrons(page)).map((r) => r.id)).toEqual([id]);
    await page.getByRole('button', { name: 'Delete Starter at the club' }).tap();
    await expect.poll(async () => (await squadrons(page)).length).toBe(0);

    await page.getByLabel('Import squadron file').setInputFiles(file);
    await page.getByTestId('import-done').waitFor();
    expect(await page.getByTestId('import-done').textContent()).toContain('Re-costed from this app\'s data pack: 85 points.');
    const after = await squadrons(page);
    expect(after.map((r) => r.squadron)).toEqual([built]);
    id = after[0]?.id ?? '';

    // A malformed file shows its error, naming what and where, and changes nothing.
    const bad = { ...json, squadron: { ...json.squadron, ships: [{ ...json.squadron.ships[0], code: 'XYZ' }] } };
    const badPath = join(mkdtempSync(join(tmpdir(), 'sq-bad-')), 'bad.squadron.json');
    writeFileSync(badPath, JSON.stringify(bad));
    const before = await dumpDatabase(page);
    await page.getByLabel('Import squadron file').setInputFiles(badPath);
    const errors = page.getByTestId('import-errors');
    await errors.waitFor();
    expect(await errors.textContent()).toContain('squadron.ships[0].code: expected');
    expect(await errors.textContent()).toContain('Nothing was changed');
    expect(await dumpDatabase(page)).toEqual(before);
  });

  it('share link → open in a fresh profile → save gives the same squadron; a damaged link says what and where', async () => {
    const { page } = s;
    await page.goto(`${s.baseUrl}/kalidasia/squadrons/${id}`);
    await tapButton(page, 'Share link');
    link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
    expect(link.startsWith(`${s.baseUrl}/kalidasia/squadrons/shared#1.`)).toBe(true);
    expect(await page.getByTestId('share-qr').locator('path').getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);

    const fresh = await openSession({ touch: true });
    try {
      await fresh.page.goto(link);
      await fresh.page.getByTestId('squadron-sheet').waitFor();
      expect(await squadrons(fresh.page)).toEqual([]);
      await fresh.page.getByRole('button', { name: 'Save to my squadrons' }).tap();
      await fresh.page.getByTestId('squadron-editor').waitFor();
      expect((await squadrons(fresh.page)).map((r) => r.squadron)).toEqual([built]);

      await fresh.page.goto(`${fresh.baseUrl}/kalidasia/squadrons/shared#${link.split('#')[1]?.slice(0, 20)}%zz`);
      const err = fresh.page.getByTestId('share-errors');
      await err.waitFor();
      expect(await err.textContent()).toContain('Share link: character 21 after "#" is "%"');
      expect(await err.textContent()).toContain('Nothing was saved or changed');
      expect((await squadrons(fresh.page)).length).toBe(1);
      expect(fresh.foreign).toEqual([]);
      expect(fresh.errors).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('the print view fits on one page, A4 and Letter', async () => {
    const { page } = s;
    await page.goto(`${s.baseUrl}/kalidasia/squadrons/${id}/print`);
    await page.getByTestId('print-sheet').waitFor();
    const text = (await page.getByTestId('print-sheet').textContent()) ?? '';
    for (const want of ['Pull list', '2 × Draco Frigate token (SFP) — numbers D1, D2', 'Surakari fighter stat card', 'Captain × 1', '85 / 100 points']) expect([want, text.includes(want)]).toEqual([want, true]);
    const pages: Record<string, number> = {};
    for (const paper of ['A4', 'Letter'] as const) {
      await page.getByLabel(paper, { exact: true }).check();
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      pages[paper] = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    }
    expect(pages).toEqual({ A4: 1, Letter: 1 });
  });

  it('compares two squadrons side by side with the difference', async () => {
    const { page } = s;
    await page.goto(s.baseUrl + '/kalidasia/squadrons');
    await page.getByRole('button', { name: 'Duplicate Starter at the club' }).tap();
    await expect.poll(async () => (await squadrons(page)).length).toBe(2);
    const copy = (await squadrons(page)).find((r) => r.id !== id);
    await page.goto(`${s.baseUrl}/kalidasia/squadrons/${copy?.id}`);
    await tapButton(page, 'Remove one Interceptor');
    await expect.poll(() => page.getByTestId('save-state').getAttribute('data-state')).toBe('saved');
    await page.goto(`${s.baseUrl}/kalidasia/squadrons/compare/${id}/${copy?.id}`);
    const table = page.getByTestId('compare-table');
    await table.waitFor();
    const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent?.trim() ?? '')));
    expect(rows.find((r) => r[0] === 'Points')).toEqual(['Points', '85', '84', '-1']);
    expect(rows.find((r) => r[0] === 'Fighters: Interceptor')).toEqual(['Fighters: Interceptor', '8', '7', '-1']);
    expect(rows.find((r) => r[0] === 'Upgrades: Captain')).toEqual(['Upgrades: Captain', '1', '1', '=']);
  });

  it('touch targets are at least 44 CSS px and nothing left the origin', async () => {
    const { page } = s;
    const small: string[] = [];
    for (const path of ['/kalidasia/squadrons', `/kalidasia/squadrons/${id}`, '/kalidasia/stat-cards']) {
      await page.goto(s.baseUrl + path);
      await page.waitForSelector('main');
      small.push(
        ...(await page.evaluate(() =>
          [...document.querySelectorAll('main button, main a.button, main select, main input[type=number], main input[type=text], main summary')]
            .filter((e) => (e as HTMLElement).offsetParent !== null)
            .map((e) => [e, e.getBoundingClientRect()] as const)
            .filter(([, r]) => r.height < 43.5)
            .map(([e, r]) => `${e.textContent ?? e.getAttribute('aria-label')}: ${Math.round(r.height)}px`),
        )),
      );
    }
    expect(small).toEqual([]);
    expect(s.foreign).toEqual([]);
    expect(s.errors).toEqual([]);
  });
});

describe('squadron builder at the table (issue 17): names, fixes, targets, 200 % text', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession({ touch: true });
  });
  afterAll(async () => {
    await s.close();
  });

  it('a template changed to 37 points is named "Surakari – 37 points" in the editor and the store', async () => {
    const { page } = s;
    await page.goto(s.baseUrl + '/kalidasia/squadrons');
    await page.getByRole('button', { name: 'Template: Surakari starter — 34 points' }).tap();
    await page.getByTestId('squadron-editor').waitFor();
    await page.getByLabel('Point limit').fill('37');
    await expect.poll(() => page.getByLabel('Squadron name').inputValue()).toBe('Surakari – 37 points');
    await expect.poll(() => page.getByTestId('save-state').getAttribute('data-state')).toBe('saved');
    await expect.poll(async () => (await squadrons(page)).map((r) => [r.squadron.name, r.squadron.pointLimit])).toEqual([['Surakari – 37 points', 37]]);
  });

  it('the "Correct them" link is at least 44 px tall; the provenance column stays put when Correct is tapped', async () => {
    const { page } = s;
    const link = page.getByRole('link', { name: 'Correct them' });
    const box = await link.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await link.tap();
    const draco = page.locator('details[data-code="SFP"]');
    await draco.locator('summary').first().tap();
    const row = draco.locator('[data-path="ships.SFP.capacity"]');
    const prov = row.locator('td').nth(1);
    const before = await prov.boundingBox();
    await page.getByRole('button', { name: 'Correct Draco Frigate capacity' }).tap();
    await page.getByLabel('Draco Frigate capacity', { exact: true }).waitFor();
    const after = await prov.boundingBox();
    expect([after?.x, after?.width]).toEqual([before?.x, before?.width]);
  });

  it('at 200 % text the home and settings icons stay inside their buttons', async () => {
    const { page } = s;
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    for (const name of ['Home', 'Settings']) {
      const button = page.getByRole('link', { name, exact: true });
      const outer = await button.boundingBox();
      const inner = await button.locator('span').boundingBox();
      expect(outer && inner && inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5).toBe(true);
      expect(outer?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
  });
});
