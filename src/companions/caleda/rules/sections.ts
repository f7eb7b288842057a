/**
 * Which rulebook section a refusal comes from, so the app can say where to read it. Pure.
 * Section names are the headings of the Caleda rules, version 1.3.
 */
import type { CaledaEvent } from './events';

export type CaledaSection =
  | 'General Overview'
  | 'Beginning the Game'
  | 'Actions'
  | 'Units'
  | 'Combat'
  | 'Strong Lands'
  | 'Claiming Resource Squares'
  | 'Salting the Land'
  | 'Using Gold Pieces'
  | 'Defensive Structures'
  | 'Fortified City'
  | 'Powers'
  | 'Bombard'
  | 'Ambush'
  | 'Transport'
  | 'Taking The Capital'
  | 'Multi-player Games';

/** The section a refusal of `event` with `reason` rests on (matching the reason's wording first, then the event). */
export function refusalSection(event: CaledaEvent, reason: string): CaledaSection {
  const r = reason.toLowerCase();
  if (r.includes('game is over')) return 'General Overview';
  if (r.includes('turn is over')) return 'Actions';
  if (r.includes('finish the combat')) return 'Combat';
  if (r.includes('gold available') || r.includes('whole number of gold')) return 'Using Gold Pieces';
  if (r.includes('lost their capital')) return 'Multi-player Games';
  if (r.includes('only one general')) return 'Units';
  if (r.includes('two resources') || r.includes('carries a marker') || r.includes('is a capital')) return 'Claiming Resource Squares';
  if (r.includes('blocked') || r.includes('at right angles') || r.includes('already moved') || r.includes('cannot also')) return 'Actions';
  switch (event.type) {
    case 'move':
      return 'Actions';
    case 'upgrade':
      return 'Units';
    case 'build':
    case 'structureRoll':
      return 'Defensive Structures';
    case 'combatRound':
      return event.ambush === true && r.includes('ambush') ? 'Ambush' : 'Combat';
    case 'bombard':
      return 'Bombard';
    case 'transport':
      return 'Transport';
    case 'usePower':
      return 'Powers';
    case 'spendGold':
      return 'Using Gold Pieces';
    case 'setResources':
      return 'Claiming Resource Squares';
    case 'endTurn':
      return 'Actions';
  }
}
