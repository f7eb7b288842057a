/**
 * /kalidasia/game/join#doc=…&server=… — join a shared game from its link (issue 26): play or watch, chosen here.
 * The document passes the game's gate before anything is stored; a refused one stores nothing.
 */
import { useState } from 'react';
import { navigate } from '../../../ui/router';
import { eventLogOn } from '../../../store/eventLog';
import { getDatabase } from '../../../store/runtime';
import { SharedGameBridge } from './bridge';
import { findShared, loadEngine, sameOriginServer, whenOnline } from '../../../ui/share/engine';
import { parseJoin, serverProblem } from '../../../ui/share/link';
import { getShare, joinedLogId, newActor, setShare } from '../../../ui/share/registry';
import './share.css';

const log = eventLogOn(getDatabase);

export default function JoinScreen() {
  const [parsed] = useState(() => parseJoin(location.hash));
  const [phase, setPhase] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (!parsed.ok) {
    return (
      <div className="sh-join">
        <h2>Join a shared game</h2>
        <p className="gm-banner gm-error" role="alert">
          {parsed.reason}
        </p>
      </div>
    );
  }
  const notHere = serverProblem(parsed.server, sameOriginServer());

  const join = async (role: 'act' | 'watch') => {
    setProblem(null);
    const logId = joinedLogId(parsed.doc);
    const known = getShare(logId);
    if (known && (await log.logRead(logId))) {
      setShare(logId, { ...known, role });
      navigate(`/kalidasia/game/${encodeURIComponent(logId)}`);
      return;
    }
    try {
      setPhase(`Connecting to the sync server at ${parsed.server}…`);
      const engine = await loadEngine(parsed.server);
      await whenOnline(engine);
      setPhase('Fetching the game…');
      const h = await findShared(engine, parsed.doc);
      const actor = newActor();
      let tip: string | undefined;
      const bridge = new SharedGameBridge(h, logId, actor, log, undefined, role === 'act', null, (t) => (tip = t));
      await bridge.sync();
      bridge.stop();
      if (bridge.status.refused) {
        setPhase(null);
        setProblem(`${bridge.status.refused} Nothing was stored.`);
        return;
      }
      setShare(logId, { doc: parsed.doc, server: parsed.server, role, actor, ...(tip ? { tip } : {}) });
      navigate(`/kalidasia/game/${encodeURIComponent(logId)}`);
    } catch (err) {
      setPhase(null);
      setProblem(`The shared game could not be fetched from ${parsed.server}: ${err instanceof Error ? err.message : String(err)}. Is the tablet that shared it, or the sync server, still on?`);
    }
  };

  return (
    <div className="sh-join">
      <h2>Join a shared game</h2>
      <p>
        Game <code>{parsed.doc}</code> through the sync server <code>{parsed.server}</code>.
      </p>
      {notHere ? (
        <p className="gm-banner gm-error" role="alert">
          {notHere}
        </p>
      ) : (
        <div className="gm-row">
          <button type="button" className="gm-btn gm-primary" data-testid="join-act" disabled={phase !== null} onClick={() => void join('act')}>
            Join and play
          </button>
          <button type="button" className="gm-btn" data-testid="join-watch" disabled={phase !== null} onClick={() => void join('watch')}>
            Join to watch
          </button>
        </div>
      )}
      {phase && <p role="status">{phase}</p>}
      {problem && (
        <p className="gm-banner gm-error" role="alert" data-testid="join-problem">
          {problem}
        </p>
      )}
    </div>
  );
}
