// Issue 24, target 2's remainder: the game table's label placement with many tokens (the table at event 5,000 of a
// long game holds ≈ 130 tokens, missiles included). 20, 130 and 400 tokens spread like a game table, labels of 3–6
// characters; vitest prints, per group, each size beside the 20-token figure as a ratio ("N× faster than"), and per
// size the grid placer beside the all-pairs reference it must match exactly (labelPlacer.test.ts).
// Not a test: no assertions on time. Figures in src/kalidasia/ui/table/README.md.
import { bench, describe } from 'vitest';
import { labelsPlace, type LabelBox, type LabelRequest } from '../../src/kalidasia/ui/table/labelPlacer';
import { labelsPlaceReference } from '../../src/kalidasia/ui/table/labelPlacer.reference.testing';

/** A small seeded generator, so every run places the same tables. */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** px per inch: a 72″ × 48″ table fitted to a 1,024 px wide tablet screen. */
const SCALE = 14;
const FONT_PX = 13;

interface Table {
  requests: LabelRequest[];
  obstacles: LabelBox[];
}

/**
 * `n` tokens as a game table has them (in labelsLayout's order: warships, fighters, missiles): a few warships spread
 * over the table, fighters in wings of 4–8 within 2″ of their wing's centre, missiles in salvos of 4–10 within 1.5″
 * of a point near a warship; labels of 3–6 characters (the table's monospace face, 0.62 em a character).
 */
function gameTable(n: number, seed: number): Table {
  const rnd = seeded(seed);
  const ships = Math.max(2, Math.round(n * 0.08));
  const fighters = Math.round(n * 0.3);
  const missiles = n - ships - fighters;
  const tokens: { cx: number; cy: number; r: number }[] = [];
  const shipAt: { x: number; y: number }[] = [];
  for (let i = 0; i < ships; i++) {
    const p = { x: 4 + rnd() * 64, y: 4 + rnd() * 40 };
    shipAt.push(p);
    tokens.push({ cx: p.x, cy: p.y, r: 1.5 });
  }
  for (let left = fighters; left > 0; ) {
    const k = Math.min(left, 4 + Math.floor(rnd() * 5));
    const c = { x: 3 + rnd() * 66, y: 3 + rnd() * 42 };
    for (let j = 0; j < k; j++) tokens.push({ cx: c.x + (rnd() - 0.5) * 4, cy: c.y + (rnd() - 0.5) * 4, r: 0.5 });
    left -= k;
  }
  for (let left = missiles; left > 0; ) {
    const k = Math.min(left, 4 + Math.floor(rnd() * 7));
    const s = shipAt[Math.floor(rnd() * shipAt.length)]!;
    const c = { x: s.x + (rnd() - 0.5) * 12, y: s.y + (rnd() - 0.5) * 12 };
    for (let j = 0; j < k; j++) tokens.push({ cx: c.x + (rnd() - 0.5) * 3, cy: c.y + (rnd() - 0.5) * 3, r: 0.5 });
    left -= k;
  }
  const h = Math.round(FONT_PX + 4);
  const requests = tokens.map((t, i) => {
    const chars = 3 + Math.floor(rnd() * 4);
    return { id: `T${i}`, cx: t.cx * SCALE, cy: t.cy * SCALE, r: t.r * SCALE, w: Math.ceil(chars * FONT_PX * 0.62) + 6, h };
  });
  const obstacles = requests.map((q) => ({ x: q.cx - q.r, y: q.cy - q.r, w: 2 * q.r, h: 2 * q.r }));
  return { requests, obstacles };
}

const SIZES = [20, 130, 400] as const;
const TABLES = new Map(SIZES.map((n) => [n, gameTable(n, 24_000 + n)]));
const table = (n: (typeof SIZES)[number]) => TABLES.get(n)!;

describe('label placement with the grid (labelsPlace), each size beside 20 tokens', () => {
  for (const n of SIZES) bench(`grid, ${n} tokens`, () => void labelsPlace(table(n).requests, table(n).obstacles), { time: 800 });
});

describe('label placement checking every box (the reference, before), each size beside 20 tokens', () => {
  for (const n of SIZES) bench(`all pairs, ${n} tokens`, () => void labelsPlaceReference(table(n).requests, table(n).obstacles), { time: 800 });
});

for (const n of SIZES)
  describe(`${n} tokens: grid beside all pairs, same run`, () => {
    bench(`grid, ${n} tokens`, () => void labelsPlace(table(n).requests, table(n).obstacles), { time: 800 });
    bench(`all pairs, ${n} tokens`, () => void labelsPlaceReference(table(n).requests, table(n).obstacles), { time: 800 });
  });
