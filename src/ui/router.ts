/**
 * A tiny history-API router: every screen has its own URL, so the back button and
 * a reload keep the player where they were. Links are real <a href> elements.
 */
import { startTransition, useEffect, useState } from 'react';

const listeners = new Set<() => void>();

function notify(): void {
  for (const l of listeners) l();
}

if (typeof window !== 'undefined') window.addEventListener('popstate', notify);

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

const getPath = (): string => (typeof location === 'undefined' ? '/' : location.pathname);

/**
 * The current path, re-rendering on navigation. Navigation renders as a transition: the
 * screen being left stays up until the next one (often a lazily loaded chunk) is ready,
 * instead of flashing a "Loading…" placeholder that React would then keep for its
 * minimum reveal time.
 */
export function usePath(): string {
  const [path, setPath] = useState(getPath);
  useEffect(
    () =>
      subscribe(() => {
        startTransition(() => setPath(getPath()));
      }),
    [],
  );
  return path;
}

/** Go to a path (push a history entry unless `replace`). */
export function navigate(path: string, replace = false): void {
  if (path === getPath()) return;
  if (replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  notify();
  window.scrollTo(0, 0);
}

/** Click handler for in-app links: plain left clicks navigate without a page load. */
export function onLinkClick(e: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; preventDefault(): void; currentTarget: { getAttribute(n: string): string | null } }): void {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const href = e.currentTarget.getAttribute('href');
  if (!href || !href.startsWith('/')) return;
  e.preventDefault();
  navigate(href);
}

/** A path segment decoded, or as it is when it is not valid percent-encoding (`%`, `%E0%A4%A`): never throws. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
