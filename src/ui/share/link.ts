/**
 * Share links (issue 26): `<app origin>/kalidasia/game/join#doc=<automerge:…>&server=<ws(s)://…/sync>`.
 * The document id is the capability (random, unguessable); the fragment never reaches a server. Pure, no engine
 * (the build's sync server, a build-time constant, is the default of the functions that take it).
 */
import { BUILD_SYNC_SERVER } from './buildServer';

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

/** A sync endpoint's origin (ws(s)://host:port), the form SYNC_ORIGIN takes. */
export function originOfServer(server: string): string {
  return server.replace(/\/sync$/, '');
}

/** A sync endpoint's host and port (no scheme, no path). */
export function hostOfServer(server: string): string {
  return originOfServer(server).replace(/^wss?:\/\//, '');
}

/**
 * Why this page cannot sync through `server`, or null when it can: the page reaches its own address (`pageServer`,
 * mode one) and, in a build made with SYNC_ORIGIN, that one sync server (`buildServer`, mode two) — its CSP blocks
 * every other. A plain ws:// server from an https:// page is blocked by the browser (mixed content) whatever the CSP.
 */
export function serverProblem(server: string, pageServer: string, buildServer: string | null = BUILD_SYNC_SERVER): string | null {
  if (server === pageServer) return null;
  const mixed =
    pageServer.startsWith('wss:') && server.startsWith('ws:')
      ? `This page is https://, and browsers block a plain ws:// connection from it (mixed content): run the sync server with --cert and --key (wss://) and build the app with SYNC_ORIGIN=${originOfServer(server).replace(/^ws:/, 'wss:')}.`
      : null;
  if (server === buildServer) return mixed;
  const allowed = buildServer ? `${originOfServer(buildServer)} (and its own address, ${hostOfServer(pageServer)})` : `its own address (${hostOfServer(pageServer)})`;
  return (
    `This link syncs through ${server}, but this build allows sync only with ${allowed} — rebuild with SYNC_ORIGIN=${originOfServer(server)} to use that server, ` +
    `or, if the tablet that shared runs the app from a laptop (\`npm start\`), open the link at the same address as it.${mixed ? ` ${mixed}` : ''}`
  );
}

/** How this tablet can sync (issue 26's modes), worked out from the page and a probe of the server in use. */
export type SyncMode = 'checking' | 'one-laptop' | 'sync-server' | 'server-down' | 'other-origin' | 'no-sync';

export interface SyncModeInput {
  /** The page's own sync endpoint (`ws(s)://<this address>/sync`). */
  pageServer: string;
  /** The server of the shared game (or the one chosen to share through); null: the page's own. */
  server: string | null;
  /** Did that server answer (null: not known yet). */
  answers: boolean | null;
  /** window.isSecureContext */
  secure: boolean;
  /** The build's sync server (SYNC_ORIGIN + /sync), null when the build has none; by default this build's. */
  buildServer?: string | null;
}

/**
 * The mode, the line the share panel shows for it, whether that line is a problem (sync not available, or the server
 * not answering), plus a line when the page is not a secure context.
 */
export function syncMode(i: SyncModeInput): { mode: SyncMode; line: string; problem: boolean; insecure: string | null } {
  const host = hostOfServer(i.pageServer);
  const insecure = i.secure
    ? null
    : `This page is plain http:// on a network address (not a secure context): it plays while the laptop serves it, but it cannot be installed here for offline play.`;
  if (i.server !== null && i.server !== i.pageServer) {
    const why = serverProblem(i.server, i.pageServer, i.buildServer === undefined ? BUILD_SYNC_SERVER : i.buildServer);
    if (why) return { mode: 'other-origin', line: why, problem: true, insecure };
    const origin = originOfServer(i.server);
    if (i.answers === null) return { mode: 'checking', line: `Checking the sync server at ${origin}…`, problem: false, insecure };
    if (!i.answers) {
      return {
        mode: 'server-down',
        line: `The sync server at ${origin} does not answer. Is it running (\`npm run sync-server -- --cert … --key …\`)? Does this tablet trust its certificate (open ${origin.replace(/^ws/, 'http')}/ on it: it must open with no warning)?`,
        problem: true,
        insecure,
      };
    }
    return { mode: 'sync-server', line: `A sync server at ${origin}: works from an installed app`, problem: false, insecure };
  }
  if (i.answers === null) return { mode: 'checking', line: `Checking whether ${host} offers sync…`, problem: false, insecure };
  if (!i.answers) {
    const elsewhere = (i.buildServer === undefined ? BUILD_SYNC_SERVER : i.buildServer) !== null;
    return {
      mode: 'no-sync',
      line: `This host does not offer sync (${i.pageServer} does not answer). ${elsewhere ? 'Share through the sync server instead, or run' : 'Run'} \`npm start\` on a laptop of your network and open the address it prints on both tablets; games on this tablet stay here, unshared.`,
      problem: true,
      insecure,
    };
  }
  return { mode: 'one-laptop', line: `One laptop serves all (${host})`, problem: false, insecure };
}

/** One way to share offered by the share panel: through `server`, usable or not (and why). */
export interface ServerChoice {
  server: string;
  mode: 'one-laptop' | 'sync-server';
  label: string;
  /** Why it cannot be used here; null when it can (or, for the page's own, while it is being checked). */
  why: string | null;
  /** The page's own endpoint is being checked. */
  checking: boolean;
}

/**
 * The ways this page can share a game, the page's own address first: one laptop serves all (usable once its /sync
 * answered) and, in a build made with SYNC_ORIGIN, the sync server (usable unless mixed content blocks it; it is not
 * asked anything before the player chooses it).
 */
export function serverChoices(pageServer: string, pageAnswers: boolean | null, buildServer: string | null = BUILD_SYNC_SERVER): ServerChoice[] {
  const host = hostOfServer(pageServer);
  const choices: ServerChoice[] = [
    {
      server: pageServer,
      mode: 'one-laptop',
      label: `This app's own address (${host}): one laptop serves all — works while the tablets open the app from the laptop running \`npm start\``,
      why: pageAnswers === false ? `${host} does not offer sync (its /sync does not answer).` : null,
      checking: pageAnswers === null,
    },
  ];
  if (buildServer !== null && buildServer !== pageServer) {
    choices.push({
      server: buildServer,
      mode: 'sync-server',
      label: `A sync server at ${originOfServer(buildServer)}: works from an installed app`,
      why: serverProblem(buildServer, pageServer, buildServer),
      checking: false,
    });
  }
  return choices;
}
