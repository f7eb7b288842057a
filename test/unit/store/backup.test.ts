import { beforeEach, describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { TablesideDB, TABLE_NAMES } from '../../../src/store/db';
import { FORMAT_NAME, FORMAT_VERSION, exportBackup, parseBackup, restoreBackup, type BackupFile } from '../../../src/store/backup';

let db: TablesideDB;

const seed = {
  settings: [{ id: 'app' as const, theme: 'light' as const, textScale: 150, wakeLock: true }],
  logHeads: [] as BackupFile['tables']['logHeads'],
  logEvents: [] as BackupFile['tables']['logEvents'],
  squadrons: [] as BackupFile['tables']['squadrons'],
  packOverrides: [] as BackupFile['tables']['packOverrides'],
  shares: [] as BackupFile['tables']['shares'],
  tableLayout: [
    {
      id: 'current' as const,
      width: 72,
      height: 48,
      grid: true,
      markers: [
        { id: 'a', x: 10, y: 10 },
        { id: 'b', x: 34, y: 10, label: '<script>alert("x")</script>' },
        { id: 'c', x: 50.5, y: 40.25 },
      ],
      view: { x: 5, y: 6, scale: 14 },
    },
  ],
};

async function dump(d: TablesideDB): Promise<string> {
  const out: Record<string, unknown> = {};
  for (const n of TABLE_NAMES) out[n] = await d.table(n).toArray();
  return JSON.stringify(out);
}

function validBackup(): BackupFile {
  return {
    format: FORMAT_NAME,
    formatVersion: FORMAT_VERSION,
    appVersion: '0.1.0',
    exportedAt: '2026-11-22T10:00:00.000Z',
    tables: structuredClone(seed),
  };
}

beforeEach(async () => {
  db = new TablesideDB('backup-test', { indexedDB: new IDBFactory(), IDBKeyRange });
  await db.open();
  await db.settings.bulkPut(seed.settings);
  await db.tableLayout.bulkPut(seed.tableLayout);
});

describe('backup export', () => {
  it('writes format name, version, app version, date and every table', async () => {
    const b = await exportBackup(db, '9.9.9', new Date('2026-11-22T12:00:00Z'));
    expect(b.format).toBe('tableside-backup');
    expect(b.formatVersion).toBe(3);
    expect(b.appVersion).toBe('9.9.9');
    expect(b.exportedAt).toBe('2026-11-22T12:00:00.000Z');
    expect(Object.keys(b.tables).sort()).toEqual([...TABLE_NAMES].sort());
    expect(b.tables.tableLayout[0]!.markers).toHaveLength(3);
  });

  it('export → parse → replace into an empty database gives identical data', async () => {
    const text = JSON.stringify(await exportBackup(db, '0.1.0'));
    const before = await dump(db);
    const other = new TablesideDB('backup-target', { indexedDB: new IDBFactory(), IDBKeyRange });
    await other.open();
    const parsed = parseBackup(text);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) await restoreBackup(other, parsed.backup, 'replace');
    expect(await dump(other)).toBe(before);
  });
});

describe('backup restore modes', () => {
  it('replace erases what the backup does not have', async () => {
    const b = validBackup();
    b.tables.tableLayout = [];
    await restoreBackup(db, b, 'replace');
    expect(await db.tableLayout.count()).toBe(0);
    expect(await db.settings.get('app')).toEqual(seed.settings[0]);
  });

  it('merge keeps records the backup does not have and overwrites same ids', async () => {
    const b = validBackup();
    b.tables.settings = [];
    b.tables.tableLayout[0]!.width = 36;
    await restoreBackup(db, b, 'merge');
    expect((await db.tableLayout.get('current'))!.width).toBe(36);
    expect(await db.settings.get('app')).toEqual(seed.settings[0]);
  });

  it('a <script> label is stored as plain text', async () => {
    const parsed = parseBackup(JSON.stringify(validBackup()));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    await restoreBackup(db, parsed.backup, 'replace');
    expect((await db.tableLayout.get('current'))!.markers[1]!.label).toBe('<script>alert("x")</script>');
  });
});

const mutate = (f: (b: Record<string, any>) => void): string => {
  const b = validBackup() as unknown as Record<string, any>;
  f(b);
  return JSON.stringify(b);
};

// Files that are not a Tableside backup at all: refused whole, naming what and where; nothing changes.
const MALFORMED: { name: string; text: string; size?: number; message: RegExp }[] = [
  { name: 'truncated JSON', text: JSON.stringify(validBackup()).slice(0, 120), message: /^\(file\): not valid JSON/ },
  { name: 'empty file', text: '', message: /not valid JSON/ },
  { name: 'a JSON array', text: '[1,2,3]', message: /expected a Tableside backup object/ },
  { name: 'wrong format name', text: mutate((b) => (b.format = 'some-other-app')), message: /^format: expected "tableside-backup", found "some-other-app"/ },
  { name: 'future format version', text: mutate((b) => (b.formatVersion = 7)), message: /^formatVersion: .*newer Tableside \(format 7\)/ },
  { name: 'missing table', text: mutate((b) => delete b.tables.tableLayout), message: /^tables\.tableLayout: missing$/ },
  { name: 'a table that is not a list', text: mutate((b) => (b.tables.squadrons = { a: 1 })), message: /^tables\.squadrons: expected a list$/ },
  { name: 'unknown table', text: mutate((b) => (b.tables.hacked = [])), message: /^tables: unknown field hacked$/ },
  { name: 'missing format', text: mutate((b) => delete b.format), message: /^format: expected "tableside-backup", found null/ },
  { name: '10 MB of junk', text: 'x'.repeat(10 * 1024 * 1024), message: /^\(file\): 10\.0 MB is too large/ },
];

describe('files that are not a backup are refused and change nothing', () => {
  for (const bad of MALFORMED) {
    it(`refuses ${bad.name}`, async () => {
      const before = await dump(db);
      const r = parseBackup(bad.text, bad.size);
      expect(r.ok).toBe(false);
      expect(r.ok ? '(accepted)' : r.errors[0]).toMatch(bad.message);
      expect(await dump(db)).toBe(before);
    });
  }
});

// Issue 12 case 5: a backup with one damaged record restores everything else and names what it left out.
const GOOD_SQUADRON = { id: 'sq-good', createdAt: 'c', updatedAt: 'u', squadron: { name: 'Good', fleet: 'surakari-invasion', extraFleets: [], pointLimit: 34, ships: [], fighters: {} } };
const withExtras = (f: (b: Record<string, any>) => void): string =>
  mutate((b) => {
    b.tables.squadrons = [structuredClone(GOOD_SQUADRON), { ...structuredClone(GOOD_SQUADRON), id: 'sq-bad', squadron: { ...GOOD_SQUADRON.squadron, name: 'Bad' } }];
    b.tables.logHeads = [
      { id: 'L1', kind: 'nedca', name: 'Kept game', createdAt: 'c', updatedAt: 'u', length: 1, cursor: 1, meta: null },
      { id: 'L2', kind: 'caleda', name: 'Broken game', createdAt: 'c', updatedAt: 'u', length: 2, cursor: 2, meta: null },
    ];
    b.tables.logEvents = [
      { logId: 'L1', seq: 1, event: { a: 1 } },
      { logId: 'L2', seq: 1, event: { a: 1 } },
      { logId: 'L2', seq: 2, event: { a: 2 } },
    ];
    f(b);
  });

const DAMAGED: { name: string; text: string; skipped: RegExp }[] = [
  { name: 'marker x as text', text: withExtras((b) => (b.tables.tableLayout[0].markers[2].x = 'ten')), skipped: /^tables\.tableLayout\[0\]\.markers\[2\]\.x: expected a number$/ },
  { name: 'negative table width', text: withExtras((b) => (b.tables.tableLayout[0].width = -5)), skipped: /^tables\.tableLayout\[0\]\.width: must be at least 12$/ },
  { name: 'absurd table height', text: withExtras((b) => (b.tables.tableLayout[0].height = 1e9)), skipped: /^tables\.tableLayout\[0\]\.height: must be at most 120$/ },
  { name: 'unknown theme', text: withExtras((b) => (b.tables.settings[0].theme = 'neon')), skipped: /^tables\.settings\[0\]\.theme: expected "system" or "dark" or "light"$/ },
  { name: 'grid as a string', text: withExtras((b) => (b.tables.tableLayout[0].grid = 'yes')), skipped: /^tables\.tableLayout\[0\]\.grid: expected true or false$/ },
  { name: 'markers not a list', text: withExtras((b) => (b.tables.tableLayout[0].markers = { a: 1 })), skipped: /^tables\.tableLayout\[0\]\.markers: expected a list$/ },
  { name: 'unknown field', text: withExtras((b) => (b.tables.tableLayout[0].hacked = true)), skipped: /^tables\.tableLayout\[0\]: unknown field hacked$/ },
  { name: 'null scale', text: withExtras((b) => (b.tables.tableLayout[0].view.scale = null)), skipped: /^tables\.tableLayout\[0\]\.view\.scale: expected a number$/ },
  { name: 'a squadron stored as null', text: withExtras((b) => (b.tables.squadrons[1] = null)), skipped: /^tables\.squadrons\[1\]: expected an object$/ },
  { name: 'a squadron with a bad ship list', text: withExtras((b) => (b.tables.squadrons[1].squadron.ships = 'x')), skipped: /^tables\.squadrons\[1\] \(“Bad”\)\.squadron\.ships: expected a list$/ },
  { name: 'a game event stored as null', text: withExtras((b) => (b.tables.logEvents[2].event = null)), skipped: /^tables\.logEvents\[2\]\.event: expected an object$/ },
  { name: 'a game whose cursor is past its end', text: withExtras((b) => (b.tables.logHeads[1].cursor = 9)), skipped: /^tables\.logHeads\[1\] \(“Broken game”\)\.cursor: the cursor is past the end of the log$/ },
];

describe('a backup with damaged records restores what is good and lists what it skipped', () => {
  it(`covers at least 12 kinds of damaged record (has ${DAMAGED.length})`, () => {
    expect(DAMAGED.length).toBeGreaterThanOrEqual(12);
  });

  for (const bad of DAMAGED) {
    it(`skips ${bad.name}, restores the rest`, async () => {
      const r = parseBackup(bad.text);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.skipped[0]).toMatch(bad.skipped);
      await restoreBackup(db, r.backup, 'replace');
      // The good squadron and the good game are always there.
      expect((await db.squadrons.get('sq-good'))?.squadron.name).toBe('Good');
      expect((await db.logHeads.get('L1'))?.name).toBe('Kept game');
      expect(await db.logEvents.where('[logId+seq]').between(['L1', 0], ['L1', Infinity]).count()).toBe(1);
    });
  }

  it('a game with one damaged action is left out whole (never stored with a gap) and named', () => {
    const r = parseBackup(withExtras((b) => (b.tables.logEvents[2].event = 'x')));
    expect(r.ok && r.skipped).toEqual(['tables.logEvents[2].event: expected an object', 'game “Broken game” (caleda, id L2): 1 of its 2 actions are missing or damaged — left out whole']);
    expect(r.ok && r.backup.tables.logEvents.map((e) => e.logId)).toEqual(['L1']);
  });
});

describe('backup formats', () => {
  it('a format-1 file (companion games as whole records) is still read: each game becomes an event log', async () => {
    const v1 = {
      ...validBackup(),
      formatVersion: 1,
      tables: {
        ...structuredClone(seed),
        logHeads: undefined,
        logEvents: undefined,
        shares: undefined,
        companionGames: [
          { id: 'g2', game: 'caleda', name: 'Undone', createdAt: '2026-11-02T10:00:00.000Z', updatedAt: '2026-11-02T11:00:00.000Z', setup: { n: 1 }, events: [{ a: 1 }], redo: [{ a: 3 }, { a: 2 }] },
        ],
      },
    };
    const parsed = parseBackup(JSON.stringify(v1));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.backup.formatVersion).toBe(3);
    expect(parsed.backup.tables.logHeads).toEqual([
      { id: 'g2', kind: 'caleda', name: 'Undone', createdAt: '2026-11-02T10:00:00.000Z', updatedAt: '2026-11-02T11:00:00.000Z', length: 3, cursor: 1, meta: { n: 1 } },
    ]);
    expect(parsed.backup.tables.logEvents.map((r) => r.event)).toEqual([{ a: 1 }, { a: 2 }, { a: 3 }]);
    await restoreBackup(db, parsed.backup, 'merge');
    expect(await db.logEvents.count()).toBe(3);
  });

  it('event logs round-trip through a backup; merging a game replaces its rows whole', async () => {
    await db.logHeads.put({ id: 'L', kind: 'nedca', name: 'n', createdAt: 'c', updatedAt: 'u', length: 2, cursor: 2, meta: { x: 1 } });
    await db.logEvents.bulkPut([
      { logId: 'L', seq: 1, event: { a: 1 } },
      { logId: 'L', seq: 2, event: { a: 2 } },
    ]);
    const parsed = parseBackup(JSON.stringify(await exportBackup(db, 't')));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    await db.logEvents.put({ logId: 'L', seq: 3, event: { a: 'extra' } });
    await restoreBackup(db, parsed.backup, 'merge');
    expect((await db.logEvents.toArray()).map((r) => r.event)).toEqual([{ a: 1 }, { a: 2 }]);
  });
});

describe('fuzzed backups', () => {
  it('property: any value put anywhere in a backup never throws; a refusal changes nothing; what is accepted restores', async () => {
    const full = JSON.parse(
      withExtras(() => undefined),
    ) as Record<string, unknown>;
    // Every path in the file, so a mutation can land anywhere.
    const paths: (string | number)[][] = [];
    const walk = (v: unknown, path: (string | number)[]): void => {
      paths.push(path);
      if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
      else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
    };
    walk(full, []);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.nat(paths.length - 1), fc.jsonValue({ maxDepth: 2 })), { minLength: 1, maxLength: 3 }), async (edits) => {
        const b = structuredClone(full) as Record<string, any>;
        let root: unknown = b;
        for (const [at, value] of edits) {
          const path = paths[at]!;
          if (path.length === 0) {
            root = value;
            continue;
          }
          let cur: any = root;
          for (const p of path.slice(0, -1)) cur = cur?.[p];
          if (cur && typeof cur === 'object') cur[path[path.length - 1]!] = value;
        }
        const before = await dump(db);
        const r = parseBackup(JSON.stringify(root) ?? 'null');
        // A refusal says why and changes nothing; an accepted file restores without throwing.
        const outcome = r.ok ? await restoreBackup(db, r.backup, 'replace').then(() => 'restored') : r.errors.length > 0 && (await dump(db)) === before ? 'refused, unchanged' : 'refused badly';
        expect(outcome).not.toBe('refused badly');
      }),
      { numRuns: 150 },
    );
  });
});
