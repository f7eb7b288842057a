// Shared setup for unit tests. jsdom tests get a canvas mock (Konva needs one)
// and an in-memory IndexedDB; node tests get nothing extra.
if (typeof window !== 'undefined') {
  await import('vitest-canvas-mock');
  // @ts-expect-error -- the package's "exports" hide its auto.d.ts from bundler resolution
  await import('fake-indexeddb/auto');
}
export {};
