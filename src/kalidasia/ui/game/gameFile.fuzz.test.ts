// Hostile and mutated game files through the import gate (issue 27): every file is accepted or refused with a
// message, none throws, nothing is stored on a refusal; the same for single events appended to a stored log.
// Seeded (reproducible): valid games are played by the autopilot, exported, then mutated.
import { describe, expect, test } from 'vitest';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { TablesideDB } from '../../../store/db';
import { eventLogOn } from '../../../store/eventLog';
import { autoPlay, Rand } from '../../game/autopilot.testing';
import { fresh, setupOf } from '../../game/testkit.testing';
import { eventGate, gameTextGate, logNew, logToJson, setupGate, type GameState, type ScenarioId } from '../../game';
import { gameExportText, gameImportText, type GameFileStore } from './gameFile';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

function store() {
  const db = new TablesideDB(`fuzz-${Math.random()}`, { indexedDB: new IDBFactory(), IDBKeyRange });
  const ops = eventLogOn(async () => db);
  const files: GameFileStore = { logRead: ops.logRead, logCreate: (kind, name, meta, events) => ops.logCreate(kind, name, meta, events) };
  return { db, ops, files };
}

/** Valid exported games of every scenario (the autopilot plays them), with the file's extras. */
function validFiles(): { text: string; events: number }[] {
  const out: { text: string; events: number }[] = [];
  const scenarios: ScenarioId[] = ['squadronEngagement', 'escalation', 'orbitalContain'];
  for (let i = 0; i < 6; i++) {
    const scenario = scenarios[i % 3] as ScenarioId;
    const setup = setupOf(scenario, undefined, undefined, i % 2 ? { deckOrder: fresh().deck.draw.slice().reverse(), table: { width: 72, height: 48 } } : {});
    const g = autoPlay(fresh(setup), 1000 + i * 7919, 40 + i * 30);
    const base = JSON.parse(logToJson({ ...logNew(setup), events: g.events })) as Record<string, unknown>;
    out.push({ text: JSON.stringify({ ...base, tableside: { name: `Game ${i}`, table: { width: 72, height: 48 }, colours: { heragul: '#4f8fe6', surakari: '#e0694f' } } }), events: g.events.length });
  }
  return out;
}

const HOSTILE: Json[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e7,
  -1e308,
  1e308,
  '',
  'x',
  'url(https://example.invalid/a.png)',
  '__proto__',
  'constructor',
  'HHF-9',
  'ZZZ',
  [],
  [1, 'a', null],
  {},
  { __proto__: 1 } as unknown as Json,
  { constructor: 'x' },
  { type: 'teleport', v: 1 },
];

/** Every path in a JSON tree (objects and arrays), for picking a place to damage. */
function paths(v: Json, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (Array.isArray(v)) v.forEach((x, i) => paths(x, [...at, i], out));
  else if (v !== null && typeof v === 'object') for (const k of Object.keys(v)) paths(v[k] as Json, [...at, k], out);
  return out;
}

function getAt(v: Json, p: (string | number)[]): Json {
  let x: Json = v;
  for (const k of p) x = (x as Record<string | number, Json>)[k] as Json;
  return x;
}

/** One mutation at a random place: a wrong type, a missing field, a number out of range, an unknown id, a list as text… */
function mutate(root: Json, r: Rand): Json {
  const all = paths(root).filter((p) => p.length > 0);
  // Weighted towards events (most of the file) but every part gets hit.
  const p = all[r.int(all.length)] as (string | number)[];
  const parent = getAt(root, p.slice(0, -1)) as Record<string | number, Json> | Json[];
  const key = p[p.length - 1] as string | number;
  const cur = (parent as Record<string | number, Json>)[key] as Json;
  switch (r.int(9)) {
    case 0: // delete the field (or the list item)
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key];
      break;
    case 1: // a hostile value
      (parent as Record<string | number, Json>)[key] = HOSTILE[r.int(HOSTILE.length)] as Json;
      break;
    case 2: // numbers out of range, fractions, negatives
      (parent as Record<string | number, Json>)[key] = typeof cur === 'number' ? [cur + 0.5, -cur - 1, cur * 1e6, 99, -0.001][r.int(5)] as number : 1.5;
      break;
    case 3: // a list becomes a text, a text becomes a list
      (parent as Record<string | number, Json>)[key] = Array.isArray(cur) ? JSON.stringify(cur).slice(0, 20) : typeof cur === 'string' ? [cur] : String(cur);
      break;
    case 4: // an unknown id
      (parent as Record<string | number, Json>)[key] = typeof cur === 'string' ? `${cur}-unknown` : 'nobody';
      break;
    case 5: // an extra unknown field on an object
      if (cur !== null && typeof cur === 'object' && !Array.isArray(cur)) cur[['__proto__', 'constructor', 'toString', 'zz'][r.int(4)] as string] = HOSTILE[r.int(HOSTILE.length)] as Json;
      else (parent as Record<string | number, Json>)[key] = { value: cur };
      break;
    case 6: {
      // events: duplicate, drop or swap
      const events = (root as Record<string, Json>).events;
      if (Array.isArray(events) && events.length > 1) {
        const i = r.int(events.length);
        const j = r.int(events.length);
        const op = r.int(3);
        if (op === 0) events.splice(i, 0, JSON.parse(JSON.stringify(events[j])) as Json);
        else if (op === 1) events.splice(i, 1);
        else [events[i], events[j]] = [events[j] as Json, events[i] as Json];
      }
      break;
    }
    case 7: // an object becomes a list of its values
      (parent as Record<string | number, Json>)[key] = cur !== null && typeof cur === 'object' ? Object.values(cur) : [cur];
      break;
    default: // a whole event replaced by a hostile value
    {
      const events = (root as Record<string, Json>).events;
      if (Array.isArray(events) && events.length) events[r.int(events.length)] = HOSTILE[r.int(HOSTILE.length)] as Json;
    }
  }
  return root;
}

/** The event back out of its wrapper (a mutation may have hit the wrapper itself). */
function pick(w: Json): Json {
  const events = w !== null && typeof w === 'object' && !Array.isArray(w) ? w.events : undefined;
  return Array.isArray(events) ? (events[0] ?? null) : (events ?? null);
}

async function headCount(db: TablesideDB): Promise<[number, number]> {
  return [await db.logHeads.count(), await db.logEvents.count()];
}

describe('hostile game files through the import gate', () => {
  test('1,200 mutated and hostile files: each accepted or refused with a message, 0 thrown, 0 stored on refusal', async () => {
    const { db, files } = store();
    const valid = validFiles();
    const r = new Rand(20261126);
    const counts = { files: 0, accepted: 0, refused: 0, thrown: 0, storedOnRefusal: 0, acceptedNotReadable: 0, caughtThrow: 0, noMessage: 0 };
    const reasons = new Map<string, number>();
    for (let n = 0; n < 1200; n++) {
      const src = valid[n % valid.length] as { text: string };
      let text: string;
      if (n % 40 === 39) text = ['', '{', 'null', '[]', '"x"', '{"format":"tableside.kalidasia.game"}', src.text.slice(0, r.int(src.text.length))][r.int(7)] as string;
      else {
        let root = JSON.parse(src.text) as Json;
        const k = 1 + r.int(3);
        for (let i = 0; i < k; i++) root = mutate(root, r);
        text = JSON.stringify(root) ?? 'undefined';
      }
      counts.files++;
      const before = await headCount(db);
      let res: Awaited<ReturnType<typeof gameImportText>>;
      try {
        res = await gameImportText(text, 'fuzz', files);
      } catch {
        counts.thrown++;
        continue;
      }
      if (res.ok) {
        counts.accepted++;
        // What was stored passes the gate again (exported and re-read).
        const out = await gameExportText(res.id, files);
        if (typeof out === 'string' || out.damaged !== null || !gameTextGate(out.text).ok) counts.acceptedNotReadable++;
      } else {
        counts.refused++;
        if (res.reason.trim().length < 10) counts.noMessage++;
        // A refusal that came from a caught throw means the schema let something through: count it.
        if (/cannot be applied|could not be read/.test(res.reason)) counts.caughtThrow++;
        const key = res.reason.replace(/\d+/g, 'n').slice(0, 50);
        reasons.set(key, (reasons.get(key) ?? 0) + 1);
        const after = await headCount(db);
        if (after[0] !== before[0] || after[1] !== before[1]) counts.storedOnRefusal++;
      }
    }
    console.info(`game-file fuzz: ${JSON.stringify(counts)}; distinct refusal kinds ${reasons.size}`);
    expect(counts.files).toBeGreaterThanOrEqual(1000);
    expect(counts.accepted + counts.refused).toBe(counts.files);
    expect([counts.thrown, counts.storedOnRefusal, counts.acceptedNotReadable, counts.noMessage]).toEqual([0, 0, 0, 0]);
    expect([...reasons.keys()].filter((k) => /cannot be applied|could not be read/.test(k))).toEqual([]);
    expect(counts.refused).toBeGreaterThan(500);
  }, 180_000);

  test('1,200 hostile single events appended to a stored log: each accepted or refused with a message, 0 thrown, the stored log unchanged on refusal', async () => {
    const { db, ops } = store();
    const setup = setupOf();
    const g = autoPlay(fresh(setup), 4242, 80);
    const created = await ops.logCreate('kalidasia', 'stored', { setup, packOverrides: [] }, g.events);
    if (!created.ok) throw new Error(created.message);
    const id = created.head.id;
    const init = setupGate(setup, []);
    if (!init.ok) throw new Error(init.reason);
    const r = new Rand(7);
    const counts = { events: 0, accepted: 0, refused: 0, thrown: 0, storedOnRefusal: 0, caughtThrow: 0, unnamed: 0 };
    for (let n = 0; n < 1200; n++) {
      // The stored log at a random point (the cursor moved back), then one hostile event at its end.
      const at = r.int(g.events.length);
      const state = g.states[at - 1] ?? init.state;
      const next = g.events[at] as unknown as Json;
      const wrapper = { events: [JSON.parse(JSON.stringify(next)) as Json] } as Json;
      const hostile = n % 5 === 0 ? (HOSTILE[r.int(HOSTILE.length)] as Json) : pick(mutate(wrapper, r));
      counts.events++;
      const head = await ops.logRead(id);
      if (!head) throw new Error('the stored log vanished');
      const before = await headCount(db);
      let verdict: ReturnType<typeof eventGate>;
      try {
        verdict = eventGate(state as GameState, hostile, at);
      } catch {
        counts.thrown++;
        continue;
      }
      if (verdict.ok) {
        counts.accepted++;
        continue; // legal (the mutation kept it legal): the game would store it; this test does not change the log
      }
      counts.refused++;
      if (/cannot be applied/.test(verdict.reason)) counts.caughtThrow++;
      if (!new RegExp(`^Event ${at + 1}\\b`).test(verdict.reason)) counts.unnamed++;
      const after = await headCount(db);
      const again = await ops.logRead(id);
      if (after[0] !== before[0] || after[1] !== before[1] || JSON.stringify(again) !== JSON.stringify(head)) counts.storedOnRefusal++;
    }
    console.info(`single-event fuzz: ${JSON.stringify(counts)}`);
    expect(counts.accepted + counts.refused).toBe(counts.events);
    expect([counts.thrown, counts.storedOnRefusal, counts.caughtThrow, counts.unnamed]).toEqual([0, 0, 0, 0]);
    expect(counts.refused).toBeGreaterThan(600);
  }, 180_000);
});
