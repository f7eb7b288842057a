/**
 * The reducer's verdicts: accepted with the next state, or refused with a reason that names the unit
 * and the rule section; the rule sections the refusals cite; 'not now' refusals naming what the game waits for.
 */
import { type Step } from './damage';
import type { PlayerRuling } from './events';
import { expected, type Expected } from './flow';
import { because, playerName } from './helpers';
import type { GameState, PlayerId } from './state';

/**
 * The reducer's verdict. A refusal on geometric grounds only (zone, arc, range, 3", alignment, track) is
 * `overrulable`: the same event with a `ruling` is then applied without those checks (the table is the truth).
 */
export type ApplyResult = { readonly ok: true; readonly state: GameState } | { readonly ok: false; readonly reason: string; readonly overrulable?: boolean };

export const ok = (state: GameState): ApplyResult => ({ ok: true, state });
export const no = (reason: string): ApplyResult => ({ ok: false, reason });
export const lift = (r: Step<GameState>): ApplyResult => (r.ok ? ok(r.value) : r);

/**
 * A refusal on geometric grounds only (deployment zone, combat arc, range, 3", full alignment, missile track,
 * redeploy distances, movement distance): the players may overrule it ("the table says otherwise").
 */
export const geo = (reason: string): ApplyResult => ({ ok: false, reason, overrulable: true });

/** Did the players overrule a geometric refusal for this event? Then its geometric checks are skipped. */
export const ruled = (e: { readonly ruling?: PlayerRuling | undefined }): boolean => e.ruling !== undefined;

export const EPS = 1e-6;
export const ESCORT_MOVE = 1;

export const S_TURN = 'The Turn';
export const S_DEPLOY = 'Deploying the Squadrons';
export const S_INIT = 'Initiative Phase';
export const S_REGROUP = 'Fighter Regrouping - Re-deployment';
export const S_ESCORT = 'Fighter Escorting';
export const S_ACTION = 'Action Phase';
export const S_WARSHIP = 'Activating a Warship';
export const S_FIGHTERS = 'Fighters and Other Small Craft Activation';
export const S_DOGFIGHT = 'Dogfighting';
export const S_DISRUPT = 'Fighter Disruption';
export const S_ESCORTING = 'Warship Escorting';
export const S_MISSILES = 'Missile Movement';
export const S_END = 'End Phase';

export function describe(x: Expected, s: GameState): string {
  const who = (p: PlayerId): string => playerName(s, p);
  switch (x.kind) {
    case 'over':
      return 'the game is over';
    case 'deployRoll':
      return `deployment rolls from ${x.players.map(who).join(' and ')}`;
    case 'deployShip':
      return `${who(x.player)} to deploy a warship`;
    case 'deployFighters':
      return `${who(x.player)} to deploy their fighter tokens`;
    case 'initiativeRoll':
      return `initiative rolls from ${x.players.map(who).join(' and ')}`;
    case 'initiativeBonus':
      return `${who(x.player)} to apply initiative bonuses or pass`;
    case 'regroupRoll':
      return `${who(x.player)} to roll for their destruction piles`;
    case 'redeploy':
      return `${who(x.player)} to redeploy fighter tokens`;
    case 'escorts':
      return `${who(x.player)} to decide which wings keep escorting`;
    case 'actionOrder':
      return `${who(x.player)} (initiative winner) to choose the action-phase order`;
    case 'activate':
      return `${who(x.player)} to activate a unit`;
    case 'activation':
      return `${who(x.player)} to finish the activation in progress`;
    case 'missiles':
      return `${who(x.player)} to move their missiles`;
    case 'endTurn':
      return 'the end phase';
  }
}

export function notNow(s: GameState, what: string, section: string): ApplyResult {
  return no(because(`${what} is not possible now: the game is waiting for ${describe(expected(s), s)}.`, section));
}
