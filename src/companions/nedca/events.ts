/**
 * Everything that can happen in a game of Nedca, as events for the log, with the phase each belongs to and the
 * rulebook section each is checked against (named in every refusal).
 */
import type { WorkerPlacement } from './rules/economy';
import type { ResourceDelta } from './rules/resources';
import type { CardSide, Phase } from './rules/state';
import type { CardKind } from './rules/tracks';
import type { UnitCard, UnitKind } from './rules/units';

export type DiceOrigin = 'entered' | 'rolled';

export type NedcaEvent =
  // Turn flow
  | { readonly type: 'nextPhase' }
  | { readonly type: 'drawOrder'; readonly order: readonly number[]; readonly seed?: number }
  // Economy Phase
  | { readonly type: 'economy'; readonly workers: WorkerPlacement; readonly extra?: ResourceDelta; readonly influence?: number }
  | { readonly type: 'leaseDefault'; readonly leaser: number }
  // Any time: card effects, events, trades
  | { readonly type: 'adjust'; readonly house: number; readonly delta: ResourceDelta; readonly note?: string }
  | { readonly type: 'transfer'; readonly from: number; readonly to: number; readonly delta: ResourceDelta; readonly note?: string }
  | { readonly type: 'influence'; readonly house: number; readonly delta: number; readonly note?: string }
  | { readonly type: 'hand'; readonly house: number; readonly delta: number; readonly note?: string }
  | { readonly type: 'activateSpecial'; readonly house: number; readonly slot: 'player' | 'board' | 'once'; readonly target?: number; readonly influence?: number }
  | { readonly type: 'removeSpecial'; readonly house: number }
  | { readonly type: 'unitCard'; readonly house: number; readonly kind: UnitKind; readonly card: UnitCard | null }
  | { readonly type: 'removeUnit'; readonly house: number; readonly kind: UnitKind; readonly note?: string }
  | { readonly type: 'objective' }
  // Operations Phase
  | { readonly type: 'buyCard'; readonly kind: CardKind }
  | { readonly type: 'build'; readonly cost: ResourceDelta; readonly influence: number }
  | { readonly type: 'research'; readonly cost: ResourceDelta; readonly influence: number; readonly fromDisplay: boolean; readonly gem: boolean }
  | { readonly type: 'sellCard'; readonly kind: CardSide; readonly price: number; readonly gem?: boolean }
  | { readonly type: 'buyBond' }
  | { readonly type: 'recruit'; readonly kind: UnitKind; readonly cost: ResourceDelta }
  | { readonly type: 'freeRecruit' }
  | { readonly type: 'placeShield' }
  | { readonly type: 'joinTeam'; readonly team: number; readonly houses: readonly number[] }
  | { readonly type: 'leaveTeam' }
  | { readonly type: 'lease'; readonly leaser: number; readonly kind: CardSide }
  | { readonly type: 'returnLease'; readonly lessee: number; readonly leaser: number; readonly kind: CardSide }
  // Action Phase
  | {
      readonly type: 'battle';
      readonly attacker: UnitKind;
      readonly defender: { readonly house: number; readonly kind: UnitKind };
      readonly distance: number;
      readonly attackDie: number;
      readonly defenceDie: number;
      readonly attackMod?: number;
      readonly defenceMod?: number;
      readonly origin?: DiceOrigin;
    }
  | { readonly type: 'occupy'; readonly city: number; readonly by: number | null; readonly kind?: UnitKind }
  | { readonly type: 'assault'; readonly city: number; readonly kind: UnitKind; readonly die: number; readonly mod?: number; readonly origin?: DiceOrigin }
  // The table agrees to stop: the most Influence wins
  | { readonly type: 'endGame' };

/** Which phase of the playing house's turn each event belongs to (none: any time). */
export const PHASE_OF: Readonly<Partial<Record<NedcaEvent['type'], Phase>>> = {
  economy: 'economy',
  leaseDefault: 'economy',
  buyCard: 'operations',
  build: 'operations',
  research: 'operations',
  sellCard: 'operations',
  buyBond: 'operations',
  recruit: 'operations',
  freeRecruit: 'operations',
  placeShield: 'operations',
  joinTeam: 'operations',
  leaveTeam: 'operations',
  lease: 'operations',
  returnLease: 'operations',
  battle: 'action',
  occupy: 'action',
  assault: 'action',
};

/** The rulebook section each kind of event is checked against (named in every refusal). */
export const SECTION_OF: Readonly<Record<NedcaEvent['type'], string>> = {
  nextPhase: 'TURN PHASES',
  drawOrder: 'TURN PHASES — 4- Cleanup Phase D',
  economy: 'TURN PHASES — 1- Economy Phase',
  leaseDefault: 'GAME MECHANICS — Leasing Buildings & Technology Cards',
  adjust: 'TURN PHASES — 2- Operations Phase',
  transfer: 'TURN PHASES — 2- Operations Phase',
  influence: 'WINNING CONDITIONS — 1- Influence',
  hand: 'TURN PHASES — 4- Cleanup Phase',
  activateSpecial: 'CARD TYPES — Special Cards',
  removeSpecial: 'CARD TYPES — Special Cards',
  unitCard: 'SPECIAL UNITS AND UPGRADES',
  removeUnit: 'BATTLE MECHANICS',
  objective: 'CARD TYPES — Objective Cards',
  buyCard: 'CARD TYPES',
  build: 'CARD TYPES — Building Cards',
  research: 'CARD TYPES — Technology Cards',
  sellCard: 'TURN PHASES — 2- Operations Phase B',
  buyBond: 'WINNING CONDITIONS — 2- Bonds',
  recruit: 'IMPORTANT CONCEPTS — Recruiting Units',
  freeRecruit: 'IMPORTANT CONCEPTS — Recruiting Units',
  placeShield: 'PLAYER SETUP — Defense Shields',
  joinTeam: 'GAME MECHANICS — Joining and Leaving Teams',
  leaveTeam: 'GAME MECHANICS — Joining and Leaving Teams',
  lease: 'GAME MECHANICS — Leasing Buildings & Technology Cards',
  returnLease: 'GAME MECHANICS — Leasing Buildings & Technology Cards',
  battle: 'BATTLE MECHANICS — Basic Battle Mechanics',
  occupy: 'BATTLE MECHANICS — Basic Battle Mechanics',
  assault: 'WINNING CONDITIONS — 5- Military Force',
  endGame: 'WINNING CONDITIONS',
};
