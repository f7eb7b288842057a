/**
 * The free Table's own Konva layers, drawn inside the shared TableStage (in table inches):
 * the markers, and the one marker being dragged. The table, grid and tape belong to TableStage.
 */
import { memo } from 'react';
import { Circle, Layer } from 'react-konva';
import type { MarkerRecord } from '../../../store/types';
import { MARKER_RADIUS } from './markers';
import { MARKER_NODE_PREFIX } from './stageController';
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
  setters: StageNodeSetters;
  markers: readonly MarkerRecord[];
  selectedId: string | null;
  colours: TableColours;
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

export function MarkerLayers(props: Props) {
  const { setters, markers, selectedId, colours } = props;
  const { markersLayer: markersLayerRef, dragLayer: dragLayerRef, dragDisc: dragDiscRef } = setters;
  return (
    <>
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
    </>
  );
}
