/**
 * A shared game's session, for every game kind (loaded only with sharing): the engine, the bridge between the shared
 * document and the local log (through the game's own gate), and the banners — syncing, "not syncing — N actions
 * waiting", a conflict to settle, a refused document, a game restored from a backup re-joining.
 */
import { countOf } from '../../words';
import { useEffect, useRef, useState } from 'react';
import { QrCode } from '../QrCode';
import { eventLogOn } from '../../store/eventLog';
import { getDatabase } from '../../store/runtime';
import { sharedDocFromLog } from '../../store/sync/doc';
import { SharedGameBridge, type BridgeStatus } from './bridge';
import { OtherServerError, createShared, findShared, loadEngine, sameOriginServer, whenOnline, type Engine } from './engine';
import { branchWords, gameShareLink, type ShareGame } from './game';
import { serverChoices, serverProblem, syncMode } from './link';
import { BUILD_SYNC_SERVER } from './buildServer';
import { ServerChoice } from './ServerChoice';
import { probeSync } from './probe';
import { PendingChanges } from './pending';
import { clearShare, getShare, markRejoined, newActor, savePending, saveTip, setShare, type ShareRecord } from './registry';

const log = eventLogOn(getDatabase);

interface Props {
  game: ShareGame;
  logId: string;
  rec: ShareRecord | null;
  rev: number;
  /** The head's epoch the screen shows (with `rev`: a game deleted and put back starts its revisions again). */
  epoch?: string;
  /** The screen is read-only (watching, or a conflict to settle), with the reason; null: it is not. */
  onLock(reason: string | null): void;
  onShared(rec: ShareRecord): void;
  onStopped(): void;
}

export default function SharedSession({ game, logId, rec, rev, epoch, onLock, onShared, onStopped }: Props) {
  const look = game.look;
  // The server to share through: the game's; else, when this build offers a sync server too (SYNC_ORIGIN), the one
  // the player chooses; else the page's own /sync.
  const [chosen, setChosen] = useState<string | null>(() => (BUILD_SYNC_SERVER === null ? sameOriginServer() : null));
  const server = rec?.server ?? chosen;
  const [engine, setEngine] = useState<Engine | null>(null);
  const [online, setOnline] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** The share record's bookkeeping (the position last shown, the changes waiting) could not be stored. */
  const [noteProblem, setNoteProblem] = useState<string | null>(null);
  /** The page's engine syncs through another server: the problem offers a reload. */
  const [reload, setReload] = useState(false);
  const [status, setStatus] = useState<BridgeStatus>({ refused: null, conflict: null, sent: 0 });
  const [showLink, setShowLink] = useState(rec === null);
  /** A game restored from a backup has re-joined its shared game (its note goes). */
  const [rejoined, setRejoined] = useState(false);
  /** The bridge has brought the local log and the document together once (until then the screen waits). */
  const [ready, setReady] = useState(false);
  const bridge = useRef<SharedGameBridge | null>(null);
  /** This tablet's actions the sync server has not confirmed holding (kept across a reload). */
  const [pending] = useState(() => new PendingChanges(rec?.pending ?? []));
  const [waiting, setWaiting] = useState(() => pending.count);
  const lastRev = useRef(rev);
  const lastEpoch = useRef(epoch);
  const pageServer = sameOriginServer();
  // The server in use is asked once whether it answers: the page's own /sync until another is chosen; never a server
  // this page may not reach (its CSP or mixed content blocks it: the mode line says why).
  const probed = server === null || server === pageServer ? pageServer : serverProblem(server, pageServer) ? null : server;
  const [probe, setProbe] = useState<{ url: string; answers: boolean } | null>(null);
  /** Did it answer (null: asking). */
  const answers = probe && probe.url === probed ? probe.answers : null;
  useEffect(() => {
    if (!probed) return;
    let live = true;
    void probeSync(probed).then((v) => live && setProbe({ url: probed, answers: v }));
    return () => {
      live = false;
    };
  }, [probed]);
  const mode = syncMode({ pageServer, server: server === pageServer ? null : server, answers: answers || online ? true : answers, secure: window.isSecureContext });

  useEffect(() => {
    if (!server) return;
    let live = true;
    loadEngine(server).then(
      (e) => {
        if (!live) return;
        setEngine(e);
        setOnline(e.online());
        e.onOnline((v) => {
          if (live) setOnline(v);
        });
      },
      (err: unknown) => {
        if (!live) return;
        setReload(err instanceof OtherServerError);
        setProblem(err instanceof OtherServerError ? err.message : `Sharing could not start: the sync engine did not load (${err instanceof Error ? err.message : String(err)}).`);
      },
    );
    return () => {
      live = false;
    };
  }, [server]);

  // Start sharing: create the document once the server answered (a document created before is never sent).
  useEffect(() => {
    if (!engine || rec || !server) return;
    let live = true;
    void (async () => {
      await whenOnline(engine);
      const stored = await log.logRead(logId);
      if (!live) return;
      if (!stored) {
        setProblem('This game is no longer stored; nothing was shared.');
        return;
      }
      if (stored.head.kind !== game.kind) {
        setProblem(`This game is a ${stored.head.kind} game, not ${game.title}; nothing was shared.`);
        return;
      }
      const actor = newActor();
      const events = stored.events.slice(0, stored.head.length);
      const h = createShared(engine, sharedDocFromLog(game.kind, stored.head.name, stored.head.meta, events, stored.head.cursor, actor));
      const next: ShareRecord = { logId, doc: h.url, server, role: 'act', actor, tip: `${actor}.seed${stored.head.cursor !== events.length ? '-cursor' : ''}` };
      await setShare(logId, next);
      onShared(next);
    })();
    return () => {
      live = false;
    };
  }, [engine, rec, logId, server, onShared, game]);

  // Follow the shared document.
  useEffect(() => {
    if (!engine || !rec) return;
    let live = true;
    let b: SharedGameBridge | null = null;
    let offHeads = () => {};
    Promise.all([findShared(engine, rec.doc), game.gate(), getShare(logId)]).then(
      ([h, gate, fresh]) => {
        if (!live) return;
        const onStatus = (s: BridgeStatus) => {
          if (live) setStatus(s);
        };
        // The record's bookkeeping is not an action (the actions are in the log and the document), but a failed write
        // is said, never dropped: after a reload the count of waiting actions could be wrong.
        const noted = (write: Promise<void>) =>
          write.catch((err: unknown) => {
            if (live) setNoteProblem(`This tablet could not store its sharing notes (${err instanceof Error ? err.message : String(err)}). The game and its actions are stored and shared; after a reload the count of actions waiting may be wrong.`);
          });
        // The position last shown as stored now (this session may have moved it since the record was read).
        b = new SharedGameBridge(gate, h, logId, rec.actor, log, onStatus, rec.role === 'act', fresh?.tip ?? rec.tip ?? null, (tip) => void noted(saveTip(logId, tip)), log.logReadSince);
        bridge.current = b;
        // Waiting actions: counted when sent, cleared only by the heads the server reports holding.
        const p = pending;
        let serverHeads: readonly string[] | null = null;
        const show = () => {
          void noted(savePending(logId, p.list()));
          setWaiting(p.count);
        };
        const confirm = () => {
          if (!live || !serverHeads) return;
          const before = p.count;
          p.confirm(serverHeads, h.heads());
          if (p.count !== before) show();
        };
        b.onSent = (added) => {
          if (!live) return;
          p.sent(added);
          show();
        };
        const onRemote = ({ storageId, heads }: { storageId: string; heads: readonly string[] }) => {
          if (storageId !== engine.serverStorageId()) return;
          serverHeads = heads;
          confirm();
        };
        h.on('remote-heads', onRemote);
        h.on('change', confirm);
        offHeads = () => {
          h.off('remote-heads', onRemote);
          h.off('change', confirm);
        };
        const made = b;
        void made.sync().then(() => {
          if (!live) return;
          setReady(true);
          // A game restored from a backup is back in its shared game: the note goes.
          if (rec.restored && !made.status.refused) {
            setRejoined(true);
            void markRejoined(logId);
          }
        });
      },
      (err: unknown) =>
        live &&
        setProblem(
          `The shared game could not be opened from ${rec.server}: ${err instanceof Error ? err.message : String(err)}. The local copy is unchanged${rec.restored ? ' (restored from a backup: "Stop sharing (keep a local copy)" makes it a local copy to play on this tablet)' : ''}.`,
        ),
    );
    return () => {
      live = false;
      b?.stop();
      offHeads();
      bridge.current = null;
    };
  }, [engine, rec, logId, pending, game]);

  // A local action stored (the head's revision or epoch moved): send it.
  useEffect(() => {
    if (rev === lastRev.current && epoch === lastEpoch.current) return;
    lastRev.current = rev;
    lastEpoch.current = epoch;
    void bridge.current?.localChanged(rev, epoch);
  }, [rev, epoch]);
  // Until the first sync, an action here could be made on a log about to be replaced: wait for it.
  const lock = rec?.role === 'watch' ? 'watching' : status.conflict ? 'conflict' : rec && !ready ? 'loading' : null;
  useEffect(() => {
    onLock(lock);
  }, [lock, onLock]);
  const link = rec ? gameShareLink(location.origin, game, rec.doc, rec.server) : null;

  return (
    <>
      {noteProblem && (
        <p className={look.error} role="alert" data-testid="share-note-problem">
          {noteProblem}
        </p>
      )}
      {problem && (
        <p className={look.error} role="alert" data-testid="share-problem">
          {problem}
          {reload && (
            <button type="button" className={look.btn} onClick={() => location.reload()}>
              Reload
            </button>
          )}
        </p>
      )}
      {rec?.restored && !rejoined && !problem && (
        <p className={look.banner} role="status" data-testid="share-restored">
          Restored from a backup: this tablet re-joins the shared game when the sync server answers. Until then it
          shows the game as it was backed up, read-only; &quot;Stop sharing (keep a local copy)&quot; makes it a local
          copy to play on this tablet.
        </p>
      )}
      {status.refused && (
        <p className={look.error} role="alert" data-testid="share-refused">
          {status.refused} This tablet keeps its copy as it was.
        </p>
      )}
      {!rec && !chosen && <ServerChoice choices={serverChoices(pageServer, answers)} onChoose={setChosen} onCancel={onStopped} btn={look.btn} primary={look.primary} />}
      <div className="sh-bar" data-testid="share-status" data-ready={rec && ready ? 'true' : 'false'} style={!rec && !chosen ? { display: 'none' } : undefined}>
        <span className={`sh-mode${mode.problem ? ' sh-mode-problem' : ''}`} role={mode.problem ? 'alert' : 'status'} data-testid="share-mode" data-mode={mode.mode}>
          {mode.line}
          {mode.insecure && <span data-testid="share-insecure"> {mode.insecure}</span>}
        </span>
        {!rec ? (
          <span role="status">
            {mode.mode === 'no-sync' || mode.mode === 'other-origin'
              ? 'Not shared: no sync here.'
              : `Connecting to the sync server at ${server ?? pageServer}…${server === pageServer ? ' (it runs with `npm start` on the computer serving this app)' : ''}`}
          </span>
        ) : online ? (
          <span role="status" data-testid="share-syncing">
            Shared{rec.role === 'watch' ? ' (watching)' : ''} — syncing{mode.mode === 'one-laptop' ? '' : ` through ${rec.server}`}
            {waiting > 0 && <span data-testid="share-unconfirmed"> — {countOf(waiting, 'action')} waiting for the server to confirm it holds them</span>}
          </span>
        ) : (
          <span role="alert" data-testid="share-offline">
            Not syncing — {countOf(waiting, 'action')} waiting. The sync server at {rec.server} does not answer; this tablet keeps playing
            and sends them when it answers.
          </span>
        )}
        {!rec && chosen !== null && BUILD_SYNC_SERVER !== null && (
          <button type="button" className={look.btn} onClick={onStopped}>
            Cancel
          </button>
        )}
        {rec && (
          <button type="button" className={look.btn} aria-expanded={showLink} onClick={() => setShowLink((v) => !v)}>
            {showLink ? 'Hide link' : 'Show link'}
          </button>
        )}
        {rec && (
          <button
            type="button"
            className={look.btn}
            onClick={() => {
              bridge.current?.stop();
              void clearShare(logId);
              onStopped();
            }}
          >
            Stop sharing (keep a local copy)
          </button>
        )}
      </div>
      {rec && showLink && link && (
        <div className="sh-link">
          <QrCode text={link} label="Share link as a QR code" />
          <div>
            <p>Open this link on the other tablet (same network, same address as this page), then choose to play or to watch:</p>
            <p className="sh-url" data-testid="share-link">
              {link}
            </p>
          </div>
        </div>
      )}
      {status.conflict && (
        <div className={look.error} role="alert" data-testid="share-conflict">
          Two tablets acted from the same position (after event {status.conflict.atEvent}). Choose which stands; the
          other is kept aside in the shared log. New actions wait until you choose.
          <div className="sh-branches">
            {status.conflict.branches.map((b) => (
              <div key={b.first} className="sh-branch">
                <div>
                  {b.first.split('.')[0] === rec?.actor ? 'This tablet' : 'The other tablet'}: {countOf(b.events.length, 'event')} (
                  {branchWords(game, b.events, status.conflictFrom)})
                </div>
                {rec?.role === 'act' && (
                  <button type="button" className={look.primary} onClick={() => void bridge.current?.settle(b.first)}>
                    Keep this one
                  </button>
                )}
              </div>
            ))}
          </div>
        </div>
      )}
    </>
  );
}
