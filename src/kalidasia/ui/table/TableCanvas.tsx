/**
 * The Konva drawing of the table, in table inches (the stage's transform maps them to the
 * screen). Layers split by how often they change (DESIGN.md §4): the table and its grid
 * (static), the markers, the one marker being dragged, and the tape overlay.
 *
 * Every layer is `listening={false}`: hit testing is done in pure code (markers.ts, with a
 * fingertip tolerance), so Konva keeps no hit canvases and a redraw paints only what shows.
 */
import { memo } from 'react';
import { Circle, Label, Layer, Line, Rect, Stage, Tag, Text } from 'react-konva';
import type { MarkerRecord } from '../../../store/types';
import { MARKER_RADIUS } from './markers';
import { MARKER_NODE_PREFIX, type StageController } from './stageController';
import type { StageNodeSetters } from './useNodeSetters';

/** Colours read from the theme's CSS variables. */
export interface TableColours {
  surface: string;
  edge: string;
  marker: string;
  markerEdge: string;
  selected: string;
  tape: string;
  labelBg: string;
  labelFg: string;
}

interface Props {
  controller: StageController;
  setters: StageNodeSetters;
  width: number;
  height: number;
  table: { width: number; height: number };
  grid: boolean;
  markers: readonly MarkerRecord[];
  selectedId: string | null;
  colours: TableColours;
  /** Label font size in CSS px (follows the app's text size). */
  fontPx: number;
}

const MarkerDiscs = memo(function MarkerDiscs(props: {
  markers: readonly MarkerRecord[];
  selectedId: string | null;
  colours: TableColours;
}) {
  const { markers, selectedId, colours } = props;
  return markers.map((m) => (
    <Circle
      key={m.id}
      id={`${MARKER_NODE_PREFIX}${m.id}`}
      x={m.x}
      y={m.y}
      radius={MARKER_RADIUS}
      fill={colours.marker}
      stroke={m.id === selectedId ? colours.selected : colours.markerEdge}
      strokeWidth={m.id === selectedId ? 4 : 1.5}
      strokeScaleEnabled={false}
      perfectDrawEnabled={false}
    />
  ));
});

export function TableCanvas(props: Props) {
  const { controller, setters, width, height, table, grid, markers, selectedId, colours, fontPx } = props;
  const { dragDisc: dragDiscRef, dragLayer: dragLayerRef, grid: gridRef, markersLayer: markersLayerRef, overlayLayer: overlayLayerRef, stage: stageRef, tapeEnd: tapeEndRef, tapeLabel: tapeLabelRef, tapeLine: tapeLineRef, tapeStart: tapeStartRef, tapeText: tapeTextRef } = setters;
  const v = controller.view;
  return (
    <Stage ref={stageRef} width={width} height={height} x={v.x} y={v.y} scaleX={v.scale} scaleY={v.scale}>
      <Layer listening={false}>
        <Rect
          width={table.width}
          height={table.height}
          fill={colours.surface}
          stroke={colours.edge}
          strokeWidth={2}
          strokeScaleEnabled={false}
          perfectDrawEnabled={false}
        />
        <Rect ref={gridRef} width={table.width} height={table.height} visible={grid} fillPatternRepeat="repeat" />
      </Layer>
      <Layer ref={markersLayerRef} listening={false}>
        <MarkerDiscs markers={markers} selectedId={selectedId} colours={colours} />
      </Layer>
      <Layer ref={dragLayerRef} listening={false}>
        <Circle
          ref={dragDiscRef}
          visible={false}
          radius={MARKER_RADIUS}
          fill={colours.marker}
          stroke={colours.selected}
          strokeWidth={4}
          strokeScaleEnabled={false}
          perfectDrawEnabled={false}
          opacity={0.9}
        />
      </Layer>
      <Layer ref={overlayLayerRef} listening={false}>
        <Line ref={tapeLineRef} visible={false} stroke={colours.tape} strokeWidth={3} strokeScaleEnabled={false} lineCap="round" />
        <Circle ref={tapeStartRef} visible={false} radius={4} fill={colours.tape} />
        <Circle ref={tapeEndRef} visible={false} radius={4} fill={colours.tape} />
        <Label ref={tapeLabelRef} visible={false}>
          <Tag fill={colours.labelBg} stroke={colours.tape} strokeWidth={1} perfectDrawEnabled={false} cornerRadius={4} pointerDirection="down" pointerWidth={10} pointerHeight={6} />
          <Text ref={tapeTextRef} text="" fontSize={fontPx} padding={6} fill={colours.labelFg} fontStyle="bold" />
        </Label>
      </Layer>
    </Stage>
  );
}

