/** The maneuver planner's pure model (issue 14): allocation + planned move → band, bounds, violations, path, words. See README.md. */
export * from './plan';
export * from './words';
export * from './envelope';
export * from './overlap';
export * from './adapt';
