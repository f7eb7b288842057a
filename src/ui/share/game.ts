/**
 * What a game gives the share screens (one ShareBar, SharedSession and JoinScreen for every game kind): its kind
 * (written into the shared document and the link), its name, its gate for arriving documents, where its games
 * and its join screen live, and the look of its buttons and banners. Light: no engine, no gate until asked.
 */
import type { LogKind } from '../../store/eventLog';
import { sharedKindTitle, type SharedDocGate } from '../../store/sync/doc';
import { JOIN_PATH, parseJoin, shareLink } from './link';

/** Class names of the game's own buttons and banners (the share bar sits in that game's screen). */
export interface ShareLook {
  btn: string;
  primary: string;
  banner: string;
  error: string;
}

/** Where a conflict's branches start: the game's set-up and the events in effect before them. */
export interface BranchStart {
  setup: unknown;
  before: readonly unknown[];
}

export interface ShareGame {
  kind: LogKind;
  /** What players call it ("Nedca"). */
  title: string;
  /** A new gate for this game's shared documents (it remembers what it replayed: one per session). */
  gate(): Promise<SharedDocGate>;
  /** A game of this kind on this device. */
  gamePath(logId: string): string;
  /** The join screen of this kind (the link's path). */
  joinPath: string;
  look: ShareLook;
  /**
   * Optional: the lines this game's own log shows for `events` played after `from` — a conflict's branch in the
   * players' words ("Nover takes the Build phase…"). Without it, a branch lists its events' types.
   */
  describe?(events: readonly unknown[], from: BranchStart): string[];
}

/**
 * A conflict's branch in words: the game's own log lines (`describe`) when it has them and they can be made, else the
 * events' types ("adjust, nextPhase"). Never throws: a branch that cannot be described is listed by type.
 */
export function branchWords(game: Pick<ShareGame, 'describe'>, events: readonly unknown[], from: BranchStart | null | undefined): string {
  if (game.describe && from) {
    try {
      const lines = game.describe(events, from);
      if (lines.length > 0) return lines.join('; ');
    } catch {
      // The game's wording failed on this branch: its types still say what it holds.
    }
  }
  return events.map((e) => (e as { type?: unknown } | null)?.type).map((t) => (typeof t === 'string' ? t : '?')).join(', ');
}

/** The join link of a game: `<origin><its join path>#doc=…&server=…&kind=<kind>`. */
export function gameShareLink(origin: string, game: Pick<ShareGame, 'kind' | 'joinPath'>, doc: string, server: string): string {
  const fragment = shareLink('', doc, server).slice(JOIN_PATH.length);
  return `${origin}${game.joinPath}${fragment}&kind=${encodeURIComponent(game.kind)}`;
}

/**
 * A join link's fragment opened on the join screen of `game`: the document and the server, or what is wrong (named).
 * The link's kind must be this screen's game: a Kalidasia link opened as Caleda is refused, saying where it belongs.
 * A link without a kind (made before companions could share) is a Kalidasia link.
 */
export function parseGameJoin(hash: string, game: Pick<ShareGame, 'kind' | 'title'>): { ok: true; doc: string; server: string } | { ok: false; reason: string } {
  const p = parseJoin(hash);
  if (!p.ok) return p;
  const kind = new URLSearchParams(hash.replace(/^#/, '')).get('kind') ?? 'kalidasia';
  if (kind === game.kind) return p;
  const known = kind === 'kalidasia' || kind === 'caleda' || kind === 'kalesia' || kind === 'kaladan' || kind === 'nedca';
  return {
    ok: false,
    reason: known
      ? `This link is for a ${sharedKindTitle(kind)} game, but it was opened as ${game.title}. Nothing was joined: open the link exactly as it was given (from ${sharedKindTitle(kind)}).`
      : `This link's game kind (kind=${kind.slice(0, 40)}) is not a game this app knows. Nothing was joined.`,
  };
}
