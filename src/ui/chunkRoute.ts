import { lazy, type ComponentType } from 'react';

/**
 * A screen in a chunk of its own: `Component` (lazy), whether its chunk is in (`loaded`) and `fetch` to ask for it.
 * Once the chunk is in, the lazy component's first render takes it at once (its loader hands the module over
 * synchronously), so no render suspends on it. A screen that shows "Loading…" as content until `fetch` resolves, then
 * renders `Component`, is on screen as soon as its chunk is in: a Suspense fallback, once shown, is kept at least
 * 300 ms by React (issue 24; src/app/App.tsx, src/kalidasia/ui/game/README.md). A failed fetch is asked again later.
 */
export function chunkRoute<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  type Module = { default: ComponentType<P> };
  let mod: Module | null = null;
  let pending: Promise<Module> | null = null;
  const fetch = (): Promise<Module> =>
    (pending ??= load().then(
      (m) => (mod = m),
      (e: unknown) => {
        pending = null;
        throw e;
      },
    ));
  const inHand = (m: Module) => ({ then: (done: (m: Module) => void) => done(m) }) as unknown as Promise<Module>;
  const Component = lazy(() => (mod ? inHand(mod) : fetch()));
  return { Component, loaded: () => mod !== null, fetch };
}
