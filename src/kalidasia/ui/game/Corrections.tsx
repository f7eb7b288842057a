/**
 * A game keeps the pack corrections it began with (its game file's `packOverrides`), so a replay is exact. When the
 * player corrects a value under Stat cards afterwards (say the notch angle, measured as 30°), this banner says the
 * game still uses its own values, which ones differ, and offers a copy of the game with the new corrections — every
 * stored event replayed on them first; if one no longer holds, the copy is refused naming the event, and nothing
 * stored changes (issue 22, "the correction reaches every screen and the game file").
 */
import { useId, useState } from 'react';
import { countOf } from '../../../words';
import { navigate } from '../../../ui/router';
import { logState, type GameEvent } from '../../game';
import type { PackOverride } from '../../data';
import { useEffectivePack } from '../squadrons/hooks';
import { logCreate } from './gameLog';
import type { GameMetaView } from './meta';

export interface CorrectionDiff {
  readonly path: string;
  /** The value this game uses (undefined: the shipped value). */
  readonly game: unknown;
  /** The value on the player's Stat cards now (undefined: the shipped value). */
  readonly mine: unknown;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The corrections that differ between a game's file and the player's Stat cards, by path. Pure. */
export function correctionsDiff(game: readonly PackOverride[], mine: readonly PackOverride[]): CorrectionDiff[] {
  const last = (list: readonly PackOverride[]) => new Map(list.map((o) => [o.path, o.value] as const));
  const g = last(game);
  const m = last(mine);
  const paths = [...new Set([...g.keys(), ...m.keys()])].sort();
  return paths.filter((p) => !same(g.get(p), m.get(p))).map((p) => ({ path: p, game: g.get(p), mine: m.get(p) }));
}

/** The game's events replayed on the player's corrections: the log for a copy, or why it cannot be made. Pure. */
export function correctedCopy(meta: GameMetaView, events: readonly unknown[], overrides: readonly PackOverride[]): { ok: true; meta: GameMetaView } | { ok: false; reason: string } {
  const r = logState({ setup: meta.setup, packOverrides: overrides, events: events as GameEvent[], redo: [] });
  return r.ok ? { ok: true, meta: { ...meta, packOverrides: overrides } } : { ok: false, reason: r.reason };
}

const shown = (v: unknown): string => (v === undefined ? 'shipped value' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/**
 * `waitFor`: why the copy cannot be made yet (the game's earlier events are still being read), or null.
 * One line with its two answers (the table keeps its room, issue 24's 150 % text): what differs is behind "Details"
 * (a disclosure, opened by a tap); a problem and why the copy waits are always shown.
 */
export function CorrectionsBanner({ name, meta, events, waitFor = null }: { name: string; meta: GameMetaView; events: readonly unknown[]; waitFor?: string | null }) {
  const mine = useEffectivePack();
  const [hidden, setHidden] = useState(false);
  const [details, setDetails] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const detailsId = useId();
  if (mine.loading || mine.problem || hidden) return null;
  const diff = correctionsDiff(meta.packOverrides ?? [], mine.overrides);
  if (diff.length === 0) return null;
  const copy = async () => {
    if (waitFor !== null) return;
    const c = correctedCopy(meta, events, mine.overrides);
    if (!c.ok) {
      setProblem(`A copy cannot be made with your corrections: ${c.reason} This game is unchanged.`);
      return;
    }
    setBusy(true);
    const w = await logCreate('kalidasia', `${name} (your corrections)`, c.meta, [...events]);
    setBusy(false);
    if (w.ok) navigate(`/kalidasia/game/${encodeURIComponent(w.head.id)}`);
    else setProblem(w.message);
  };
  return (
    <div className="gm-banner gm-corr" role="status" data-testid="corrections-differ">
      <div className="gm-corr-line">
        <p className="gm-corr-text">
          Your Stat cards changed since this game began ({countOf(diff.length, 'value')}); it keeps its own.
        </p>
        <button type="button" className="gm-btn" aria-expanded={details} aria-controls={detailsId} onClick={() => setDetails(!details)}>
          Details
        </button>
        <button
          type="button"
          className="gm-btn"
          aria-label="Continue in a copy with my corrections"
          disabled={busy || waitFor !== null}
          onClick={() => void copy()}
        >
          Copy with my corrections
        </button>
        <button type="button" className="gm-btn" onClick={() => setHidden(true)}>
          Keep<span className="gm-corr-more"> this game’s values</span>
        </button>
      </div>
      <p id={detailsId} className="gm-corr-details" hidden={!details}>
        This game keeps the values in its game file:{' '}
        {diff
          .slice(0, 4)
          .map((d) => `${d.path} ${shown(d.game)} here, ${shown(d.mine)} on your cards`)
          .join('; ')}
        {diff.length > 4 ? `; and ${diff.length - 4} more` : ''}.
      </p>
      {problem && <p className="gm-error-text">{problem}</p>}
      {waitFor !== null && <p>A copy waits: {waitFor}</p>}
    </div>
  );
}
