/**
 * The Konva core and the shapes the app draws (src/ui/reactKonva.ts re-exports React Konva over them). A module of its
 * own so the Table screen can evaluate Konva in a task of its own before React Konva and the screen (issue 24).
 */
import 'konva/lib/shapes/Arrow';
import 'konva/lib/shapes/Circle';
import 'konva/lib/shapes/Label';
import 'konva/lib/shapes/Line';
import 'konva/lib/shapes/Rect';
import 'konva/lib/shapes/Text';
import 'konva/lib/shapes/Wedge';

/** The node types the build can draw: Konva's core (Stage, Layer, FastLayer, Group, Shape) and the shapes loaded above. */
export const KONVA_SHAPES = ['Stage', 'Layer', 'FastLayer', 'Group', 'Shape', 'Arrow', 'Circle', 'Label', 'Tag', 'Line', 'Rect', 'Text', 'Wedge'] as const;
