import { useState } from 'react';
import { DiceInput } from '../../shared/ui/DiceInput';
import type { CaledaEvent } from '../reducer';
import { STRUCTURE_FALLS_ON, structureAttackDice, structureFalls } from '../rules/combat';
import { unitDice } from '../rules/combatFlow';
import { goldAvailable } from '../rules/gold';
import { nameOfSquare, playerName, unitById, type CaledaState, type CaledaUnit } from '../rules/state';
import { RANK_NAMES } from '../rules/units';
import { RoundResolver } from './RoundResolver';

const unitName = (s: CaledaState, u: CaledaUnit): string => `${playerName(s, u.owner)}'s ${RANK_NAMES[u.rank]}`;

function UnitChoice(props: { s: CaledaState; ids: readonly number[]; chosen: number | null; onChoose(id: number): void; describe(u: CaledaUnit): string; label: string }) {
  return (
    <div className="row" role="group" aria-label={props.label}>
      {props.ids.map((id, i) => {
        const u = unitById(props.s, id);
        if (!u) return null;
        return (
          <button key={id} type="button" className="button" aria-pressed={props.chosen === id} onClick={() => props.onChoose(id)}>
            {RANK_NAMES[u.rank]} {i + 1} · {props.describe(u)}
          </button>
        );
      })}
    </div>
  );
}

/** The combat in progress: one-to-one rounds (attacker chooses first), then each attacker against the structure. */
export function CombatPanel(props: { state: CaledaState; dispatch(e: CaledaEvent): string | null }) {
  const { state: s } = props;
  const c = s.combat;
  const [attacker, setAttacker] = useState<number | null>(null);
  const [defender, setDefender] = useState<number | null>(null);
  const [ambush, setAmbush] = useState(false);
  const [structureDice, setStructureDice] = useState<number[] | null>(null);
  if (!c) return null;
  const where = nameOfSquare(s, c.square);
  const attackerPlayer = s.players[c.attacker];
  const reset = (): void => {
    setAttacker(null);
    setDefender(null);
    setAmbush(false);
    setStructureDice(null);
  };
  const a = attacker === null ? undefined : unitById(s, attacker);
  const d = defender === null ? undefined : unitById(s, defender);
  const st = s.squares[c.square]?.structure ?? null;
  return (
    <section className="panel cal-combat" aria-labelledby="combat-heading" data-testid="combat">
      <h2 id="combat-heading">
        Combat on {where}: {playerName(s, c.attacker)} attacks {playerName(s, c.defender)}
      </h2>
      <p className="muted">
        {c.attackers.length} attacking, {c.defenders.length} defending (came from {nameOfSquare(s, c.from)}). Rules: Caleda “Combat”, “Strong Lands”, “Defensive Structures”.
      </p>
      {c.stage === 'units' ? (
        <>
          <h3>1. {playerName(s, c.attacker)} chooses a unit first</h3>
          <UnitChoice
            s={s}
            ids={c.attackers}
            chosen={attacker}
            label="Attacking unit"
            describe={(u) => `${unitDice(s, u, 'attacker', c.square, ambush).total} dice`}
            onChoose={(id) => {
              setAttacker(id);
              setDefender(null);
            }}
          />
          {attackerPlayer?.power.kind === 'ambush' && (
            <label className="choice">
              <input type="checkbox" checked={ambush} disabled={defender !== null} onChange={(e) => setAmbush(e.currentTarget.checked)} />
              Ambush: +3 dice for this unit this round ({attackerPlayer.costs.power} gold, {goldAvailable(s.gold[c.attacker] ?? { total: 0, setAside: 0 })} available;
              announced before the defender chooses — Rules: Caleda “Ambush”)
            </label>
          )}
          {a && (
            <>
              <h3>2. {playerName(s, c.defender)} chooses a defender</h3>
              <UnitChoice s={s} ids={c.defenders} chosen={defender} label="Defending unit" describe={(u) => `${unitDice(s, u, 'defender', c.square).total} dice`} onChoose={setDefender} />
            </>
          )}
          {a && d && (
            <>
              <h3>3. Roll</h3>
              <RoundResolver
                key={`${a.id}-${d.id}-${ambush ? 1 : 0}`}
                aName={unitName(s, a)}
                dName={unitName(s, d)}
                aDice={unitDice(s, a, 'attacker', c.square, ambush)}
                dDice={unitDice(s, d, 'defender', c.square)}
                doneLabel="Record the round"
                onDone={(rolls) => {
                  if (props.dispatch({ type: 'combatRound', attackerUnit: a.id, defenderUnit: d.id, ...(ambush ? { ambush: true } : {}), rolls }) === null) reset();
                }}
              />
            </>
          )}
        </>
      ) : (
        <>
          <h3>
            The defenders are gone: each attacking unit rolls against the {st?.kind ?? 'structure'} (falls on {st ? `${STRUCTURE_FALLS_ON[st.kind]}${st.kind === 'tower' ? '+' : ''}` : '—'}; no land bonus, no powers)
          </h3>
          <UnitChoice
            s={s}
            ids={c.attackers}
            chosen={attacker}
            label="Unit rolling against the structure"
            describe={(u) => `${structureAttackDice(u.rank)} dice`}
            onChoose={(id) => {
              setAttacker(id);
              setStructureDice(null);
            }}
          />
          {a && st && (
            <div className="cal-round">
              {structureDice ? (
                <>
                  <p className="cal-dice" data-testid="structure-dice">
                    {[...structureDice].sort((x, y) => y - x).join(' ')}
                  </p>
                  <p data-testid="structure-verdict">
                    Highest {Math.max(...structureDice)}: the {st.kind} {structureFalls(st.kind, structureDice) ? `falls (needs ${STRUCTURE_FALLS_ON[st.kind]})` : `holds (needs ${STRUCTURE_FALLS_ON[st.kind]}); this unit returns to ${nameOfSquare(s, c.from)}`}.
                  </p>
                  <div className="row">
                    <button type="button" className="button" onClick={() => setStructureDice(null)}>
                      Re-enter the dice
                    </button>
                    <button
                      type="button"
                      className="button cal-primary"
                      onClick={() => {
                        if (props.dispatch({ type: 'structureRoll', unit: a.id, dice: structureDice }) === null) reset();
                      }}
                    >
                      Record the roll
                    </button>
                  </div>
                </>
              ) : (
                <DiceInput label={`${unitName(s, a)} against the ${st.kind}`} count={structureAttackDice(a.rank)} onRoll={(v) => setStructureDice(v)} />
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
