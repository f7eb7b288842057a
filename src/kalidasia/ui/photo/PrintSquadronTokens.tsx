/**
 * A whole set of tokens for one squadron, printed before any game (issue 25, "or a whole set for a squadron"): from the
 * squadron builder (/kalidasia/squadrons/<id>/tokens). The markers are the ids the squadron's tokens get in a game when
 * it plays in the seat chosen here (player 1 or 2 of New game): the plan gives each seat its own blocks, so the other
 * squadron never shifts them (plan.ts, plan.test.ts).
 */
import { useId, useMemo, useState } from 'react';
import type { KalidasiaPack } from '../../data';
import type { Squadron } from '../../rules/squadron';
import { DEFAULT_COLOURS } from '../game/meta';
import { squadronPlan } from './plan';
import { TokenSheet } from './PrintTokens';
import './photo.css';

const MISSILES = 'missiles';

export function PrintSquadronTokens({ pack, squadron }: { pack: KalidasiaPack; squadron: Squadron }) {
  const id = useId();
  const [seat, setSeat] = useState(0);
  const [colour, setColour] = useState<string>(DEFAULT_COLOURS[0]);
  const [missiles, setMissiles] = useState(false);
  const [tableCards, setTableCards] = useState(false);
  const built = useMemo(() => squadronPlan(pack, squadron, seat, missiles), [pack, squadron, seat, missiles]);
  if (!built) {
    return (
      <p className="message error" role="alert">
        This squadron's tokens cannot be printed: a warship or fighter of it is not in the stat cards. Nothing was changed.
      </p>
    );
  }
  const owner = `p${seat + 1}`;
  const plan = built.plan.map((t) => (t.unit.kind === 'missile' ? { ...t, owner: MISSILES } : t));
  const extra = (
    <div className="ph-squadron-controls">
      <fieldset className="gm-row">
        <legend>Seat in New game (the markers depend on it)</legend>
        {[0, 1].map((k) => (
          <label key={k} className="choice">
            <input
              type="radio"
              name={`${id}seat`}
              checked={seat === k}
              onChange={() => {
                setSeat(k);
                setColour(DEFAULT_COLOURS[k] ?? '#888');
              }}
            />{' '}
            Player {k + 1}
          </label>
        ))}
      </fieldset>
      <p className="gm-muted" data-testid="seat-note">
        Start the game with this squadron as Player {seat + 1}: its tokens then carry the markers the game reads. The other player prints
        their set as Player {seat === 0 ? 2 : 1}. Print again after changing the squadron's warships or fighters.
      </p>
      <div className="gm-row">
        <label className="gm-field">
          Colour
          <input type="color" className="gm-input" value={colour} onChange={(e) => setColour(e.target.value)} />
        </label>
        <label className="choice">
          <input type="checkbox" checked={missiles} onChange={(e) => setMissiles(e.target.checked)} /> Missile tokens 1–20 (shared: one set per game)
        </label>
        <label className="choice">
          <input type="checkbox" checked={tableCards} onChange={(e) => setTableCards(e.target.checked)} /> The six table cards (one set per table)
        </label>
      </div>
    </div>
  );
  return (
    <div className="ph-print ph-print-page" aria-label="Print this squadron's tokens">
      <TokenSheet plan={plan} players={[{ id: owner, name: `${squadron.name || 'Unnamed squadron'} (Player ${seat + 1})`, colour }]} table={{ width: 72, height: 48 }} tableCards={tableCards} extra={extra} title={`Print the tokens of ${squadron.name || 'this squadron'}`} />
    </div>
  );
}
