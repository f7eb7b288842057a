export * from './log';
export * from './words';
