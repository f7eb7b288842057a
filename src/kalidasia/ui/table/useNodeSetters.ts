/**
 * Stable callback refs (node setters) that hand each Konva node and DOM element to the StageController.
 */
import { useMemo } from 'react';
import type { StageController, StageParts } from './stageController';

export type StageNodeSetters = { [K in keyof StageParts]: (node: StageParts[K]) => void };

export function useNodeSetters(controller: StageController): StageNodeSetters {
  return useMemo(() => {
    const make =
      <K extends keyof StageParts>(key: K) =>
      (node: StageParts[K]): void => {
        controller.partSet(key, node);
      };
    return {
      stage: make('stage'),
      grid: (node: StageParts['grid']): void => {
        controller.partSet('grid', node);
        // A fresh grid node needs its pattern tile.
        if (node) controller.gridTileRefresh();
      },
      markersLayer: make('markersLayer'),
      dragLayer: make('dragLayer'),
      dragDisc: make('dragDisc'),
      overlayLayer: make('overlayLayer'),
      tapeLine: make('tapeLine'),
      tapeStart: make('tapeStart'),
      tapeEnd: make('tapeEnd'),
      tapeLabel: make('tapeLabel'),
      tapeText: make('tapeText'),
      container: make('container'),
      scaleBar: make('scaleBar'),
      scaleBarText: make('scaleBarText'),
      readout: make('readout'),
    };
  }, [controller]);
}
