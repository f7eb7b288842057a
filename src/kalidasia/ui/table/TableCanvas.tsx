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
  /** Markers not stored yet: drawn faint with a dashed ring (the saving mark) until they are. */
  saving: ReadonlySet<string>;
}

const MarkerDiscs = memo(function MarkerDiscs(props: {
  markers: readonly MarkerRecord[];
  selectedId: string | null;
  colours: TableColours;
  saving: ReadonlySet<string>;
}) {
  const { markers, selectedId, colours, saving } = props;
  return markers.map((m) => {
    const unsaved = saving.has(m.id);
    return (
      <Circle
        key={m.id}
        id={`${MARKER_NODE_PREFIX}${m.id}`}
        x={m.x}
        y={m.y}
        radius={MARKER_RADIUS}
        fill={colours.marker}
        opacity={unsaved ? 0.45 : 1}
        stroke={m.id === selectedId ? colours.selected : unsaved ? colours.tape : colours.markerEdge}
        strokeWidth={m.id === selectedId ? 4 : unsaved ? 2.5 : 1.5}
        dash={unsaved ? [5, 4] : undefined}
        strokeScaleEnabled={false}
        perfectDrawEnabled={false}
      />
    );
  });
});

export function MarkerLayers(props: Props) {
  const { setters, markers, selectedId, colours, saving } = props;
  const { markersLayer: markersLayerRef, dragLayer: dragLayerRef, dragDisc: dragDiscRef } = setters;
  return (
    <>
      <Layer ref={markersLayerRef} listening={false}>
        <MarkerDiscs markers={markers} selectedId={selectedId} colours={colours} saving={saving} />
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
