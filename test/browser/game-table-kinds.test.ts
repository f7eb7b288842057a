// The game table paints every wing and every missile with one Konva shape per kind (issue 24: a table of 128 missiles
// opens as fast as one of two). This test drives it with a finger: the missiles are painted, a tap on one selects it,
// and a drag with "Adjust to the table" moves a copy of it with the finger and stores where it was put.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pose } from '../../src/geometry';
import { missilePhase } from './fighterScenes';
import { openSession, type Session } from './harness';
import { tableDriver } from './tableDriver';

/** What the page's Konva tells about the tokens layer: the shape of a kind, a node by id, a painted pixel. */
interface KonvaNode {
  id(): string;
  getAttr(k: string): unknown;
  getLayer(): { getCanvas(): { _canvas: HTMLCanvasElement; getPixelRatio(): number } } | null;
}
type KonvaGlobal = { stages: { findOne(f: (n: KonvaNode) => boolean): KonvaNode | undefined }[] };

describe('wings and missiles painted by one shape per kind', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession({ touch: true, viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await s.close();
  });

  it('paints the missiles, selects one tapped, and moves a copy of one dragged before storing its new place', async () => {
    const sc = missilePhase();
    const ids = sc.state.missiles.map((m) => m.id);
    expect(ids.length).toBe(2);
    const [m1, m2] = ids as [string, string];
    // Two missiles in the open, clear of every other token.
    sc.add({ type: 'adjust', unit: { kind: 'missile', id: m1 }, pose: pose(50, 30, 0) }, { type: 'adjust', unit: { kind: 'missile', id: m2 }, pose: pose(58, 30, 0) });
    await s.page.goto(s.baseUrl + '/kalidasia/game');
    await s.page.getByLabel('Import a game file').setInputFiles(sc.file('Two missiles'));
    await s.page.waitForURL(/\/kalidasia\/game\/[\w-]+$/);
    await s.page.getByTestId('waiting-for').waitFor();
    const table = await tableDriver(s.page);

    const kinds = () =>
      s.page.evaluate(() => {
        const k = (window as unknown as { Konva: KonvaGlobal }).Konva;
        const find = (f: (n: KonvaNode) => boolean) => k.stages.map((st) => st.findOne(f)).find((n) => n !== undefined);
        const shape = find((n) => n.id() === 'tokens:missile');
        const list = (shape?.getAttr('tokenList') ?? []) as { t: { key: string }; look: { strokeWidth: number } }[];
        const hidden = shape?.getAttr('hiddenKeys') as Set<string> | null | undefined;
        return {
          missiles: list.map((x) => x.t.key),
          thick: list.filter((x) => x.look.strokeWidth > 1).map((x) => x.t.key),
          hidden: hidden ? [...hidden] : [],
          ownNodes: Boolean(find((n) => n.id().startsWith('tok:missile:'))),
          copies: find((n) => n.id().startsWith('drag:tok:missile:')) ? 1 : 0,
        };
      });
    // One shape holds both missiles; no missile has a node of its own.
    await expect.poll(async () => (await kinds()).missiles).toEqual([`tok:missile:${m1}`, `tok:missile:${m2}`]);
    expect((await kinds()).ownNodes).toBe(false);

    // The shape painted them: the tokens layer's pixel at each missile's centre is not empty.
    const painted = async (x: number, y: number) => {
      const v = await table.view();
      return s.page.evaluate(
        ({ px, py }) => {
          const k = (window as unknown as { Konva: KonvaGlobal }).Konva;
          const shape = k.stages.map((st) => st.findOne((n) => n.id() === 'tokens:missile')).find((n) => n !== undefined);
          const canvas = shape?.getLayer()?.getCanvas();
          if (!canvas) return -1;
          const pr = canvas.getPixelRatio();
          // oxlint-disable-next-line no-underscore-dangle -- Konva's typed field for the layer's own canvas element
          return canvas._canvas.getContext('2d')?.getImageData(Math.round(px * pr), Math.round(py * pr), 1, 1).data[3] ?? -1;
        },
        { px: v.x + x * v.scale, py: v.y + y * v.scale },
      );
    };
    await expect.poll(() => painted(50, 30)).toBeGreaterThan(0);
    await expect.poll(() => painted(58, 30)).toBeGreaterThan(0);
    expect(await painted(54, 30)).toBe(0);

    // A tap on the first missile selects it: the units list says so and the shape draws its edge thick.
    await table.tap(50, 30);
    await expect.poll(async () => (await kinds()).thick).toEqual([`tok:missile:${m1}`]);
    await s.page.getByRole('tab', { name: 'Units' }).tap();
    await expect.poll(() => s.page.locator(`[data-testid="units-list"] tr[data-unit="${m1}"]`).getAttribute('aria-selected')).toBe('true');
    await s.page.getByRole('tab', { name: 'Now' }).tap();

    // A drag of the second missile, Adjust to the table on: while the finger is down a copy moves and the shape
    // leaves the missile out; once lifted, the missile stands where it was put.
    await s.page.getByRole('button', { name: 'Adjust to the table' }).tap();
    await expect.poll(() => s.page.getByRole('button', { name: 'Adjust to the table' }).getAttribute('aria-pressed')).toBe('true');
    const cdp = await s.page.context().newCDPSession(s.page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: { x: number; y: number }) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y, id: 0 }] : [] });
    const a = await table.at(58, 30);
    const b = await table.at(58, 38);
    await touch('touchStart', a);
    for (let i = 1; i <= 10; i++) await touch('touchMove', { x: a.x + ((b.x - a.x) * i) / 10, y: a.y + ((b.y - a.y) * i) / 10 });
    for (let i = 0; i < 6; i++) await touch('touchMove', { x: b.x + (i % 2 === 0 ? 0.4 : -0.4), y: b.y });
    await touch('touchMove', b);
    await expect.poll(async () => (await kinds()).hidden).toEqual([`tok:missile:${m2}`]);
    expect((await kinds()).copies).toBe(1);
    await touch('touchEnd');
    await cdp.detach();
    await expect.poll(async () => (await kinds()).copies).toBe(0);
    await s.page.getByRole('tab', { name: 'Units' }).tap();
    await expect
      .poll(async () => {
        const text = (await s.page.locator(`[data-testid="units-list"] tr[data-unit="${m2}"] td`).nth(1).textContent()) ?? '';
        const [x, y] = text.split(',').map((t) => Number(t.trim()));
        return Math.abs((x ?? 0) - 58) <= 0.2 && Math.abs((y ?? 0) - 38) <= 0.2 ? 'moved' : text;
      })
      .toBe('moved');
    expect((await kinds()).hidden).toEqual([]);
  });
});
