/** Set-ups and helpers shared by the reducer tests (not used by the app). */
import { applyNedca, type NedcaEvent } from './reducer';
import { initialNedca, type NedcaSetup, type NedcaState } from './rules/state';

export const two: NedcaSetup = {
  houses: [
    { name: 'Nover', colour: '#e05252' },
    { name: 'Yelhool', colour: '#e0b03c' },
  ],
  order: [0, 1],
};

export const three: NedcaSetup = {
  houses: [...two.houses, { name: 'Cludale', colour: '#a66be0' }],
  order: [0, 1, 2],
};

/** Apply events that must be accepted. */
export function go(s: NedcaState, ...events: NedcaEvent[]): NedcaState {
  return events.reduce((st, e) => {
    const r = applyNedca(st, e);
    if (!r.ok) throw new Error(`${e.type}: ${r.reason}`);
    return r.state;
  }, s);
}

/** The whole reason an event is refused, rule section included (throws if accepted). */
export function noFull(s: NedcaState, e: NedcaEvent): string {
  const r = applyNedca(s, e);
  if (r.ok) throw new Error(`${e.type} was accepted`);
  return r.reason;
}

/** The reason an event is refused, without its rule section; throws if accepted or if no section is named. */
export function no(s: NedcaState, e: NedcaEvent): string {
  const reason = noFull(s, e);
  const m = / \(Rules: Nedca "[^"]+"\)$/.exec(reason);
  if (!m) throw new Error(`${e.type} refused without naming its rule section: ${reason}`);
  return reason.slice(0, m.index);
}

export const start = (setup: NedcaSetup = two): NedcaState => initialNedca(setup);

/** Economy with no workers placed, then on to the Operations Phase. */
export const toOperations = (s: NedcaState): NedcaState => go(s, { type: 'economy', workers: {} }, { type: 'nextPhase' });
/** From the Operations Phase to the Action Phase. */
export const toAction = (s: NedcaState): NedcaState => go(s, { type: 'nextPhase' });
/** From wherever in the turn to the next house's Economy Phase. */
export function endTurn(s: NedcaState): NedcaState {
  let st = s;
  if (st.turn.phase === 'economy' && !st.turn.economyDone) st = go(st, { type: 'economy', workers: {} });
  while (st.turn.phase !== 'cleanup') st = go(st, { type: 'nextPhase' });
  return go(st, { type: 'nextPhase' });
}
