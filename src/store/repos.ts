/**
 * Small repositories over the database: read with defaults, write through
 * `guardedWrite` so a failed write becomes a visible message, never a crash.
 */
import { getDatabase, guardedWrite } from './runtime';
import { DEFAULT_SETTINGS, DEFAULT_TABLE, type SettingsRecord, type TableDoc } from './types';
import { countOf } from '../words';

export async function loadSettings(): Promise<SettingsRecord> {
  const db = await getDatabase();
  return { ...DEFAULT_SETTINGS, ...((await db.settings.get('app')) ?? {}) };
}

export function saveSettings(next: SettingsRecord): Promise<boolean> {
  return guardedWrite((db) => db.settings.put(next));
}

export async function loadTableDoc(): Promise<TableDoc> {
  const db = await getDatabase();
  return normaliseTableDoc(await db.tableLayout.get('current')).doc;
}

export function saveTableDoc(next: TableDoc): Promise<boolean> {
  return guardedWrite((db) => db.tableLayout.put(next));
}

/** A stored table layout as the screen can use it, and what was damaged in it (left out of the screen). */
export function normaliseTableDoc(raw: unknown): { doc: TableDoc; damaged: string[] } {
  const damaged: string[] = [];
  const r = (raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
  if (raw !== undefined && raw !== null && r !== raw) damaged.push('the saved table is not a record');
  const size = (v: unknown, name: string, dflt: number): number => {
    if (v === undefined) return dflt;
    if (typeof v === 'number' && Number.isFinite(v) && v >= 12 && v <= 120) return v;
    damaged.push(`its ${name} (${JSON.stringify(v)?.slice(0, 40)})`);
    return dflt;
  };
  const width = size(r.width, 'width', DEFAULT_TABLE.width);
  const height = size(r.height, 'depth', DEFAULT_TABLE.height);
  const grid = typeof r.grid === 'boolean' ? r.grid : DEFAULT_TABLE.grid;
  const v = r.view as Record<string, unknown> | null | undefined;
  const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
  const view = v && typeof v === 'object' && finite(v.x) && finite(v.y) && finite(v.scale) && v.scale > 0 ? { x: v.x, y: v.y, scale: v.scale } : null;
  const markers: TableDoc['markers'] = [];
  if (r.markers !== undefined && !Array.isArray(r.markers)) damaged.push('its markers (not a list)');
  else if (Array.isArray(r.markers)) {
    let bad = 0;
    const seen = new Set<string>();
    for (const m of r.markers as unknown[]) {
      const mm = m as Record<string, unknown> | null;
      if (mm && typeof mm === 'object' && typeof mm.id === 'string' && !seen.has(mm.id) && finite(mm.x) && finite(mm.y) && (mm.label === undefined || typeof mm.label === 'string')) {
        seen.add(mm.id);
        markers.push(mm.label === undefined ? { id: mm.id, x: mm.x, y: mm.y } : { id: mm.id, x: mm.x, y: mm.y, label: mm.label });
      } else bad++;
    }
    if (bad) damaged.push(`${countOf(bad, 'marker')}`);
  }
  return { doc: { id: 'current', width, height, grid, markers, view }, damaged };
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Save one change to the table made on top of `base` (what the screen showed), merged field by field into what
 * is stored now, in one transaction: another tab's markers and settings are kept, never written over. A marker
 * this change moved or relabelled is updated (put back if another tab removed it); one it removed is removed.
 * Returns false when the write failed (the problem is shown; nothing was stored).
 */
export function mergeTableChange(base: TableDoc, next: TableDoc): Promise<boolean> {
  return guardedWrite((db) =>
    db.transaction('rw', db.tableLayout, async () => {
      const stored = normaliseTableDoc(await db.tableLayout.get('current')).doc;
      const out: TableDoc = { ...stored, markers: [...stored.markers] };
      if (next.width !== base.width) out.width = next.width;
      if (next.height !== base.height) out.height = next.height;
      if (next.grid !== base.grid) out.grid = next.grid;
      if (!sameJson(next.view, base.view)) out.view = next.view;
      const baseById = new Map(base.markers.map((m) => [m.id, m]));
      const nextIds = new Set(next.markers.map((m) => m.id));
      for (const m of next.markers) {
        const was = baseById.get(m.id);
        if (was && sameJson(was, m)) continue;
        const at = out.markers.findIndex((s) => s.id === m.id);
        if (at >= 0) out.markers[at] = m;
        else out.markers.push(m);
      }
      out.markers = out.markers.filter((m) => nextIds.has(m.id) || !baseById.has(m.id));
      await db.tableLayout.put(out);
    }),
  );
}
