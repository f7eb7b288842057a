/**
 * A tiny history-API router: every screen has its own URL, so the back button and
 * a reload keep the player where they were. Links are real <a href> elements.
 */
import { useSyncExternalStore } from 'react';

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

/** The current path, re-rendering on navigation. */
export function usePath(): string {
  return useSyncExternalStore(subscribe, getPath, () => '/');
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
