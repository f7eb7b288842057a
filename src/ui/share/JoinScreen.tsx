/**
 * `<game's join path>#doc=…&server=…&kind=…` — join a shared game from its link (issue 26), for every game kind:
 * play or watch, chosen here. The link's kind must be this screen's game (a Kalidasia link opened as Caleda is
 * refused, saying where it belongs); the document passes the game's own gate before anything is stored; a refused
 * one stores nothing, and says why.
 */
import { useState } from 'react';
import { navigate } from '../router';
import { eventLogOn } from '../../store/eventLog';
import { getDatabase } from '../../store/runtime';
import { SharedGameBridge } from './bridge';
import { findShared, loadEngine, sameOriginServer, whenOnline } from './engine';
import { parseGameJoin, type ShareGame } from './game';
import { serverProblem } from './link';
import { getShare, joinedLogId, newActor, setShare } from './registry';
import './share.css';

const log = eventLogOn(getDatabase);

export default function JoinScreen({ game }: { game: ShareGame }) {
  const [parsed] = useState(() => parseGameJoin(location.hash, game));
  const [phase, setPhase] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const look = game.look;
  if (!parsed.ok) {
    return (
      <div className="sh-join">
        <h2>Join a shared {game.title} game</h2>
        <p className={look.error} role="alert" data-testid="join-problem">
          {parsed.reason}
        </p>
      </div>
    );
  }
  const notHere = serverProblem(parsed.server, sameOriginServer());

  const join = async (role: 'act' | 'watch') => {
    setProblem(null);
    const logId = joinedLogId(parsed.doc);
    const known = await getShare(logId);
    const stored = await log.logRead(logId);
    if (known && stored && stored.head.kind === game.kind) {
      await setShare(logId, { ...known, role });
      navigate(game.gamePath(logId));
      return;
    }
    if (stored && stored.head.kind !== game.kind) {
      setProblem(`A game with this link's id is already stored here as another kind of game (${stored.head.kind}); nothing was joined.`);
      return;
    }
    try {
      setPhase(`Connecting to the sync server at ${parsed.server}…`);
      const [engine, gate] = await Promise.all([loadEngine(parsed.server), game.gate()]);
      await whenOnline(engine);
      setPhase('Fetching the game…');
      const h = await findShared(engine, parsed.doc);
      const actor = newActor();
      let tip: string | undefined;
      const bridge = new SharedGameBridge(gate, h, logId, actor, log, undefined, role === 'act', null, (t) => (tip = t));
      await bridge.sync();
      bridge.stop();
      if (bridge.status.refused) {
        setPhase(null);
        setProblem(`${bridge.status.refused} Nothing was stored.`);
        return;
      }
      await setShare(logId, { doc: parsed.doc, server: parsed.server, role, actor, ...(tip ? { tip } : {}) });
      navigate(game.gamePath(logId));
    } catch (err) {
      setPhase(null);
      setProblem(`The shared game could not be fetched from ${parsed.server}: ${err instanceof Error ? err.message : String(err)}. Is the tablet that shared it, or the sync server, still on?`);
    }
  };

  return (
    <div className="sh-join">
      <h2>Join a shared {game.title} game</h2>
      <p>
        Game <code>{parsed.doc}</code> through the sync server <code>{parsed.server}</code>.
      </p>
      {notHere ? (
        <p className={look.error} role="alert">
          {notHere}
        </p>
      ) : (
        <div className="sh-row">
          <button type="button" className={look.primary} data-testid="join-act" disabled={phase !== null} onClick={() => void join('act')}>
            Join and play
          </button>
          <button type="button" className={look.btn} data-testid="join-watch" disabled={phase !== null} onClick={() => void join('watch')}>
            Join to watch
          </button>
        </div>
      )}
      {phase && <p role="status">{phase}</p>}
      {problem && (
        <p className={look.error} role="alert" data-testid="join-problem">
          {problem}
        </p>
      )}
    </div>
  );
}
