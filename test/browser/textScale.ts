// The text size set as a player sets it: on the Settings screen, then waited for in storage (a state, not a time).
import { expect } from 'vitest';
import { dumpDatabase, type Session } from './harness';

export async function setTextScale(s: Session, scale: number): Promise<void> {
  await s.page.goto(s.baseUrl + '/settings');
  await s.page.getByLabel(/Text size/).fill(String(scale));
  await expect
    .poll(async () => ((await dumpDatabase(s.page)).settings as { textScale?: number }[] | undefined)?.map((r) => r.textScale))
    .toEqual([scale]);
}
