/**
 * Canvas colours and the label font size, resolved from the theme's CSS variables
 * (a canvas cannot use `var(--accent)` itself). Re-read when the system theme or the
 * root element's attributes (theme, text size) change.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';
import type { TableColours } from './TableCanvas';

const FALLBACK: TableColours = {
  surface: '#232c3d',
  edge: '#34425a',
  marker: '#e06c5f',
  markerEdge: '#11151c',
  selected: '#e8edf5',
  tape: '#f2b84b',
  labelBg: '#1b2230',
  labelFg: '#e8edf5',
};

/** What each colour is made of, as CSS (the shell defines the variables). */
const SOURCES: Record<keyof TableColours, string> = {
  surface: 'var(--tbl-surface)',
  edge: 'var(--border)',
  marker: 'var(--tbl-marker)',
  markerEdge: 'var(--bg)',
  selected: 'var(--fg)',
  tape: 'var(--accent)',
  labelBg: 'var(--panel)',
  labelFg: 'var(--fg)',
};

/** Resolve a CSS colour expression through a probe element (returns '' when the browser cannot). */
function colourResolve(host: HTMLElement, css: string): string {
  const probe = document.createElement('span');
  probe.style.color = css;
  probe.style.display = 'none';
  host.appendChild(probe);
  const c = getComputedStyle(probe).color;
  probe.remove();
  return /^(rgb|hsl|#|color\()/i.test(c) ? c : '';
}

function themeRead(host: HTMLElement): { colours: TableColours; fontPx: number } {
  const colours = { ...FALLBACK };
  for (const key of Object.keys(SOURCES) as (keyof TableColours)[]) {
    const c = colourResolve(host, SOURCES[key]);
    if (c) colours[key] = c;
  }
  const root = parseFloat(getComputedStyle(document.documentElement).fontSize);
  return { colours, fontPx: Number.isFinite(root) && root > 0 ? root : 16 };
}

function themeEquals(a: { colours: TableColours; fontPx: number }, b: { colours: TableColours; fontPx: number }): boolean {
  if (a.fontPx !== b.fontPx) return false;
  return (Object.keys(a.colours) as (keyof TableColours)[]).every((k) => a.colours[k] === b.colours[k]);
}

/** The theme read last: a canvas mounted again starts with it, so it is not drawn twice. */
let lastRead: { colours: TableColours; fontPx: number } | null = null;

export function useThemeColours(hostRef: RefObject<HTMLElement | null>): { colours: TableColours; fontPx: number } {
  const [theme, setTheme] = useState(() => lastRead ?? { colours: FALLBACK, fontPx: 16 });
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    const read = () => {
      const next = themeRead(host);
      lastRead = next;
      setTheme((prev) => (themeEquals(prev, next) ? prev : next));
    };
    read();
    const media = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;
    media?.addEventListener('change', read);
    const observer = typeof MutationObserver === 'function' ? new MutationObserver(read) : null;
    observer?.observe(document.documentElement, { attributes: true });
    if (document.body) observer?.observe(document.body, { attributes: true });
    return () => {
      media?.removeEventListener('change', read);
      observer?.disconnect();
    };
  }, [hostRef]);
  return theme;
}
