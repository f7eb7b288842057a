// Shared by the planner, activation and combat browser tests: a Kalidasia game recorded with the game core (the
// same events a table would record) and written as a game file to import, the planner's prepared game, and a touch
// session with its DevTools channel for raw touch events (one per describe: `withTouchSession`), a finger, and the
// planner's distance slider as a finger moves it.
import type { CDPSession } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import type { GameEventBody, GameState } from '../../src/kalidasia/game';
import { fresh, play, setupOf, starterOpening } from '../../src/kalidasia/game/testkit.testing';
import { openSession, type Session } from './harness';
import { sliderFinger, sliderValue } from './sliderDriver';

export interface GameFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A game being recorded from the starters' setup: `push` plays events and keeps them; `file` writes the game file. */
export function gameRecorder() {
  const setup = setupOf();
  let state = fresh(setup);
  const events: GameEventBody[] = [];
  return {
    push(...bodies: GameEventBody[]): void {
      state = play(state, ...bodies);
      events.push(...bodies);
    },
    get state(): GameState {
      return state;
    },
    /** The game file as the saved-games list exports it, on a 72″ × 48″ table. */
    file(name: string, packOverrides: unknown[] = []): GameFile {
      const file = { format: 'tableside.kalidasia.game', version: 1, setup, packOverrides, events, tableside: { name, table: { width: 72, height: 48 } } };
      return { name: `${name}.kalidasia.json`, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) };
    },
  };
}

/** Surakari's SFP-1 at its move step: 1 accelerate + 2 starboard (13–15″, turning B) from 20″, 42″ facing 270°. */
export function plannerGameFile(name: string): GameFile {
  const g = gameRecorder();
  g.push(...starterOpening('initiative'));
  g.push(
    { type: 'activateShip', player: 'surakari', ship: 'SFP-1' },
    { type: 'sensors', ship: 'SFP-1', placement: {} },
    { type: 'engines', ship: 'SFP-1', engine: { velocity: { maneuver: 'accelerate', points: 1 }, turn: { maneuver: 'starboard', points: 2 } }, thrusters: null },
  );
  return g.file(name);
}

/** A touch tablet (1280 × 800) and its DevTools session, for touch events the page cannot tell from a finger's. */
export async function touchSession(): Promise<{ s: Session; cdp: CDPSession }> {
  const s = await openSession({ touch: true, viewport: { width: 1280, height: 800 } });
  return { s, cdp: await s.page.context().newCDPSession(s.page) };
}

/**
 * The touch session of the tests in the enclosing `describe`: opened before them (`take` gets it) and closed after.
 */
export function withTouchSession(take: (t: { s: Session; cdp: CDPSession }) => void): void {
  let s: Session | undefined;
  beforeAll(async () => {
    const t = await touchSession();
    s = t.s;
    take(t);
  });
  afterAll(async () => {
    await s?.close();
  });
}

/** One finger through DevTools: a touch at page point `p` (none: the finger lifts, or the browser cancels). */
export function fingerOf(cdp: CDPSession) {
  return (type: 'touchStart' | 'touchMove' | 'touchEnd' | 'touchCancel', p?: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y, id: 0 }] : [] });
}

/**
 * A finger slides the planner's distance slider (the app's own, issue 24: `sliderDriver.ts`) from its value now
 * through `values` and stays down.
 */
export async function slideDistance(s: Session, cdp: CDPSession, values: readonly number[]): Promise<void> {
  const slider = s.page.getByRole('slider', { name: 'Distance' });
  const f = await sliderFinger(slider, cdp);
  await f.touch('touchStart', f.at(await sliderValue(slider)));
  for (const v of values) await f.touch('touchMove', f.at(v));
}

/** The finger lifts off the distance slider. */
export async function liftDistance(cdp: CDPSession): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Imports a game file on the Game screen and waits until the game's own page is open. */
export async function importGame(s: Session, file: GameFile): Promise<void> {
  await s.page.goto(s.baseUrl + '/kalidasia/game');
  await s.page.getByLabel('Import a game file').setInputFiles(file);
  await s.page.waitForURL(/\/kalidasia\/game\/[\w-]+$/);
}

/** Imports the planner's game (`plannerGameFile`) and adds a turn: the planner at 13″, its first turn 4″ along. */
export async function openPlannerWithATurn(s: Session, name: string): Promise<void> {
  await importGame(s, plannerGameFile(name));
  await expect.poll(() => s.page.getByTestId('distance').getAttribute('aria-valuetext')).toBe('13.0″');
  await s.page.getByRole('button', { name: 'Add a turn' }).tap();
}
