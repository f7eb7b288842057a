/**
 * Konva's base (its Node with every property accessor, the canvas and context wrappers, the utilities): evaluated
 * in a task of its own before the rest of Konva (./konvaStage.ts, ./konvaShapes.ts; issue 24: Lighthouse's total blocking time on the
 * Table). The build puts these modules in a chunk of their own (`konva-node`, vite.config.ts): Konva's evaluation was
 * one task of ~100 ms at Lighthouse's 4× CPU.
 */
import 'konva/lib/Node';
