/**
 * A game's draft: what a player has chosen on a screen but not yet done (a battle set up, dice picked), kept
 * on this device under the game's id so a reload finds it (issue 23). Not part of the game: nothing in the log
 * changes; a draft that cannot be kept (private mode, a full disk) is simply not kept. Readers validate it.
 */
export interface DraftSlot {
  read(): unknown;
  /** Keep this draft (null: forget it). */
  write(value: unknown): void;
}

const PREFIX = 'tableside.draft.';

/** The draft slot of one screen part of one saved game. */
export function draftSlot(kind: string, id: string, part: string): DraftSlot {
  const key = `${PREFIX}${kind}.${id}.${part}`;
  return {
    read() {
      try {
        const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
        return raw === null ? null : (JSON.parse(raw) as unknown);
      } catch {
        return null;
      }
    },
    write(value) {
      try {
        if (typeof localStorage === 'undefined') return;
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, JSON.stringify(value));
      } catch {
        // Not kept: a draft is a convenience, never worth an error.
      }
    },
  };
}

/** A slot that keeps nothing (tests, previews). */
export const NO_DRAFT: DraftSlot = { read: () => null, write: () => undefined };
