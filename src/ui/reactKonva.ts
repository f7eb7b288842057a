/**
 * `react-konva` as the build sees it (vite.config.ts aliases the bare 'react-konva' here; issue 24): the Konva core
 * and only the shapes the app draws, instead of every Konva shape and filter. The table's chunk is smaller and
 * evaluates faster (Lighthouse's total blocking time on the Table and Game screens).
 * A canvas component using another shape adds its Konva module below and its name to KONVA_SHAPES
 * (test/unit/ui/reactKonva.test.ts fails on a name imported from 'react-konva' that is not loaded here).
 */
import 'konva/lib/shapes/Arrow';
import 'konva/lib/shapes/Circle';
import 'konva/lib/shapes/Label';
import 'konva/lib/shapes/Line';
import 'konva/lib/shapes/Rect';
import 'konva/lib/shapes/Text';
import 'konva/lib/shapes/Wedge';

export * from 'react-konva/lib/ReactKonvaCore';

/** The node types the build can draw: Konva's core (Stage, Layer, FastLayer, Group, Shape) and the shapes loaded above. */
export const KONVA_SHAPES = ['Stage', 'Layer', 'FastLayer', 'Group', 'Shape', 'Arrow', 'Circle', 'Label', 'Tag', 'Line', 'Rect', 'Text', 'Wedge'] as const;
