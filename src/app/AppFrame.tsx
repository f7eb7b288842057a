import { Suspense, type ReactNode } from 'react';
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
  return (
    <div className="app">
      <TopBar home={path === '/'} title={title} />
      <Banners />
      <ErrorBoundary resetKey={path} what={path === '/' ? 'The home screen' : `The ${title} screen`}>
        <Suspense fallback={fallback}>{children}</Suspense>
      </ErrorBoundary>
    </div>
  );
}
