/**
 * One readable line per Generals of Kaladan event, for the visible game log.
 */
import { countOf, withArticle } from '../../words';
import type { KaladanEvent } from './reducer';
import { controlled } from './rules/board';
import { incomeFor } from './rules/income';
import { PHASE_NAMES, phaseAfter } from './rules/phases';
import type { KaladanState } from './rules/state';
import { endTurnText, runEndTurn } from './rules/endTurn';
import { UNIT_NAMES } from './rules/units';

const ids = (xs: readonly string[]): string => (xs.length === 0 ? 'none' : xs.join(', '));

/** Describe `e` as applied to `before`, e.g. "Ann: Income Phase (+2 gold: 1 castle, 2 other tiles)". */
export function describeKaladanEvent(e: KaladanEvent, before: KaladanState): string {
  const me = before.players[before.turn.player]?.name ?? 'Player';
  const who = (i: number): string => before.players[i]?.name ?? `Player ${i + 1}`;
  const unit = (id: string): string => {
    const u = before.units.find((x) => x.id === id);
    return u ? `${who(u.owner)}'s ${UNIT_NAMES[u.kind]} (${id}) on ${u.tile}` : id;
  };
  const named = (xs: readonly string[]): string =>
    ids(
      xs.map((id) => {
        const u = before.units.find((x) => x.id === id);
        return u ? `${UNIT_NAMES[u.kind]} ${id}` : id;
      }),
    );
  switch (e.type) {
    case 'drawEvent':
      return `${me} draws an Event card${e.note ? `: ${e.note}` : ''}${before.eventDeck === null ? '' : ` (${before.eventDeck - 1} left)`}`;
    case 'adjustGold':
      return `${who(e.player)} ${e.delta > 0 ? 'gains' : 'loses'} ${Math.abs(e.delta)} gold${e.note ? ` (${e.note})` : ''}`;
    case 'poorestGain':
      return 'The poorest players (one or more, tied) gain 1 gold each';
    case 'freeUpgrade':
      return `Free upgrade: ${unit(e.unit)}`;
    case 'resurrect':
      return `${who(e.player)} resurrects ${withArticle(UNIT_NAMES[e.kind])} from ${who(e.from)}'s dead`;
    case 'removeUnit':
      return `Event removes ${unit(e.unit)}${e.note ? ` (${e.note})` : ''}`;
    case 'nextPhase': {
      const next = phaseAfter(before.turn.phase);
      if (next === null) return `${me} ends the turn`;
      if (next === 'income') {
        const c = controlled(before.tiles, before.units, before.turn.player);
        const inc = incomeFor(c.castles.length, c.others.length);
        return `${me}: Income Phase (+${inc.gold} gold: ${countOf(inc.castles, 'castle')}, ${countOf(inc.otherTiles, 'other tile')})`;
      }
      return `${me}: ${PHASE_NAMES[next]}`;
    }
    case 'endTurn':
      return `${me}: End turn — ${endTurnText(runEndTurn(before))}`;
    case 'freeSpawn':
      return `${me} spawns a free ${UNIT_NAMES[e.kind]} at ${e.castle}`;
    case 'move':
      return `${me} moves ${countOf(e.units.length, 'unit')} from ${e.from} to ${e.to}`;
    case 'swap':
      return `${me} swaps units between ${e.a} and ${e.b}`;
    case 'battle':
    {
      const dice =
        e.attackerDice?.length || e.defenderDice?.length ? ` (dice: attacker ${(e.attackerDice ?? []).join(' ') || '–'}, defender ${(e.defenderDice ?? []).join(' ') || '–'})` : '';
      return `${me} attacks ${e.to} from ${e.from}${dice}: attacker loses ${named(e.attackerLosses)}, defender loses ${named(e.defenderLosses)}`;
    }
    case 'buyUnit':
      return `${me} deploys ${withArticle(UNIT_NAMES[e.kind])} on ${e.tile}`;
    case 'upgradeUnit':
      return `${me} upgrades ${unit(e.unit)}`;
    case 'upgradeCastle':
      return `${me} upgrades the castle ${e.tile} (D8 on defence)`;
    case 'swapMagic':
      return `${me} swaps a magic card (2 gold)`;
    case 'buyMagic':
      return `${me} buys a magic card (4 gold)`;
    case 'reinforceMove':
      return `${me} reinforces: ${unit(e.unit)} to ${e.to}`;
    case 'reinforceSwap':
      return `${me} reinforces: swaps ${unit(e.a)} and ${unit(e.b)}`;
    case 'claimScalp':
      return `${who(e.player)} claims a scalp`;
  }
}
