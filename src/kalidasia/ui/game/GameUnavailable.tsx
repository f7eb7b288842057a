/**
 * What the Game screen shows instead of a game it cannot show: not stored (or deleted in another tab, with "Put it
 * back"), still reading the earlier events it needs, or a set-up that cannot be read. Never a blank screen.
 */
import { Link } from '../../../ui/Link';
import type { EventLogView } from './gameLog';
import { EARLIER_WAIT } from './useGameFold';

/** The game is not stored here (missing, deleted in another tab) or storage is unavailable. */
export function GameMissing({ log }: { log: EventLogView }) {
  return (
    <div className="gm-missing" role="alert">
      <p>
        {log.status === 'unavailable'
          ? `The game cannot be read: storage is unavailable on this device${log.error ? ` (${log.error})` : ''}.`
          : `This game is not stored on this device${log.status === 'deleted-elsewhere' ? ' any more (deleted in another tab)' : ''}.`}
      </p>
      {log.status === 'deleted-elsewhere' && (
        <button type="button" className="gm-btn" disabled={!log.restorable} onClick={() => void log.restoreDeleted()}>
          Put it back
        </button>
      )}
      {log.status === 'deleted-elsewhere' && !log.restorable && (
        <p data-testid="put-back-reason">
          This tab had not finished reading the game when it was deleted, so it cannot put it back; the saved games list
          where it was deleted can (Undo there).
        </p>
      )}
      <Link to="/kalidasia/game">Back to the saved games</Link>
    </div>
  );
}

/** A fold that needs the earlier events of a game opened from a snapshot, not read yet. */
export function GameWaiting() {
  return (
    <p className="gm-wait" role="status">
      Opening the game… {EARLIER_WAIT}
    </p>
  );
}

/** The set-up cannot be read (`broken`), perhaps with a damaged head as well. */
export function GameBroken({ broken, headDamage }: { broken: string | null; headDamage: string | null }) {
  return (
    <div className="gm-missing" role="alert">
      <p>
        This game cannot be opened: {(broken ?? 'its set-up is damaged').replace(/\.$/, '')}
        {headDamage ? ` (and ${headDamage})` : ''}. Nothing stored was changed; export it from the saved games to keep every stored event in a file.
      </p>
      <Link to="/kalidasia/game">Back to the saved games</Link>
    </div>
  );
}
