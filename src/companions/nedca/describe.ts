/**
 * One readable line per Nedca event, for the visible game log.
 */
import type { NedcaEvent } from './reducer';
import { resolveAssault, resolveBattle } from './rules/battle';
import { countOf, withArticle } from '../../words';
import { LEASE_ATTACK_PENALTY, LEASE_CANCEL_FEE, LEASE_RETURN_FEE, economyIncome, leasePayment } from './rules/economy';
import { TEAM_ATTACK_PENALTY } from './rules/teams';
import { RESOURCES, RESOURCE_NAMES, formatResources, type ResourceDelta } from './rules/resources';
import { CARD_PRICES, TRACKER_BONUSES, nextBondCost } from './rules/tracks';
import { PHASES, PHASE_NAMES, activeHouse, capitalsControlled, teamMembers, type NedcaState } from './rules/state';
import { CARD_NAMES, UNIT_NAMES, statsOf, unitLabel } from './rules/units';

const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);
const signedResources = (d: ResourceDelta): string =>
  RESOURCES.flatMap((r) => ((d[r] ?? 0) !== 0 ? [`${RESOURCE_NAMES[r]} ${signed(d[r] ?? 0)}`] : [])).join(', ') || 'no change';

/** What attacking `target` costs the attacker before the dice: leaving its team, its leases from the target. */
// Rules: Nedca "GAME MECHANICS" — Joining and Leaving Teams (note); Leasing Buildings & Technology Cards
function attackCost(before: NedcaState, me: number, target: number): string {
  const h = before.houses[me];
  const t = before.houses[target];
  if (!h || !t) return '';
  const parts: string[] = [];
  if (h.team !== null && t.team === h.team) parts.push(`${h.name} attacks a team member: leaves Team ${h.team + 1}, Influence −${TEAM_ATTACK_PENALTY}`);
  const n = h.leases.filter((l) => l.from === target).length;
  if (n > 0) parts.push(`${countOf(n, 'leased card')} ${n === 1 ? 'returns' : 'return'} to ${t.name}'s hand, Influence −${LEASE_ATTACK_PENALTY * n}`);
  return parts.length ? `; ${parts.join('; ')}` : '';
}

/** Describe `e` as applied to `before`, e.g. "Nover attacks Yelhool's Knight with an Archer: 4 against 3 — the Knight is removed". */
export function describeNedcaEvent(e: NedcaEvent, before: NedcaState): string {
  const meI = activeHouse(before);
  const me = before.houses[meI]?.name ?? 'House';
  const who = (i: number | null | undefined): string => (i === null || i === undefined ? 'nobody' : (before.houses[i]?.name ?? `House ${i + 1}`));
  const inf = (n: number | undefined): string => (n ? `, Influence ${signed(n)}` : '');
  switch (e.type) {
    case 'nextPhase': {
      if (before.turn.phase === 'cleanup') {
        const last = before.turn.index + 1 >= before.turn.order.length;
        return last ? `${me} ends the turn; round ${before.turn.round} is over` : `${me} ends the turn; ${who(before.turn.order[before.turn.index + 1])} plays next`;
      }
      const next = PHASES[PHASES.indexOf(before.turn.phase) + 1];
      return `${me}: ${next ? PHASE_NAMES[next] : 'next phase'}`;
    }
    case 'drawOrder':
      return `Round ${before.turn.round + 1} turn order${e.seed === undefined ? ' (tokens drawn at the table)' : ' (drawn by the app)'}: ${e.order.map((i) => who(i)).join(', ')}`;
    case 'economy': {
      const h = before.houses[meI];
      const inc = economyIncome(capitalsControlled(before, meI), e.workers, teamMembers(before, h?.team ?? null).length);
      const leases = [...new Set((h?.leases ?? []).map((l) => l.from))].map((from) => {
        const n = (h?.leases ?? []).filter((l) => l.from === from).length;
        return `${leasePayment(n, h?.team !== null && before.houses[from]?.team === h?.team)} Gold to ${who(from)}`;
      });
      return (
        `${me} collects: ${inc.capitalGold} Gold from ${countOf(inc.capitals, 'capital')}, workers ${formatResources(inc.workers)}` +
        (inc.teamGold ? `, team ${inc.teamGold} Gold` : '') +
        (e.extra && formatResources(e.extra) !== 'nothing' ? `, cards ${formatResources(e.extra)}` : '') +
        (leases.length ? `; pays leases: ${leases.join(', ')}` : '') +
        inf(e.influence)
      );
    }
    case 'leaseDefault':
      return `${me} cannot pay ${who(e.leaser)}: a leased card returns to ${who(e.leaser)}'s hand, Influence −3`;
    case 'adjust':
      return `${who(e.house)}: ${signedResources(e.delta)}${e.note ? ` (${e.note})` : ''}`;
    case 'transfer':
      return `${who(e.from)} gives ${who(e.to)} ${formatResources(e.delta)}${e.note ? ` (${e.note})` : ''}`;
    case 'influence':
      return `${who(e.house)}: Influence ${signed(e.delta)}${e.note ? ` (${e.note})` : ''}`;
    case 'hand':
      return `${who(e.house)}: ${e.delta > 0 ? `draws ${e.delta}` : `discards ${-e.delta}`} ${e.delta === 1 || e.delta === -1 ? 'card' : 'cards'}${e.note ? ` (${e.note})` : ''}`;
    case 'activateSpecial':
      return `${who(e.house)} activates a Special Card ${e.slot === 'board' ? "on the Game Board's slot" : e.slot === 'once' ? '(one-time effect)' : `on ${who(e.target ?? e.house)}'s board`}${inf(e.influence)}`;
    case 'removeSpecial':
      return `${who(e.house)} discards an active Special Card`;
    case 'unitCard':
      return e.card ? `${who(e.house)} places the ${CARD_NAMES[e.card]} on the ${UNIT_NAMES[e.kind]} space` : `${who(e.house)} discards the card on the ${UNIT_NAMES[e.kind]} space`;
    case 'removeUnit':
      return `${who(e.house)} loses ${withArticle(UNIT_NAMES[e.kind])}${e.note ? ` (${e.note})` : ''}`;
    case 'objective':
      return `${me} completes an Objective (${(before.houses[meI]?.objectives ?? 0) + 1} of 4)`;
    case 'buyCard':
      return `${me} buys ${withArticle(`${e.kind} card`)} (${CARD_PRICES[e.kind]} Gold)`;
    case 'build': {
      const n = (before.houses[meI]?.buildings ?? 0) + 1;
      return `${me} constructs a Building Card for ${formatResources(e.cost)}${inf(e.influence)}${TRACKER_BONUSES.includes(n) ? ` — ${n} buildings: player board bonus` : ''}`;
    }
    case 'research': {
      const n = (before.houses[meI]?.technologies ?? 0) + 1;
      return (
        `${me} researches a Technology Card${e.fromDisplay ? ' from the display' : ''}${e.gem ? ' — a Sacred Gem' : ''} for ${formatResources(e.cost)}${inf(e.influence)}` +
        (TRACKER_BONUSES.includes(n) ? ` — ${n} technologies: player board bonus` : '')
      );
    }
    case 'sellCard':
      return `${me} sells ${withArticle(`${e.kind} card`)} for ${e.price} Gold`;
    case 'buyBond': {
      const b = before.houses[meI]?.bonds ?? 0;
      return `${me} buys Bond ${b + 1} for ${nextBondCost(b) ?? '?'} Gold`;
    }
    case 'recruit':
      return `${me} recruits ${withArticle(unitLabel(e.kind, before.houses[meI]?.cards[e.kind]))} for ${formatResources(e.cost)}`;
    case 'freeRecruit':
      return `${me} has no units and its capital is occupied: 2 free Knights and 1 free Worker`;
    case 'placeShield':
      return `${me} places its third Defense Shield on the City Tile`;
    case 'joinTeam':
      return `${e.houses.map((i) => who(i)).join(' and ')} join Team ${e.team + 1} (3 Gold each)`;
    case 'leaveTeam':
      return `${me} leaves its team (9 Gold)`;
    case 'lease':
      return `${me} leases ${withArticle(`${e.kind} card`)} from ${who(e.leaser)}`;
    case 'returnLease':
      return meI === e.lessee
        ? `${me} returns a leased ${e.kind} card to ${who(e.leaser)} (${LEASE_RETURN_FEE} Gold)`
        : `${me} cancels the lease of ${withArticle(`${e.kind} card`)} to ${who(e.lessee)} (${LEASE_CANCEL_FEE} Gold)`;
    case 'battle': {
      const a = before.houses[meI];
      const d = before.houses[e.defender.house];
      const as = statsOf(e.attacker, a?.cards[e.attacker]);
      const ds = statsOf(e.defender.kind, d?.cards[e.defender.kind]);
      const r = resolveBattle({ atk: as.atk, def: ds.def, defRange: ds.rng, distance: e.distance, attackDie: e.attackDie, defenceDie: e.defenceDie, attackMod: e.attackMod ?? 0, defenceMod: e.defenceMod ?? 0 });
      const an = unitLabel(e.attacker, a?.cards[e.attacker]);
      const dn = unitLabel(e.defender.kind, d?.cards[e.defender.kind]);
      const verdict = r.winner === 'attacker' ? `${who(e.defender.house)}'s ${dn} is removed` : r.winner === 'defender' ? `${me}'s ${an} is removed` : `tie: the ${an} cannot attack again this turn`;
      return `${me}'s ${an} attacks ${who(e.defender.house)}'s ${dn} at ${e.distance}: ${r.attackTotal} against ${r.defenceTotal}${r.outOfReach ? ' (defender out of reach, −2)' : ''} — ${verdict}${attackCost(before, meI, e.defender.house)}${e.origin === 'rolled' ? ' [app dice]' : ''}`;
    }
    case 'occupy':
      return e.by === null ? `${me} leaves ${who(e.city)}'s City Tile` : `${me} occupies ${who(e.city)}'s City Tile`;
    case 'assault': {
      const c = before.houses[e.city];
      const a = before.houses[meI];
      const r = resolveAssault(statsOf(e.kind, a?.cards[e.kind]).atk, e.die, e.mod ?? 0, c?.shields ?? 0);
      const what = r.outcome === 'negated' ? 'negated, no more city attacks this turn' : r.outcome === 'shield' ? 'a Defense Shield is removed' : `the Capital City falls: ${who(e.city)} is out`;
      return `${me} attacks ${who(e.city)}'s city with ${withArticle(unitLabel(e.kind, a?.cards[e.kind]))}: ${r.total} — ${what}${attackCost(before, meI, e.city)}${e.origin === 'rolled' ? ' [app dice]' : ''}`;
    }
    case 'endGame':
      return 'The game ends: the most Influence wins';
    default: {
      const never: never = e;
      return JSON.stringify(never);
    }
  }
}

/**
 * Counter taps read as one line: consecutive +/− changes of the same house's resources, Influence or hand
 * (by hand, same note) combine, e.g. three taps on Influence → "Nover: Influence +3".
 */
export function mergeNedcaLog(a: NedcaEvent, b: NedcaEvent): NedcaEvent | null {
  if (a.type === 'influence' && b.type === 'influence' && a.house === b.house && a.note === b.note) return { ...a, delta: a.delta + b.delta };
  if (a.type === 'hand' && b.type === 'hand' && a.house === b.house && a.note === b.note) return { ...a, delta: a.delta + b.delta };
  if (a.type === 'adjust' && b.type === 'adjust' && a.house === b.house && a.note === b.note) {
    const delta: Record<string, number> = { ...a.delta };
    for (const [k, v] of Object.entries(b.delta)) delta[k] = (delta[k] ?? 0) + (v ?? 0);
    return { ...a, delta };
  }
  return null;
}
