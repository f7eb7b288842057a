// @vitest-environment jsdom
// Hostile companion records through a backup restore (issue 27, item 9): every game restored or refused with a
// message naming it, nothing thrown, nothing stored changed by a refused game, and every restored game opens
// and renders (its screen and its log) without a blank screen.
import { Component, type ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { TablesideDB, TABLE_NAMES } from '../../../src/store/db';
import { FORMAT_NAME, readBackup, restoreBackup, type BackupFile } from '../../../src/store/backup';
import type { CompanionKey } from '../../../src/store/types';
import type { AnyCompanionModule } from '../../../src/companions/shared/ui/types';
import { foldRecord } from '../../../src/companions/shared/ui/useCompanionGame';
import { LogPanel } from '../../../src/companions/shared/ui/LogPanel';
import caleda from '../../../src/companions/caleda/ui/index';
import kaladan from '../../../src/companions/kaladan/ui/index';
import kalesia from '../../../src/companions/kalesia/ui/index';
import nedca from '../../../src/companions/nedca/ui/index';
import { setupOf } from '../../../src/companions/caleda/testkit';
import { setup as kaladanSetup } from '../../../src/companions/kaladan/reducer.fixture';
import { three as nedcaThree } from '../../../src/companions/nedca/reducer.fixture';
import { backupV2 } from '../../backupV2';

const MODULES: Record<CompanionKey, AnyCompanionModule> = { caleda, kaladan, kalesia, nedca };

interface Base {
  kind: CompanionKey;
  meta: unknown;
  events: unknown[];
}

const inOrder = Array.from({ length: 25 }, (_, i) => i + 1);
const BASES: Base[] = [
  { kind: 'caleda', meta: setupOf(), events: [{ type: 'endTurn' }, { type: 'spendGold', amount: 1, note: 'a bridge' }] },
  { kind: 'kaladan', meta: kaladanSetup, events: [{ type: 'drawEvent', note: 'Storm' }, { type: 'nextPhase' }, { type: 'nextPhase' }] },
  {
    kind: 'kalesia',
    meta: { players: ['Ann', 'Bo', 'Cy'], layout: inOrder, allianceSeed: 7, colours: ['#aa3344', '#3344aa', 'gold'] },
    events: [{ type: 'viewAlliance', player: 0 }, { type: 'playTotals', totals: { centaur: 5, mermaid: 4, forest: 3 } }],
  },
  {
    kind: 'nedca',
    meta: { ...nedcaThree, influence: { lv2: 10, lv3: 20, star: 50 } },
    events: [{ type: 'economy', workers: { forest: 1 }, extra: {}, influence: 0 }, { type: 'nextPhase' }, { type: 'adjust', house: 1, delta: { gold: 1 }, note: 'a card' }],
  },
];

const HOSTILE: unknown[] = [
  {},
  [],
  { x: 1 },
  null,
  1.5,
  -1,
  1e9,
  0,
  '',
  '   ',
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'url(https://elsewhere.example/a.png)',
  'x'.repeat(300),
  true,
  '<img src=x onerror=alert(1)>',
  { toString: 1 },
  { __proto__: { polluted: true } },
  ['a', 'b', 'c'],
  [{ type: 'nextPhase' }],
];
const hostile: fc.Arbitrary<unknown> = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...HOSTILE) }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) });

/** Every place in a JSON value (paths to objects' fields and lists' items), in a fixed order. */
function places(v: unknown, path: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (v !== null && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      const p = [...path, Array.isArray(v) ? Number(k) : k];
      out.push(p);
      places(x, p, out);
    }
  }
  return out;
}

function setAt(root: unknown, path: (string | number)[], value: unknown, remove: boolean): void {
  let cur = root as Record<string | number, unknown>;
  for (const p of path.slice(0, -1)) cur = cur[p] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (remove && !Array.isArray(cur)) delete cur[last];
  else Object.defineProperty(cur, last, { value, enumerable: true, writable: true, configurable: true });
}

interface Mutation {
  where: 'meta' | 'events' | 'name';
  pick: number;
  value: unknown;
  remove: boolean;
}
const mutation: fc.Arbitrary<Mutation> = fc.record({
  where: fc.constantFrom('meta' as const, 'meta' as const, 'events' as const, 'name' as const),
  pick: fc.nat(),
  value: hostile,
  remove: fc.boolean(),
});

/** A hostile companion game: one of the sound bases with one to three fields or actions damaged. */
function hostileGame(base: Base, muts: Mutation[]): { meta: unknown; events: unknown[] } {
  const meta: unknown = JSON.parse(JSON.stringify(base.meta));
  const events = JSON.parse(JSON.stringify(base.events)) as unknown[];
  for (const m of muts) {
    if (m.where === 'name') {
      const names = places(meta).filter((p) => p[p.length - 1] === 'name' || (p[0] === 'players' && p.length === 2));
      const p = names[m.pick % Math.max(1, names.length)];
      if (p) setAt(meta, p, m.value, false);
    } else if (m.where === 'meta') {
      const all = places(meta);
      const p = all[m.pick % all.length];
      if (p) setAt(meta, p, m.value, m.remove);
    } else {
      const all = places(events);
      const p = all[m.pick % Math.max(1, all.length)];
      if (p) setAt(events, p, m.value, m.remove);
      else events.push(m.value);
    }
  }
  return { meta, events };
}

const gameArb = fc.record({ base: fc.constantFrom(...BASES), muts: fc.array(mutation, { minLength: 1, maxLength: 3 }) });

class Boundary extends Component<{ children: ReactNode; onError(e: unknown): void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(e: unknown) {
    this.props.onError(e);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Open a restored game as its screen does: fold it through its def, then render its view and its log. */
function openAndRender(kind: CompanionKey, meta: unknown, events: unknown[]): string | null {
  const mod = MODULES[kind];
  const folded = foldRecord(mod.def, { name: 'fuzz', setup: meta, events });
  if (folded.message !== null || folded.state === null) return `opened with an error: ${folded.message ?? 'no state'}`;
  const errors: unknown[] = [];
  const { GameView } = mod;
  const original = console.error;
  console.error = () => undefined; // React reports a caught render error; the boundary records it.
  try {
    render(
      <Boundary onError={(e) => errors.push(e)}>
        <GameView state={folded.state} events={events} dispatch={() => null} />
        <LogPanel def={mod.def} setup={meta} events={events} canRedo={false} onUndo={() => undefined} onRedo={() => undefined} />
      </Boundary>,
    );
  } finally {
    console.error = original;
    cleanup();
  }
  return errors.length ? `render failed: ${String(errors[0])}` : null;
}

afterEach(() => cleanup());

describe('restoring hostile companion games (fuzz)', () => {
  it('1,000 hostile games: each restored or refused with a message naming it, nothing thrown', async () => {
    let restored = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(gameArb, async ({ base, muts }) => {
        const g = hostileGame(base, muts);
        const text = backupV2([{ id: 'g1', name: 'Hostile', kind: base.kind, ...g }]);
        const r = await readBackup(text);
        if (!r.ok) throw new Error(`the backup itself was refused: ${r.errors.join('; ')}`);
        const kept = r.backup.tables.logHeads.length === 1;
        if (kept) restored++;
        else refused++;
        // Restored whole, or left out whole and named (a damaged action row may be named as well, before it).
        const named = r.skipped.filter((m) => new RegExp(`^game “Hostile” \\(${base.kind}, id g1\\): .+ — left out whole$`).test(m)).length;
        expect({ rows: r.backup.tables.logEvents.length, named, skipped: kept ? r.skipped : [] }).toEqual(kept ? { rows: g.events.length, named: 0, skipped: [] } : { rows: 0, named: 1, skipped: [] });
      }),
      { numRuns: 1000, seed: 27 },
    );
    console.info(`restore fuzz: ${restored} hostile companion games restored, ${refused} refused with a message, 0 thrown`);
    expect(restored).toBeGreaterThan(30);
    expect(refused).toBeGreaterThan(300);
  });

  it('every restored hostile game opens and its screen and log render', async () => {
    let rendered = 0;
    await fc.assert(
      fc.asyncProperty(gameArb, async ({ base, muts }) => {
        const g = hostileGame(base, muts);
        const r = await readBackup(backupV2([{ id: 'g1', name: 'Hostile', kind: base.kind, ...g }]));
        if (!r.ok || r.backup.tables.logHeads.length === 0) return;
        rendered++;
        expect(openAndRender(base.kind, g.meta, g.events)).toBeNull();
      }),
      { numRuns: 800, seed: 9 },
    );
    expect(rendered).toBeGreaterThan(20);
  });

  it('a refused game changes nothing stored (merge over a stored game with the same id)', async () => {
    const db = new TablesideDB('restore-gate-fuzz', { indexedDB: new IDBFactory(), IDBKeyRange });
    await db.open();
    const stored = BASES[3] as Base;
    await db.logHeads.put({ id: 'g1', kind: 'nedca', name: 'Stored', createdAt: 'c', updatedAt: 'u', length: 1, cursor: 1, meta: stored.meta });
    await db.logEvents.put({ logId: 'g1', seq: 1, event: stored.events[0] });
    const dump = async (): Promise<string> => JSON.stringify(await Promise.all(TABLE_NAMES.map((n) => db.table(n).toArray())));
    const before = await dump();
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(gameArb, async ({ base, muts }) => {
        const r = await readBackup(backupV2([{ id: 'g1', name: 'Hostile', kind: base.kind, ...hostileGame(base, muts) }]));
        if (!r.ok || r.backup.tables.logHeads.length > 0) return;
        checked++;
        await restoreBackup(db, r.backup as BackupFile, 'merge');
        expect(await dump()).toBe(before);
      }),
      { numRuns: 120, seed: 5 },
    );
    expect(checked).toBeGreaterThan(40);
    db.close();
  });

  it('the two games of the report: a Nedca seat named "constructor" is restored and opens; a Kaladan terrain object is refused by name', async () => {
    const n = JSON.parse(JSON.stringify(BASES[3]!.meta)) as { houses: { name: string }[] };
    n.houses[0]!.name = 'constructor';
    const k = JSON.parse(JSON.stringify(kaladanSetup)) as { tiles: { terrain: unknown }[] };
    k.tiles[2]!.terrain = { x: 1 };
    const r = await readBackup(
      backupV2([
        { id: 'n1', name: 'Seats', kind: 'nedca', meta: n, events: BASES[3]!.events },
        { id: 'k1', name: 'Board', kind: 'kaladan', meta: k, events: [] },
      ]),
    );
    expect(r.ok && r.backup.tables.logHeads.map((h) => h.id)).toEqual(['n1']);
    expect(r.ok && r.skipped).toEqual(['game “Board” (kaladan, id k1): set-up: tiles[2].terrain: expected text — left out whole']);
    expect(openAndRender('nedca', n, BASES[3]!.events)).toBeNull();
  });

  it('a format-1 backup (companion games as one record each) passes the same gate', async () => {
    const k = JSON.parse(JSON.stringify(kaladanSetup)) as { tiles: { terrain: unknown }[] };
    k.tiles[0]!.terrain = ['Forest'];
    const game = (id: string, name: string, kind: CompanionKey, setup: unknown, events: unknown[]) => ({ id, game: kind, name, createdAt: 'c', updatedAt: 'u', setup, events, redo: [] });
    const v1 = {
      format: FORMAT_NAME,
      formatVersion: 1,
      appVersion: 'old',
      exportedAt: '2026-01-01T00:00:00.000Z',
      tables: {
        settings: [],
        tableLayout: [],
        squadrons: [],
        packOverrides: [],
        companionGames: [game('a', 'Fine', 'nedca', BASES[3]!.meta, BASES[3]!.events), game('b', 'Old board', 'kaladan', k, [])],
      },
    };
    const r = await readBackup(JSON.stringify(v1));
    expect(r.ok && r.backup.tables.logHeads.map((h) => h.id)).toEqual(['a']);
    expect(r.ok && r.skipped).toEqual(['game “Old board” (kaladan, id b): set-up: tiles[0].terrain: expected text — left out whole']);
  });
});
