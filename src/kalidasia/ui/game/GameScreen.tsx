/**
 * One saved game: the turn bar, the game table, and a side bar with the step panel, the units list
 * and the log. State is the stored log folded incrementally (fold.ts); every action goes through
 * `dispatch`: checked by the reducer, then appended to the stored log, and shown done only once stored.
 * Beside it: the log and its fold (useGameFold.ts), Undo (undoAction.ts), the screens shown instead of a game that
 * cannot be shown (GameUnavailable.tsx).
 */
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { expected, shipsToActivate, type TableUnit } from '../../game';
import { StageController } from '../table/stageController';
import type { TableStageApi } from '../table/TableStage';
import type { TableTool } from '../table/useTableGestures';
import type { View } from '../table/viewTransform';
import { GameDispatcher } from './dispatcher';
import { adjustEvents, redoSpan, type UnitPlacement } from './groupEvents';
import { GameBroken, GameMissing, GameWaiting } from './GameUnavailable';
import { GameTable } from './GameTable';
import { LogPanel } from './LogPanel';
import { gameViewOf, type GameMetaView } from './meta';
import { CorrectionsBanner } from './Corrections';
import { RefusalBox, type Refusal } from './RefusalBox';
import { ResultCard } from './ResultCard';
import { StepPanel, StepOverlay, StepItemsBridge } from './StepHost';
import { asideEntries, stepKeyOf, type Dispatch, type PathPoint, type StepItems } from './steps';
import { TurnBar } from './TurnBar';
import { PhotoTools } from '../photo/PhotoTools';
import { PhotoTableLayer } from '../photo/PhotoTableLayer';
import { ShareBar, ShareStart, useShareRecord } from '../../../ui/share/ShareBar';
import { kalidasiaBranchLines } from '../share/branchLines';
import { KALIDASIA_SHARE } from '../share/game';
import { changedElsewhere } from '../../../ui/share/wording';
import { UnitsList } from './UnitsList';
import { UnitStrip } from './UnitStrip';
import { wingGroupAround } from './unitStrip';
import type { ShareGame } from '../../../ui/share/game';
import { undoLastAction, undoPlanOf } from './undoAction';
import { EARLIER_WAIT, useGameFold } from './useGameFold';
import './game.css';

/** The share screens for this game, with a conflict's branches in the log's own words. */
const SHARE: ShareGame = { ...KALIDASIA_SHARE, describe: kalidasiaBranchLines };

type SideTab = 'step' | 'units' | 'log';

export function GameScreen({ id }: { id: string }) {
  const [tab, setTab] = useState<SideTab>('step');
  /** A log line tapped: the table as it was after that many events (null = now). */
  const [viewAt, setViewAt] = useState<number | null>(null);
  const { log, folder, headDamage, rows, foldedNow, folded } = useGameFold(id, tab === 'log' || viewAt !== null);
  const unloaded = log.unloaded;

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
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [scratch, setScratch] = useState<{ key: string; value: unknown } | null>(null);
  /** Drafts before each undoable change of the current step's scratch (an engine point, a sensor token): Undo steps back through them first. */
  const [drafts, setDrafts] = useState<{ key: string; stack: readonly unknown[] } | null>(null);
  const [pathPoint, setPathPoint] = useState<PathPoint | null>(null);
  const stepItems = useRef<StepItems | null>(null);
  /** A shared game this tablet only watches, or a conflict between tablets waiting to be settled: read-only (words). */
  const [shareLock, setShareLock] = useState<string | null>(null);
  /** "Play on two tablets" tapped: the share panel opens (it loads the sync engine). */
  const [shareStarting, setShareStarting] = useState(false);
  /** How this game is shared from this device (null: not shared; undefined: being read). */
  const shareRec = useShareRecord(id);

  const now = folded && folded.broken === null ? (folded.states[folded.states.length - 1] ?? null) : null;
  const shownAt = viewAt !== null && folded && viewAt < folded.states.length ? viewAt : null;
  const state = shownAt !== null && folded ? (folded.states[shownAt] ?? now) : now;
  const failed = folded?.failed ?? null;
  const readOnly = shownAt !== null || failed !== null || headDamage !== null || log.status !== 'ready' || shareLock !== null;
  const x = now ? expected(now) : null;
  const stepKey = now && x ? stepKeyOf(now, x) : null;
  const headMeta = log.head?.meta;
  const nowPlayers = now?.players;
  const gameView = useMemo(() => (nowPlayers ? gameViewOf(headMeta, { players: nowPlayers }) : null), [headMeta, nowPlayers]);
  const scratchKey = `${stepKey}@${log.head?.cursor ?? 0}`;
  const scratchValue = scratch && scratch.key === scratchKey ? scratch.value : undefined;
  const draftStack = drafts && drafts.key === scratchKey ? drafts.stack : [];

  const stateRef = useRef(now);
  const cursorRef = useRef(log.head?.cursor ?? 0);
  const readOnlyRef = useRef(readOnly);
  const appendRef = useRef(log.append);
  useLayoutEffect(() => {
    stateRef.current = now;
    cursorRef.current = log.head?.cursor ?? 0;
    readOnlyRef.current = readOnly;
    appendRef.current = log.append;
  });

  // Every action goes through one queue: a tap while the previous action is saving waits its turn and is checked
  // against the state after it (never dropped); see dispatcher.ts.
  const [waiting, setWaiting] = useState(0);
  const dispatcherRef = useRef<GameDispatcher | null>(null);
  const [dispatch] = useState<Dispatch>(() => (bodies: Parameters<Dispatch>[0], opts?: Parameters<Dispatch>[1]) => {
    dispatcherRef.current ??= new GameDispatcher({
      shown: () => ({ state: stateRef.current, cursor: cursorRef.current, readOnly: readOnlyRef.current }),
      append: (events) => appendRef.current(events),
      refusal: setRefusal,
      notice: setNotice,
      waiting: setWaiting,
    });
    return dispatcherRef.current.dispatch(bodies, opts);
  });
  const busy = waiting > 0;
  /** Undo would reach the events before the snapshot, not read yet: it waits for them (the button says so). */
  const undoWaits = useMemo(() => unloaded > 0 && foldedNow !== null && undoPlanOf(foldedNow) === 'earlier', [unloaded, foldedNow]);

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
    // A draft being built (engine points, sensor tokens) steps back one player action before the log does.
    if (draftStack.length > 0) {
      const prev = draftStack[draftStack.length - 1];
      setScratch({ key: scratchKey, value: prev });
      setDrafts({ key: scratchKey, stack: draftStack.slice(0, -1) });
      return;
    }
    dispatcherRef.current?.forgetAhead();
    setRefusal(null);
    if (!foldedNow) return;
    const note = await undoLastAction(log, folder, foldedNow);
    if (note !== null) setNotice(note);
  };
  const redo = async () => {
    dispatcherRef.current?.forgetAhead();
    setRefusal(null);
    const w = await log.redo(redoSpan(log.redoEvents));
    if (!w.ok) setNotice(w.message);
  };

  if (log.status === 'loading') return <p className="gm-wait">Opening the game…</p>;
  if (log.status === 'missing' || log.status === 'deleted-elsewhere' || log.head === null) return <GameMissing log={log} />;
  if (folded?.waiting) return <GameWaiting />;
  if (!folded || folded.broken !== null || !state || !now || !x || !stepKey) return <GameBroken broken={folded?.broken ?? null} headDamage={headDamage} />;

  const gv = gameView ?? gameViewOf(log.head.meta, now);
  /** A tap on the table; when choosing the next unit, a tap on one of the player's units activates it (the strip confirms; undo if wrong). */
  const onTableSelect = (u: TableUnit | null) => {
    setSelected(u);
    if (!u || readOnly || x.kind !== 'activate' || adjusting) return;
    if (u.kind === 'ship' && shipsToActivate(now, x.player).some((q) => q.id === u.id)) void dispatch({ type: 'activateShip', player: x.player, ship: u.id });
    if (u.kind === 'fighter') {
      const group = wingGroupAround(now, x.player, u.id);
      if (group) void dispatch({ type: 'activateFighters', player: x.player, fighters: group });
    }
  };
  const zonesShown = zones ?? (now.phase.kind === 'deployment' || shownAt !== null);
  const stepProps = {
    state: now,
    expected: x,
    dispatch,
    selection: { unit: selected, select: setSelected, picked },
    scratch: scratchValue,
    setScratch: (v: unknown, opts?: { undoable?: boolean }) => {
      const key = `${stepKey}@${cursorRef.current}`;
      if (opts?.undoable) setDrafts({ key, stack: [...(drafts && drafts.key === key ? drafts.stack : []), scratch && scratch.key === key ? scratch.value : undefined] });
      setScratch({ key, value: v });
    },
    pathPoint,
    setPathPoint,
    scale: controller.view.scale,
    readOnly,
  };

  return (
    <div className="gm-screen" data-unloaded={unloaded}>
      <TurnBar
        name={log.head.name}
        state={now}
        expected={x}
        canUndo={(log.events.length > 0 || draftStack.length > 0) && !busy && failed === null && headDamage === null && shareLock === null && (draftStack.length > 0 || !undoWaits)}
        undoNote={draftStack.length === 0 && undoWaits ? `Undo waits: ${EARLIER_WAIT}` : null}
        canRedo={log.redoEvents.length > 0 && !busy && failed === null && headDamage === null && shareLock === null}
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
        pending={Math.max(waiting, log.pending.length > 0 ? 1 : 0)}
        colours={gv.colours}
        tools={
          <>
            <PhotoTools state={now} table={gv.table} colours={gv.colours} dispatch={dispatch} readOnly={readOnly || shownAt !== null} tableCamera={{ controller, api: stageApi }} />
            {log.head.kind === 'kalidasia' && !shareStarting && shareRec === null && <ShareStart game={SHARE} onStart={() => setShareStarting(true)} />}
          </>
        }
      />
      {log.head && log.head.kind === 'kalidasia' && <ShareBar game={SHARE} logId={id} rev={log.head.rev ?? 0} epoch={log.head.epoch} onLock={setShareLock} starting={shareStarting} onStopped={() => setShareStarting(false)} />}
      {headDamage && (
        <p className="gm-banner gm-error" role="alert" data-testid="game-head-damaged">
          Read-only: this game's stored record is damaged ({headDamage.replace(/^the game record is damaged: /, '')}). It shows all {rows.length} stored
          events as stored; nothing was changed. Export it from the saved games to keep it in a file.
        </p>
      )}
      {failed && (
        <p className="gm-banner gm-error" role="alert">
          Read-only: this game cannot be replayed past event {failed.index + 1}.{' '}
          {log.damaged.find((d) => d.seq === failed.index + 1)?.reason ?? failed.reason} Undo is disabled; the table shows the game up to
          event {failed.index}.
        </p>
      )}
      {failed === null && <CorrectionsBanner name={log.head.name} meta={log.head.meta as GameMetaView} events={log.events} waitFor={unloaded > 0 ? EARLIER_WAIT : null} />}
      {shownAt !== null && (
        <p className="gm-banner" role="status">
          Showing the table as it was after event {shownAt} of {folded.events.length}.{' '}
          <button type="button" className="gm-btn" onClick={() => setViewAt(null)}>
            Back to now
          </button>
        </p>
      )}
      {(notice ?? log.error) && (
        <p className="gm-banner gm-error" role="alert" data-testid="game-notice">
          {changedElsewhere(notice ?? log.error, Boolean(shareRec))}{' '}
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
            selected={x.kind === 'activate' && shownAt === null ? null : selected}
            onSelect={onTableSelect}
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
                  <PhotoTableLayer scale={stepProps.scale} />
                </>
              ) : null
            }
            measurementKey={`tableside.game.tape.${id}`}
            ariaLabel={`Game table ${gv.table.width}″ × ${gv.table.height}″`}
          />
          {shownAt === null && <ResultCard folded={folded} />}
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
          {tab === 'step' && shownAt === null && <UnitStrip state={now} expected={x} dispatch={dispatch} readOnly={readOnly} colours={gv.colours} />}
          {refusal && (
            <RefusalBox
              refusal={refusal}
              onClose={() => setRefusal(null)}
              onOverrule={(note) => void dispatch(refusal.events, { ruling: { overruled: refusal.reason, ...(note ? { note } : {}) } })}
            />
          )}
          <div className="gm-panel" role="tabpanel">
            {tab === 'step' && asideEntries().map(([k, { Panel, before }]) => (before ? <Panel key={k} {...stepProps} /> : null))}
            {tab === 'step' && <StepPanel stepKey={stepKey} props={stepProps} />}
            {tab === 'step' && asideEntries().map(([k, { Panel, before }]) => (before ? null : <Panel key={k} {...stepProps} />))}
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
