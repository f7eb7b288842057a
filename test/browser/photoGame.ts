// Shared by the photo browser tests: a touch tablet with a game imported from a file, on the Game screen with its
// photo button ready.
import { openSession, type Session } from './harness';

/** Opens a touch session (1280 × 800 unless told; more Chromium switches if given), imports the game file on the Game screen and waits for the photo button; the game's id. */
export async function openPhotoGame(file: { name: string; mimeType: string; buffer: Buffer }, viewport = { width: 1280, height: 800 }, args: readonly string[] = []): Promise<{ s: Session; gameId: string }> {
  const s = await openSession({ touch: true, viewport, args });
  await s.page.goto(s.baseUrl + '/kalidasia/game');
  await s.page.getByLabel('Import a game file').setInputFiles(file);
  await s.page.getByRole('button', { name: 'Read the table from a photo' }).waitFor({ timeout: 10000 });
  return { s, gameId: decodeURIComponent(new URL(s.page.url()).pathname.split('/').pop() ?? '') };
}
