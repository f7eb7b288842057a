/**
 * The free Table's canvas: the shared TableStage with the markers' layers. A module of its own, loaded after the
 * screen's toolbar has painted (TableScreen.tsx, issue 24: Lighthouse on the Table), so Konva and React Konva are
 * evaluated and the stage mounted in tasks of their own.
 *
 * The stage is mounted in steps (`stageLater`: its box, the stage with the table, the markers' layer, the tape's layer
 * with the dragged marker's disc), a task each, so no single task makes every canvas.
 */
import type { MarkerRecord } from '../../../store/types';
import { DragDisc, MarkerLayers } from './TableCanvas';
import { TableStage, type TableStageProps } from './TableStage';
import type { StageNodeSetters } from './useNodeSetters';

export interface FreeTableStageProps extends Omit<TableStageProps, 'children'> {
  setters: StageNodeSetters;
  markers: readonly MarkerRecord[];
  selectedId: string | null;
  /** Markers not stored yet (the saving mark). */
  saving: ReadonlySet<string>;
}

export default function FreeTableStage({ setters, markers, selectedId, saving, ...stage }: FreeTableStageProps) {
  return (
    <TableStage {...stage} stageLater renderOverlay={({ colours }) => <DragDisc setters={setters} colours={colours} />}>
      {({ colours }) => <MarkerLayers setters={setters} markers={markers} selectedId={selectedId} colours={colours} saving={saving} />}
    </TableStage>
  );
}
