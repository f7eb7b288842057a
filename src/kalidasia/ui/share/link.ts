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
