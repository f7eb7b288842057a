// Shared by the photo browser tests: a touch tablet with a game imported from a file, on the Game screen with its
// photo button ready; the started game they import and the poses it holds.
import type { Pose } from '../../src/geometry';
import type { GameEventBody, GameState } from '../../src/kalidasia/game';
import { fresh, play, setupOf, starterOpening } from '../../src/kalidasia/game/testkit.testing';
import { openSession, type Session } from './harness';

/** The table the photo tests' games are played on (inches). */
export const PHOTO_TABLE = { width: 72, height: 48 };

export interface GameFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The starters' game after the opening up to the initiative roll on PHOTO_TABLE, as a game file named `<name>.kalidasia.json` (the game called `name`), and its state. */
export function startedGame(name: string): { state: GameState; file: GameFile } {
  const setup = setupOf();
  const events: GameEventBody[] = starterOpening('initiative');
  const state = play(fresh(setup), ...events);
  const file = { format: 'tableside.kalidasia.game', version: 1, setup, packOverrides: [], events, tableside: { name, table: PHOTO_TABLE } };
  return { state, file: { name: `${name}.kalidasia.json`, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) } };
}

/** The pose of a ship or a fighter token in a game state. */
export const poseIn = (s: GameState, kind: string, id: string): Pose => (kind === 'ship' ? s.ships.find((x) => x.id === id)!.pose! : s.fighters.find((x) => x.id === id)!.pose!);

/** Opens a touch session (1280 × 800 unless told; more Chromium switches if given), imports the game file on the Game screen and waits for the photo button; the game's id. */
export async function openPhotoGame(file: GameFile, viewport = { width: 1280, height: 800 }, args: readonly string[] = []): Promise<{ s: Session; gameId: string }> {
  const s = await openSession({ touch: true, viewport, args });
  await s.page.goto(s.baseUrl + '/kalidasia/game');
  await s.page.getByLabel('Import a game file').setInputFiles(file);
  await s.page.getByRole('button', { name: 'Read the table from a photo' }).waitFor({ timeout: 10000 });
  return { s, gameId: decodeURIComponent(new URL(s.page.url()).pathname.split('/').pop() ?? '') };
}
