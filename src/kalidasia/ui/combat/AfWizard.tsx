/**
 * Anti-fighter fire from a warship at a fighter wing or a missile (issue 15): the odds of kills and
 * disruptions, the gun dice typed or rolled, High ROF / damaged / Blast re-rolls as the battery asks, then the
 * kills and disruptions placed on the target and the enemy tokens within 3″ (the spread is drawn on the
 * table by the overlay). Every answer goes through `antiFighterNext` (rules/combat/attackFlow.ts).
 */
import { useMemo, useState } from 'react';
import { antiFighterOdds, type AfInput, type AfToken, type AntiFighterResult } from '../../rules/combat';
import { antiFighterNext } from '../../rules/combat/attackFlow';
import { DiceEntry, Histogram, pct, Section } from './controls';
import type { GameState } from '../../game';
import { afEligible, type AfChoice } from '../../rules/combat/antiFighter';
import { afHits } from '../../rules/combat/dogfight';
import { choiceOf } from '../fighters/plan';
import { BomberCoverField, HitPlacement } from '../fighters/placement';

export interface AfWizardProps {
  readonly input: AfInput;
  readonly targetId: string;
  readonly tokens: readonly AfToken[];
  /** `cover`: Bomber Cover chosen for bombers hit by this attack. */
  onRecord(result: AntiFighterResult, cover: readonly { bomber: string; by: string }[]): Promise<boolean>;
  readonly disabled?: boolean;
  /** The game, for Bomber Cover (which wings touch a hit bomber). */
  readonly state?: GameState;
}

export function AfWizard({ input, targetId, tokens, onRecord, disabled, state }: AfWizardProps) {
  const [rolls, setRolls] = useState<(readonly number[])[]>([]);
  const [saving, setSaving] = useState(false);
  // The attacker's placement of kills and damage tokens (undefined: the rules' order), and Bomber Cover.
  const [choice, setChoice] = useState<AfChoice | undefined>(undefined);
  const [cover, setCover] = useState<Record<string, string>>({});
  const base = useMemo(() => antiFighterNext(input, targetId, tokens, { rolls }), [input, targetId, tokens, rolls]);
  const next = useMemo(() => (choice && base.kind === 'done' ? antiFighterNext(input, targetId, tokens, { rolls }, choice) : base), [input, targetId, tokens, rolls, choice, base]);
  const eligible = useMemo(() => afEligible(targetId, tokens), [targetId, tokens]);
  const covers = Object.entries(cover).filter(([, by]) => by !== '').map(([bomber, by]) => ({ bomber, by }));
  const odds = useMemo(
    () => antiFighterOdds({ guns: input.diceCount ?? input.battery.gunCount, status: input.status, power: input.battery.power, specials: input.battery.specials, vs: input.vs }),
    [input],
  );
  return (
    <section className="cb-wizard" aria-label="Anti-fighter wizard" data-testid="af-wizard">
      <h4>
        {input.battery.name} → {targetId}
      </h4>
      <Section name="Anti-Fighter Weapons" />
      <p>
        {input.vs === 'missiles' ? 'Against missiles: a 6 destroys (4+ with Anti-Missile).' : `Against fighters: a 6 kills, ${input.battery.power}+ disrupts.`} Results apply to {targetId} and the
        enemy tokens within 3″ of it (drawn on the table).
      </p>
      <div className="gm-row cb-hists" data-testid="af-odds">
        <Histogram pmf={odds.kills} label={input.vs === 'missiles' ? 'Missiles destroyed' : 'Kills'} />
        {input.vs === 'fighters' && <Histogram pmf={odds.disruptions} label="Disruptions" />}
      </div>
      {rolls.length > 0 && (
        <ol className="cb-trail">
          {rolls.map((r, i) => (
            <li key={i}>{r.join(' ')}</li>
          ))}
        </ol>
      )}
      <div className="cb-step" data-testid="wizard-step">
        {next.kind === 'dice' && (
          <>
            <Section name={next.section} />
            <DiceEntry
              key={next.index}
              autoFocus
              label={next.label}
              count={next.count}
              disabled={disabled}
              onDice={(v) => {
                setChoice(undefined);
                setCover({});
                setRolls([...rolls.slice(0, next.index), v]);
              }}
            />
          </>
        )}
        {next.kind === 'refused' && (
          <p className="gm-error-text" role="alert">
            {next.reason}
          </p>
        )}
        {base.kind === 'done' && (
          <HitPlacement
            title={input.vs === 'missiles' ? 'The attacker chooses the missiles shot down' : 'The attacker places the hits'}
            idPrefix="af-place"
            kills={base.result.roll.kills}
            tokens={input.vs === 'missiles' ? 0 : base.result.roll.disruptions}
            reach={eligible.map((e) => e.id)}
            choice={choice ?? (input.vs === 'missiles' ? { destroyed: [...base.result.allocation.missilesDestroyed], tokens: [] } : choiceOf(afHits(base.result.allocation), eligible))}
            custom={choice !== undefined}
            onChoice={setChoice}
          />
        )}
        {input.vs === 'fighters' && state && next.kind === 'done' && (
          <BomberCoverField state={state} idPrefix="af-cover" hits={afHits(next.result.allocation)} value={cover} onChange={setCover} />
        )}
        {next.kind === 'done' && (
          <div data-testid="wizard-result">
            <Section name="Applying Damage from Anti-Fighter Weapons" />
            <ol className="cb-steps">
              {next.result.steps.map((s, i) => (
                <li key={i}>
                  {s.text} <span className="gm-section">(“{s.section}”)</span>
                </li>
              ))}
            </ol>
            <p data-testid="wizard-summary">
              {input.vs === 'missiles'
                ? `Destroyed: ${next.result.allocation.missilesDestroyed.join(', ') || 'none'}.`
                : `Destroyed by a kill (red pile): ${next.result.allocation.destroyed.join(', ') || 'none'}; two damage tokens (yellow pile): ${next.result.allocation.twoTokens.join(', ') || 'none'}; disrupted: ${next.result.allocation.disrupted.join(', ') || 'none'}.`}{' '}
              P(at least one kill) was {pct(1 - (odds.kills[0] ?? 0))}.
            </p>
            <button
              type="button"
              className="gm-btn gm-primary"
              disabled={saving || disabled}
              onClick={() => {
                setSaving(true);
                void onRecord(next.result, covers).finally(() => setSaving(false));
              }}
            >
              {saving ? 'Saving…' : 'Record the attack'}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
