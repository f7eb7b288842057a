import { countOf } from '../../../words';
import type { NedcaEvent } from '../reducer';
import { RESOURCES, RESOURCE_NAMES } from '../rules/resources';
import { levelOf, type NedcaState } from '../rules/state';
import { HAND_LIMIT } from '../rules/tracks';
import { UNIT_KINDS, unitLabel } from '../rules/units';
import { Stepper } from './widgets';

/** One house: resources and tracks with big steppers, units, cards, city. */
export function HouseCard(props: { state: NedcaState; index: number; playing: boolean; dispatch(e: NedcaEvent): string | null }) {
  const { state, index: i, dispatch } = props;
  const h = state.houses[i];
  if (!h) return null;
  const out = h.eliminated;
  const note = 'by hand';
  return (
    <details
      className={`panel nd-house${props.playing ? ' playing' : ''}${out ? ' out' : ''}`}
      style={{ ['--house' as string]: h.colour }}
      aria-label={`House ${h.name}`}
      data-testid={`house-${i}`}
      open={props.playing}
    >
      <summary>
        <h3>
          {h.name}
          {props.playing && <span className="nd-tag">playing</span>}
          <span className="nd-tag">Level {levelOf(state, i)}</span>
          {h.team !== null && <span className="nd-tag">Team {h.team + 1}</span>}
          {out && <span className="nd-tag">out of play</span>}
        </h3>
        {!out && (
          <span className="nd-brief">
            Gold {h.resources.gold} · Influence {h.influence} · {countOf(h.hand, 'card')} · Bonds {h.bonds}
          </span>
        )}
        {!out && (
          // The units stay in view as chips even while the house is folded.
          <span className="nd-unit-chips" data-testid={`units-${i}`} role="list" aria-label={`${h.name}'s units`}>
            {UNIT_KINDS.filter((k) => h.units[k] > 0).map((k) => (
              <span key={k} role="listitem" className="nd-chip">
                {unitLabel(k, h.cards[k])} ×{h.units[k]}
              </span>
            ))}
            {UNIT_KINDS.every((k) => h.units[k] === 0) && <span className="nd-chip muted">no units</span>}
          </span>
        )}
      </summary>
      {!out && (
        <>
          <div className="nd-resources">
            {RESOURCES.map((r) => (
              <Stepper
                key={r}
                label={`${h.name} ${RESOURCE_NAMES[r]}`}
                text={RESOURCE_NAMES[r]}
                value={h.resources[r]}
                min={0}
                onChange={(n) => dispatch({ type: 'adjust', house: i, delta: { [r]: n - h.resources[r] }, note })}
              />
            ))}
            <Stepper label={`${h.name} Influence`} text="Influence" value={h.influence} min={0} onChange={(n) => dispatch({ type: 'influence', house: i, delta: n - h.influence, note })} />
            <Stepper label={`${h.name} cards in hand`} text="Cards in hand" value={h.hand} min={0} onChange={(n) => dispatch({ type: 'hand', house: i, delta: n - h.hand, note })} />
          </div>
          {h.hand > HAND_LIMIT && (
            <p className="message" role="note">
              {countOf(h.hand, 'card')} in hand: the limit at the end of a turn is {HAND_LIMIT} (Cleanup Phase C).
            </p>
          )}
          <dl className="nd-facts">
            <dt>Tracks</dt>
            <dd>
              Bonds {h.bonds}/10 · Objectives {h.objectives}/4 · Gems {h.gems}/5
            </dd>
            <dt>Board</dt>
            <dd>
              {h.buildings} buildings · {h.technologies} technologies · {h.specials}/3 specials
              {h.leases.length > 0 && ` · leasing ${h.leases.map((l) => `${l.kind} from ${state.houses[l.from]?.name ?? '?'}`).join(', ')}`}
            </dd>
            <dt>City</dt>
            <dd>
              {h.capital ? `Capital standing, ${countOf(h.shields, 'shield')} on the city, ${h.shieldReserve} kept` : 'Capital fallen'}
              {h.occupiedBy !== null && ` · occupied by ${state.houses[h.occupiedBy]?.name ?? '?'}`}
            </dd>
          </dl>
        </>
      )}
    </details>
  );
}
