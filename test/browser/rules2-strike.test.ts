// rules2: a missile strike on a corrected Draco card whose anti-fighter battery is mounted in the combat arc, on a touch
// screen. The player picks the missile each shot aims at (the stored event carries it); a missile outside the combat arc
// is refused in words before any die, then by the game, and the players overrule it ("The table says otherwise"): the
// event is stored with their ruling. Games are imported as prepared files (rules2Scenes.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLog, settled, type Session } from './harness';
import { touchSession } from './plannerScene';
import { strikeFile } from './rules2Scenes';
import type { GameFile } from './rulesUiScenes';

async function importFile(s: Session, file: GameFile): Promise<string> {
  await s.page.goto(s.baseUrl + '/kalidasia/game');
  await s.page.getByLabel('Import a game file').setInputFiles(file);
  await s.page.waitForURL(/\/kalidasia\/game\/[\w-]+$/);
  await s.page.getByTestId('waiting-for').waitFor();
  return /\/kalidasia\/game\/([\w-]+)$/.exec(s.page.url())?.[1] ?? '';
}

type Strike = { type: string; ruling?: { overruled: string }; outcome?: { shots: { battery?: number; aim?: string; destroyed: string[] }[]; struck: string[] } };

describe('rules2: shots at missiles aim at a missile, checked against a combat-arc battery (touch)', () => {
  let s: Session;
  beforeAll(async () => {
    ({ s } = await touchSession());
  });
  afterAll(async () => {
    await s.close();
  });

  it('the player picks the missile a shot aims at; the stored strike carries it', async () => {
    const id = await importFile(s, strikeFile('accelerate', 'Strike in arc'));
    const form = s.page.getByTestId('missile-strike');
    await form.waitFor();
    await form.getByLabel(/Shoot with Rapid Pulse Cannons \(3 dice, combat arc\)/).tap();
    const aim = form.getByLabel('Rapid Pulse Cannons aims at');
    expect((await aim.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    // Both missiles lie in the forward combat arc (primary maneuver: accelerate): nothing refused; the first is offered.
    expect(await aim.inputValue()).toBe('Missile 1');
    expect(await form.getByTestId('strike-aim-refusal').count()).toBe(0);
    await aim.selectOption('Missile 2');
    // The gun dice 6 1 1 shoot Missile 2 down; Missile 1 strikes with one power die (3).
    await form.getByLabel(/^Dice in order/).fill('6 1 1 3');
    await expect.poll(() => form.getByTestId('strike-steps').textContent()).toContain('1 missile strikes Draco Frigate SFP-2');
    await form.getByRole('button', { name: 'Record the strike' }).tap();
    await settled(s.page);
    await expect.poll(async () => ((await readLog(s.page, id))?.events.at(-1) as Strike | undefined)?.type).toBe('missileStrike');
    const last = (await readLog(s.page, id))?.events.at(-1) as Strike;
    expect({ shots: last.outcome?.shots, struck: last.outcome?.struck, ruling: last.ruling }).toEqual({
      shots: [{ battery: 2, aim: 'Missile 2', dice: [6, 1, 1], destroyed: ['Missile 2'] }],
      struck: ['Missile 1'],
      ruling: undefined,
    });
    expect(s.errors).toEqual([]);
  });

  it('a missile outside the combat arc: the refusal in words before any die, then the players overrule and the ruling is stored', async () => {
    const id = await importFile(s, strikeFile('decelerate', 'Strike out of arc'));
    const form = s.page.getByTestId('missile-strike');
    await form.waitFor();
    await form.getByLabel(/Shoot with Rapid Pulse Cannons \(3 dice, combat arc\)/).tap();
    // Decelerate: the aft combat arc; both missiles sit on the fore edge.
    const words = await form.getByTestId('strike-aim-refusal').textContent();
    expect(words).toContain("Missile 1 is outside Draco Frigate SFP-2's aft combat arc (primary maneuver: decelerate)");
    expect(words).toContain('(rules: "Anti-Fighter Weapons")');
    await form.getByLabel(/^Dice in order/).fill('6 1 1 3');
    await expect.poll(() => form.getByTestId('strike-steps').textContent()).toContain('1 missile strikes Draco Frigate SFP-2');
    await form.getByRole('button', { name: 'Record the strike' }).tap();
    const refusal = s.page.getByTestId('refusal');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('aft combat arc');
    await refusal.getByRole('button', { name: 'The table says otherwise' }).tap();
    await settled(s.page);
    await expect.poll(async () => ((await readLog(s.page, id))?.events.at(-1) as Strike | undefined)?.type).toBe('missileStrike');
    const last = (await readLog(s.page, id))?.events.at(-1) as Strike;
    expect({ aim: last.outcome?.shots[0]?.aim, ruled: typeof last.ruling?.overruled }).toEqual({ aim: 'Missile 1', ruled: 'string' });
    await expect.poll(() => form.count()).toBe(0);
    expect(s.errors).toEqual([]);
  });
});
