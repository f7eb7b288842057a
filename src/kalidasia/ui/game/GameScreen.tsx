/**
 * One saved game: the turn bar, the game table, and a side bar with the step panel, the units list
 * and the log. State is the stored log folded incrementally (fold.ts); every action goes through
 * `dispatch`: checked by the reducer, then appended to the stored log, and shown done only once stored.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link } from '../../../ui/Link';
import { cardsSeenOnUndo, ev, expected, gameApply, shipsToActivate, type TableUnit } from '../../game';
import { StageController } from '../table/stageController';
import type { TableStageApi } from '../table/TableStage';
import type { TableTool } from '../table/useTableGestures';
import type { View } from '../table/viewTransform';
import { GameDispatcher } from './dispatcher';
import { LogFolder, SNAPSHOT_EVERY, snapshotFits, snapshotOf, type Folded } from './fold';
import { adjustEvents, redoSpan, undoSpan, type UnitPlacement } from './groupEvents';
import { useEventLog } from './gameLog';
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
import './game.css';

/** The share screens for this game, with a conflict's branches in the log's own words. */
const SHARE: ShareGame = { ...KALIDASIA_SHARE, describe: kalidasiaBranchLines };

type SideTab = 'step' | 'units' | 'log';

/** Open from a snapshot of this app's version: only the head, the snapshot and the rows after it before painting (issue 24). */
const OPEN_FROM_SNAPSHOT = { tailFirst: snapshotFits };

/** Shown while something waits for the earlier events of a game opened from a snapshot (read in the background). */
const EARLIER_WAIT = 'reading the earlier events of this game…';

/**
 * What Undo takes back: the last player action (the last event and the rest of its group, stepping over a run of
 * `deckSeen`), from event `first` to `k`. 'earlier' when a fold from a snapshot cannot tell (the action reaches the
 * events before the snapshot): the fold must be complete first. null: nothing to undo.
 */
function undoPlanOf(f: Folded): { first: number; k: number; carried: string[] } | 'earlier' | null {
  const events = f.events;
  let k = events.length;
  const carried: string[] = [];
  for (let e = events[k - 1]; e && e.type === 'deckSeen'; e = events[k - 1]) {
    carried.push(...e.cards);
    k--;
  }
  if (f.from > 0 && k <= f.from) return 'earlier';
  if (k === 0) return null;
  const first = k - undoSpan(events.slice(0, k));
  if (f.from > 0 && first <= f.from) return 'earlier';
  return { first, k, carried };
}

export function GameScreen({ id }: { id: string }) {
  const log = useEventLog(id, OPEN_FROM_SNAPSHOT);
  const [folder] = useState(() => new LogFolder());
  /** The stored head is damaged (its cursor, length or kind): the game opens read-only with every stored row, never as new. */
  const headDamage = log.damaged.find((d) => d.seq === 0)?.reason ?? null;
  const rows = useMemo(() => (headDamage === null ? log.events : [...log.events, ...log.redoEvents]), [headDamage, log.events, log.redoEvents]);
  /** Bumped when the fold was completed after painting (a long game opened from a snapshot: fold.ts), to show it. */
  const [, setCompleted] = useState(0);
  const snapshot = log.snapshot;
  const unloaded = log.unloaded;
  const foldedMemo = useMemo(() => (log.head === null ? null : folder.fold(log.head.meta, rows, snapshot, unloaded)), [folder, log.head, rows, snapshot, unloaded]);
  const foldedNow = foldedMemo ? folder.latest(foldedMemo) : null;
  const [tab, setTab] = useState<SideTab>('step');
  /** A log line tapped: the table as it was after that many events (null = now). */
  const [viewAt, setViewAt] = useState<number | null>(null);
  // The log and "the table as it was then" need every earlier state: complete the fold first (the events decide).
  const folded = foldedNow && foldedNow.from > 0 && (tab === 'log' || viewAt !== null) ? (folder.complete() ?? foldedNow) : foldedNow;
  // Opened from a snapshot: replay the events before it in slices after painting (once they are read), and check the
  // snapshot against them.
  const partial = folded !== null && folded.from > 0 && folded.unloaded === 0;
  useEffect(() => {
    if (!partial) return;
    let handle = 0;
    const idle = typeof requestIdleCallback === 'function';
    const step = () => {
      if (folder.completeSome(8)) setCompleted((c) => c + 1);
      else handle = idle ? requestIdleCallback(step, { timeout: 200 }) : window.setTimeout(step, 16);
    };
    handle = idle ? requestIdleCallback(step, { timeout: 200 }) : window.setTimeout(step, 16);
    return () => (idle ? cancelIdleCallback(handle) : window.clearTimeout(handle));
  }, [folder, partial]);

  // Store a snapshot every SNAPSHOT_EVERY events (the latest multiple before the last event, so the last result can be
  // read from the state before it): the next open folds only the events after it.
  // Written again once an open from a snapshot is complete: a snapshot the events corrected is replaced.
  const snapSeq = useRef(0);
  const putSnapshot = log.putSnapshot;
  const snapReady = folded !== null && folded.broken === null && folded.failed === null && headDamage === null && log.status === 'ready';
  useEffect(() => {
    if (!snapReady || !folded) return;
    const n = folded.events.length;
    const at = Math.floor((n - 1) / SNAPSHOT_EVERY) * SNAPSHOT_EVERY;
    const st = folded.states[at];
    // From a snapshot, a state up to it is written only once the replay has checked it (the fold complete).
    if (at < SNAPSHOT_EVERY || at === snapSeq.current || !st || (folded.from > 0 && at <= folded.from)) return;
    snapSeq.current = at;
    // A snapshot is a cache, not an action: it is checked against the events before use and rebuilt from them when
    // missing. A failed write (a full disk) loses nothing; it is tried again at the next snapshot point.
    putSnapshot(at, snapshotOf(st)).catch(() => {
      if (snapSeq.current === at) snapSeq.current = -1;
    });
  }, [snapReady, folded, putSnapshot]);

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
    // Undo needs the state before the last action (and before a run of deckSeen). Opened from a snapshot, the fold from
    // it has every state after the snapshot; an action reaching before it needs every state, so the fold complete.
    // An app-held deck never shows the same hidden card again: the cards the undone action drew were seen, so they go
    // to the bottom of the draw pile (`deckSeen`, game/deckSeen.ts). A `deckSeen` is not a player action: Undo steps
    // over it to the action before and records its cards again, so undoing twice does not bring a seen card back on top.
    let whole = foldedNow;
    let plan = undoPlanOf(whole);
    if (plan === 'earlier') {
      if (log.unloaded > 0) {
        setNotice(`Undo waits: ${EARLIER_WAIT}`);
        return;
      }
      whole = folder.complete() ?? foldedNow;
      plan = undoPlanOf(whole);
    }
    if (plan === null || plan === 'earlier') return;
    const events = whole.events;
    // The player action undone: the last event and the rest of its group (tokens moved together), in one write.
    const { first, k, carried } = plan;
    const back = whole.states[first];
    const undone = events.slice(first, k);
    const seenNow = undone.flatMap((e, j) => {
      const before = whole.states[first + j];
      return before ? cardsSeenOnUndo(before, e) : [];
    });
    const seen = back ? [...seenNow, ...carried].filter((c, i, all) => all.indexOf(c) === i && back.deck.ordered && back.deck.draw.includes(c)) : [];
    const w = await log.undo(events.length - first);
    if (!w.ok) {
      setNotice(w.message);
      return;
    }
    if (seen.length > 0 && back) {
      const e = ev({ type: 'deckSeen', cards: seen });
      if (gameApply(back, e).ok) {
        const seenWrite = await log.append([e]);
        if (!seenWrite.ok) setNotice(seenWrite.message);
      }
    }
  };
  const redo = async () => {
    dispatcherRef.current?.forgetAhead();
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
          <button type="button" className="gm-btn" disabled={!log.restorable} onClick={() => void log.restoreDeleted()}>
            Put it back
          </button>
        )}
        {log.status === 'deleted-elsewhere' && !log.restorable && (
          <p data-testid="put-back-reason">
            This tab had not finished reading the game when it was deleted, so it cannot put it back; the saved games list
            where it was deleted can (Undo there).
          </p>
        )}
        <Link to="/kalidasia/game">Back to the saved games</Link>
      </div>
    );
  }
  if (folded?.waiting) {
    return (
      <p className="gm-wait" role="status">
        Opening the game… {EARLIER_WAIT}
      </p>
    );
  }
  if (!folded || folded.broken !== null || !state || !now || !x || !stepKey) {
    return (
      <div className="gm-missing" role="alert">
        <p>
          This game cannot be opened: {(folded?.broken ?? 'its set-up is damaged').replace(/\.$/, '')}
          {headDamage ? ` (and ${headDamage})` : ''}. Nothing stored was changed; export it from the saved games to keep every stored event in a file.
        </p>
        <Link to="/kalidasia/game">Back to the saved games</Link>
      </div>
    );
  }

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
