/**
 * Where an attack's hits go on enemy wings — one choice per kill and per damage token, the rules' order shown first —
 * and Bomber Cover. Shared by the dogfight form and the warships' anti-fighter wizard.
 */
import type { GameState } from '../../game';
import type { AfChoice } from '../../rules/combat/antiFighter';
import { coverWings } from './plan';

/** Where one side's kills and damage tokens go: one choice per kill and per token, the rules' order shown first. */
// Rules: Kalidasia "Applying Damage from Anti-Fighter Weapons" — "For each six rolled, the attacker can remove an enemy fighter token. Then for each disruption roll, the attacker may place a damage token on an enemy fighter."
export function HitPlacement(props: { title: string; idPrefix: string; kills: number; tokens: number; reach: readonly string[]; choice: AfChoice; custom: boolean; onChoice(c: AfChoice | undefined): void }) {
  const { choice } = props;
  const nKill = Math.min(props.kills, props.reach.length);
  const nTok = choice.tokens.length;
  if (nKill + nTok === 0 || props.reach.length < 2) return null;
  const edit = (kind: 'destroyed' | 'tokens', i: number, v: string) => props.onChoice({ ...choice, [kind]: choice[kind].map((x, k) => (k === i ? v : x)) });
  return (
    <fieldset className="fg-set" aria-label={props.title}>
      <legend>{props.title} (rules: “Applying Damage from Anti-Fighter Weapons”)</legend>
      {choice.destroyed.map((w, i) => (
        <span key={`k${i}`} className="gm-field">
          <label htmlFor={`${props.idPrefix}-k${i}`}>Kill {i + 1} removes</label>
          <select id={`${props.idPrefix}-k${i}`} className="gm-input" value={w} onChange={(e) => edit('destroyed', i, e.target.value)}>
            {props.reach.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </span>
      ))}
      {choice.tokens.map((w, i) => (
        <span key={`t${i}`} className="gm-field">
          <label htmlFor={`${props.idPrefix}-t${i}`}>Damage token {i + 1} on</label>
          <select id={`${props.idPrefix}-t${i}`} className="gm-input" value={w} onChange={(e) => edit('tokens', i, e.target.value)}>
            {props.reach.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </span>
      ))}
      {props.custom && (
        <button type="button" className="gm-btn" onClick={() => props.onChoice(undefined)}>
          Use the rules’ order
        </button>
      )}
    </fieldset>
  );
}

/** Bomber Cover: for each bomber hit on this side, a friendly non-bomber wing in contact may take the hit instead. */
// Rules: Kalidasia "Bomber Cover" — "Once per turn, when a bomber is destroyed or disrupted, a friendly non-bomber fighter wing in contact with the bomber can have the effect applied to them instead."
export function BomberCoverField(props: { state: GameState; idPrefix: string; hits: { destroyed: readonly string[]; disrupted: readonly string[] }; value: Record<string, string>; onChange(m: Record<string, string>): void }) {
  const bombers = [...new Set([...props.hits.destroyed, ...props.hits.disrupted])].map((id) => ({ id, wings: coverWings(props.state, id) })).filter((b) => b.wings.length > 0);
  if (bombers.length === 0) return null;
  return (
    <fieldset className="fg-set" aria-label="Bomber Cover">
      <legend>Bomber Cover (rules: “Bomber Cover”, once per turn)</legend>
      {bombers.map((b) => (
        <span key={b.id} className="gm-field">
          <label htmlFor={`${props.idPrefix}-${b.id}`}>{b.id}’s hit taken by</label>
          <select id={`${props.idPrefix}-${b.id}`} className="gm-input" value={props.value[b.id] ?? ''} onChange={(e) => props.onChange({ ...props.value, [b.id]: e.target.value })}>
            <option value="">nobody (the bomber takes it)</option>
            {b.wings.map((w) => (
              <option key={w.id} value={w.id}>
                {w.id}
              </option>
            ))}
          </select>
        </span>
      ))}
    </fieldset>
  );
}

