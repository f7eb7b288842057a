import './app/zodJitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './app/pwa';
import './app/styles.css';

/**
 * A page the build wrote with its screen already in the HTML (`data-prerendered`, scripts/prerender.mjs) is replaced
 * by the app once that HTML is on screen (the browser reports its first contentful paint), at most 500 ms later (a
 * hidden tab paints nothing). The app's first render draws the same markup; replacing the HTML before its first paint
 * has been presented would make that later, identical paint the page's largest contentful paint (issue 24: Lighthouse).
 */
function afterFirstPaint(root: HTMLElement): Promise<void> {
  if (!root.hasAttribute('data-prerendered') || performance.getEntriesByName('first-contentful-paint').length > 0 || typeof PerformanceObserver === 'undefined') {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let observer: PerformanceObserver | null = null;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, 500);
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      done();
    }
  });
}

const root = document.getElementById('root');
if (root) {
  void afterFirstPaint(root).then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
registerServiceWorker();
