/**
 * Konva's containers and Shape (Stage, Layer, Group, Container, Shape, animations): the second of the three parts of
 * Konva the Table evaluates in tasks of their own (./konvaCore.ts, this, ./konvaShapes.ts; issue 24: Lighthouse's total
 * blocking time). The build puts these modules in a chunk of their own (`konva-stage`, vite.config.ts).
 */
import 'konva/lib/Stage';
import 'konva/lib/Layer';
import 'konva/lib/FastLayer';
import 'konva/lib/Group';
import 'konva/lib/Shape';
import 'konva/lib/Animation';
import 'konva/lib/Tween';
