// Issue 24 (target 6): the odds panel's tap made cheap with CSS (the fire panel's and the side panel's parts isolated
// as stacking contexts, the sensor step's commit row a layout boundary whose button shows one of its stacked words)
// must not change what the player sees: on a touch screen at 1280 × 800, with 30 guns (15 missed dice), the commit
// button holds its words whole and keeps its place and size when a tap changes them, nothing covers it or the dice,
// a keyboard user's focus ring around a die is painted whole (no part clipped or painted over), and the step's own
// action is in view in the side panel and painted on top of the asides (now stacking contexts of their own).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combatGameFile } from './combatGame';
import { openSession, type Session } from './harness';

const GUNS = 30;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The box (viewport coordinates) of the first element matching `selector`, read in the page. */
const rectOf = (s: Session, selector: string): Promise<Box> =>
  s.page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });

/** The commit button's box relative to the sensor step (the panel may scroll when a die is tapped), and its row's. */
const commitPlace = (s: Session): Promise<{ button: Box; row: Box }> =>
  s.page.locator('.cb-step').first().evaluate((step) => {
    const o = step.getBoundingClientRect();
    const rel = (el: Element | null): Box => {
      const r = el!.getBoundingClientRect();
      return { x: r.x - o.x, y: r.y - o.y, width: r.width, height: r.height };
    };
    return { button: rel(step.querySelector('.cb-commit-btn')), row: rel(step.querySelector('.cb-commit')) };
  });

/** Whether the element painted topmost at the centre of `selector`'s box is that element or inside it. */
const hitAtCentre = (s: Session, selector: string): Promise<boolean> =>
  s.page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return top !== null && (top === el || el.contains(top));
  });

describe('odds panel tap: the containment changes nothing the player sees (touch, 1280 × 800)', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession({ touch: true, viewport: { width: 1280, height: 800 } });
    await s.page.goto(s.baseUrl + '/kalidasia/game');
    const f = combatGameFile('Odds layout');
    // SFP-1's Plasma Cannons with 30 guns (a pack override, as the bench's worst case): 15 missed dice wrap in rows.
    const game = JSON.parse(f.buffer.toString()) as Record<string, unknown>;
    game.packOverrides = [{ path: 'ships.SFP.batteries.1.gunCount', value: GUNS, note: 'test' }];
    await s.page.getByLabel('Import a game file').setInputFiles({ ...f, buffer: Buffer.from(JSON.stringify(game)) });
    await s.page.getByTestId('fire-panel').waitFor();
    await s.page.getByRole('button', { name: /^Plasma Cannons at HHF-2:/ }).tap();
    await s.page.getByLabel(`Gun dice (${GUNS})`).fill([...Array(GUNS / 2).fill('1'), ...Array(GUNS / 2).fill('6')].join(' '));
    await s.page.getByRole('button', { name: 'Record the dice' }).tap();
    await s.page.getByRole('button', { name: 'Die 1: 1' }).waitFor();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('the commit button holds its words whole, keeps its box when a tap changes them, and nothing covers it', async () => {
    const commit = s.page.getByRole('button', { name: 'No re-rolls' });
    await commit.scrollIntoViewIfNeeded();
    const place = await commitPlace(s);
    const { button: before, row } = place;
    // A touch target inside its row (the row's height is given: it must hold the button).
    expect(before.height).toBeGreaterThanOrEqual(44);
    expect(before.width).toBeGreaterThanOrEqual(44);
    expect(before.y).toBeGreaterThanOrEqual(row.y - 0.5);
    expect(before.y + before.height).toBeLessThanOrEqual(row.y + row.height + 0.5);
    // Every one of its words fits inside it (the button is as wide as the longest).
    const words = await s.page.locator('.cb-commit-words').evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        const b = el.parentElement!.getBoundingClientRect();
        return { text: el.textContent, inside: r.left >= b.left - 0.5 && r.right <= b.right + 0.5 && r.top >= b.top - 0.5 && r.bottom <= b.bottom + 0.5 };
      }),
    );
    expect(words.map((w) => w.text)).toEqual(['No re-rolls', 'Re-roll 1 with sensor points', 'Re-roll 2 with sensor points']);
    expect(words.every((w) => w.inside)).toBe(true);
    expect(await hitAtCentre(s, '.cb-commit-btn')).toBe(true);

    await s.page.getByRole('button', { name: 'Die 1: 1' }).tap();
    await s.page.getByRole('button', { name: 'Re-roll 1 with sensor points' }).waitFor();
    // The words changed; the button and its row did not move or resize; only the shown words are visible.
    await s.page.getByRole('button', { name: 'Re-roll 1 with sensor points' }).scrollIntoViewIfNeeded();
    expect(await commitPlace(s)).toEqual(place);
    const shown = await s.page.locator('.cb-commit-words').evaluateAll((els) => els.filter((el) => getComputedStyle(el).visibility === 'visible').map((el) => el.textContent));
    expect(shown).toEqual(['Re-roll 1 with sensor points']);
    expect(await s.page.getByRole('button', { name: 'Die 1: 1' }).getAttribute('aria-pressed')).toBe('true');
    // The die's own colour is the tap's feedback (Chromium's tap highlight is off for the dice).
    const look = (name: string) =>
      s.page.getByRole('button', { name }).evaluate((el) => {
        const cs = getComputedStyle(el);
        return { background: cs.backgroundColor, highlight: cs.getPropertyValue('-webkit-tap-highlight-color') };
      });
    const [picked, other] = [await look('Die 1: 1'), await look('Die 2: 1')];
    expect(picked.background).not.toBe(other.background);
    expect(picked.highlight).toBe('rgba(0, 0, 0, 0)');
    expect(await hitAtCentre(s, '.cb-commit-btn')).toBe(true);
    // Dropped again: back to "No re-rolls", same box.
    await s.page.getByRole('button', { name: 'Die 1: 1' }).tap();
    await s.page.getByRole('button', { name: 'No re-rolls' }).waitFor();
    expect(await commitPlace(s)).toEqual(place);
  });

  it("a keyboard user's focus ring around a die is painted whole", async () => {
    const die2 = s.page.getByRole('button', { name: 'Die 2: 1' });
    await die2.scrollIntoViewIfNeeded();
    // Focus from the keyboard (Tab from die 1): :focus-visible draws the 3 px ring 2 px outside the button.
    await s.page.getByRole('button', { name: 'Die 1: 1' }).focus();
    await s.page.keyboard.press('Tab');
    await expect.poll(() => die2.evaluate((el) => el === document.activeElement && el.matches(':focus-visible'))).toBe(true);
    expect(await die2.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    const ring = await die2.evaluate((el) => {
      const probe = document.createElement('span');
      probe.style.color = getComputedStyle(el).outlineColor;
      document.body.append(probe);
      const rgb = getComputedStyle(probe).color;
      probe.remove();
      return rgb;
    });
    // The die brought to the middle of the panel: just above the step's sticky action row, that row's shadow (drawn
    // over what scrolls beneath it, by design) would darken the ring's lower edge.
    await die2.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const box = await die2.boundingBox();
    if (!box) throw new Error('die 2 has no box');
    const pad = 8;
    const png = await s.page.screenshot({ clip: { x: box.x - pad, y: box.y - pad, width: box.width + 2 * pad, height: box.height + 2 * pad } });
    // Read the ring's pixels in the page (no image decoder in Node here): 3.5 px outside each side's middle.
    const colours = await s.page.evaluate(
      async ({ bytes, w, h, pad: p }) => {
        const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(bitmap, 0, 0);
        const sx = bitmap.width / (w + 2 * p);
        const at = (x: number, y: number) => [...ctx.getImageData(Math.round(x * sx), Math.round(y * sx), 1, 1).data.slice(0, 3)];
        return [at(p - 3.5, p + h / 2), at(p + w + 3.5, p + h / 2), at(p + w / 2, p - 3.5), at(p + w / 2, p + h + 3.5)];
      },
      { bytes: [...png], w: box.width, h: box.height, pad },
    );
    const want = (/rgb\((\d+), (\d+), (\d+)\)/.exec(ring) ?? []).slice(1).map(Number);
    expect(want).toHaveLength(3);
    for (const c of colours) for (let i = 0; i < 3; i++) expect(Math.abs(c[i]! - want[i]!)).toBeLessThanOrEqual(24);
  });

  it("the step's own action is in view in the side panel and painted on top", async () => {
    const panel = s.page.locator('.gm-panel');
    await panel.evaluate((el) => el.scrollTo(0, 0));
    const action = s.page.locator('.gm-panel .gm-step .gm-btn.gm-primary:not([aria-pressed])').first();
    expect(await action.count()).toBe(1);
    const p = await rectOf(s, '.gm-panel');
    const a = await rectOf(s, '.gm-panel .gm-step .gm-btn.gm-primary:not([aria-pressed])');
    expect(a.y).toBeGreaterThanOrEqual(p.y - 0.5);
    expect(a.y + a.height).toBeLessThanOrEqual(p.y + p.height + 0.5);
    // Painted over everything it sticks above (the fire panel and the other asides are stacking contexts now).
    expect(await hitAtCentre(s, '.gm-panel .gm-step .gm-btn.gm-primary:not([aria-pressed])')).toBe(true);
    expect(s.errors).toEqual([]);
  });
});
