/**
 * The Nedca companion as the shared screens load it (src/companions/registry.ts finds this file).
 */
import { setupIssue } from '../../shared/core/gate';
import { nedcaGate } from '../gate';
import type { CompanionModule } from '../../shared/ui/types';
import { describeNedcaEvent, mergeNedcaLog } from '../describe';
import { countOf } from '../../../words';
import { applyNedca, type NedcaEvent } from '../reducer';
import { initialNedca, type NedcaSetup, type NedcaState } from '../rules/state';
import { NedcaGameView, Result } from './GameView';
import { NedcaSetupForm } from './SetupForm';
import { Swatch } from './widgets';

function NedcaSummary({ state, events }: { state: NedcaState; events: readonly NedcaEvent[] }) {
  const battles = events.filter((e) => e.type === 'battle').length;
  return (
    <div className="nd">
      <Result state={state} />
      <section className="panel nd-panel" aria-labelledby="nd-summary">
        <h3 id="nd-summary">
          Summary after {countOf(events.length, 'action')}, round {state.turn.round} ({countOf(battles, 'battle')})
        </h3>
        <table className="nd-win-table">
          <thead>
            <tr>
              <th scope="col">House</th>
              <th scope="col">Influence</th>
              <th scope="col">Bonds</th>
              <th scope="col">Objectives</th>
              <th scope="col">Gems</th>
              <th scope="col">Cards on board</th>
              <th scope="col">Gold</th>
            </tr>
          </thead>
          <tbody>
            {state.houses.map((h) => (
              <tr key={h.name}>
                <th scope="row">
                  <Swatch colour={h.colour} /> {h.name}
                  {h.eliminated ? ' (out)' : ''}
                </th>
                <td>{h.influence}</td>
                <td>{h.bonds}</td>
                <td>{h.objectives}</td>
                <td>{h.gems}</td>
                <td>{h.buildings + h.technologies + h.specials}</td>
                <td>{h.resources.gold}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

const nedca: CompanionModule<NedcaState, NedcaEvent, NedcaSetup> = {
  def: {
    key: 'nedca',
    checkSetup: (setup: unknown) => setupIssue(nedcaGate, setup),
    title: 'Nedca',
    initial: initialNedca,
    reducer: applyNedca,
    describe: describeNedcaEvent,
    mergeLog: mergeNedcaLog,
  },
  SetupForm: NedcaSetupForm,
  GameView: NedcaGameView,
  Summary: NedcaSummary,
};

export default nedca;
