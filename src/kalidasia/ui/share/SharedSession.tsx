/**
 * A shared game's session (loaded only with sharing): the engine, the bridge between the shared document and the
 * local log, and the banners — syncing, "not syncing — N actions waiting", a conflict to settle, a refused document.
 */
import { countOf } from '../../../words';
import { useEffect, useRef, useState } from 'react';
import { QrCode } from '../squadrons/parts';
import { eventLogOn } from '../../../store/eventLog';
import { getDatabase } from '../../../store/runtime';
import { sharedDocFromLog } from '../../../store/sync/doc';
import { SharedGameBridge, type BridgeStatus } from './bridge';
import { createShared, findShared, loadEngine, sameOriginServer, whenOnline, type Engine } from './engine';
import { shareLink } from './link';
import { clearShare, getShare, newActor, saveTip, setShare, type ShareRecord } from './registry';

const log = eventLogOn(getDatabase);

interface Props {
  logId: string;
  rec: ShareRecord | null;
  rev: number;
  /** The screen is read-only (watching, or a conflict to settle), with the reason; null: it is not. */
  onLock(reason: string | null): void;
  onShared(rec: ShareRecord): void;
  onStopped(): void;
}

export default function SharedSession({ logId, rec, rev, onLock, onShared, onStopped }: Props) {
  const server = rec?.server ?? sameOriginServer();
  const [engine, setEngine] = useState<Engine | null>(null);
  const [online, setOnline] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<BridgeStatus>({ refused: null, conflict: null, sent: 0 });
  const [showLink, setShowLink] = useState(rec === null);
  /** The bridge has brought the local log and the document together once (until then the screen waits). */
  const [ready, setReady] = useState(false);
  const bridge = useRef<SharedGameBridge | null>(null);
  /** Actions sent so far, and how many were sent when the connection went away (null: connected): the difference waits. */
  const sentRef = useRef(0);
  const offlineBase = useRef<number | null>(0);
  const [waiting, setWaiting] = useState(0);
  const lastRev = useRef(rev);

  useEffect(() => {
    let live = true;
    loadEngine(server).then(
      (e) => {
        if (!live) return;
        setEngine(e);
        setOnline(e.online());
        offlineBase.current = e.online() ? null : sentRef.current;
        e.onOnline((v) => {
          if (!live) return;
          offlineBase.current = v ? null : sentRef.current;
          setWaiting(0);
          setOnline(v);
        });
      },
      (err: unknown) => live && setProblem(`Sharing could not start: the sync engine did not load (${err instanceof Error ? err.message : String(err)}).`),
    );
    return () => {
      live = false;
    };
  }, [server]);

  // Start sharing: create the document once the server answered (a document created before is never sent).
  useEffect(() => {
    if (!engine || rec) return;
    let live = true;
    void (async () => {
      await whenOnline(engine);
      const stored = await log.logRead(logId);
      if (!live) return;
      if (!stored) {
        setProblem('This game is no longer stored; nothing was shared.');
        return;
      }
      const actor = newActor();
      const events = stored.events.slice(0, stored.head.length);
      const h = createShared(engine, sharedDocFromLog(stored.head.kind, stored.head.name, stored.head.meta, events, stored.head.cursor, actor));
      const next: ShareRecord = { doc: h.url, server, role: 'act', actor, tip: `${actor}.seed${stored.head.cursor !== events.length ? '-cursor' : ''}` };
      setShare(logId, next);
      onShared(next);
    })();
    return () => {
      live = false;
    };
  }, [engine, rec, logId, server, onShared]);

  // Follow the shared document.
  useEffect(() => {
    if (!engine || !rec) return;
    let live = true;
    let b: SharedGameBridge | null = null;
    findShared(engine, rec.doc).then(
      (h) => {
        if (!live) return;
        const onStatus = (s: BridgeStatus) => {
          if (!live) return;
          sentRef.current = s.sent;
          setStatus(s);
          setWaiting(offlineBase.current === null ? 0 : s.sent - offlineBase.current);
        };
        b = new SharedGameBridge(h, logId, rec.actor, log, onStatus, rec.role === 'act', getShare(logId)?.tip ?? null, (tip) => saveTip(logId, tip));
        bridge.current = b;
        void b.sync().then(() => live && setReady(true));
      },
      (err: unknown) => live && setProblem(`The shared game was not found on ${rec.server}: ${err instanceof Error ? err.message : String(err)}. The local copy is unchanged.`),
    );
    return () => {
      live = false;
      b?.stop();
      bridge.current = null;
    };
  }, [engine, rec, logId]);

  // A local action stored (the head's revision moved): send it.
  useEffect(() => {
    if (rev === lastRev.current) return;
    lastRev.current = rev;
    void bridge.current?.localChanged();
  }, [rev]);
  // Until the first sync, an action here could be made on a log about to be replaced: wait for it.
  const lock = rec?.role === 'watch' ? 'watching' : status.conflict ? 'conflict' : rec && !ready ? 'loading' : null;
  useEffect(() => {
    onLock(lock);
  }, [lock, onLock]);
  const link = rec ? shareLink(location.origin, rec.doc, rec.server) : null;

  return (
    <>
      {problem && (
        <p className="gm-banner gm-error" role="alert" data-testid="share-problem">
          {problem}
        </p>
      )}
      {status.refused && (
        <p className="gm-banner gm-error" role="alert" data-testid="share-refused">
          {status.refused} This tablet keeps its copy as it was.
        </p>
      )}
      <div className="sh-bar" data-testid="share-status">
        {!rec ? (
          <span role="status">Connecting to the sync server at {server}… (it runs with `npm start` on the computer serving this app)</span>
        ) : online ? (
          <span role="status" data-testid="share-syncing">
            Shared{rec.role === 'watch' ? ' (watching)' : ''} — syncing through {rec.server}
          </span>
        ) : (
          <span role="alert" data-testid="share-offline">
            Not syncing — {countOf(waiting, 'action')} waiting. The sync server at {rec.server} does not answer; this tablet keeps playing
            and sends them when it answers.
          </span>
        )}
        {rec && (
          <button type="button" className="gm-btn" aria-expanded={showLink} onClick={() => setShowLink((v) => !v)}>
            {showLink ? 'Hide link' : 'Show link'}
          </button>
        )}
        {rec && (
          <button
            type="button"
            className="gm-btn"
            onClick={() => {
              bridge.current?.stop();
              clearShare(logId);
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
        <div className="gm-banner gm-error" role="alert" data-testid="share-conflict">
          Two tablets acted from the same position (after event {status.conflict.atEvent}). Choose which stands; the
          other is kept aside in the shared log. New actions wait until you choose.
          <div className="sh-branches">
            {status.conflict.branches.map((b) => (
              <div key={b.first} className="sh-branch">
                <div>
                  {b.first.split('.')[0] === rec?.actor ? 'This tablet' : 'The other tablet'}: {countOf(b.events.length, 'event')} (
                  {b.events.map((e) => (e as { type?: string }).type ?? '?').join(', ')})
                </div>
                {rec?.role === 'act' && (
                  <button type="button" className="gm-btn gm-primary" onClick={() => void bridge.current?.settle(b.first)}>
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
