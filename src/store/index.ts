export * from './types';
export * from './db';
export * from './errors';
export * from './runtime';
export * from './repos';
export * from './backup';
export * from './eventLog';
