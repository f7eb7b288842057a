/**
 * Settings → Damaged records: every stored record the app cannot use, listed with what is wrong, "Export it"
 * (a file with the record exactly as stored) and "Delete it". The good records stay usable on their screens.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useDatabase } from '../ui/useStorage';
import type { TablesideDB } from '../store/db';
import { readHead, readLogIn } from '../store/eventLog';
import { normaliseTableDoc } from '../store/repos';
import { normaliseSettings } from '../ui/useStorage';
import { isUsableSquadronRecord } from '../kalidasia/ui/squadrons/hooks';

export interface DamagedRecord {
  key: string;
  what: string;
  why: string;
  /** The record as stored (exported as it is). */
  stored: unknown;
  remove(db: TablesideDB): Promise<unknown>;
}

function label(v: unknown): string {
  try {
    return JSON.stringify(v)?.slice(0, 60) ?? String(v);
  } catch {
    return '(unreadable)';
  }
}

/** Find every damaged record (read only). */
export async function findDamaged(db: TablesideDB): Promise<DamagedRecord[]> {
  const out: DamagedRecord[] = [];
  const squadrons: unknown[] = await db.squadrons.toArray();
  const keys = await db.squadrons.toCollection().primaryKeys();
  squadrons.forEach((rec, i) => {
    if (isUsableSquadronRecord(rec)) return;
    const id = keys[i] as string;
    const name = (rec as { squadron?: { name?: unknown } } | null)?.squadron?.name;
    out.push({
      key: `squadron:${id}`,
      what: `Squadron ${typeof name === 'string' ? `“${name}”` : `id ${id}`}`,
      why: rec === null || typeof rec !== 'object' ? `stored as ${label(rec)}` : 'its squadron does not match the squadron format',
      stored: rec,
      remove: (d) => d.squadrons.delete(id),
    });
  });
  for (const raw of (await db.logHeads.toArray()) as unknown[]) {
    const id = (raw as { id?: unknown } | null)?.id;
    if (typeof id !== 'string') continue;
    const log = await readLogIn(db, id);
    const r = readHead(raw);
    if (!log || (log.damaged.length === 0 && !r?.problem)) continue;
    out.push({
      key: `game:${id}`,
      what: `Game “${r?.head.name ?? id}” (${r?.head.kind ?? 'unknown kind'})`,
      why: log.damaged.map((d) => (d.seq === 0 ? d.reason : `action ${d.seq}: ${d.reason}`)).join('; '),
      stored: { head: raw, events: log.events },
      remove: (d) =>
        d.transaction('rw', [d.logHeads, d.logEvents], async () => {
          await d.logEvents.where('[logId+seq]').between([id, 0], [id, Infinity]).delete();
          await d.logHeads.delete(id);
        }),
    });
  }
  const table: unknown = await db.tableLayout.get('current');
  if (table !== undefined) {
    const t = normaliseTableDoc(table);
    if (t.damaged.length) out.push({ key: 'table', what: 'The table layout', why: `damaged: ${t.damaged.join(', ')}`, stored: table, remove: (d) => d.tableLayout.delete('current') });
  }
  const settings: unknown = await db.settings.get('app');
  if (settings !== undefined && JSON.stringify(normaliseSettings(settings)) !== JSON.stringify(settings)) {
    out.push({ key: 'settings', what: 'Your settings', why: 'some values are not valid (defaults are used for them)', stored: settings, remove: (d) => d.settings.delete('app') });
  }
  return out;
}

function exportRecord(rec: DamagedRecord): void {
  let text: string;
  try {
    text = JSON.stringify({ damagedRecord: rec.what, why: rec.why, stored: rec.stored }, null, 2);
  } catch {
    text = JSON.stringify({ damagedRecord: rec.what, why: rec.why, stored: String(rec.stored) });
  }
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `tableside-damaged-${rec.key.replace(/[^a-z0-9-]+/gi, '-')}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function DamagedRecords() {
  const db = useDatabase();
  const found = useLiveQuery(async () => (db ? findDamaged(db) : undefined), [db]);
  const [confirm, setConfirm] = useState<string | null>(null);
  if (!found || found.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="damaged-heading" data-testid="damaged-records">
      <h2 id="damaged-heading">Damaged records</h2>
      <p>These stored records cannot be used. Everything else works as usual. Export a record to keep it, or delete it.</p>
      <ul className="damaged-list">
        {found.map((r) => (
          <li key={r.key} data-testid="damaged-record">
            <p>
              <strong>{r.what}</strong>: {r.why}.
            </p>
            <div className="row">
              <button type="button" className="button" onClick={() => exportRecord(r)}>
                Export it
              </button>
              {confirm === r.key ? (
                <button
                  type="button"
                  className="button danger"
                  onClick={() => {
                    setConfirm(null);
                    if (db) void r.remove(db);
                  }}
                >
                  Yes, delete it
                </button>
              ) : (
                <button type="button" className="button" onClick={() => setConfirm(r.key)}>
                  Delete it
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
