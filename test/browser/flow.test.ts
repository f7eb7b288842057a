// Faster than the table (issue 21) on a touch screen: the unit strip activates in one tap (and so does a tap on a
// warship on the table), a dogfight's result card and log line carry the dice and the wings destroyed and survive a
// reload, and at 1024×768 every registered step's primary action is inside the viewport.
// Games are imported as files built from events with the game core's test kit (fighterScenes.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pose } from '../../src/geometry';
import { SHIPPED_PACK } from '../../src/kalidasia/data';
import { buildCriticalDeck } from '../../src/kalidasia/data/criticalDeck';
import { S2, setupOf, starterOpening } from '../../src/kalidasia/game/testkit.testing';
import { frontEscort, huntersActive, lastEndPhase, launchReady, missilePhase, regroupDue, Scene, strikeReady } from './fighterScenes';
import { openSession, readLog, settled, type Session } from './harness';
import { tableDriver } from './tableDriver';

async function importScene(s: Session, sc: Scene, name: string): Promise<string> {
  await s.page.goto(s.baseUrl + '/kalidasia/game');
  await s.page.getByLabel('Import a game file').setInputFiles(sc.file(name));
  await s.page.waitForURL(/\/kalidasia\/game\/[\w-]+$/);
  await s.page.getByTestId('waiting-for').waitFor();
  return s.page.url().split('/').pop() ?? '';
}

const stepTitle = (s: Session) => s.page.locator('.gm-step h2').textContent();
const cursor = async (s: Session, id: string) => (await readLog(s.page, id))?.head.cursor;

describe('the unit strip and results that stay (touch, 1280×800)', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession({ touch: true, viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await s.close();
  });

  it('one tap on a warship on the table activates it; after undo, one tap on the strip activates another', async () => {
    const sc = new Scene(setupOf()).add(...starterOpening('initiative'));
    const id = await importScene(s, sc, 'Strip');
    const start = await cursor(s, id);
    const strip = s.page.getByTestId('unit-strip');
    await strip.waitFor();
    // Surakari goes first: its two warships and no free wings (all escort); Heragul's units wait.
    expect(await strip.getByRole('button').count()).toBe(2);
    expect(await strip.locator('[data-state="later"]').count()).toBe(3);

    const t = await tableDriver(s.page);
    await t.tap(S2.x, S2.y);
    await expect.poll(() => stepTitle(s)).toBe('Sensors');
    expect(await cursor(s, id)).toBe((start ?? 0) + 1);
    expect(await strip.locator('[data-state="now"]').textContent()).toContain('SFP-2');
    expect((await readLog(s.page, id))?.events.at(-1)).toMatchObject({ type: 'activateShip', ship: 'SFP-2' });

    await s.page.getByRole('button', { name: 'Undo' }).tap();
    await expect.poll(() => stepTitle(s)).toBe('Choose the next unit');
    await strip.getByRole('button', { name: /^Activate .*SFP-1$/ }).tap();
    await expect.poll(() => stepTitle(s)).toBe('Sensors');
    await settled(s.page);
    expect(await cursor(s, id)).toBe((start ?? 0) + 1);
    expect(await strip.locator('[data-state="now"]').textContent()).toContain('SFP-1');
    expect(s.errors).toEqual([]);
  });

  it("a dogfight's result card and log line carry the dice and the destroyed wing, and both survive a reload", async () => {
    const sc = huntersActive();
    const target = frontEscort(sc.state);
    sc.add({ type: 'fighterMove', moves: [{ fighter: 'Hunter 1', pose: pose(target.pose.x, target.pose.y - 2, 90) }] });
    await importScene(s, sc, 'Dogfight result');
    await s.page.getByTestId('fighter-activation').waitFor();
    expect(await s.page.getByTestId('result-card').count()).toBe(0);
    await s.page.getByLabel('Attacker dice (2 dice)').fill('6 1');
    const defLabel = (await s.page.locator('label', { hasText: /^Defender dice/ }).textContent()) ?? '';
    const n = Number(/\((\d+) dice?\)/.exec(defLabel)?.[1]);
    await s.page.getByLabel(defLabel).fill(Array.from({ length: n }, () => '1').join(' '));
    // Hunter guns have High ROF: the miss is re-rolled (issue 22).
    await s.page.getByLabel('Attacker re-rolls (1 die)').fill('1');
    await expect.poll(() => s.page.getByTestId('dogfight-result').textContent()).toContain(`destroyed: ${target.id}`);
    await s.page.getByRole('button', { name: 'Resolve the dogfight' }).tap();

    const card = s.page.getByTestId('result-card');
    await card.waitFor();
    const story = [`Hunter 1 dogfights ${target.id}: attackers roll 6 1`, `destroyed ${target.id}`, `return fire ${Array.from({ length: n }, () => '1').join(' ')}`, `off the table: ${target.id} (red pile)`];
    const check = async () => {
      const text = (await card.textContent()) ?? '';
      for (const part of story) expect(text).toContain(part);
      await s.page.getByRole('tab', { name: 'Log' }).tap();
      const log = (await s.page.getByTestId('game-log').textContent()) ?? '';
      for (const part of story) expect(log).toContain(part);
      await s.page.getByRole('tab', { name: 'Now' }).tap();
    };
    await check();
    await s.page.reload();
    await card.waitFor();
    await check();
    expect(s.errors).toEqual([]);
  });
});

describe('undo that helps, not reveals (touch, 1280×800)', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession({ touch: true, viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await s.close();
  });

  it('Undo takes back one engine point at a time, then the last stored action', async () => {
    const sc = new Scene(setupOf()).add(...starterOpening('initiative'), { type: 'activateShip', player: 'surakari', ship: 'SFP-1' }, { type: 'sensors', ship: 'SFP-1', placement: {} });
    const id = await importScene(s, sc, 'Engine undo');
    const start = await cursor(s, id);
    const more = s.page.getByRole('button', { name: 'Accelerate: one more' });
    const value = () => s.page.locator('[data-testid="engine-accelerate"] output').textContent();
    await more.tap();
    await expect.poll(value).toBe('1');
    await more.tap();
    await expect.poll(value).toBe('2');
    const undo = s.page.getByRole('button', { name: 'Undo' });
    await undo.tap();
    await expect.poll(value).toBe('1');
    await undo.tap();
    await expect.poll(value).toBe('0');
    expect(await cursor(s, id)).toBe(start);
    await undo.tap();
    await expect.poll(() => stepTitle(s)).toBe('Sensors');
    expect(await cursor(s, id)).toBe((start ?? 0) - 1);
  });

  it('an undone attack on an app-held deck sends the card seen to the bottom; undoing again keeps it there', async () => {
    const setup = setupOf('squadronEngagement', undefined, undefined, { deckOrder: buildCriticalDeck(SHIPPED_PACK.criticalCounts).map((c) => c.id) });
    const sc = new Scene(setup).add(
      ...starterOpening('initiative'),
      { type: 'adjust', unit: { kind: 'ship', id: 'HHF-1' }, pose: pose(20, 20, 90), note: 'as on the table' },
      { type: 'activateShip', player: 'surakari', ship: 'SFP-1' },
      { type: 'sensors', ship: 'SFP-1', placement: {} },
      { type: 'engines', ship: 'SFP-1', engine: { velocity: null, turn: null }, thrusters: null },
      { type: 'move', ship: 'SFP-1', distance: 10, turns: [] },
    );
    const top = sc.state.deck.draw[0] as string;
    sc.add({
      type: 'fire',
      ship: 'SFP-1',
      battery: 0,
      target: { kind: 'ship', id: 'HHF-1' },
      outcome: { kind: 'power', gunDice: [6, 6], sensorRerolls: [], hits: 2, solidHits: 2, overcharge: false, powerDice: [6, 1], damage: { hullDamage: 2, deck: [{ draw: top }], cards: [{ card: top, fate: 'apply' }], destructionDice: null } },
    });
    const id = await importScene(s, sc, 'Deck undo');
    const n = (await cursor(s, id)) ?? 0;
    const undo = s.page.getByRole('button', { name: 'Undo' });
    await undo.tap();
    // The fire is undone and the card seen recorded: the log ends with deckSeen, in effect.
    await expect.poll(async () => (await readLog(s.page, id))?.events.at(-1)).toMatchObject({ type: 'deckSeen', cards: [top] });
    expect(await cursor(s, id)).toBe(n);
    await s.page.getByRole('tab', { name: 'Log' }).tap();
    expect(await s.page.getByTestId('game-log').textContent()).toContain('goes to the bottom of the deck');
    await s.page.getByRole('tab', { name: 'Now' }).tap();
    // Undo again: the move is undone, and the seen card is recorded again (never back on top).
    await undo.tap();
    await expect.poll(() => cursor(s, id)).toBe(n - 1);
    await expect.poll(() => stepTitle(s)).toBe('Move the warship');
    const log = await readLog(s.page, id);
    expect(log?.events[(log?.head.cursor ?? 0) - 1]).toMatchObject({ type: 'deckSeen', cards: [top] });
    expect(log?.events[(log?.head.cursor ?? 0) - 2]).toMatchObject({ type: 'engines' });
    expect(s.errors).toEqual([]);
  });
});

/** The registered steps and their titles (each folder's register.tsx and ui/game/builtin.tsx); 'Victory' is checked apart. */
const STEPS = [
  'Deployment roll',
  'Deploy a warship',
  'Deploy fighters',
  'Initiative',
  'Initiative bonuses',
  'Escorts',
  'Action order',
  'Choose the next unit',
  'Sensors',
  'Engines and thrusters',
  'Move the warship',
  'Moved',
  'Fighter activation',
  'Missile movement',
  'End phase',
  'Regroup rolls',
  'Redeploy fighters',
];

interface Seen {
  title: string;
  what: string;
  top: number;
  bottom: number;
}

/** The step shown now and where its primary action sits (the strip's next unit when choosing one). */
async function primaryOf(s: Session): Promise<Seen> {
  return s.page.evaluate(() => {
    const title = document.querySelector('.gm-step h2')?.textContent ?? '';
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null;
    const el =
      title === 'Choose the next unit'
        ? document.querySelector('[data-testid="unit-strip"] button.gm-chip')
        : [...document.querySelectorAll('.gm-step .gm-btn.gm-primary:not([aria-pressed])')].find(visible);
    const r = el?.getBoundingClientRect();
    return { title, what: el?.textContent ?? '(none)', top: r?.top ?? -1, bottom: r?.bottom ?? 1e9 };
  });
}

describe('every step in view at 1024×768 (touch)', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession({ touch: true, viewport: { width: 1024, height: 768 } });
  });
  afterAll(async () => {
    await s.close();
  });

  /** Open a game at its end, then undo back to its start, recording every step shown and its primary action. */
  async function walkBack(sc: Scene, name: string, seen: Seen[]): Promise<void> {
    const id = await importScene(s, sc, name);
    for (;;) {
      await settled(s.page);
      await s.page.locator('.gm-step h2').waitFor();
      seen.push(await primaryOf(s));
      const c = await cursor(s, id);
      if (!c) break;
      await s.page.getByRole('button', { name: 'Undo' }).tap();
      await expect.poll(() => cursor(s, id)).toBe(c - 1);
    }
  }

  it("every registered step's primary action is inside the viewport, without scrolling", async () => {
    const seen: Seen[] = [];
    // Turn 1 played (a dogfight, every warship cruising), turn 2's regroup roll brings the destroyed Interceptor back.
    const regroup = regroupDue();
    const x = regroup.state.fighters.find((f) => f.status === 'red');
    if (!x) throw new Error('scene: no wing in the red pile');
    regroup.add({ type: 'regroupRoll', player: 'surakari', yellow: [], red: [6] });
    await walkBack(regroup, 'Steps 1', seen);
    // The missile phase and the last end phase.
    const missiles = missilePhase();
    await importScene(s, missiles, 'Steps 2');
    seen.push(await primaryOf(s));
    await importScene(s, lastEndPhase(), 'Steps 3');
    seen.push(await primaryOf(s));
    // The last turn ended: the victory screen has nothing left to do (no primary action to keep in view).
    await importScene(s, lastEndPhase().add({ type: 'endTurn', deckOrder: null }), 'Steps 4');
    const over = await primaryOf(s);
    expect(over.title).toBe('Victory');
    expect(over.what).toBe('(none)');

    const titles = new Set(seen.map((x2) => x2.title));
    expect([...titles]).toEqual(expect.arrayContaining(STEPS));
    const out = seen.filter((x2) => x2.top < 0 || x2.bottom > 768);
    expect(out).toEqual([]);
    expect(s.errors).toEqual([]);
  });

  it('the missile strike and the missile launch come before the planner: in view without scrolling', async () => {
    /** How far down the scrolling panel an element starts, in CSS px from the panel's top (scrolled to the top). */
    const depth = (testId: string) =>
      s.page.evaluate((t) => {
        const panel = document.querySelector('.gm-panel') as HTMLElement;
        panel.scrollTop = 0;
        const el = document.querySelector(`[data-testid="${t}"]`);
        return el ? el.getBoundingClientRect().top - panel.getBoundingClientRect().top : null;
      }, testId);
    await importScene(s, strikeReady(), 'Strike in view');
    await s.page.getByTestId('missile-strike').waitFor();
    const strike = await depth('missile-strike');
    expect(strike).not.toBeNull();
    expect(strike as number).toBeLessThan(768 / 2);
    await importScene(s, launchReady(), 'Launch in view');
    await s.page.getByRole('button', { name: /^Launch \d+ from Javelin Missiles$/ }).waitFor();
    const launch = await s.page.evaluate(() => {
      const panel = document.querySelector('.gm-panel') as HTMLElement;
      panel.scrollTop = 0;
      const b = [...document.querySelectorAll('button')].find((x) => /^Launch \d+ from Javelin Missiles$/.test(x.textContent ?? ''));
      return b ? b.getBoundingClientRect().bottom - panel.getBoundingClientRect().top : null;
    });
    console.info(`[figure] at 1024×768: missile strike form ${Math.round(strike as number)} px below the panel's top; launch button's bottom ${Math.round(launch ?? -1)} px`);
    const visible = await s.page.evaluate(() => (document.querySelector('.gm-panel') as HTMLElement).clientHeight);
    expect(launch).not.toBeNull();
    expect(launch as number).toBeLessThan(visible);
  });
});
