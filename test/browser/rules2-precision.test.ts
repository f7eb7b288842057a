// rules2: in a precision attack, the target's player places the defensive fire's kills on the attacking wings (as the
// dogfight and anti-fighter wizards ask), on a touch screen; the stored event carries the choice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLog, settled, type Session } from './harness';
import { precisionReady } from './fighterScenes';
import { touchSession } from './plannerScene';

type Attack = { type: string; outcome?: { kind: string; defensiveFire: { battery: number; outcome: { fighters: { destroyed: string[] } } } | null; dice: number[] } };

describe('rules2: the defensive fire’s hits placed by the target’s player (touch)', () => {
  let s: Session;
  beforeAll(async () => {
    ({ s } = await touchSession());
  });
  afterAll(async () => {
    await s.close();
  });

  it('a kill aimed at Hunter 1 is placed on Hunter 2; Hunter 1 rolls; the stored attack carries the choice', async () => {
    await s.page.goto(s.baseUrl + '/kalidasia/game');
    await s.page.getByLabel('Import a game file').setInputFiles(precisionReady().file('Placement'));
    await s.page.waitForURL(/\/kalidasia\/game\/[\w-]+$/);
    const id = /\/kalidasia\/game\/([\w-]+)$/.exec(s.page.url())?.[1] ?? '';
    const wizard = s.page.getByTestId('precision-wizard');
    await wizard.waitFor();
    await wizard.getByRole('button', { name: 'Rapid Pulse Cannons at Hunter 1' }).tap();
    await wizard.getByLabel(/^Defensive fire: Rapid Pulse Cannons gun dice/).fill('6 1 1');
    await wizard.getByRole('button', { name: 'Record the dice' }).tap();
    const kill = wizard.getByLabel('Kill 1 removes');
    await kill.waitFor();
    expect(await kill.inputValue()).toBe('Hunter 1');
    expect((await kill.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await kill.selectOption('Hunter 2');
    await wizard.getByLabel(/^Precision dice/).fill('2');
    await wizard.getByRole('button', { name: 'Record the dice' }).tap();
    await wizard.getByRole('button', { name: 'Record the precision attack' }).tap();
    await settled(s.page);
    await expect.poll(async () => ((await readLog(s.page, id))?.events.at(-1) as Attack | undefined)?.type).toBe('fighterAttack');
    const last = (await readLog(s.page, id))?.events.at(-1) as Attack;
    expect({ destroyed: last.outcome?.defensiveFire?.outcome.fighters.destroyed, dice: last.outcome?.dice }).toEqual({ destroyed: ['Hunter 2'], dice: [2] });
    expect(s.errors).toEqual([]);
  });
});
