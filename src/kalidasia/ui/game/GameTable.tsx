/**
 * The game table: the shared TableStage (same stage, gestures, tape measure as the free Table)
 * with the game's layers — deployment zones, tokens at true scale, the step's overlay, the
 * dragged token, and labels that keep a constant screen size.
 *
 * Dragging a token (adjust to the table) moves a clone on the drag layer imperatively; the stored
 * `adjust` event then moves the real token (shown done only once stored).
 */
import type Konva from 'konva';
import { memo, useEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { Layer, Line, Shape, Text } from 'react-konva';
import type { Point } from '../../../geometry';
import type { GameState, PlayerId, TableUnit } from '../../game';
import { tableClampPoint } from '../table/markers';
import type { StageController } from '../table/stageController';
import { TableStage, type StageItems, type StageTheme, type TableStageApi } from '../table/TableStage';
import type { TableTool } from '../table/useTableGestures';
import type { View } from '../table/viewTransform';
import type { StepItems } from './steps';
import { activeIds, tableTokens, tokenHit, tokenKey, tokenKeyParse, type TokenView } from './tableModel';

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
  onAdjustDrop(unit: TableUnit, at: Point): void;
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

/**
 * One Konva shape per token (not a group of four): the footprint, and for warships the centre lines;
 * the heading mark at the fore edge. Lines keep a constant screen width.
 */
function tokenScene(t: TokenView, edge: string) {
  const L = t.length;
  const W = t.width;
  const nose = Math.min(L, W) * 0.35;
  return (ctx: Konva.Context, shape: Konva.Shape) => {
    ctx.beginPath();
    ctx.rect(-L / 2, -W / 2, L, W);
    ctx.closePath();
    ctx.fillStrokeShape(shape);
    const px = 1 / Math.max(1e-6, shape.getAbsoluteScale().x);
    if (t.unit.kind === 'ship') {
      ctx.beginPath();
      ctx.moveTo(-L / 2, 0);
      ctx.lineTo(L / 2, 0);
      ctx.moveTo(0, -W / 2);
      ctx.lineTo(0, W / 2);
      ctx.setAttr('lineWidth', px);
      ctx.setAttr('strokeStyle', edge);
      ctx.setLineDash([3 * px, 3 * px]);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    ctx.beginPath();
    ctx.moveTo(L / 2, 0);
    ctx.lineTo(L / 2 - nose, -W * 0.3);
    ctx.lineTo(L / 2 - nose, W * 0.3);
    ctx.closePath();
    ctx.setAttr('fillStyle', edge);
    ctx.fill();
  };
}

/** One draw function per token view and edge colour, so an unchanged token keeps its props. */
const scenes = new WeakMap<TokenView, { edge: string; fn: ReturnType<typeof tokenScene> }>();
function sceneFor(t: TokenView, edge: string) {
  const hit = scenes.get(t);
  if (hit && hit.edge === edge) return hit.fn;
  const fn = tokenScene(t, edge);
  scenes.set(t, { edge, fn });
  return fn;
}

const TokenShapes = memo(function TokenShapes(props: { tokens: readonly TokenView[]; colours: Readonly<Record<PlayerId, string>>; edge: string; selectedKey: string | null; active: Set<string>; accent: string; fg: string }) {
  const { tokens, colours, edge, selectedKey, active, accent, fg } = props;
  return tokens.map((t) => {
    const isActive = active.has(t.key);
    const isSel = t.key === selectedKey;
    return (
      <Shape
        key={t.key}
        id={t.key}
        x={t.pose.x}
        y={t.pose.y}
        rotation={t.pose.heading}
        sceneFunc={sceneFor(t, edge)}
        fill={colours[t.owner] ?? '#888'}
        opacity={t.unit.kind === 'ship' ? 0.85 : 0.95}
        stroke={isSel ? fg : isActive ? accent : edge}
        strokeWidth={isSel || isActive ? 3 : 1}
        dash={t.disrupted ? [4, 3] : undefined}
        strokeScaleEnabled={false}
        perfectDrawEnabled={false}
        listening={false}
      />
    );
  });
});

const LabelShapes = memo(function LabelShapes(props: { tokens: readonly TokenView[]; fontPx: number; fg: string; bg: string; scale: number }) {
  const { tokens, fontPx, fg, scale } = props;
  const k = 1 / scale;
  return tokens
    .filter((t) => t.unit.kind !== 'fighter')
    .map((t) => (
      <Text
        key={t.key}
        name="label"
        x={t.pose.x}
        y={t.pose.y + Math.max(t.width, t.length) / 2}
        offsetX={60}
        offsetY={-4}
        width={120}
        align="center"
        text={t.label}
        fontSize={fontPx * 0.85}
        fontStyle="bold"
        fill={fg}
        scaleX={k}
        scaleY={k}
        listening={false}
        perfectDrawEnabled={false}
      />
    ));
});

function zonePoints(ring: readonly { x: number; y: number }[]): number[] {
  return ring.flatMap((p) => [p.x, p.y]);
}

export function GameTable(props: GameTableProps) {
  const { state, controller, table, colours, view, onViewChange, tool, apiRef, onMeasurementChange, selected, onSelect, adjusting, onAdjustDrop, showZones, stepItems, overlay, ariaLabel, measurementKey } = props;
  const tokens = useMemo(() => tableTokens(state), [state]);
  const tokensRef = useRef(tokens);
  const tokensLayer = useRef<Konva.Layer | null>(null);
  const dragLayer = useRef<Konva.Layer | null>(null);
  const labelsLayer = useRef<Konva.Layer | null>(null);
  const clone = useRef<Konva.Node | null>(null);
  useEffect(() => {
    tokensRef.current = tokens;
  });

  // Labels keep a constant screen size: undo the stage scale on each label, every frame.
  useEffect(
    () =>
      controller.viewListen((v) => {
        const k = 1 / v.scale;
        labelsLayer.current?.getChildren().forEach((n) => n.scale({ x: k, y: k }));
      }),
    [controller],
  );

  const ownsStep = (id: string) => id.startsWith(STEP_PREFIX);
  const items: StageItems = {
    hitItem: (p, tolerance) => {
      const s = stepItems.current?.hitItem(p, tolerance);
      if (s) return { id: `${STEP_PREFIX}${s.id}`, anchor: s.anchor, draggable: true };
      const t = tokenHit(tokensRef.current, p, tolerance);
      return t ? { id: t.key, anchor: { x: t.pose.x, y: t.pose.y } as Point, draggable: adjusting } : null;
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
    clampItem: (_id, p) => tableClampPoint(table, p),
    onTapTable: () => onSelect(null),
    onTapItem: (id) => {
      const u = tokenKeyParse(id);
      if (u) onSelect(selected && selected.kind === u.kind && selected.id === u.id ? null : u);
    },
    onItemDragStart: (id, at) => {
      if (ownsStep(id)) {
        stepItems.current?.onDrag(id.slice(STEP_PREFIX.length), at);
        return;
      }
      const node = tokensLayer.current?.findOne(`#${CSS.escape(id)}`);
      if (!node || !dragLayer.current) return;
      const c = node.clone({ id: `drag:${id}`, opacity: 0.8 });
      node.visible(false);
      dragLayer.current.add(c as Konva.Group);
      c.position(at);
      clone.current = c;
      tokensLayer.current?.batchDraw();
      dragLayer.current.batchDraw();
    },
    onItemDragMove: (id, at) => {
      if (ownsStep(id)) {
        stepItems.current?.onDrag(id.slice(STEP_PREFIX.length), at);
        return;
      }
      clone.current?.position(at);
      dragLayer.current?.batchDraw();
    },
    onItemDragEnd: (id) => {
      if (ownsStep(id)) return;
      clone.current?.destroy();
      clone.current = null;
      tokensLayer.current?.findOne(`#${CSS.escape(id)}`)?.visible(true);
      tokensLayer.current?.batchDraw();
      dragLayer.current?.batchDraw();
    },
    onItemDrop: (id, at) => {
      if (ownsStep(id)) {
        stepItems.current?.onDrop(id.slice(STEP_PREFIX.length), at);
        return;
      }
      const u = tokenKeyParse(id);
      if (u) onAdjustDrop(u, at);
    },
    onMeasured: () => {},
  };

  const selectedKey = selected ? tokenKey(selected) : null;
  const active = useMemo(() => activeIds(state), [state]);
  return (
    <TableStage
      controller={controller}
      table={table}
      grid
      view={view}
      onViewChange={onViewChange}
      tool={tool}
      items={items}
      onMeasurementChange={onMeasurementChange}
      apiRef={apiRef}
      measurementKey={measurementKey}
      ariaLabel={ariaLabel}
      hint="Drag to pan; pinch or use the wheel to zoom. Tap a token to select it. With Adjust to the table on, drag a token to where it stands on the real table."
      className="gm-stage"
    >
      {({ colours: theme, fontPx }: StageTheme) => (
        <>
          <Layer listening={false} visible={showZones}>
            {state.setup.players.map((p) =>
              p.zone.map((poly, i) => (
                <Line
                  key={`${p.id}-${i}`}
                  points={zonePoints(poly[0] ?? [])}
                  closed
                  fill={colours[p.id] ?? '#888'}
                  opacity={0.18}
                  stroke={colours[p.id] ?? '#888'}
                  strokeWidth={2}
                  strokeScaleEnabled={false}
                  dash={[8, 6]}
                  perfectDrawEnabled={false}
                />
              )),
            )}
          </Layer>
          <Layer ref={tokensLayer} listening={false}>
            <TokenShapes tokens={tokens} colours={colours} edge={theme.markerEdge} selectedKey={selectedKey} active={active} accent={theme.tape} fg={theme.selected} />
          </Layer>
          <Layer listening={false}>{overlay}</Layer>
          <Layer ref={dragLayer} listening={false} />
          <Layer ref={labelsLayer} listening={false}>
            <LabelShapes tokens={tokens} fontPx={fontPx} fg={theme.labelFg} bg={theme.labelBg} scale={controller.view.scale} />
          </Layer>
        </>
      )}
    </TableStage>
  );
}
