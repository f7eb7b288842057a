/**
 * The dogfight form, shared by a fighter group's activation and by escorts firing during their warship's activation:
 * the declaring wing and its target, who joins and who returns fire, both rolls typed or rolled, then the dice the
 * weapons' abilities call for (High ROF re-rolls of misses, Blast bonus dice), where each side's hits go (the rolling
 * side's choice, the rules' order by default) and Bomber Cover. The rules decide (plan.ts → rules/combat/dogfight.ts);
 * the reducer checks the event again.
 */
import { useSyncExternalStore } from 'react';
import { Circle, Group, Line } from 'react-konva';
import type { FighterState, GameState } from '../../game';
import { fighterClassOf } from '../../game/helpers';
import type { AfChoice } from '../../rules/combat/antiFighter';
import { dfDiceCount, type DfExtras } from '../../rules/combat/dogfight';
import type { Dispatch, StepProps } from '../game/steps';
import { DiceField, diceOf, f1 } from './common';
import { BomberSection } from './bombers';
import { HitPlacement, BomberCoverField } from './placement';
import { bomberTargets, escortDogfightLeads, dogfightOutcome, dogfightSides, dogfightTargets, within3Able, type DogfightResult } from './plan';

export interface DogfightForm {
  lead?: string;
  target?: string;
  /** `undefined`: everyone able within 3". */
  supporters?: string[];
  defenders?: string[];
  aDice?: string;
  dDice?: string;
  /** High ROF re-rolls and Blast bonus dice, typed or rolled. */
  aRerolls?: string;
  dRerolls?: string;
  aBonus?: string;
  dBonus?: string;
  /** The attackers' placement of their hits on the defenders, and the defenders' placement of the return fire. */
  aChoice?: AfChoice;
  dChoice?: AfChoice;
  /** Bomber Cover: bomber → covering wing, on the defending side and on the attacking side. */
  dCover?: Record<string, string>;
  aCover?: Record<string, string>;
}

/** The dogfight as currently chosen (lead, target, who joins), or null when no wing can declare one. */
export function dogfightChoice(state: GameState, form: DogfightForm, leads: readonly FighterState[]) {
  const lead = leads.find((f) => f.id === form.lead) ?? leads[0];
  if (!lead) return null;
  const targets = dogfightTargets(state, lead.id);
  const target = targets.find((t) => t.f.id === form.target) ?? targets.find((t) => t.inRange) ?? targets[0];
  if (!target) return { lead, targets, target: null, supporters: [] as string[], defenders: [] as string[], ableS: [] as FighterState[], ableD: [] as FighterState[] };
  const ableS = within3Able(state, lead.id, lead.owner).filter((f) => f.id !== lead.id);
  const ableD = within3Able(state, target.f.id, target.f.owner);
  const supporters = form.supporters ?? ableS.map((f) => f.id);
  const defenders = form.defenders ?? ableD.map((f) => f.id);
  return { lead, targets, target, supporters: supporters.filter((id) => ableS.some((f) => f.id === id)), defenders: defenders.filter((id) => ableD.some((f) => f.id === id)), ableS, ableD };
}

const hitsText = (h: { destroyed: readonly string[]; disrupted: readonly string[] }) => {
  if (h.destroyed.length + h.disrupted.length === 0) return 'no effect';
  const twice = [...new Set(h.disrupted.filter((id, i) => h.disrupted.indexOf(id) !== i))];
  const once = [...new Set(h.disrupted)].filter((id) => !twice.includes(id));
  return [
    h.destroyed.length > 0 ? `destroyed: ${h.destroyed.join(', ')} (red pile)` : '',
    once.length > 0 ? `damage token: ${once.join(', ')}` : '',
    twice.length > 0 ? `two damage tokens: ${twice.join(', ')} (yellow pile)` : '',
  ]
    .filter(Boolean)
    .join('; ');
};

const extrasOf = (bonus: string | undefined, rerolls: string | undefined): DfExtras | string => {
  const b = diceOf(bonus ?? '');
  const r = diceOf(rerolls ?? '');
  if (typeof b === 'string') return `Blast bonus dice: ${b}`;
  if (typeof r === 'string') return `High ROF re-rolls: ${r}`;
  return { bonus: b, rerolls: r };
};

export function DogfightSection(props: {
  state: GameState;
  readOnly: boolean;
  dispatch: Dispatch;
  leads: readonly FighterState[];
  form: DogfightForm;
  setForm(f: DogfightForm): void;
  /** Prefix of the form's element ids (two forms may be on screen). */
  idPrefix: string;
  title: string;
  empty: string;
}) {
  const { state, form, dispatch, readOnly } = props;
  const set = (patch: Partial<DogfightForm>) => props.setForm({ ...form, ...patch });
  const df = dogfightChoice(state, form, props.leads);
  const plan = df && df.target ? { lead: df.lead.id, target: df.target.f.id, supporters: df.supporters, defenders: df.defenders } : null;
  const sides = plan ? dogfightSides(state, plan) : null;
  const aDice = diceOf(form.aDice ?? '');
  const dDice = diceOf(form.dDice ?? '');
  const aX = extrasOf(form.aBonus, form.aRerolls);
  const dX = extrasOf(form.dBonus, form.dRerolls);
  const diceOk = typeof aDice !== 'string' && typeof dDice !== 'string' && (aDice.length > 0 || dDice.length > 0) && typeof aX !== 'string' && typeof dX !== 'string';
  const covers = (m: Record<string, string> | undefined) => Object.entries(m ?? {}).filter(([, by]) => by !== '').map(([bomber, by]) => ({ bomber, by }));
  // The roll read in the rules' order (for the counts and the choices shown), then with the players' choices.
  const base: DogfightResult | string | null = plan && diceOk ? dogfightOutcome(state, { ...plan, attackerDice: aDice, defenderDice: dDice, attackerExtras: aX, defenderExtras: dX }) : null;
  const result: DogfightResult | string | null =
    plan && diceOk && typeof base !== 'string' && base
      ? dogfightOutcome(state, {
          ...plan,
          attackerDice: aDice,
          defenderDice: dDice,
          attackerExtras: aX,
          defenderExtras: dX,
          ...(form.aChoice ? { onDefendersChoice: form.aChoice } : {}),
          ...(form.dChoice ? { onAttackersChoice: form.dChoice } : {}),
          coverDefenders: covers(form.dCover),
          coverAttackers: covers(form.aCover),
        })
      : base;
  // How many Blast and High ROF dice each side owes, counted without the extras typed so far (so a wrong count typed
  // keeps its field on screen): Blast dice from the original roll, re-rolls once the Blast dice are in.
  const rolled = typeof aDice !== 'string' && typeof dDice !== 'string' && (aDice.length > 0 || dDice.length > 0);
  const bonusOf = (x: DfExtras | string): DfExtras => (typeof x === 'string' ? {} : { bonus: x.bonus ?? [] });
  const zero = plan && rolled ? dogfightOutcome(state, { ...plan, attackerDice: aDice, defenderDice: dDice }) : null;
  const withBonus = plan && rolled ? dogfightOutcome(state, { ...plan, attackerDice: aDice, defenderDice: dDice, attackerExtras: bonusOf(aX), defenderExtras: bonusOf(dX) }) : null;
  const z = zero && typeof zero !== 'string' ? zero.read : null;
  const wb = withBonus && typeof withBonus !== 'string' ? withBonus.read : z;
  const need = z && wb ? { aBonus: z.attackers.owed.bonus, dBonus: z.defenders.owed.bonus, aRerolls: wb.attackers.owed.rerolls, dRerolls: wb.defenders.owed.rerolls } : null;
  const owed = base && typeof base !== 'string' ? base.read : null;
  const stillOwed = owed ? owed.attackers.owed.bonus + owed.attackers.owed.rerolls + owed.defenders.owed.bonus + owed.defenders.owed.rerolls : 0;
  const resolve = async () => {
    if (!plan || !result || typeof result === 'string' || stillOwed > 0) return;
    const r = await dispatch({ type: 'fighterAttack', attackers: result.attackers, target: { kind: 'fighter', id: plan.target }, outcome: result.outcome });
    if (r.ok) props.setForm({});
  };
  const id = (x: string) => `${props.idPrefix}-${x}`;
  const resetDice = { aRerolls: undefined, dRerolls: undefined, aBonus: undefined, dBonus: undefined, aChoice: undefined, dChoice: undefined, aCover: undefined, dCover: undefined };
  return (
    <section aria-label={props.title}>
      <h3 className="fg-h">{props.title}</h3>
      {!df ? (
        <p className="gm-muted">{props.empty}</p>
      ) : (
        <>
          <div className="gm-row">
            <span className="gm-field">
              <label htmlFor={id('lead')}>Attacking wing</label>
              <select id={id('lead')} className="gm-input" value={df.lead.id} onChange={(e) => props.setForm({ lead: e.target.value })}>
                {props.leads.map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.id}
                  </option>
                ))}
              </select>
            </span>
            <span className="gm-field">
              <label htmlFor={id('target')}>Target wing</label>
              <select id={id('target')} className="gm-input" value={df.target?.f.id ?? ''} onChange={(e) => props.setForm({ lead: df.lead.id, target: e.target.value })}>
                {df.targets.map((t) => (
                  <option key={t.f.id} value={t.f.id}>
                    {t.f.id} — {f1(t.d)}″{t.inRange ? '' : ' (out of range)'}
                  </option>
                ))}
              </select>
            </span>
          </div>
          {df.target && !df.target.inRange && (
            <p className="gm-error-text">
              {df.target.f.id} is {f1(df.target.d)}″ away; {df.lead.id}’s weapon reaches {fighterClassOf(state, df.lead).weapon.range ?? 0}″ (rules: “Anti-Fighter Weapons”).
            </p>
          )}
          {df.ableS.length > 0 && (
            <fieldset className="fg-set">
              <legend>Join the attack (within 3″ of {df.lead.id})</legend>
              {df.ableS.map((f) => (
                <label key={f.id} className="gm-check">
                  <input type="checkbox" checked={df.supporters.includes(f.id)} onChange={(e) => set({ ...resetDice, supporters: e.target.checked ? [...df.supporters, f.id] : df.supporters.filter((x) => x !== f.id) })} />
                  {f.id}
                </label>
              ))}
            </fieldset>
          )}
          {df.ableD.length > 0 && (
            <fieldset className="fg-set">
              <legend>Return fire — each may decline (the target and friends within 3″)</legend>
              {df.ableD.map((f) => (
                <label key={f.id} className="gm-check">
                  <input type="checkbox" checked={df.defenders.includes(f.id)} onChange={(e) => set({ ...resetDice, defenders: e.target.checked ? [...df.defenders, f.id] : df.defenders.filter((x) => x !== f.id) })} />
                  {f.id}
                </label>
              ))}
            </fieldset>
          )}
          {sides && (
            <>
              <DiceField label="Attacker dice" count={dfDiceCount(sides.attackers)} value={form.aDice ?? ''} onChange={(v) => set({ ...resetDice, aDice: v })} />
              {sides.defenders.length > 0 ? (
                <DiceField label="Defender dice" count={dfDiceCount(sides.defenders)} value={form.dDice ?? ''} onChange={(v) => set({ ...resetDice, dDice: v })} />
              ) : (
                <p className="gm-section" data-testid={id('no-return-fire')}>
                  No return fire: {df.ableD.length > 0 ? 'the defenders declined' : 'no wing can return fire (the target attacked earlier this turn or carries a power weapon)'} — rules: “Dogfighting”.
                </p>
              )}
            </>
          )}
          {need && need.aBonus > 0 && <DiceField label="Attacker Blast dice" count={need.aBonus} value={form.aBonus ?? ''} onChange={(v) => set({ aBonus: v, aRerolls: undefined, aChoice: undefined })} />}
          {need && need.aRerolls > 0 && (
            <>
              <p className="gm-section" data-testid={id('highrof-a')}>
                High ROF: re-roll the attackers’ {need.aRerolls === 1 ? 'miss' : `${need.aRerolls} misses`} (a 6 on a re-roll only disrupts) — rules: “Weapon Special Abilities”.
              </p>
              <DiceField label="Attacker re-rolls" count={need.aRerolls} value={form.aRerolls ?? ''} onChange={(v) => set({ aRerolls: v, aChoice: undefined })} />
            </>
          )}
          {need && need.dBonus > 0 && <DiceField label="Defender Blast dice" count={need.dBonus} value={form.dBonus ?? ''} onChange={(v) => set({ dBonus: v, dRerolls: undefined, dChoice: undefined })} />}
          {need && need.dRerolls > 0 && (
            <>
              <p className="gm-section" data-testid={id('highrof-d')}>
                High ROF: re-roll the return fire’s {need.dRerolls === 1 ? 'miss' : `${need.dRerolls} misses`} (a 6 on a re-roll only disrupts) — rules: “Weapon Special Abilities”.
              </p>
              <DiceField label="Defender re-rolls" count={need.dRerolls} value={form.dRerolls ?? ''} onChange={(v) => set({ dRerolls: v, dChoice: undefined })} />
            </>
          )}
          {typeof aDice === 'string' && <p className="gm-error-text">Attacker dice: {aDice}</p>}
          {typeof dDice === 'string' && <p className="gm-error-text">Defender dice: {dDice}</p>}
          {typeof aX === 'string' && <p className="gm-error-text">Attacker {aX}</p>}
          {typeof dX === 'string' && <p className="gm-error-text">Defender {dX}</p>}
          {typeof result === 'string' && <p className="gm-error-text">{result}</p>}
          {base && typeof base !== 'string' && (
            <>
              <HitPlacement
                title="Attackers place their hits"
                idPrefix={id('pa')}
                kills={base.read.attackers.kills}
                tokens={base.read.attackers.disruptions}
                reach={base.reachDefenders.map((w) => w.id)}
                choice={form.aChoice ?? base.choiceDefenders}
                custom={form.aChoice !== undefined}
                onChoice={(c) => set({ aChoice: c })}
              />
              <HitPlacement
                title="The return fire places its hits"
                idPrefix={id('pd')}
                kills={base.read.defenders.kills}
                tokens={base.read.defenders.disruptions}
                reach={base.reachAttackers.map((w) => w.id)}
                choice={form.dChoice ?? base.choiceAttackers}
                custom={form.dChoice !== undefined}
                onChoice={(c) => set({ dChoice: c })}
              />
              <BomberCoverField state={state} idPrefix={id('cd')} hits={base.outcome.onDefenders} value={form.dCover ?? {}} onChange={(m) => set({ dCover: m })} />
              <BomberCoverField state={state} idPrefix={id('ca')} hits={base.outcome.onAttackers} value={form.aCover ?? {}} onChange={(m) => set({ aCover: m })} />
            </>
          )}
          {result && typeof result !== 'string' && (
            <div data-testid="dogfight-result">
              <p>
                Attackers: {result.read.attackers.kills} kills, {result.read.attackers.disruptions} disruptions → {hitsText(result.outcome.onDefenders)}.
              </p>
              <p>
                Return fire: {result.read.defenders.kills} kills, {result.read.defenders.disruptions} disruptions → {hitsText(result.outcome.onAttackers)}.
              </p>
            </div>
          )}
          {stillOwed > 0 && <p className="gm-muted">Roll the High ROF re-rolls and Blast dice above before resolving.</p>}
          <button type="button" className="gm-btn gm-primary" disabled={readOnly || !result || typeof result === 'string' || stillOwed > 0} onClick={() => void resolve()}>
            Resolve the dogfight
          </button>
        </>
      )}
    </section>
  );
}

/** The 3" radii around the declaring wing and its target, and the line between them. */
export function DogfightOverlay(props: { state: GameState; form: DogfightForm; leads: readonly FighterState[]; scale: number }) {
  const df = dogfightChoice(props.state, props.form, props.leads);
  const k = 1 / Math.max(0.001, props.scale);
  if (!df) return null;
  return (
    <Group listening={false}>
      {df.lead.pose && <Circle x={df.lead.pose.x} y={df.lead.pose.y} radius={3} stroke="#f2b84b" strokeWidth={2} strokeScaleEnabled={false} dash={[6, 4]} />}
      {df.target?.f.pose && (
        <>
          <Circle x={df.target.f.pose.x} y={df.target.f.pose.y} radius={3} stroke="#e06c5f" strokeWidth={2} strokeScaleEnabled={false} dash={[6, 4]} />
          {df.lead.pose && <Line points={[df.lead.pose.x, df.lead.pose.y, df.target.f.pose.x, df.target.f.pose.y]} stroke="#e06c5f" strokeWidth={1.5} strokeScaleEnabled={false} dash={[2, 4]} />}
          <Circle x={df.target.f.pose.x} y={df.target.f.pose.y} radius={4 * k} fill="#e06c5f" />
        </>
      )}
    </Group>
  );
}

/**
 * Escorts firing during their warship's activation: shown beside the warship's movement step (step 6) while one of its
 * escorts can still attack a fighter this turn.
 */
// Rules: Kalidasia "Warship Escorting" — "Each fighter wing may attack according to normal rules once during the warship's activation. These attacks can be made at any point during the warship's movement."
// The escorts' form is shared by the aside and its overlay (the step's scratch belongs to the planner): a tiny store,
// keyed by the warship whose activation it is.
let escortForm: { ship: string | null; form: DogfightForm } = { ship: null, form: {} };
const escortListeners = new Set<() => void>();
const escortSubscribe = (l: () => void) => {
  escortListeners.add(l);
  return () => escortListeners.delete(l);
};
function useEscortForm(ship: string | null): [DogfightForm, (f: DogfightForm) => void] {
  const v = useSyncExternalStore(escortSubscribe, () => escortForm);
  const set = (form: DogfightForm) => {
    escortForm = { ship, form };
    escortListeners.forEach((l) => l());
  };
  return [v.ship === ship ? v.form : {}, set];
}
const activeShipId = (s: GameState): string | null => (s.action.active?.kind === 'ship' ? s.action.active.ship : null);

/** The 3" radii of the escorts' dogfight on the table. */
export function EscortAttackOverlay(p: StepProps) {
  const [form] = useEscortForm(activeShipId(p.state));
  const leads = escortDogfightLeads(p.state);
  if (leads.length === 0) return null;
  return <DogfightOverlay state={p.state} form={form} leads={leads} scale={p.scale} />;
}

export function EscortAttackAside(p: StepProps) {
  const [form, setForm] = useEscortForm(activeShipId(p.state));
  const leads = escortDogfightLeads(p.state);
  const bombers = bomberTargets(p.state);
  if (leads.length === 0 && bombers.length === 0) return null;
  const a = p.state.action.active;
  const ship = a?.kind === 'ship' ? p.state.ships.find((x) => x.id === a.ship) : undefined;
  return (
    <div className="gm-form fg-aside" data-testid="escort-attack">
      <p className="gm-section">
        Rules: “Warship Escorting” — each escort of {ship?.label ?? 'the warship'} may attack once during its activation, at any point of its movement (never a precision attack).
      </p>
      <DogfightSection
        state={p.state}
        readOnly={p.readOnly}
        dispatch={p.dispatch}
        leads={leads}
        form={form}
        setForm={setForm}
        idPrefix="fg-esc"
        title="Escorts attack"
        empty="No escort can attack a fighter now."
      />
      <BomberSection {...p} />
    </div>
  );
}
