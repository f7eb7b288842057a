// @vitest-environment jsdom
// Issue 12 cases 4 and 6: a screen that throws shows what failed with a way home and a backup; a chunk
// that cannot be fetched after an update offers a reload. The rest of the page keeps working.
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { ErrorBoundary, isChunkLoadError } from '../../../src/ui/ErrorBoundary';

function Boom({ error }: { error: unknown }): never {
  throw error;
}

describe('per-screen error boundary', () => {
  it('a render error shows what failed, Home, Try again and Download a backup; the shell outside stays', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const r = render(
      <div>
        <header>shell</header>
        <ErrorBoundary what="The Squadrons screen">
          <Boom error={new TypeError("Cannot read properties of null (reading 'name')")} />
        </ErrorBoundary>
      </div>,
    );
    expect(r.getByRole('heading').textContent).toBe('The Squadrons screen could not be shown');
    expect(r.getByTestId('screen-error-detail').textContent).toBe("Cannot read properties of null (reading 'name')");
    expect(r.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(r.getByRole('button', { name: 'Download a backup' })).toBeTruthy();
    expect(r.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(r.getByText('shell')).toBeTruthy();
    warn.mockRestore();
    err.mockRestore();
  });

  it('a chunk that failed to load offers a reload', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const r = render(
      <ErrorBoundary what="The Settings screen">
        <Boom error={new TypeError('Failed to fetch dynamically imported module: http://x/assets/SettingsScreen-abc.js')} />
      </ErrorBoundary>,
    );
    expect(r.getByTestId('chunk-error')).toBeTruthy();
    expect(r.getByRole('button', { name: 'Reload' })).toBeTruthy();
    warn.mockRestore();
    err.mockRestore();
  });

  it('recognises chunk-load failures from Chromium, Firefox and Safari, and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of null (reading 'x')"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
