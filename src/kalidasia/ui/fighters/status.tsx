/**
 * Status phase: regroup rolls for the yellow and red piles, the redeploy zone drawn with each
 * redeployed wing placed inside it (or told why not), and the escort decisions.
 */
import { useState } from 'react';
import { Group, Line, Rect } from 'react-konva';
import { pose as poseOf, type Point, type Pose } from '../../../geometry';
import { escortOptions, escortStepAway, redeploySpot, redeploySpotProblem, redeploySpots, redeployZone, type FighterState, type GameState, type PlayerId } from '../../game';
import { fighterClassOf, playerName } from '../../game/helpers';
import type { StepItems, StepProps } from '../game/steps';
import { DiceField, diceOf, f1 } from './common';
import { countOf } from '../../../words';

// ---------------------------------------------------------------------------
// Regroup rolls

export function RegroupPanel(p: StepProps) {
  const [yellowText, setYellow] = useState('');
  const [redText, setRed] = useState('');
  const x = p.expected;
  if (x.kind !== 'regroupRoll') return null;
  const yellow = p.state.fighters.filter((f) => f.owner === x.player && f.status === 'yellow');
  const red = p.state.fighters.filter((f) => f.owner === x.player && f.status === 'red');
  const y = diceOf(yellowText);
  const r = diceOf(redText);
  const ready = typeof y !== 'string' && typeof r !== 'string' && y.length === yellow.length && r.length === red.length;
  const fate = (dice: number[] | string, i: number, upTo: number) => (typeof dice === 'string' || dice[i] === undefined ? '' : (dice[i] as number) <= upTo ? ' — discarded' : ' — survives, redeploys');
  const send = async () => {
    if (!ready) return;
    const res = await p.dispatch({ type: 'regroupRoll', player: x.player, yellow: y, red: r });
    if (res.ok) {
      setYellow('');
      setRed('');
    }
  };
  return (
    <div className="gm-form" data-testid="regroup">
      <p>
        {playerName(p.state, x.player)} rolls a die per token: yellow pile discards on 1–2, red pile on 1–4. Survivors redeploy next.
      </p>
      {yellow.length > 0 && <DiceField label="Yellow pile" count={yellow.length} value={yellowText} onChange={setYellow} />}
      {red.length > 0 && <DiceField label="Red pile" count={red.length} value={redText} onChange={setRed} />}
      <ul className="gm-choices">
        {yellow.map((f, i) => (
          <li key={f.id}>
            {f.id} (yellow){fate(y, i, 2)}
          </li>
        ))}
        {red.map((f, i) => (
          <li key={f.id}>
            {f.id} (red){fate(r, i, 4)}
          </li>
        ))}
      </ul>
      {typeof y === 'string' && <p className="gm-error-text">Yellow pile: {y}</p>}
      {typeof r === 'string' && <p className="gm-error-text">Red pile: {r}</p>}
      <button type="button" className="gm-btn gm-primary" disabled={!ready || p.readOnly} onClick={() => void send()}>
        Record the regroup rolls
      </button>
    </div>
  );
}

// ---------------------------------------------------------------------------
// Redeploy

interface RedeployScratch {
  at: Record<string, Pose>;
}

const ITEM = 'fighters:redeploy:';

/** Starting spots for the ghosts: legal spots within 6" of a friendly warship, off every token and off each other (redeploySpots). */
export function redeployDefaults(s: GameState, player: PlayerId, ids: readonly string[]): Record<string, Pose> {
  const out: Record<string, Pose> = {};
  const first = s.fighters.find((f) => f.id === ids[0]);
  if (!first) return out;
  const spots = redeploySpots(s, player, ids.length, fighterClassOf(s, first).tokenSize);
  const fallback = redeploySpot(s, player);
  ids.forEach((id, i) => {
    const q = spots[i] ?? fallback;
    if (q) out[id] = q;
  });
  return out;
}

function redeployPlan(p: StepProps): { player: PlayerId; waiting: FighterState[]; at: Record<string, Pose>; room: boolean } | null {
  const x = p.expected;
  if (x.kind !== 'redeploy') return null;
  const waiting = p.state.fighters.filter((f) => f.owner === x.player && f.status === 'waiting');
  const sc = p.scratch as RedeployScratch | undefined;
  const room = redeploySpot(p.state, x.player) !== null;
  const at = sc?.at ?? redeployDefaults(p.state, x.player, waiting.map((f) => f.id));
  return { player: x.player, waiting, at, room };
}

export function RedeployPanel(p: StepProps) {
  const plan = redeployPlan(p);
  if (!plan) return null;
  const { player, waiting, at, room } = plan;
  const send = () =>
    void p.dispatch({
      type: 'redeploy',
      player,
      fighters: room ? waiting.flatMap((f) => (at[f.id] ? [{ fighter: f.id, pose: at[f.id] as Pose }] : [])) : [],
      waiting: room ? waiting.filter((f) => !at[f.id]).map((f) => f.id) : waiting.map((f) => f.id),
    });
  return (
    <div className="gm-form" data-testid="redeploy">
      <p>
        {playerName(p.state, player)} redeploys {countOf(waiting.length, 'wing')} within 6″ of a friendly warship and at least 12″ from every enemy token (the zone
        drawn in green). Drag each to its spot.
      </p>
      {!room && <p className="gm-error-text">There is no legal spot: the wings wait for a future status phase.</p>}
      {room && (
        <ul className="gm-choices" data-testid="redeploy-checks">
          {waiting.map((f) => {
            const q = at[f.id];
            const why = q ? redeploySpotProblem(p.state, player, q) : 'has no spot';
            return (
              <li key={f.id} className={why ? 'gm-error-text' : 'gm-ok-text'}>
                {f.id} at ({q ? `${f1(q.x)}, ${f1(q.y)}` : '—'}): {why ? `${why} (rules: “Fighter Regrouping - Re-deployment”)` : 'inside the zone'}
              </li>
            );
          })}
        </ul>
      )}
      <button type="button" className="gm-btn gm-primary" disabled={p.readOnly} onClick={send}>
        {room ? 'Redeploy the wings' : 'Keep them waiting'}
      </button>
    </div>
  );
}

export function RedeployOverlay(p: StepProps) {
  const plan = redeployPlan(p);
  if (!plan) return null;
  const zone = redeployZone(p.state, plan.player);
  return (
    <Group listening={false}>
      {zone.map((poly, i) =>
        poly.map((ring, j) => (
          <Line key={`${i}-${j}`} points={ring.flatMap((q) => [q.x, q.y])} closed fill={j === 0 ? 'rgba(127,209,139,0.22)' : undefined} stroke="#7fd18b" strokeWidth={2} strokeScaleEnabled={false} dash={[6, 4]} />
        )),
      )}
      {plan.waiting.map((f) => {
        const q = plan.at[f.id];
        if (!q) return null;
        const ok = redeploySpotProblem(p.state, plan.player, q) === null;
        const t = fighterClassOf(p.state, f).tokenSize;
        return (
          <Group key={f.id} x={q.x} y={q.y} rotation={q.heading}>
            <Rect x={-t.length / 2} y={-t.width / 2} width={t.length} height={t.width} stroke={ok ? '#7fd18b' : '#e06c5f'} strokeWidth={2} strokeScaleEnabled={false} fill={ok ? 'rgba(127,209,139,0.4)' : 'rgba(224,108,95,0.4)'} />
          </Group>
        );
      })}
    </Group>
  );
}

export function useRedeployItems(p: StepProps): StepItems | null {
  const plan = redeployPlan(p);
  if (!plan || p.readOnly || !plan.room) return null;
  const place = (id: string, to: Point) => {
    const f = plan.waiting.find((w) => `${ITEM}${w.id}` === id);
    if (!f) return;
    const prev = plan.at[f.id];
    p.setScratch({ at: { ...plan.at, [f.id]: poseOf(Math.round(to.x * 10) / 10, Math.round(to.y * 10) / 10, prev?.heading ?? 0) } });
  };
  return {
    hitItem: (pt: Point, tolerance: number) => {
      for (const f of plan.waiting) {
        const q = plan.at[f.id];
        if (q && Math.abs(pt.x - q.x) <= 0.5 + tolerance && Math.abs(pt.y - q.y) <= 0.5 + tolerance) return { id: `${ITEM}${f.id}`, anchor: { x: q.x, y: q.y } as Point };
      }
      return null;
    },
    onDrag: place,
    onDrop: place,
  };
}

// ---------------------------------------------------------------------------
// Escorts

export function EscortsPanel(p: StepProps) {
  const [off, setOff] = useState<string[]>([]);
  const x = p.expected;
  if (x.kind !== 'escorts') return null;
  const eligible = p.state.fighters.filter((f) => f.owner === x.player).flatMap((f) => {
    const ships = escortOptions(p.state, f);
    return ships.length > 0 ? [{ f, ship: ships[0] as string }] : [];
  });
  // A wing that stops escorting moves one inch away from the warship ("Fighter Escorting").
  const away = (ids: readonly string[]) => eligible.filter((e) => ids.includes(e.f.id)).flatMap((e) => {
    const q = escortStepAway(p.state, e.f.id, e.ship);
    return q ? [{ fighter: e.f.id, pose: q }] : [];
  });
  const send = () => void p.dispatch({ type: 'escorts', player: x.player, escorts: eligible.filter((e) => !off.includes(e.f.id)).map((e) => ({ fighter: e.f.id, ship: e.ship })), moved: away(off) });
  const label = (id: string) => p.state.ships.find((s) => s.id === id)?.label ?? id;
  return (
    <div className="gm-form" data-testid="escorts">
      <p>{playerName(p.state, x.player)} decides which wings keep escorting (fully aligned when the turn began). A wing that stops is moved one inch straight away from the warship: the app moves its token; move the physical one to match.</p>
      {eligible.map((e) => (
        <label key={e.f.id} className="gm-check">
          <input type="checkbox" checked={!off.includes(e.f.id)} onChange={(ev) => setOff(ev.target.checked ? off.filter((y) => y !== e.f.id) : [...off, e.f.id])} />
          {e.f.id} escorts {label(e.ship)}
        </label>
      ))}
      <div className="gm-row">
        <button type="button" className="gm-btn gm-primary" disabled={p.readOnly} onClick={send}>
          {off.length === 0 ? `Keep all ${eligible.length} aligned wings escorting` : `Record the escorts (${eligible.length - off.length} of ${eligible.length})`}
        </button>
        <button type="button" className="gm-btn" disabled={p.readOnly} onClick={() => void p.dispatch({ type: 'escorts', player: x.player, escorts: [], moved: away(eligible.map((e) => e.f.id)) })}>
          No wing escorts this turn
        </button>
      </div>
    </div>
  );
}
