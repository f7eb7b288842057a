// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { SHIPPED_PACK } from '../kalidasia/data/pack';
import type { Squadron } from '../kalidasia/rules/squadron/squadron';
import { SURAKARI_STARTER } from '../kalidasia/rules/squadron/starters';
import { parseShareFragment, parseSquadronFile } from '../kalidasia/ui/squadrons/format';
import { getDatabase } from './runtime';
import {
  createSquadron,
  deleteSquadron,
  duplicateSquadron,
  getSquadron,
  listSquadrons,
  loadPackOverrides,
  resetPackOverride,
  restoreSquadron,
  setPackOverride,
  updateSquadron,
} from './squadrons';

const draco: Squadron = { ...SURAKARI_STARTER, name: 'Two Dracos' };
const t = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));

beforeEach(async () => {
  const db = await getDatabase();
  await db.squadrons.clear();
  await db.packOverrides.clear();
});

describe('squadron repository', () => {
  it('creates, saves every edit, duplicates, deletes and undoes exactly', async () => {
    const rec = await createSquadron(draco, t(1), 'a');
    expect(rec).toEqual({ id: 'a', createdAt: t(1).toISOString(), updatedAt: t(1).toISOString(), squadron: draco });
    // Rules-invalid squadrons are stored as they are (the builder marks them).
    const over = { ...draco, pointLimit: 20 };
    expect(await updateSquadron('a', over, t(2))).toBe(true);
    expect(await getSquadron('a')).toEqual({ id: 'a', createdAt: t(1).toISOString(), updatedAt: t(2).toISOString(), squadron: over });
    const copy = await duplicateSquadron('a', t(3));
    expect(copy?.squadron).toEqual({ ...over, name: 'Two Dracos (copy)' });
    const before = await getSquadron('a');
    const deleted = await deleteSquadron('a');
    expect(deleted).toEqual(before);
    expect((await listSquadrons()).map((r) => r.id)).toEqual([copy?.id]);
    expect(await restoreSquadron(deleted ?? (before as never))).toBe(true);
    expect(await getSquadron('a')).toEqual(before);
  });

  it('refuses to store a malformed squadron and keeps what was there', async () => {
    await createSquadron(draco, t(1), 'a');
    const ok = await updateSquadron('a', { ...draco, pointLimit: 1.5 }, t(2));
    expect(ok).toBe(false);
    expect((await getSquadron('a'))?.squadron).toEqual(draco);
  });
});

describe('stat-card corrections', () => {
  it('are set, replaced and reset by path; a value the pack refuses is reported and nothing is written', async () => {
    expect(await setPackOverride('ships.SFP.capacity', 5)).toEqual({ ok: true });
    expect(await setPackOverride('ships.SFP.capacity', 6, 'my card')).toEqual({ ok: true });
    expect(await loadPackOverrides()).toEqual([{ path: 'ships.SFP.capacity', value: 6, note: 'my card' }]);
    const bad = await setPackOverride('ships.SFP.hull', 'seven');
    expect(bad.ok).toBe(false);
    const bad2 = await setPackOverride('ships.SFP.code', 'XXX');
    expect(bad2.ok ? [] : bad2.errors).toEqual(['"ships.SFP.code": code cannot be changed']);
    expect(await loadPackOverrides()).toEqual([{ path: 'ships.SFP.capacity', value: 6, note: 'my card' }]);
    expect(await resetPackOverride('ships.SFP.capacity')).toEqual({ ok: true });
    expect(await loadPackOverrides()).toEqual([]);
  });
});

describe('malformed imports change nothing', () => {
  it('leaves every stored squadron and correction as it was', async () => {
    await createSquadron(draco, t(1), 'a');
    await setPackOverride('ships.SFP.capacity', 5);
    const db = await getDatabase();
    const snapshot = async () => ({ squadrons: await db.squadrons.toArray(), overrides: await db.packOverrides.toArray() });
    const before = await snapshot();
    const inputs = ['', '{', '[]', '{"format":"x"}', JSON.stringify({ format: 'tableside-squadron', formatVersion: 1, squadron: { ...draco, fleet: 'pirates' } })];
    const links = ['#', '#1.', '#1.@@', '#2.abc', `#1.${Buffer.from(JSON.stringify({ ...draco, ships: [{ uid: 'D1', code: 'ZZZ', upgrades: [] }] })).toString('base64url')}`];
    const accepted: string[] = [];
    // The builder writes only after a successful parse (SquadronList.importFile, SharedView.save).
    for (const i of inputs) {
      const r = parseSquadronFile(i, SHIPPED_PACK);
      if (r.ok) accepted.push(i);
    }
    for (const l of links) {
      const r = parseShareFragment(l, SHIPPED_PACK);
      if (r.ok) accepted.push(l);
    }
    expect(accepted).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});
