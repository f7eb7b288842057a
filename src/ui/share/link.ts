/**
 * Share links (issue 26): `<app origin>/kalidasia/game/join#doc=<automerge:…>&server=<ws(s)://…/sync>`.
 * The document id is the capability (random, unguessable); the fragment never reaches a server. Pure, no engine.
 */
export const JOIN_PATH = '/kalidasia/game/join';

export function shareLink(origin: string, doc: string, server: string): string {
  return `${origin}${JOIN_PATH}#doc=${encodeURIComponent(doc)}&server=${encodeURIComponent(server)}`;
}

const DOC = /^automerge:[1-9A-HJ-NP-Za-km-z]{20,60}$/;
const SERVER = /^wss?:\/\/[^\s/?#]+\/sync$/;

/** A join link's fragment: the document and the server, or what is wrong with it (named). */
export function parseJoin(hash: string): { ok: true; doc: string; server: string } | { ok: false; reason: string } {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  const doc = p.get('doc');
  const server = p.get('server');
  if (!doc) return { ok: false, reason: 'The link has no game in it (doc= is missing). Scan or copy the whole link again.' };
  if (!DOC.test(doc)) return { ok: false, reason: `The link's game id (doc=${doc.slice(0, 40)}) is not a shared game id.` };
  if (!server) return { ok: false, reason: 'The link has no sync server in it (server= is missing).' };
  if (!SERVER.test(server)) return { ok: false, reason: `The link's sync server (${server.slice(0, 60)}) is not a ws:// or wss:// address ending in /sync.` };
  return { ok: true, doc, server };
}

/**
 * Why sync is not available on this page, or null: the sync endpoint is the page's own origin, so the link must be
 * opened on the same address as the tablet that shared (a different one is blocked by the page's security policy).
 */
export function serverProblem(server: string, pageServer: string): string | null {
  return server === pageServer
    ? null
    : `This link syncs through ${server}, but this page can only reach its own address (${pageServer}). Open the link on the same address as the tablet that shared it.`;
}

/** How this tablet can sync (issue 26's modes), worked out from the page and a probe of its /sync endpoint. */
export type SyncMode = 'checking' | 'one-laptop' | 'other-origin' | 'no-sync';

export interface SyncModeInput {
  /** The page's own sync endpoint (`ws(s)://<this address>/sync`). */
  pageServer: string;
  /** The server of the shared game, when it is shared already. */
  server: string | null;
  /** Did the page's /sync answer (null: not known yet). */
  answers: boolean | null;
  /** window.isSecureContext */
  secure: boolean;
}

/** The mode and the line the share panel shows for it, plus a line when the page is not a secure context. */
export function syncMode(i: SyncModeInput): { mode: SyncMode; line: string; insecure: string | null } {
  const host = i.pageServer.replace(/^wss?:\/\//, '').replace(/\/sync$/, '');
  const insecure = i.secure
    ? null
    : `This page is plain http:// on a network address (not a secure context): it plays while the laptop serves it, but it cannot be installed here for offline play.`;
  if (i.server !== null && i.server !== i.pageServer) {
    return {
      mode: 'other-origin',
      line: `This game syncs through ${i.server}, another address than this page's (${host}). A sync server on another address is not supported yet: open the app on both tablets from the laptop that runs \`npm start\`, at the same address.`,
      insecure,
    };
  }
  if (i.answers === null) return { mode: 'checking', line: `Checking whether ${host} offers sync…`, insecure };
  if (!i.answers) {
    return {
      mode: 'no-sync',
      line: `This host does not offer sync (${i.pageServer} does not answer). Run \`npm start\` on a laptop of your network and open the address it prints on both tablets; games on this tablet stay here, unshared.`,
      insecure,
    };
  }
  return { mode: 'one-laptop', line: `One laptop serves all (${host})`, insecure };
}
