/**
 * Ship boards (issue 15): a strip of every warship — hull with yellow and red tokens, reactor, critical
 * cards, crippled — and the full board on tap: reactor points (damaged, spent), sensors generated and placed,
 * velocity and turning letter, hull, critical cards by battery or system with what each does, upgrades used.
 * Also the critical deck's count (draw pile, discard, on warships, removed: always 46).
 */
import { useState } from 'react';
import { shipClass, upgradeCard } from '../../data';
import { shipCrippled, type GameState, type ShipState } from '../../game';
import { deckTally } from '../../rules/combat/attackFlow';
import { hullDamageText, hullTokens, reactorAvailable, sensorPoints, velocitySlotName } from '../../rules/systems';
import type { Dispatch, StepProps } from '../game/steps';
import { Section } from './controls';
import { CardDoes } from '../cards';
import { ProvenanceNote, provisionalFields } from '../provenance';
import { countOf } from '../../../words';

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export function DeckTally({ state }: { state: GameState }) {
  const t = deckTally(state.deck, state.ships.map((x) => x.cards));
  return (
    <p className="cb-deck" data-testid="deck-tally">
      Critical deck ({state.deck.ordered ? 'held by the app' : 'physical'}): {t.draw} to draw · {t.discard} discarded · {t.onShips} on warships · {t.removed} removed ={' '}
      <strong data-testid="deck-total">{t.total}</strong> of 46
    </p>
  );
}


function Board({ s, ship, dispatch, readOnly }: { s: GameState; ship: ShipState; dispatch?: Dispatch | undefined; readOnly?: boolean | undefined }) {
  const cls = shipClass(s.pack, ship.code);
  const placed = s.sensors[ship.owner] ?? {};
  const provisional = [...provisionalFields(cls), ...cls.batteries.flatMap((b) => provisionalFields(b).map((k) => `${b.name} ${k}`))];
  const weaponCards = ship.criticals.weapons.map((w, i) => [w, i] as const).filter(([w]) => w !== 'none');
  return (
    <div className="cb-board" data-testid={`board-${ship.id}`}>
      <h4>{ship.label}</h4>
      <ul>
        <li>
          Reactor: {reactorAvailable(ship.reactor)} of {ship.reactor.rating} available ({ship.reactor.damaged} damaged, {ship.reactor.spent} spent)
        </li>
        <li>
          Sensors: {sensorPoints(ship.sensor)} generated ({ship.sensor.damaged} damaged); placed on{' '}
          {Object.entries(placed)
            .map(([t, n]) => `${t} ×${n}`)
            .join(', ') || 'nothing'}
        </li>
        <li>
          Velocity {velocitySlotName(cls.velocityTrack, ship.velocity, true)}
        </li>
        <li>
          {capital(hullDamageText(cls.hull, ship.hullDamage))}
        </li>
        <li>
          Batteries:{' '}
          {cls.batteries.map((b, i) => `${b.name} ${ship.criticals.weapons[i] === 'none' ? 'ok' : (ship.criticals.weapons[i] ?? 'ok')}`).join(' · ')}
          {weaponCards.length > 0 ? '' : ''}
        </li>
        <li>
          Armor {ship.criticals.armor}, armor compromised {ship.criticals.armorCompromised}, thrusters {ship.criticals.thrusters}
          {ship.criticals.thrustersJammed ? ' (jammed)' : ''}, engines {ship.criticals.engines}
        </li>
        <li>
          Critical cards:{' '}
          {ship.cards.length === 0
            ? 'none'
            : ship.cards.map((c) => (
                <span key={c} className="cb-card" data-card={c}>
                  <CardDoes pack={s.pack} id={c} />;{' '}
                </span>
              ))}
        </li>
        <li>
          Upgrades: {ship.upgrades.map((u) => `${upgradeCard(s.pack, u)?.name ?? u}${ship.flipped.includes(u) ? ' (used)' : ''}`).join(', ') || 'none'}
        </li>
        {dispatch && ship.status === 'deployed' && (
          <li className="gm-row" data-testid="upgrade-use">
            {/* Rules: "Using Upgrade Cards" — a card used as it says: turned face down until the end phase, or discarded. */}
            {[...new Set([...ship.upgrades, ...(shipClass(s.pack, ship.code).freeEquipment as readonly string[])])]
              .filter((u) => !ship.flipped.includes(u) && (upgradeCard(s.pack, u)?.initiativeBonus ?? 0) === 0)
              .map((u) => (
                <button key={u} type="button" className="gm-btn" disabled={readOnly} onClick={() => void dispatch({ type: 'upgradeUse', ship: ship.id, upgrade: u, how: 'flip' })}>
                  Used {upgradeCard(s.pack, u)?.name ?? u}: turn it face down
                </button>
              ))}
          </li>
        )}
        <li>{shipCrippled(s, ship) ? 'Crippled' : 'Not crippled'}</li>
      </ul>
      {provisional.length > 0 && (
        <ProvenanceNote p={{ source: 'provisional', note: `Not printed in the rulebook: ${provisional.join(', ')}.` }} check="card" testId={`provisional-${ship.id}`} inGame>
          {countOf(provisional.length, 'value')} of the {cls.name} card in this game {provisional.length === 1 ? 'is' : 'are'} the app's placeholder.
        </ProvenanceNote>
      )}
      <Section name="Critical Damage Cards" />
    </div>
  );
}

/** The strip of every warship; tap one for its full board. */
export function ShipBoards({ state, dispatch, readOnly }: { state: GameState; dispatch?: Dispatch; readOnly?: boolean }) {
  const [open, setOpen] = useState<string | null>(null);
  const ships = state.ships.filter((x) => x.status === 'deployed' || x.status === 'destroyed');
  const shown = ships.find((x) => x.id === open);
  return (
    <section className="cb-boards" aria-label="Ship boards" data-testid="ship-boards">
      <div className="cb-strip">
        {ships.map((x) => {
          const cls = shipClass(state.pack, x.code);
          const t = hullTokens(cls.hull, x.hullDamage);
          return (
            <button key={x.id} type="button" className="gm-btn cb-chip" aria-pressed={open === x.id} onClick={() => setOpen(open === x.id ? null : x.id)}>
              {x.id} {x.status === 'destroyed' ? '✕' : `${'●'.repeat(t.yellow)}${'◆'.repeat(t.red)} ${hullDamageText(cls.hull, x.hullDamage, true)}`} R{reactorAvailable(x.reactor)}
              {x.cards.length ? ` ▣${x.cards.length}` : ''}
            </button>
          );
        })}
      </div>
      {shown && <Board s={state} ship={shown} dispatch={dispatch} readOnly={readOnly} />}
    </section>
  );
}

/** Registered as an extra on steps where no warship fires: the strip and the deck count. */
export function BoardsPanel({ state, dispatch, readOnly }: StepProps) {
  return (
    <>
      <DeckTally state={state} />
      <ShipBoards state={state} dispatch={dispatch} readOnly={readOnly} />
    </>
  );
}
