import './app/zodJitless';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './app/pwa';

// The shell's own styles (src/app/styles.css) are in every page's HTML (scripts/shell-style.mjs). A page that painted
// without waiting for the entry's stylesheet (Home: `media="print" data-later`, scripts/prerender.mjs) applies it now,
// before the app renders anything that needs it (the Table's toolbar, a link away).
for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-later]')) link.media = 'all';

const root = document.getElementById('root');
if (root) {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A prerendered page's HTML (`data-prerendered`, scripts/prerender.mjs) is the app's own first render in the same
  // frame (src/app/prerender.tsx, AppFrame.tsx): hydrated, not drawn again, so its elements stay those of the page's
  // first paint (issue 24: Lighthouse; the replaced HTML had to wait for its first paint, else React's identical
  // toolbar became the largest contentful paint). Any other page starts from index.html's "Opening Tableside…".
  if (root.hasAttribute('data-prerendered')) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
registerServiceWorker();
