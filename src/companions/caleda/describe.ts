/**
 * One readable line per Caleda event for the visible log, worked out from the state before it (and the
 * state after it, computed with the same pure reducer, so the line says what the action did). Pure.
 */
import { applyCaleda, type CaledaEvent } from './reducer';
import { compareDice, type RoundRoll } from './rules/combat';
import { nameOfSquare, playerName, unitById, type CaledaState, type CaledaUnit } from './rules/state';
import { RANK_NAMES, nextRank, type Rank } from './rules/units';

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** "Cavalry and 2 Infantry" */
export function unitsText(units: readonly CaledaUnit[]): string {
  const order: Rank[] = ['general', 'cavalry', 'infantry'];
  const parts = order.flatMap((r) => {
    const n = units.filter((u) => u.rank === r).length;
    return n === 0 ? [] : [n === 1 ? RANK_NAMES[r] : `${n} ${RANK_NAMES[r]}`];
  });
  if (parts.length <= 1) return parts[0] ?? 'no units';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] ?? ''}`;
}

const diceText = (xs: readonly number[]): string => [...xs].sort((a, b) => b - a).join(' ');

/** "6 5 against 4 (attacker wins), after 1 re-roll" */
function rollsText(rolls: readonly RoundRoll[]): string {
  const last = rolls[rolls.length - 1];
  if (!last) return 'no dice';
  const w = compareDice(last.attacker, last.defender).winner;
  const rerolls = rolls.length > 1 ? `, after ${plural(rolls.length - 1, 're-roll')}` : '';
  return `${diceText(last.attacker)} against ${diceText(last.defender)} (${w === 'attacker' ? 'attacker wins' : w === 'defender' ? 'defender wins' : 'tie'})${rerolls}`;
}

/** What changed for gold, markers, capitals and structures between two states, as short phrases. */
function consequences(before: CaledaState, after: CaledaState): string[] {
  const out: string[] = [];
  after.squares.forEach((sq, i) => {
    const was = before.squares[i];
    const where = nameOfSquare(after, i);
    const m0 = was?.marker ?? null;
    const m1 = sq.marker;
    if (m1 && !m0 && before.players.findIndex((p) => p.capital === i) < 0) out.push(`${playerName(after, m1.owner)} claims ${where}`);
    if (m1 && m0 && m1.salted && !m0.salted) out.push(`${where} is salted`);
    if (m1 && m0 && !m1.salted && m0.salted) out.push(`${playerName(after, m1.owner)} reclaims ${where}`);
    if (was?.structure && !sq.structure) out.push(`the ${was.structure.kind} on ${where} falls`);
  });
  after.capitalHolders.forEach((h, owner) => {
    const h0 = before.capitalHolders[owner];
    if (h0 === h) return;
    out.push(h === owner ? `${playerName(after, owner)} reclaims their capital` : `${playerName(after, h)} takes ${playerName(after, owner)}'s capital`);
  });
  const fresh = after.units.filter((u) => u.id >= before.nextUnitId);
  if (fresh.length > 0) out.push(`+${plural(fresh.length, 'new Infantry', 'new Infantry')}`);
  after.gold.forEach((g, p) => {
    const d = g.total - (before.gold[p]?.total ?? 0);
    if (d !== 0) out.push(`${playerName(after, p)} ${d > 0 ? '+' : '−'}${plural(Math.abs(d), 'gold', 'gold')}`);
  });
  if (after.combat && !before.combat) out.push(`attacks ${playerName(after, after.combat.defender)} on ${nameOfSquare(after, after.combat.square)}`);
  if (before.combat && !after.combat && !after.victory) {
    const c = before.combat;
    const won = after.units.some((u) => u.owner === c.attacker && u.square === c.square);
    out.push(won ? `${playerName(after, c.attacker)} wins the fight for ${nameOfSquare(after, c.square)}` : `the attack on ${nameOfSquare(after, c.square)} is over`);
  }
  if (after.victory && !before.victory) out.push(after.victory.message);
  return out;
}

const label = (s: CaledaState, id: number): string => {
  const u = unitById(s, id);
  return u ? `${RANK_NAMES[u.rank]} on ${nameOfSquare(s, u.square)}` : `unit ${id}`;
};

/** The main clause of a line, from the state before the event. */
function headline(s: CaledaState, e: CaledaEvent): string {
  const who = playerName(s, s.turn.player);
  switch (e.type) {
    case 'endTurn': {
      const next = (s.turn.player + 1) % s.players.length;
      return `${who} ends the turn; ${playerName(s, next)} to play`;
    }
    case 'setResources':
      return `${nameOfSquare(s, e.square)} holds ${e.resources.join(' and ')}`;
    case 'move': {
      const units = e.units.flatMap((id) => {
        const u = unitById(s, id);
        return u ? [u] : [];
      });
      const from = units[0] === undefined ? '?' : nameOfSquare(s, units[0].square);
      const found = e.resources ? ` (${nameOfSquare(s, e.to)} holds ${e.resources.join(' and ')})` : '';
      return `${who} moves ${unitsText(units)} from ${from} to ${nameOfSquare(s, e.to)}${found}`;
    }
    case 'upgrade': {
      const u = unitById(s, e.unit);
      const to = u ? nextRank(u.rank) : null;
      return `${who} upgrades the ${label(s, e.unit)} to ${to ? RANK_NAMES[to] : '?'}`;
    }
    case 'build': {
      const st = s.squares[e.square]?.structure;
      return st ? `${who} upgrades the tower on ${nameOfSquare(s, e.square)} to a castle` : `${who} builds a tower on ${nameOfSquare(s, e.square)}`;
    }
    case 'combatRound': {
      const c = s.combat;
      const att = c ? playerName(s, c.attacker) : who;
      const def = c ? playerName(s, c.defender) : '?';
      const ambush = e.ambush === true ? ' with Ambush' : '';
      return `Round: ${att}'s ${label(s, e.attackerUnit)}${ambush} against ${def}'s ${label(s, e.defenderUnit)}: ${rollsText(e.rolls)}`;
    }
    case 'structureRoll': {
      const c = s.combat;
      const st = c ? s.squares[c.square]?.structure : null;
      return `${who}'s ${label(s, e.unit)} rolls ${diceText(e.dice)} against the ${st?.kind ?? 'structure'}`;
    }
    case 'bombard':
      return `${who} bombards ${nameOfSquare(s, e.target)} with the ${label(s, e.unit)}: ${rollsText(e.rolls)}`;
    case 'transport':
      return `${who} transports the ${label(s, e.unit)} to ${nameOfSquare(s, e.to)}`;
    case 'usePower': {
      const note = e.note?.trim() ? ` (${e.note.trim()})` : '';
      return `${who} uses ${s.players[s.turn.player]?.power.name ?? 'their power'}${note}`;
    }
    case 'spendGold':
      return `${who} spends ${plural(e.amount, 'gold', 'gold')}${e.note.trim() ? ` on ${e.note.trim()}` : ''}`;
  }
}

/** One line for the visible log, e.g. "Talaq moves Cavalry from C3 to C5 — Talaq claims C5, +1 new Infantry, Talaq +1 gold". */
export function describeCaleda(e: CaledaEvent, before: CaledaState): string {
  const head = headline(before, e);
  const r = applyCaleda(before, e);
  if (!r.ok) return `${head} (refused: ${r.reason})`;
  const spent = (r.state.gold[before.turn.player]?.setAside ?? 0) - (before.gold[before.turn.player]?.setAside ?? 0);
  const extra = consequences(before, r.state);
  if (spent > 0 && e.type !== 'spendGold') extra.unshift(`${plural(spent, 'gold', 'gold')} set aside`);
  return extra.length === 0 ? head : `${head} — ${extra.join(', ')}`;
}
