/**
 * The game table: the shared TableStage (same stage, gestures, tape measure as the free Table)
 * with the game's layers — deployment zones, escort links, tokens at true scale, the step's
 * overlay, the dragged tokens — and DOM labels that keep a constant screen size and never overprint.
 *
 * Fingers, not mice: every token answers to a touch target of at least 44 CSS px (../table/hitTargets);
 * two tokens under one finger: the step's unit or the picked group wins, else a chooser lists them.
 * Several tokens can be picked (Select: tap to add, or draw a box) and dragged or turned as one;
 * whatever moved them, the new poses go through `onMoveMany` (one dispatch, one undoable group).
 *
 * Dragging tokens moves copies of them on the drag layer imperatively (./tokenDrag.ts); the stored `adjust` events
 * then move the real tokens (shown done only once stored). Warships are a Konva shape each, the wings and the missiles
 * one shape per kind (./tableShapes.tsx), made once the stage shows its first view (./useLabelScale.ts).
 */
import type Konva from 'konva';
import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Circle, Layer, Line } from 'react-konva';
import type { Point } from '../../../geometry';
import type { GameState, PlayerId, TableUnit } from '../../game';
import { boxSelect, groupCentre } from '../table/groupMove';
import { hitCandidates, hitPick } from '../table/hitTargets';
import { tableClampPoint } from '../table/markers';
import type { StageController } from '../table/stageController';
import { TableStage, type StageItems, type StageTheme, type TableStageApi } from '../table/TableStage';
import type { TableTool } from '../table/useTableGestures';
import type { View } from '../table/viewTransform';
import { unitsMoved, type UnitPlacement } from './groupEvents';
import { PickTools, TokenChooser, type Chooser } from './PickTools';
import type { StepItems } from './steps';
import { activeIds, activeReachBox, tableTokens, tokenKey, tokenKeyParse, type TokenView } from './tableModel';
import { labelsLayout, TokenLabels } from './tableLabels';
import { BoxShape, EscortLinks, TokenShapes, ZoneShapes } from './tableShapes';
import { angleOf, dragCopiesDrop, dragCopiesMake, dragCopiesShow, TURN_ID, TURN_RADIUS_PX, turnHandle, type GroupDrag } from './tokenDrag';
import { unitCodes } from './unitCodes';
import { useLabelScale } from './useLabelScale';

export interface GameTableProps {
  state: GameState;
  controller: StageController;
  table: { width: number; height: number };
  colours: Readonly<Record<PlayerId, string>>;
  view: View | null;
  onViewChange(view: View | null): void;
  tool: TableTool;
  apiRef: RefObject<TableStageApi | null>;
  onMeasurementChange(has: boolean): void;
  selected: TableUnit | null;
  onSelect(unit: TableUnit | null): void;
  /** Tokens may be dragged to match the physical table. */
  adjusting: boolean;
  /** Tokens picked to move as one (Select: tap to add, or a box). */
  picked: readonly TableUnit[];
  onPicked(units: readonly TableUnit[]): void;
  /** Tokens moved to match the table (a drag of one or of the picked group, a turn of the group): ONE dispatch. */
  onMoveMany(placements: readonly UnitPlacement[]): void;
  /** Nothing may be changed (an old state shown, or a replay that failed). */
  readOnly: boolean;
  showZones: boolean;
  /** Step items (placement ghost, rotate handle…): hit before the tokens. */
  stepItems: RefObject<StepItems | null>;
  /** The step's overlay (Konva nodes in table inches). */
  overlay: ReactNode;
  ariaLabel: string;
  /** Where this game's tape is kept across relaunches. */
  measurementKey: string;
}

const STEP_PREFIX = 'step:';

export function GameTable(props: GameTableProps) {
  const { state, controller, table, colours, view, onViewChange, tool, apiRef, onMeasurementChange, selected, onSelect, adjusting, picked, onPicked, onMoveMany, readOnly, showZones, stepItems, overlay, ariaLabel, measurementKey } = props;
  const tokens = useMemo(() => tableTokens(state), [state]);
  const codes = useMemo(() => unitCodes(state), [state]);
  const tokensRef = useRef(tokens);
  const tokensLayer = useRef<Konva.Layer | null>(null);
  const dragLayer = useRef<Konva.Layer | null>(null);
  const drag = useRef<GroupDrag | null>(null);
  const boxSet = useRef<((r: { x: number; y: number; width: number; height: number } | null) => void) | null>(null);
  /** The candidates of the last ambiguous hit (a chooser follows its tap or drop). */
  const ambiguous = useRef<{ keys: string[]; screen: { x: number; y: number } } | null>(null);
  const [selectMode, setSelectMode] = useState(false);
  const [chooser, setChooser] = useState<Chooser | null>(null);
  useEffect(() => {
    tokensRef.current = tokens;
  });

  const pickedKeys = useMemo(() => new Set(picked.map(tokenKey)), [picked]);
  const active = useMemo(() => activeIds(state), [state]);
  const preferred = useMemo(() => new Set([...active, ...pickedKeys]), [active, pickedKeys]);
  const canMove = adjusting || selectMode;

  // At the start of an activation, the active unit and its reach come on screen (only when the camera
  // was moved away from them; at "Fit table" everything is already in view).
  const activeKey = [...active].join('|');
  const framed = useRef(activeKey);
  useEffect(() => {
    if (framed.current === activeKey) return;
    framed.current = activeKey;
    const box = activeKey === '' || readOnly ? null : activeReachBox(state, table);
    if (box) apiRef.current?.frame(box);
  }, [activeKey, state, table, readOnly, apiRef]);

  // Null until the stage shows its first view: the tokens and labels are then made once, at that scale.
  const { layoutScale: laidOut, boxRef: labelsBox } = useLabelScale(controller);
  const ready = laidOut !== null;
  const layoutScale = laidOut ?? controller.view.scale;

  const toScreen = (p: Point) => ({ x: controller.view.x + p.x * controller.view.scale, y: controller.view.y + p.y * controller.view.scale });
  const tokenByKey = (key: string) => tokensRef.current.find((t) => t.key === key);
  const togglePick = (u: TableUnit) => {
    const k = tokenKey(u);
    onPicked(picked.some((q) => tokenKey(q) === k) ? picked.filter((q) => tokenKey(q) !== k) : [...picked, u]);
  };
  const tapToken = (key: string) => {
    const u = tokenKeyParse(key);
    if (!u) return;
    if (selectMode) togglePick(u);
    else onSelect(selected && selected.kind === u.kind && selected.id === u.id ? null : u);
  };
  /** The tokens a drag of `key` moves: the picked group when it holds the token, else the token alone. */
  const groupOf = (key: string): string[] => (pickedKeys.has(key) && pickedKeys.size > 1 ? [...pickedKeys].filter((k) => tokenByKey(k)) : [key]);
  const translateKeys = (keys: readonly string[], dx: number, dy: number) => {
    const units = keys.flatMap((k) => tokenKeyParse(k) ?? []);
    const placed = unitsMoved(state, units, { kind: 'translate', dx, dy }).map((p) => ({ ...p, pose: { ...p.pose, ...tableClampPoint(table, p.pose) } }));
    if (placed.length > 0) onMoveMany(placed);
  };
  const turnPicked = (degrees: number) => {
    const units = picked.filter((u) => tokenByKey(tokenKey(u)));
    if (units.length === 0) return;
    const about = groupCentre(units.map((u) => ({ id: tokenKey(u), pose: (tokenByKey(tokenKey(u)) as TokenView).pose })));
    onMoveMany(unitsMoved(state, units, { kind: 'rotate', about, degrees }));
  };

  const ownsStep = (id: string) => id.startsWith(STEP_PREFIX);
  const stepUnits = useRef(new Map<string, TableUnit>());
  const pickedTokens = () => tokensRef.current.filter((t) => pickedKeys.has(t.key));
  /** Where the finger took the turn handle: the turn follows the finger's angle about the centre. */
  const turnGrab = useRef<Point | null>(null);
  const items: StageItems = {
    hitItem: (p, tolerance) => {
      ambiguous.current = null;
      const handle = selectMode && !readOnly ? turnHandle(pickedTokens(), layoutScale) : null;
      if (handle && Math.hypot(p.x - handle.at.x, p.y - handle.at.y) <= 22 / controller.view.scale) {
        turnGrab.current = p;
        return { id: TURN_ID, anchor: handle.at, draggable: true };
      }
      const s = stepItems.current?.hitItem(p, tolerance);
      if (s) {
        if (s.unit) stepUnits.current.set(s.id, s.unit);
        return { id: `${STEP_PREFIX}${s.id}`, anchor: s.anchor, draggable: true };
      }
      const pick = hitPick(
        hitCandidates(tokensRef.current.map((t) => ({ id: t.key, x: t.pose.x, y: t.pose.y, heading: t.pose.heading, width: t.width, length: t.length })), p, controller.view.scale),
        preferred,
      );
      if (pick.kind === 'none') return null;
      const key = pick.kind === 'one' ? pick.target.id : (pick.candidates[0]?.id ?? '');
      if (pick.kind === 'choose') ambiguous.current = { keys: pick.candidates.map((c) => c.id), screen: toScreen(p) };
      const t = tokenByKey(key);
      return t ? { id: t.key, anchor: { x: t.pose.x, y: t.pose.y } as Point, draggable: canMove && !readOnly } : null;
    },
    snap: (p) => {
      let best: Point = p;
      let bestD = 0.5;
      for (const t of tokensRef.current) {
        const d = Math.hypot(t.pose.x - p.x, t.pose.y - p.y);
        if (d <= bestD) {
          bestD = d;
          best = { x: t.pose.x, y: t.pose.y } as Point;
        }
      }
      return best;
    },
    clampItem: (id, p) => (id === TURN_ID ? p : tableClampPoint(table, p)),
    onTapTable: () => {
      setChooser(null);
      if (!selectMode) onSelect(null);
    },
    onTapItem: (id) => {
      setChooser(null);
      if (ownsStep(id)) {
        const u = stepUnits.current.get(id.slice(STEP_PREFIX.length));
        if (u && selectMode) togglePick(u);
        else if (u) onSelect(u);
        return;
      }
      const amb = ambiguous.current;
      if (amb) {
        setChooser({ ...amb.screen, keys: amb.keys, then: { kind: 'tap' } });
        return;
      }
      tapToken(id);
    },
    onItemDragStart: (id, at) => {
      setChooser(null);
      if (ownsStep(id)) {
        stepItems.current?.onDrag(id.slice(STEP_PREFIX.length), at);
        return;
      }
      const handle = id === TURN_ID ? turnHandle(pickedTokens(), layoutScale) : null;
      const lead = handle ? { pose: { x: handle.at.x, y: handle.at.y } } : tokenByKey(id);
      if (!lead || !dragLayer.current) return;
      const keys = handle ? pickedTokens().map((t) => t.key) : groupOf(id);
      const copies = dragCopiesMake(tokensLayer.current, dragLayer.current, keys, tokenByKey);
      const grab = turnGrab.current ?? (lead.pose as Point);
      drag.current = { keys, anchor: { x: lead.pose.x, y: lead.pose.y } as Point, copies, ...(handle ? { turn: { centre: handle.centre, from: angleOf(handle.centre, grab), grab: { x: grab.x - lead.pose.x, y: grab.y - lead.pose.y } as Point } } : {}) };
      dragCopiesShow(drag.current, at);
      tokensLayer.current?.batchDraw();
      dragLayer.current.batchDraw();
    },
    onItemDragMove: (id, at) => {
      if (ownsStep(id)) {
        stepItems.current?.onDrag(id.slice(STEP_PREFIX.length), at);
        return;
      }
      if (drag.current) dragCopiesShow(drag.current, at);
      dragLayer.current?.batchDraw();
    },
    onItemDragEnd: (id, at) => {
      if (ownsStep(id)) {
        stepItems.current?.onDragEnd?.(id.slice(STEP_PREFIX.length), at);
        return;
      }
      dragCopiesDrop(tokensLayer.current, drag.current, [id], tokenByKey);
      tokensLayer.current?.batchDraw();
      dragLayer.current?.batchDraw();
    },
    onItemDrop: (id, at) => {
      if (ownsStep(id)) {
        stepItems.current?.onDrop(id.slice(STEP_PREFIX.length), at);
        return;
      }
      const g = drag.current;
      drag.current = null;
      if (!g) return;
      if (g.turn) {
        const degrees = Math.round(angleOf(g.turn.centre, { x: at.x + g.turn.grab.x, y: at.y + g.turn.grab.y } as Point) - g.turn.from);
        const units = g.keys.flatMap((k) => tokenKeyParse(k) ?? []);
        if (degrees % 360 !== 0) onMoveMany(unitsMoved(state, units, { kind: 'rotate', about: g.turn.centre, degrees }));
        return;
      }
      const dx = at.x - g.anchor.x;
      const dy = at.y - g.anchor.y;
      const amb = ambiguous.current;
      if (amb && g.keys.length === 1) {
        // Two tokens were under the finger: which one goes there?
        setChooser({ ...toScreen(at), keys: amb.keys, then: { kind: 'drop', dx, dy } });
        return;
      }
      translateKeys(g.keys, dx, dy);
    },
    onMeasured: () => {},
    onBoxMove: (box) => {
      boxSet.current?.(box ? { x: Math.min(box.a.x, box.b.x), y: Math.min(box.a.y, box.b.y), width: Math.abs(box.a.x - box.b.x), height: Math.abs(box.a.y - box.b.y) } : null);
      dragLayer.current?.batchDraw();
    },
    onBoxEnd: (a, b) => {
      const keys = boxSelect(tokensRef.current.map((t) => ({ id: t.key, x: t.pose.x, y: t.pose.y })), a, b);
      const add = keys.flatMap((k) => tokenKeyParse(k) ?? []).filter((u) => !pickedKeys.has(tokenKey(u)));
      if (add.length > 0) onPicked([...picked, ...add]);
    },
  };

  const selectedKey = selected ? tokenKey(selected) : null;
  // Labels follow the app's text size (0.8 rem).
  const [fontPx] = useState(() => (typeof document === 'undefined' ? 13 : Math.round(0.8 * (parseFloat(getComputedStyle(document.documentElement).fontSize) || 16))));
  const labels = useMemo(() => (laidOut === null ? [] : labelsLayout(tokens, codes, laidOut, fontPx, preferred, active)), [tokens, codes, laidOut, fontPx, preferred, active]);
  const choose = (key: string) => {
    const c = chooser;
    setChooser(null);
    if (!c) return;
    if (c.then.kind === 'tap') tapToken(key);
    else translateKeys([key], c.then.dx, c.then.dy);
  };
  const onTable = new Set(tokens.map((t) => t.key));
  const handleNow = selectMode && !readOnly ? turnHandle(tokens.filter((t) => pickedKeys.has(t.key)), layoutScale) : null;
  const pickedOnTable = picked.filter((u) => onTable.has(tokenKey(u)));
  return (
    <>
      <TableStage
        controller={controller}
        table={table}
        grid
        view={view}
        onViewChange={onViewChange}
        tool={selectMode && tool === 'move' ? 'select' : tool}
        items={items}
        onMeasurementChange={onMeasurementChange}
        apiRef={apiRef}
        measurementKey={measurementKey}
        ariaLabel={ariaLabel}
        hint="Drag to pan; pinch or use the wheel to zoom. Tap a token to select it. With Adjust to the table on, drag a token to where it stands on the real table. With Select on, tap tokens or draw a box around them, then drag one to move them all, or drag the round handle above them to turn them."
        className="gm-stage"
        overDom={<TokenLabels labels={labels} fontPx={fontPx} boxRef={labelsBox} />}
      >
        {({ colours: theme }: StageTheme) => (
          <>
            {/* The layers are made at once (empty, so the stage's first 1 × 1 canvases and their resize draw nothing);
                what they hold, once the stage shows its view: drawn once, at its size (useLabelScale.ts). */}
            <Layer listening={false} visible={showZones}>
              {ready && <ZoneShapes players={state.setup.players} colours={colours} />}
            </Layer>
            <Layer ref={tokensLayer} listening={false}>
              {ready && <EscortLinks tokens={tokens} colours={colours} />}
              {ready && <TokenShapes tokens={tokens} colours={colours} edge={theme.markerEdge} selectedKey={selectedKey} picked={pickedKeys} active={active} accent={theme.tape} fg={theme.selected} />}
            </Layer>
            <Layer listening={false}>
              {ready && overlay}
              {handleNow && (
                <>
                  <Line points={[handleNow.centre.x, handleNow.centre.y, handleNow.at.x, handleNow.at.y]} stroke={theme.tape} strokeWidth={1.5} strokeScaleEnabled={false} dash={[4, 4]} listening={false} />
                  <Circle x={handleNow.at.x} y={handleNow.at.y} radius={TURN_RADIUS_PX / layoutScale} stroke={theme.tape} strokeWidth={2} strokeScaleEnabled={false} fill={theme.labelBg} listening={false} />
                </>
              )}
            </Layer>
            <Layer ref={dragLayer} listening={false}>
              <BoxShape setRef={boxSet} stroke={theme.tape} />
            </Layer>
          </>
        )}
      </TableStage>
      <PickTools selectMode={selectMode} onSelectMode={setSelectMode} readOnly={readOnly} picked={pickedOnTable} onTurn={turnPicked} onMoveBy={translateKeys} onUnpick={() => onPicked([])} />
      {chooser && <TokenChooser chooser={chooser} tokens={tokens} codes={codes} onChoose={choose} onClose={() => setChooser(null)} />}
    </>
  );
}
