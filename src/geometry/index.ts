/** Public entry point of the table geometry library (pure; inches and degrees). */
export * from './units';
