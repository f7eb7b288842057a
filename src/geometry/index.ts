/** Public entry point of the table geometry library (pure; inches and degrees). See README.md. */
export * from './units';
export * from './vec';
export * from './pose';
export * from './footprint';
export * from './range';
export * from './arc';
export * from './turning';
export * from './movement';
export * from './envelope';
export * from './convex';
export * from './overlap';
export * from './aligned';
export * from './radius';
export * from './missile';
export * from './circle';
export * from './zone';
export * from './region';
