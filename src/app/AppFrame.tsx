import { Suspense, useMemo, type ReactNode } from 'react';
import { Banners } from './Banners';
import { TopBar } from './TopBar';
import { ErrorBoundary } from '../ui/ErrorBoundary';

/**
 * What every screen sits in: the top bar, the banners and the screen inside its error and loading boundaries. The
 * build renders the prerendered pages with this same frame (src/app/prerender.tsx), so the app hydrates their HTML
 * (src/main.tsx) instead of drawing it again: the same elements, the same Suspense boundary.
 * The Table's fallback is its own page as the HTML drew it (TablePage.tsx): nothing moves while its code loads.
 */
export function AppFrame({ path, title, fallback, children }: { path: string; title: string; fallback: ReactNode; children: ReactNode }) {
  // The same boundary element while the screen is the same (App.tsx keeps its elements per path): a re-render of the
  // frame does not reach it. A boundary still hydrating (the Table's route chunk not come yet) that gets new props is
  // drawn anew on the client instead, its HTML replaced (test/browser/table-lcp.test.ts).
  const screen = useMemo(() => <Suspense fallback={fallback}>{children}</Suspense>, [fallback, children]);
  return (
    <div className="app">
      <TopBar home={path === '/'} title={title} />
      <Banners />
      <ErrorBoundary resetKey={path} what={path === '/' ? 'The home screen' : `The ${title} screen`}>
        {screen}
      </ErrorBoundary>
    </div>
  );
}
