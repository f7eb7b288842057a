/** Dice shared by every game: sources (entered or seeded), a seeded generator, shuffles. */
export * from './rng';
export * from './source';
export * from './seed';
export * from './odds';
