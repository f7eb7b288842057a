/**
 * The attack wizard for a precision attack (issue 22), like the power weapon's: the odds before any die, the target's
 * defensive fire (issue 24: each anti-fighter battery of the target not used this turn offered in turn — aimed at a wing
 * still flying, or holding its fire — each with its own dice), one die per surviving undisrupted wing, each critical card turned over (app-held deck, or picked by
 * name from the physical deck), the card assigned for each hit (and the battery for Weapon Damaged), the destruction
 * check. Each battery's kills and damage tokens are placed on the attacking wings by the target's player, as the dogfight
 * and anti-fighter wizards ask (`HitPlacement`, the rules' order shown first; changing it takes back the answers after
 * that battery). Every answer goes through `precisionAttackNext` (rules/combat/precisionFlow.ts): the view decides nothing.
 */
import { countOf } from '../../../words';
import { useMemo, useState } from 'react';
import type { AfChoice } from '../../rules/combat/antiFighter';
import { afHits } from '../../rules/combat/dogfight';
import type { PrecisionInput, PrecisionResult } from '../../rules/combat/precision';
import { precisionAttackNext, precisionDefensiveFired, precisionOdds, precisionProgressNew, type DefensiveFired, type PrecisionProgress } from '../../rules/combat/precisionFlow';
import { HitPlacement } from '../fighters/placement';
import { choiceOf } from '../fighters/plan';
import { DiceEntry, Histogram, pct, Section } from './controls';
import { cardTitle, NamedCardPick } from './PowerWizard';

export interface PrecisionWizardProps {
  readonly input: PrecisionInput;
  /** The players draw from the physical deck and name each card. */
  readonly physical: boolean;
  /** Battery names of the target (for Weapon Damaged). */
  readonly batteryNames: readonly string[];
  onRecord(result: PrecisionResult): Promise<boolean>;
  readonly disabled?: boolean;
}

export function PrecisionWizard({ input, physical, batteryNames, onRecord, disabled }: PrecisionWizardProps) {
  const [p, setP] = useState<PrecisionProgress>(() => precisionProgressNew(physical, (Date.now() >>> 0) | 1, true));
  /** The answers in the order given (each battery's aim and each roll), in words, with the answer each one is. */
  const [trail, setTrail] = useState<{ text: string; roll?: number; aim?: number }[]>([]);
  const [pick, setPick] = useState('');
  const [bat, setBat] = useState('');
  const [saving, setSaving] = useState(false);
  const next = useMemo(() => precisionAttackNext(input, p), [input, p]);
  const fired = useMemo(() => precisionDefensiveFired(input, p), [input, p]);
  const odds = useMemo(() => precisionOdds(input.wings.length), [input.wings.length]);
  const roll = (index: number, label: string, values: number[]) => {
    setP({ ...p, rolls: [...p.rolls.slice(0, index), values] });
    setTrail([...trail, { text: `${label}: ${values.join(' ')}`, roll: index }]);
  };
  const aim = (k: number, name: string, wing: string | null) => {
    setP({ ...p, aims: [...(p.aims ?? []).slice(0, k), wing] });
    setTrail([...trail, { text: wing === null ? `${name} holds its fire` : `${name} aims at ${wing}`, aim: k }]);
  };
  // Rules: Kalidasia "Applying Damage from Anti-Fighter Weapons" — "For each six rolled, the attacker can remove an enemy fighter
  // token. Then for each disruption roll, the attacker may place a damage token": the target's player places its battery's hits.
  // A new placement takes back every answer after that battery's rolls (the wings left to aim at and to roll may change).
  const place = (f: DefensiveFired, c: AfChoice | undefined) => {
    const placements = [...(p.placements ?? [])];
    placements[f.k] = c;
    setP({ ...p, rolls: p.rolls.slice(0, f.rollsEnd), aims: (p.aims ?? []).slice(0, f.k + 1), placements: placements.slice(0, f.k + 1), choices: [], cards: p.cards === null ? null : [] });
    setTrail(trail.filter((t) => (t.roll !== undefined && t.roll < f.rollsEnd) || (t.aim !== undefined && t.aim <= f.k)));
    setPick('');
    setBat('');
  };
  return (
    <section className="cb-wizard" aria-label="Precision attack wizard" data-testid="precision-wizard">
      <h4>
        {input.wings.map((w) => w.id).join(', ')} → {input.target.label}
      </h4>
      <div className="cb-odds" data-testid="precision-odds">
        <Section name="Precision Attack" />
        <p>
          One die per wing, 5+ is a precision hit; each hit draws until two unique cards, one assigned. If no wing is lost to defensive fire: P(at least one hit) {pct(1 - (odds[0] ?? 0))}.
        </p>
        <div className="gm-row cb-hists">
          <Histogram pmf={odds} label="Precision hits" />
        </div>
      </div>
      {(trail.length > 0 || p.choices.length > 0 || (p.cards?.length ?? 0) > 0) && (
        <ol className="cb-trail" data-testid="precision-trail">
          {trail.map((t, i) => (
            <li key={i}>{t.text}</li>
          ))}
          {p.cards?.map((c, i) => (
            <li key={`c${i}`}>
              Card {i + 1}: {cardTitle(c)}
            </li>
          ))}
          {p.choices.map((c, i) => (
            <li key={`h${i}`}>
              Hit {i + 1}: {cardTitle(c.card)} assigned{c.battery !== undefined ? ` to ${batteryNames[c.battery] ?? `battery ${c.battery + 1}`}` : ''}
            </li>
          ))}
        </ol>
      )}
      {fired.map((f) => (
        <HitPlacement
          key={f.k}
          title={`${f.name}: ${input.target.label}’s player places its hits on the attacking wings`}
          idPrefix={`cb-prec-place-${f.k}`}
          kills={f.rulesOrder.roll.kills}
          tokens={f.rulesOrder.roll.disruptions}
          reach={f.eligible.map((w) => w.id)}
          choice={p.placements?.[f.k] ?? choiceOf(afHits(f.rulesOrder.allocation), f.eligible)}
          custom={p.placements?.[f.k] !== undefined}
          onChoice={(c) => place(f, c)}
        />
      ))}
      <div className="cb-step" data-testid="wizard-step">
        {next.kind === 'aim' && (
          <>
            <Section name={next.section} />
            <p data-testid="precision-df-offer">
              Defensive fire{next.of > 1 ? ` (battery ${next.k + 1} of ${next.of})` : ''}: {input.target.label} may engage the attacking wings with {next.name} ({countOf(next.gunCount, 'die', 'dice')}), an
              anti-fighter battery that has not attacked this turn. Its player aims it at one wing, or holds its fire.
            </p>
            <div className="gm-row" role="group" aria-label={`${next.name} aims at`}>
              {next.wings.map((w) => (
                <button key={w} type="button" className="gm-btn" disabled={disabled} onClick={() => aim(next.k, next.name, w)}>
                  {next.name} at {w}
                </button>
              ))}
              <button type="button" className="gm-btn" disabled={disabled} onClick={() => aim(next.k, next.name, null)}>
                {next.name} holds its fire
              </button>
            </div>
          </>
        )}
        {next.kind === 'dice' && (
          <>
            <Section name={next.section} />
            <DiceEntry key={`${next.index}`} label={next.label} count={next.count} disabled={disabled} onDice={(v) => roll(next.index, next.label, v)} />
          </>
        )}
        {next.kind === 'card' && (
          <>
            <Section name={next.section} />
            <p>Turn over the top card of the physical deck and pick it by name ({next.pile.length} still in the draw pile).</p>
            <NamedCardPick id="cb-prec-card" pile={next.pile} disabled={disabled} onPick={(card) => setP({ ...p, cards: [...(p.cards ?? []), card] })} />
          </>
        )}
        {next.kind === 'choose' && (
          <>
            <Section name={next.section} />
            <p>
              Precision hit {next.hit + 1} of {next.of}: the attacker assigns one card to {input.target.label} and discards the other.
            </p>
            <div className="gm-row" role="group" aria-label="Card to assign">
              {next.pair.map((c) => (
                <button key={c} type="button" className="gm-btn" aria-pressed={pick === c} onClick={() => setPick(c)}>
                  {cardTitle(c)}
                </button>
              ))}
            </div>
            {pick.startsWith('weaponDamaged') && (
              <span className="gm-field">
                <label htmlFor="cb-prec-battery">Battery the attacker damages</label>
                <select id="cb-prec-battery" className="gm-input" value={bat} onChange={(e) => setBat(e.target.value)}>
                  <option value="">Choose…</option>
                  {next.batteries.map((i) => (
                    <option key={i} value={String(i)}>
                      {batteryNames[i] ?? `Battery ${i + 1}`}
                    </option>
                  ))}
                </select>
              </span>
            )}
            <button
              type="button"
              className="gm-btn gm-primary"
              disabled={disabled || !next.pair.includes(pick) || (pick.startsWith('weaponDamaged') && bat === '')}
              onClick={() => {
                setP({ ...p, choices: [...p.choices, pick.startsWith('weaponDamaged') ? { card: pick, battery: Number(bat) } : { card: pick }] });
                setPick('');
                setBat('');
              }}
            >
              Assign {pick ? cardTitle(pick) : 'the card'}
            </button>
          </>
        )}
        {next.kind === 'refused' && (
          <p className="gm-error-text" role="alert">
            {next.reason}
          </p>
        )}
        {next.kind === 'done' && (
          <div data-testid="wizard-result">
            <ol className="cb-steps">
              {next.result.steps.map((s, i) => (
                <li key={i}>
                  {s.text} <span className="gm-section">(“{s.section}”)</span>
                </li>
              ))}
            </ol>
            <p data-testid="wizard-summary">
              {countOf(next.result.hits, 'precision hit')}, {next.result.damage.hullDamage} hull damage{next.result.damage.destroyed ? ', destroyed' : ''}.
            </p>
            <button
              type="button"
              className="gm-btn gm-primary"
              disabled={saving || disabled}
              onClick={() => {
                setSaving(true);
                void onRecord(next.result).finally(() => setSaving(false));
              }}
            >
              {saving ? 'Saving…' : 'Record the precision attack'}
            </button>
          </div>
        )}
      </div>
      {(p.rolls.length > 0 || p.choices.length > 0 || (p.aims?.length ?? 0) > 0) && next.kind !== 'done' && (
        <button
          type="button"
          className="gm-btn"
          onClick={() => {
            setP(precisionProgressNew(physical, p.cardSeed, true));
            setTrail([]);
          }}
        >
          Start the attack again
        </button>
      )}
    </section>
  );
}
