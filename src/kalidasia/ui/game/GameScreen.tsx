/**
 * One saved game: the turn bar, the game table, and a side bar with the step panel, the units list
 * and the log. State is the stored log folded incrementally (fold.ts); every action goes through
 * `dispatch`: checked by the reducer, then appended to the stored log, and shown done only once stored.
 */
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link } from '../../../ui/Link';
import { ev, expected, gameApply, type GameEvent, type GameEventBody, type GameState, type TableUnit } from '../../game';
import { StageController } from '../table/stageController';
import type { TableStageApi } from '../table/TableStage';
import type { TableTool } from '../table/useTableGestures';
import type { View } from '../table/viewTransform';
import { LogFolder } from './fold';
import { adjustEvents, groupIdNew, redoSpan, undoSpan, type UnitPlacement } from './groupEvents';
import { useEventLog } from './gameLog';
import { GameTable } from './GameTable';
import { LogPanel } from './LogPanel';
import { gameViewOf } from './meta';
import { RefusalBox, type Refusal } from './RefusalBox';
import { StepPanel, StepOverlay, StepItemsBridge } from './StepHost';
import { asideEntries, stepKeyOf, type Dispatch, type PathPoint, type StepItems } from './steps';
import { TurnBar } from './TurnBar';
import { UnitsList } from './UnitsList';
import './game.css';

type SideTab = 'step' | 'units' | 'log';

export function GameScreen({ id }: { id: string }) {
  const log = useEventLog(id);
  const [folder] = useState(() => new LogFolder());
  const folded = useMemo(() => (log.head === null ? null : folder.fold(log.head.meta, log.events)), [folder, log.head, log.events]);

  const [controller] = useState(() => new StageController());
  const stageApi = useRef<TableStageApi | null>(null);
  const [tool, setTool] = useState<TableTool>('move');
  const [hasMeasurement, setHasMeasurement] = useState(false);
  const [view, setView] = useState<View | null>(null);
  const [selected, setSelected] = useState<TableUnit | null>(null);
  /** Tokens picked to move as one on the table. */
  const [picked, setPicked] = useState<readonly TableUnit[]>([]);
  const [adjusting, setAdjusting] = useState(false);
  /** Deployment zones drawn: null = while deploying (and when looking back), else the player's choice. */
  const [zones, setZones] = useState<boolean | null>(null);
  const [tab, setTab] = useState<SideTab>('step');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** A log line tapped: the table as it was after that many events (null = now). */
  const [viewAt, setViewAt] = useState<number | null>(null);
  const [scratch, setScratch] = useState<{ key: string; value: unknown } | null>(null);
  const [pathPoint, setPathPoint] = useState<PathPoint | null>(null);
  const stepItems = useRef<StepItems | null>(null);

  const now = folded && folded.broken === null ? (folded.states[folded.states.length - 1] ?? null) : null;
  const shownAt = viewAt !== null && folded && viewAt < folded.states.length ? viewAt : null;
  const state = shownAt !== null && folded ? (folded.states[shownAt] ?? now) : now;
  const failed = folded?.failed ?? null;
  const readOnly = shownAt !== null || failed !== null || log.status !== 'ready';
  const x = now ? expected(now) : null;
  const stepKey = now && x ? stepKeyOf(now, x) : null;
  const headMeta = log.head?.meta;
  const nowPlayers = now?.players;
  const gameView = useMemo(() => (nowPlayers ? gameViewOf(headMeta, { players: nowPlayers }) : null), [headMeta, nowPlayers]);
  const scratchValue = scratch && scratch.key === `${stepKey}@${log.head?.cursor ?? 0}` ? scratch.value : undefined;

  const stateRef = useRef(now);
  const inFlight = useRef(false);
  /** The state after this tab's last stored action, while the screen has not shown it yet. */
  const ahead = useRef<{ cursor: number; state: GameState } | null>(null);
  const cursorRef = useRef(log.head?.cursor ?? 0);
  useLayoutEffect(() => {
    stateRef.current = now;
    cursorRef.current = log.head?.cursor ?? 0;
    // The screen shows this tab's last stored action (or has moved on): check against what it shows.
    if (ahead.current && cursorRef.current >= ahead.current.cursor) ahead.current = null;
  });

  const dispatch: Dispatch = async (bodies, opts) => {
    const list: readonly GameEventBody[] = Array.isArray(bodies) ? (bodies as readonly GameEventBody[]) : [bodies as GameEventBody];
    const a = ahead.current;
    let s = a && a.cursor > cursorRef.current ? a.state : stateRef.current;
    if (!s || readOnly) return { ok: false, by: 'storage', reason: 'This game is read-only now.' };
    // One action at a time: a second tap while the first is being stored would be checked against the
    // state before it (a double-tapped roll would be stored twice).
    if (inFlight.current) return { ok: false, by: 'storage', reason: 'Still saving the previous action.' };
    const events: GameEvent[] = [];
    // Several events sent at once are one player action: stored as one group, undone and redone together.
    const group = list.length > 1 ? groupIdNew() : undefined;
    for (const b of list) {
      const e: GameEvent = { ...ev(b), ...(opts?.ruling ? { ruling: opts.ruling } : {}), ...(group ? { group } : {}) };
      const r = gameApply(s, e);
      if (!r.ok) {
        const overrulable = opts?.ruling === undefined && r.overrulable === true;
        setRefusal({ reason: r.reason, overrulable, events: list });
        return { ok: false, by: 'rules', reason: r.reason, overrulable, events: list };
      }
      s = r.state;
      events.push(e);
    }
    inFlight.current = true;
    setBusy(true);
    const w = await log.append(events);
    inFlight.current = false;
    setBusy(false);
    // Until the screen shows the stored log, later actions are checked against the state just stored.
    if (w.ok) ahead.current = { cursor: w.head.cursor, state: s };
    if (!w.ok) {
      setNotice(w.kind === 'conflict' ? 'The game changed in another tab: the screen now shows it as stored. Nothing of yours was saved; try again.' : w.message);
      return { ok: false, by: 'storage', reason: w.message };
    }
    setRefusal(null);
    setNotice(null);
    return { ok: true };
  };

  /** Tokens moved to match the table (one token or a group, by a drag or a turn): one dispatch, one undoable group. */
  const onMoveMany = (placements: readonly UnitPlacement[]) => {
    const s = stateRef.current;
    if (!s) return;
    const events = adjustEvents(s, placements);
    if (events.length > 0) void dispatch(events);
  };

  const onStepItems = (items: StepItems | null) => {
    stepItems.current = items;
  };

  const undo = async () => {
    ahead.current = null;
    setRefusal(null);
    const w = await log.undo(undoSpan(log.events));
    if (!w.ok) setNotice(w.message);
  };
  const redo = async () => {
    ahead.current = null;
    setRefusal(null);
    const w = await log.redo(redoSpan(log.redoEvents));
    if (!w.ok) setNotice(w.message);
  };

  if (log.status === 'loading') return <p className="gm-wait">Opening the game…</p>;
  if (log.status === 'missing' || log.status === 'deleted-elsewhere' || log.head === null) {
    return (
      <div className="gm-missing" role="alert">
        <p>
          {log.status === 'unavailable'
            ? `The game cannot be read: storage is unavailable on this device${log.error ? ` (${log.error})` : ''}.`
            : `This game is not stored on this device${log.status === 'deleted-elsewhere' ? ' any more (deleted in another tab)' : ''}.`}
        </p>
        {log.status === 'deleted-elsewhere' && (
          <button type="button" className="gm-btn" onClick={() => void log.restoreDeleted()}>
            Put it back
          </button>
        )}
        <Link to="/kalidasia/game">Back to the saved games</Link>
      </div>
    );
  }
  if (!folded || folded.broken !== null || !state || !now || !x || !stepKey) {
    return (
      <div className="gm-missing" role="alert">
        <p>This game cannot be opened: {folded?.broken ?? 'its set-up is damaged'}. Nothing stored was changed.</p>
        <Link to="/kalidasia/game">Back to the saved games</Link>
      </div>
    );
  }

  const gv = gameView ?? gameViewOf(log.head.meta, now);
  const zonesShown = zones ?? (now.phase.kind === 'deployment' || shownAt !== null);
  const stepProps = {
    state: now,
    expected: x,
    dispatch,
    selection: { unit: selected, select: setSelected, picked },
    scratch: scratchValue,
    setScratch: (v: unknown) => setScratch({ key: `${stepKey}@${cursorRef.current}`, value: v }),
    pathPoint,
    setPathPoint,
    scale: controller.view.scale,
    readOnly,
  };

  return (
    <div className="gm-screen">
      <TurnBar
        name={log.head.name}
        state={now}
        expected={x}
        canUndo={log.events.length > 0 && !busy && failed === null}
        canRedo={log.redoEvents.length > 0 && !busy && failed === null}
        onUndo={() => void undo()}
        onRedo={() => void redo()}
        tool={tool}
        onTool={setTool}
        adjusting={adjusting}
        onAdjusting={setAdjusting}
        zones={zonesShown}
        onZones={(on) => setZones(on)}
        hasMeasurement={hasMeasurement}
        onClearMeasurement={() => stageApi.current?.clearMeasurement()}
        onZoom={(f) => stageApi.current?.zoomBy(f)}
        onFit={() => stageApi.current?.fit()}
        pending={log.pending.length + (busy ? 1 : 0)}
        colours={gv.colours}
      />
      {failed && (
        <p className="gm-banner gm-error" role="alert">
          Read-only: this game cannot be replayed past event {failed.index + 1}.{' '}
          {log.damaged.find((d) => d.seq === failed.index + 1)?.reason ?? failed.reason} Undo is disabled; the table shows the game up to
          event {failed.index}.
        </p>
      )}
      {shownAt !== null && (
        <p className="gm-banner" role="status">
          Showing the table as it was after event {shownAt} of {folded.events.length}.{' '}
          <button type="button" className="gm-btn" onClick={() => setViewAt(null)}>
            Back to now
          </button>
        </p>
      )}
      {(notice ?? log.error) && (
        <p className="gm-banner gm-error" role="alert">
          {notice ?? log.error}{' '}
          <button
            type="button"
            className="gm-btn"
            onClick={() => {
              setNotice(null);
              log.clearError();
            }}
          >
            Dismiss
          </button>
        </p>
      )}
      <div className="gm-body">
        <div className="gm-table">
          <GameTable
            state={state}
            controller={controller}
            table={gv.table}
            colours={gv.colours}
            view={view}
            onViewChange={setView}
            tool={tool}
            apiRef={stageApi}
            onMeasurementChange={setHasMeasurement}
            selected={selected}
            onSelect={setSelected}
            adjusting={adjusting && !readOnly}
            picked={picked}
            onPicked={setPicked}
            onMoveMany={onMoveMany}
            readOnly={readOnly}
            showZones={zonesShown}
            stepItems={stepItems}
            overlay={
              shownAt === null ? (
                <>
                  <StepOverlay stepKey={stepKey} props={stepProps} />
                  {asideEntries().map(([k, { Overlay }]) => (Overlay ? <Overlay key={k} {...stepProps} /> : null))}
                </>
              ) : null
            }
            measurementKey={`tableside.game.tape.${id}`}
            ariaLabel={`Game table ${gv.table.width}″ × ${gv.table.height}″`}
          />
          {shownAt === null && !readOnly && <StepItemsBridge key={stepKey} stepKey={stepKey} props={stepProps} onItems={onStepItems} />}
        </div>
        <aside className="gm-side" aria-label="Game panels">
          <div className="gm-tabs" role="tablist">
            {(['step', 'units', 'log'] as const).map((t) => (
              <button key={t} type="button" role="tab" aria-selected={tab === t} className="gm-tab" onClick={() => setTab(t)}>
                {t === 'step' ? 'Now' : t === 'units' ? 'Units' : 'Log'}
              </button>
            ))}
          </div>
          {refusal && (
            <RefusalBox
              refusal={refusal}
              onClose={() => setRefusal(null)}
              onOverrule={(note) => void dispatch(refusal.events, { ruling: { overruled: refusal.reason, ...(note ? { note } : {}) } })}
            />
          )}
          <div className="gm-panel" role="tabpanel">
            {tab === 'step' && <StepPanel stepKey={stepKey} props={stepProps} />}
            {tab === 'step' && asideEntries().map(([k, { Panel }]) => <Panel key={k} {...stepProps} />)}
            {tab === 'units' && <UnitsList state={state} colours={gv.colours} selected={selected} onSelect={setSelected} readOnly={readOnly} dispatch={dispatch} />}
            {tab === 'log' && (
              <LogPanel
                folded={folded}
                redoable={log.redoEvents}
                pending={log.pending}
                shownAt={shownAt}
                onShow={(k) => setViewAt(k === folded.events.length ? null : k)}
              />
            )}
          </div>
        </aside>
      </div>
    </div>
  );
}
