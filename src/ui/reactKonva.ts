/**
 * `react-konva` as the build sees it (vite.config.ts aliases the bare 'react-konva' here; issue 24): the Konva core
 * and only the shapes the app draws (./konvaShapes.ts), instead of every Konva shape and filter. The table's chunk is
 * smaller and evaluates faster (Lighthouse's total blocking time on the Table and Game screens).
 * A canvas component using another shape adds its Konva module and its name in ./konvaShapes.ts
 * (test/unit/ui/reactKonva.test.ts fails on a name imported from 'react-konva' that is not loaded there).
 */
import './konvaShapes';

export * from 'react-konva/lib/ReactKonvaCore';
export { KONVA_SHAPES } from './konvaShapes';
