/**
 * The attack wizard for a power weapon (issue 15), reusable by other folders: battery → target → the exact
 * odds before any die → gun dice typed or rolled → sensor re-rolls (with the expected gain) → power dice →
 * the defender's overcharge → capped criticals → critical cards (app-held or named from the physical deck)
 * → hull and the destruction check, each step with its rule section; at the end the luck percentile.
 * Every answer goes through `powerAttackNext` (rules/combat/attackFlow.ts): the view decides nothing.
 */
import { memo, useCallback, useMemo, useState } from 'react';
import { CRITICAL_KIND_INFO, criticalKindOfId } from '../../data/criticalDeck';
import type { PowerAttackInput, PowerAttackResult } from '../../rules/combat';
import type { SensorGain } from '../../rules/combat/odds';
import { luckPercentile, POWER_ROLL, powerAttackNext, powerOddsFor, powerProgressNew, sensorGainFor, type PowerProgress } from '../../rules/combat/attackFlow';
import { DiceEntry, Histogram, pct, Section } from './controls';
import { countOf, ordinal } from '../../../words';
import { hullDamageText } from '../../rules/systems';
import type { KalidasiaPack } from '../../data/types';
import { CardDoes } from '../cards';

export interface PowerWizardProps {
  readonly input: PowerAttackInput;
  /** The players draw from the physical deck and name each card (false: the app holds the deck and draws). */
  readonly physical: boolean;
  /** Store the attack; resolve true once stored (an action shows as done only then). */
  onRecord(result: PowerAttackResult): Promise<boolean>;
  readonly disabled?: boolean;
  /** The game's pack: each named card shows what it does, with the game's quantities. */
  readonly pack?: KalidasiaPack;
}

export const cardTitle = (id: string): string => {
  const k = criticalKindOfId(id);
  return k ? CRITICAL_KIND_INFO[k].title : id;
};

export function PowerWizard({ input, physical, onRecord, disabled, pack }: PowerWizardProps) {
  const [p, setP] = useState<PowerProgress>(() => powerProgressNew(physical, (Date.now() >>> 0) | 1));
  const [trail, setTrail] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const next = useMemo(() => powerAttackNext(input, p), [input, p]);
  const { target } = input;
  const spent = p.sensor?.length ?? 0;
  const planned = useMemo(() => powerOddsFor(input, spent, p.overcharge ?? false), [input, spent, p.overcharge]);
  const rolls0 = p.rolls[0];
  const gain = useMemo(() => (next.kind === 'sensor' && rolls0 ? sensorGainFor(input, rolls0, false) : []), [next.kind, input, rolls0]);
  const [siPick, setSiPick] = useState<string[]>([]);
  // Stable across renders: the sensor step (memoised) does not re-render when nothing it shows changed.
  const commitSensor = useCallback((picked: readonly number[]) => setP((q) => ({ ...q, sensor: [...picked].sort((a, b) => a - b) })), []);

  const roll = (index: number, label: string, values: number[]) => {
    setP({ ...p, rolls: [...p.rolls.slice(0, index), values] });
    setTrail([...trail.slice(0, index), `${label}: ${values.join(' ')}`]);
  };

  return (
    <section className="cb-wizard" aria-label="Attack wizard" data-testid="power-wizard">
      <h4>
        {input.battery.name} → {target.label}
      </h4>
      <OddsBefore input={input} />
      {trail.length > 0 && <Trail trail={trail} cards={p.cards} pack={pack} />}
      <div className="cb-step" data-testid="wizard-step">
        {next.kind === 'dice' && (
          <>
            <Section name={next.section} />
            <DiceEntry key={`${next.index}-${next.roll}`} autoFocus label={POWER_ROLL[next.roll].label} count={next.count} disabled={disabled} onDice={(v) => roll(next.index, POWER_ROLL[next.roll].label, v)} />
          </>
        )}
        {next.kind === 'sensor' && (
          <SensorStep section={next.section} missed={next.missed} tokens={next.tokens} rolled={rolls0} gain={gain} targetLabel={target.label} disabled={disabled} onCommit={commitSensor} />
        )}
        {next.kind === 'overcharge' && (
          <>
            <Section name={next.section} />
            <p>
              {target.label}’s player: overcharge the armor? {next.powerDice} power dice become {next.halved}; it costs {countOf(next.cost, 'reactor point')}.
            </p>
            <div className="gm-row cb-act" role="group" aria-label="The defender's answer">
              <button type="button" className="gm-btn" onClick={() => setP({ ...p, overcharge: true })}>
                Overcharge
              </button>
              <button type="button" className="gm-btn" onClick={() => setP({ ...p, overcharge: false })}>
                Do not overcharge
              </button>
            </div>
          </>
        )}
        {next.kind === 'card' && (
          <>
            <Section name={next.section} />
            <p>
              Critical card {next.index + 1} of {next.of}: turn over the top card of the physical deck and name it ({next.pile.length} still in the draw pile).
            </p>
            <NamedCardPick id="cb-card" pile={next.pile} disabled={disabled} onPick={(card) => setP({ ...p, cards: [...(p.cards ?? []), card] })} />
          </>
        )}
        {next.kind === 'reinforcedSI' && (
          <>
            <Section name={next.section} />
            <p>
              Every critical card of this attack is drawn: {target.label}’s player may now use Reinforced SI. Tick the cards it cancels as your card says (provisional:
              the rulebook prints when it is used, not what it does — check your card); the critical hits’ hull damage stands.
            </p>
            <div className="gm-row" role="group" aria-label="Cards Reinforced SI cancels">
              {next.drawn.map((c) => {
                const on = siPick.includes(c);
                return (
                  <button key={c} type="button" className="gm-btn" aria-pressed={on} onClick={() => setSiPick(on ? siPick.filter((x) => x !== c) : [...siPick, c])}>
                    {cardTitle(c)}
                  </button>
                );
              })}
            </div>
            <div className="gm-row">
              <button type="button" className="gm-btn gm-primary" disabled={disabled || siPick.length === 0} onClick={() => setP({ ...p, si: [...siPick] })}>
                Use Reinforced SI on {countOf(siPick.length, 'card')}
              </button>
              <button type="button" className="gm-btn" disabled={disabled} onClick={() => setP({ ...p, si: [] })}>
                Do not use Reinforced SI
              </button>
            </div>
          </>
        )}
        {next.kind === 'refused' && (
          <p className="gm-error-text" role="alert">
            {next.reason}
          </p>
        )}
        {next.kind === 'done' && (
          <Done
            result={next.result}
            luck={luckPercentile(planned.crits, next.result.criticalHits)}
            saving={saving}
            disabled={disabled}
            onRecord={async () => {
              setSaving(true);
              await onRecord(next.result);
              setSaving(false);
            }}
          />
        )}
      </div>
      {(p.rolls.length > 0 || p.sensor !== null) && next.kind !== 'done' && (
        <button
          type="button"
          className="gm-btn"
          onClick={() => {
            setP(powerProgressNew(physical, p.cardSeed));
            setTrail([]);
            setSiPick([]);
          }}
        >
          Start the attack again
        </button>
      )}
    </section>
  );
}

/** The exact odds before any die (issue 15): they depend on the attack's input only, so a tap elsewhere in the wizard does not re-render them (issue 24). */
const OddsBefore = memo(function OddsBefore({ input }: { input: PowerAttackInput }) {
  const { battery, target } = input;
  const tokens = target.sensorTokens;
  const before = useMemo(() => powerOddsFor(input, 0, false), [input]);
  const withSensors = useMemo(() => (tokens > 0 ? powerOddsFor(input, tokens, false) : null), [input, tokens]);
  const overcharged = useMemo(() => (target.activeArmor ? powerOddsFor(input, tokens, true) : null), [input, tokens, target.activeArmor]);
  return (
    <div className="cb-odds" data-testid="odds">
      <Section name="Resolving the Attack" />
      <p>
        {countOf(battery.gunCount, 'gun')}, power {battery.power}
        {battery.specials.length ? ` (${battery.specials.join(', ')})` : ''}; critical value {target.criticalValue}; {hullDamageText(target.hull, target.hullDamage)}.
      </p>
      <div className="gm-row cb-hists">
        <Histogram pmf={before.crits} label="Critical hits" testId="odds-crits" />
        <Histogram pmf={before.hullDamage} label="Hull damage" testId="odds-hull" />
      </div>
      <p data-testid="odds-destroyed">
        P(destroyed) {pct(before.destroyed)} · expected criticals {before.expectedCrits.toFixed(2)}
        {overcharged ? ` · if ${target.label} overcharges: P(destroyed) ${pct(overcharged.destroyed)}` : ''}
      </p>
      {withSensors && (
        <div data-testid="odds-sensors">
          Spend sensor tokens? {target.label} carries {tokens}: re-rolling up to {tokens} misses gives expected criticals {withSensors.expectedCrits.toFixed(2)} (+
          {(withSensors.expectedCrits - before.expectedCrits).toFixed(2)}), P(destroyed) {pct(withSensors.destroyed)}. <Section name="Sensor Points" />
        </div>
      )}
    </div>
  );
});

const Trail = memo(function Trail({ trail, cards, pack }: { trail: readonly string[]; cards: readonly string[] | null | undefined; pack: KalidasiaPack | undefined }) {
  return (
    <ol className="cb-trail" data-testid="wizard-trail">
      {trail.map((t, i) => (
        <li key={i}>{t}</li>
      ))}
      {cards?.map((c, i) => (
        <li key={`c${i}`}>
          Card {i + 1}: {pack ? <CardDoes pack={pack} id={c} /> : cardTitle(c)}
        </li>
      ))}
    </ol>
  );
});

/**
 * The sensor re-rolls (Sensor Points): the missed dice to pick (the pick is this step's own state, so a tap re-renders
 * only the die it toggles and the commit button: issue 24), the expected gain per number of re-rolls.
 */
const SensorStep = memo(function SensorStep({
  section,
  missed,
  tokens,
  rolled,
  gain,
  targetLabel,
  disabled,
  onCommit,
}: {
  section: string;
  missed: readonly number[];
  tokens: number;
  rolled: readonly number[] | undefined;
  gain: readonly SensorGain[];
  targetLabel: string;
  disabled: boolean | undefined;
  onCommit(picked: readonly number[]): void;
}) {
  const [pick, setPick] = useState<readonly number[]>([]);
  const toggle = useCallback((i: number) => setPick((now) => (now.includes(i) ? now.filter((x) => x !== i) : [...now, i])), []);
  const full = pick.length >= tokens;
  return (
    <>
      <Section name={section} />
      <p>
        Missed dice may be re-rolled, one sensor token each ({tokens} on {targetLabel}); no die twice.
      </p>
      <div className="gm-row" role="group" aria-label="Missed dice to re-roll">
        {missed.map((i) => {
          const on = pick.includes(i);
          return <DieToggle key={i} index={i} value={rolled?.[i]} on={on} disabled={!on && full} onToggle={toggle} />;
        })}
      </div>
      <GainList gain={gain} />
      <div className="gm-row cb-commit">
        <button type="button" className="gm-btn gm-primary cb-commit-btn" disabled={disabled} onClick={() => onCommit(pick)}>
          <CommitWords picked={pick.length} tokens={tokens} />
        </button>
      </div>
    </>
  );
});

/**
 * The commit button's words for every number of re-rolls it can say, stacked in one cell: only the one for `picked`
 * is shown (and named: the others are `aria-hidden` and invisible). A tap changes which one, a paint-only change —
 * the button keeps the width of its longest words, so nothing around it is laid out again (issue 24, target 6).
 */
const CommitWords = memo(function CommitWords({ picked, tokens }: { picked: number; tokens: number }) {
  return Array.from({ length: Math.max(tokens, picked) + 1 }, (_, k) => (
    <span key={k} className="cb-commit-words" aria-hidden={k !== picked}>
      {k === 0 ? 'No re-rolls' : `Re-roll ${k} with sensor points`}
    </span>
  ));
});

const DieToggle = memo(function DieToggle({ index, value, on, disabled, onToggle }: { index: number; value: number | undefined; on: boolean; disabled: boolean; onToggle(i: number): void }) {
  return (
    <button type="button" className="gm-btn cb-die" aria-pressed={on} disabled={disabled} onClick={() => onToggle(index)}>
      Die {index + 1}: {value}
    </button>
  );
});

const GainList = memo(function GainList({ gain }: { gain: readonly SensorGain[] }) {
  return (
    <ul className="cb-gain" data-testid="sensor-gain">
      {gain.map((g) => (
        <li key={g.spend}>
          Re-roll {g.spend}: expected criticals {g.expectedCrits.toFixed(2)}, at least one {pct(g.atLeastOneCrit)}, P(destroyed) {pct(g.destroyed)}
        </li>
      ))}
    </ul>
  );
});

export function uniqueKinds(pile: readonly string[]): [string, number][] {
  const by = new Map<string, { id: string; n: number }>();
  for (const c of pile) {
    const k = criticalKindOfId(c) ?? c;
    const e = by.get(k);
    if (e) e.n += 1;
    else by.set(k, { id: c, n: 1 });
  }
  return [...by.values()].map((e) => [e.id, e.n]);
}

function Done({ result, luck, saving, disabled, onRecord }: { result: PowerAttackResult; luck: number; saving: boolean; disabled?: boolean | undefined; onRecord(): Promise<void> }) {
  return (
    <div data-testid="wizard-result">
      <ol className="cb-steps">
        {result.steps.map((s, i) => (
          <li key={i}>
            {s.text} <span className="gm-section">(“{s.section}”)</span>
          </li>
        ))}
      </ol>
      <p data-testid="wizard-summary">
        {countOf(result.criticalHits, 'critical hit')}, {result.damage.hullDamage} hull damage{result.damage.destroyed ? ', destroyed' : ''}. Luck: {ordinal(luck)} percentile
        of the odds before the dice (50 is average).
      </p>
      <button type="button" className="gm-btn gm-primary" disabled={saving || disabled} onClick={() => void onRecord()}>
        {saving ? 'Saving…' : 'Record the attack'}
      </button>
    </div>
  );
}

/** The card the players turned over from the physical deck, picked by its printed name among those still in the draw pile. */
export function NamedCardPick({ id, pile, disabled, onPick }: { id: string; pile: readonly string[]; disabled?: boolean | undefined; onPick(card: string): void }) {
  const [card, setCard] = useState('');
  return (
    <div className="gm-row">
      <span className="gm-field">
        <label htmlFor={id}>Card turned over</label>
        <select id={id} className="gm-input" value={card} onChange={(e) => setCard(e.target.value)}>
          <option value="">Choose…</option>
          {uniqueKinds(pile).map(([k, n]) => (
            <option key={k} value={k}>
              {cardTitle(k)} ({n} left)
            </option>
          ))}
        </select>
      </span>
      <button
        type="button"
        className="gm-btn gm-primary"
        disabled={card === '' || disabled}
        onClick={() => {
          onPick(card);
          setCard('');
        }}
      >
        Record the card
      </button>
    </div>
  );
}
