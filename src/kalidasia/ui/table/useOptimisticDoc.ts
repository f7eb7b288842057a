/**
 * The document the screen shows: the latest committed change at once, before the parent
 * (which saves it and hands it back as a prop) catches up — so a dropped marker does not
 * flash back to where it was. A prop that matches none of our pending changes is an
 * outside change (a restored backup, another tab) and wins.
 *
 * Storage: each change remembers the document it was made on (`changeBase`), so the saver can merge it field by
 * field into what is stored (another tab's markers are kept). When the saver answers false (not stored: a full
 * disk…), the change is taken back: the screen never keeps showing what is not stored.
 */
import { useState } from 'react';
import type { TableDoc } from '../../../store/types';

/** A compact, key-order-independent fingerprint of a document. */
export function tableDocKey(doc: TableDoc): string {
  const v = doc.view;
  const markers = doc.markers.map((m) => `${m.id}:${m.x}:${m.y}:${m.label ?? ''}`).join(',');
  return `${doc.width}|${doc.height}|${doc.grid ? 1 : 0}|${v ? `${v.x},${v.y},${v.scale}` : '-'}|${markers}`;
}

interface Optimistic {
  /** Our latest change, shown until the prop catches up (null: show the prop). */
  local: TableDoc | null;
  /** Keys of changes sent to the parent and not yet seen back, oldest first. */
  pending: readonly string[];
  /** Key of the prop at the last render. */
  propKey: string;
}

const bases = new WeakMap<TableDoc, TableDoc>();

/** The document a committed change was made on (what the screen showed before it). */
export function changeBase(next: TableDoc): TableDoc | undefined {
  return bases.get(next);
}

export function useOptimisticDoc(
  doc: TableDoc,
  onChange: (next: TableDoc) => void,
): [TableDoc, (next: TableDoc) => void] {
  const propKey = tableDocKey(doc);
  const [state, setState] = useState<Optimistic>({ local: null, pending: [], propKey });
  let current = state;
  if (propKey !== state.propKey) {
    // The prop changed: drop our changes up to the one it reflects; if it reflects none
    // of them, it is an outside change and replaces them all.
    const at = state.pending.indexOf(propKey);
    const pending = at >= 0 ? state.pending.slice(at + 1) : [];
    current = { local: pending.length > 0 ? state.local : null, pending, propKey };
    setState(current);
  }

  const commit = (next: TableDoc): void => {
    const key = tableDocKey(next);
    bases.set(next, current.local ?? doc);
    setState((s) => ({ ...s, local: next, pending: [...s.pending, key] }));
    const saved = onChange(next) as unknown;
    if (saved instanceof Promise) {
      void saved.then((ok: unknown) => {
        // Not stored: take this change (and the ones made on top of it) back.
        if (ok === false) setState((s) => (s.pending.includes(key) ? { ...s, local: null, pending: [] } : s));
      });
    }
  };
  return [current.local ?? doc, commit];
}
