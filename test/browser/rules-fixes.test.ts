// Issue 22 on a touch screen: a dogfight whose return fire gives one wing both damage tokens sends it to the yellow
// pile and the regroup asks for a yellow-pile die; a Hunter dogfight offers the High ROF re-roll of its misses; an
// escort fires during its warship's activation. Games are imported as prepared files (rulesFixesScenes.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scene } from './fighterScenes';
import { openSession, type Session } from './harness';
import { escortCanFire, hunterByEscort, yellowRegroupDue } from './rulesFixesScenes';

async function importScene(s: Session, sc: Scene, name: string): Promise<void> {
  await s.page.goto(s.baseUrl + '/kalidasia/game');
  await s.page.getByLabel('Import a game file').setInputFiles(sc.file(name));
  await s.page.waitForURL(/\/kalidasia\/game\/[\w-]+$/);
  await s.page.getByTestId('waiting-for').waitFor();
}

/** The status column of a unit in the units list. */
async function unitStatus(s: Session, id: string): Promise<string | null> {
  await s.page.getByRole('tab', { name: 'Units' }).tap();
  const row = s.page.locator(`[data-testid="units-list"] tr[data-unit="${id}"]`);
  const out = (await row.count()) === 0 ? null : ((await row.locator('td').last().textContent()) ?? '');
  await s.page.getByRole('tab', { name: 'Now' }).tap();
  return out;
}

/** Fill a dice field named by its label's start: `first` then ones for the rest of the label's count. */
async function fillDice(s: Session, start: RegExp, first: number[], scope = s.page.locator('body')): Promise<number> {
  const label = (await scope.locator('label', { hasText: start }).textContent()) ?? '';
  const n = Number(/\((\d+) dice?\)/.exec(label)?.[1]);
  await scope.getByLabel(label).fill([...first, ...Array.from({ length: n - first.length }, () => 1)].join(' '));
  return n;
}
const fillDefenders = (s: Session, first: number[], scope = s.page.locator('body')) => fillDice(s, /^Defender dice/, first, scope);

describe('rule fixes at the table (issue 22, touch)', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession({ touch: true, viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await s.close();
  });

  it('a Hunter dogfight offers the High ROF re-roll of its misses, and the re-rolled dice count', async () => {
    const { sc, target } = hunterByEscort();
    await importScene(s, sc, 'High ROF');
    await s.page.getByTestId('fighter-activation').waitFor();
    expect(await s.page.getByLabel('Target wing').inputValue()).toBe(target);
    await s.page.getByLabel('Attacker dice (2 dice)').fill('6 1');
    await fillDefenders(s, []);
    // Rules: "High ROF – This weapon can always re-roll its anti-fighter attacks which miss."
    await expect.poll(() => s.page.getByTestId('fg-highrof-a').textContent()).toContain('re-roll the attackers’ miss');
    expect(await s.page.getByRole('button', { name: 'Resolve the dogfight' }).isDisabled()).toBe(true);
    await s.page.getByLabel('Attacker re-rolls (1 die)').fill('6');
    // A six on a re-roll only disrupts: one kill (the target) and one disruption.
    await expect.poll(() => s.page.getByTestId('dogfight-result').textContent()).toContain('Attackers: 1 kills, 1 disruptions');
    await s.page.getByRole('button', { name: 'Resolve the dogfight' }).tap();
    await expect.poll(() => unitStatus(s, target)).toBe('red');
  });

  it('return fire 4 5 5 4 gives Hunter 1 both damage tokens: the yellow pile, then the regroup asks for a yellow-pile die', async () => {
    const { sc } = hunterByEscort();
    await importScene(s, sc, 'Yellow pile');
    await s.page.getByTestId('fighter-activation').waitFor();
    await s.page.getByLabel('Attacker dice (2 dice)').fill('1 1');
    await fillDefenders(s, [4, 5, 5, 4]);
    await s.page.getByRole('button', { name: 'Roll attacker re-rolls' }).tap();
    await expect.poll(() => s.page.getByTestId('dogfight-result').textContent()).toContain('two damage tokens: Hunter 1 (yellow pile)');
    await s.page.getByRole('button', { name: 'Resolve the dogfight' }).tap();
    await expect.poll(() => unitStatus(s, 'Hunter 1')).toBe('yellow');

    // The same dogfight recorded, played on to turn 2: Heragul's regroup roll asks for one yellow-pile die (discard on 1–2).
    await importScene(s, yellowRegroupDue(), 'Yellow regroup');
    await s.page.getByTestId('regroup').waitFor();
    expect(await s.page.getByTestId('regroup').textContent()).toContain('Hunter 1 (yellow)');
    expect(await s.page.getByLabel('Red pile (1 die)').count()).toBe(0);
    await s.page.getByLabel('Yellow pile (1 die)').fill('3');
    await expect.poll(() => s.page.getByTestId('regroup').textContent()).toContain('Hunter 1 (yellow) — survives, redeploys');
    await s.page.getByRole('button', { name: 'Record the regroup rolls' }).tap();
    await expect.poll(() => s.page.getByTestId('regroup').count()).toBe(0);
  });

  it('the target may decline to return fire: unticked, no defender dice are asked, and the attack resolves', async () => {
    // Rules: "Dogfighting" — "the targeted fighter and all friendly fighters within 3\" of the targeted fighter ... may return fire".
    const { sc, target } = hunterByEscort();
    await importScene(s, sc, 'Declined return fire');
    await s.page.getByTestId('fighter-activation').waitFor();
    const returning = s.page.locator('fieldset', { has: s.page.locator('legend', { hasText: 'Return fire' }) });
    for (const box of await returning.getByRole('checkbox').all()) await box.uncheck();
    await s.page.getByTestId('fg-no-return-fire').waitFor();
    expect(await s.page.getByTestId('fg-no-return-fire').textContent()).toContain('the defenders declined');
    expect(await s.page.locator('label', { hasText: /^Defender dice/ }).count()).toBe(0);
    await s.page.getByLabel('Attacker dice (2 dice)').fill('6 6');
    await s.page.getByRole('button', { name: 'Resolve the dogfight' }).tap();
    await expect.poll(() => unitStatus(s, target)).toBe('red');
    expect(await unitStatus(s, 'Hunter 1')).not.toBe('red');
  });

  it("an escort fires at a fighter during its warship's activation", async () => {
    const { sc, escort } = escortCanFire();
    await importScene(s, sc, 'Escort fires');
    const aside = s.page.getByTestId('escort-attack');
    await aside.waitFor();
    await aside.getByLabel('Attacking wing').selectOption(escort);
    await expect.poll(() => aside.getByLabel('Target wing').inputValue()).toBe('Hunter 1');
    // The escorts within 3" of it join the attack: the lead's dice first (a six), then ones.
    await fillDice(s, /^Attacker dice/, [6], aside);
    await fillDefenders(s, [1, 1], aside);
    await fillDice(s, /^Defender re-rolls/, [], aside);
    await expect.poll(() => aside.getByTestId('dogfight-result').textContent()).toContain('destroyed: Hunter 1 (red pile)');
    // Every control of the escorts' form is a 44 px touch target (checkboxes by their label).
    const small = await s.page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="escort-attack"] button, [data-testid="escort-attack"] select, [data-testid="escort-attack"] input')]
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => (el instanceof HTMLInputElement && el.type === 'checkbox' ? (el.closest('label') ?? el) : el))
        .map((el) => ({ what: (el.textContent ?? '').trim().slice(0, 30) || el.tagName, h: el.getBoundingClientRect().height }))
        .filter((x) => x.h < 44),
    );
    expect(small).toEqual([]);
    await aside.getByRole('button', { name: 'Resolve the dogfight' }).tap();
    await expect.poll(() => unitStatus(s, 'Hunter 1')).toBe('red');
    // The escort has attacked: no escort of SFP-2 can attack a second time, and it is no longer offered.
    const offered = await s.page.getByTestId('escort-attack').locator('#fg-esc-lead option').allTextContents();
    expect(offered).not.toContain(escort);
  });
});
