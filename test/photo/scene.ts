// A game in progress for the photo tests: the starter squadrons deployed (game testkit), every token on the table.
import { gameViewOf } from '../../src/kalidasia/ui/game/meta';
import { deployStarter } from '../../src/kalidasia/game/testkit.testing';
import type { GameState } from '../../src/kalidasia/game';
import { markerPlan } from '../../src/kalidasia/ui/photo/plan';
import type { PhotoToken } from './photoGenerator';

export const TABLE = { width: 72, height: 48 };

export function starterScene(): { state: GameState; colours: Record<string, string> } {
  const state = deployStarter();
  return { state, colours: gameViewOf({}, state).colours };
}

/** The tokens on the table where the state has them (the photo of an unchanged table). */
export function tokensOf(state: GameState, colours: Record<string, string>): PhotoToken[] {
  const out: PhotoToken[] = [];
  for (const t of markerPlan(state)) {
    const u = t.unit;
    const p = u.kind === 'ship' ? state.ships.find((x) => x.id === u.id)?.pose : u.kind === 'fighter' ? state.fighters.find((x) => x.id === u.id)?.pose : state.missiles.find((x) => x.id === u.id)?.pose;
    if (p) out.push({ token: t, pose: p, colour: colours[t.owner] ?? '#888' });
  }
  return out;
}
