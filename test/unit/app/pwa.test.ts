import { describe, expect, it, vi } from 'vitest';
import { applyUpdate, attachWorkbox, getUpdateState } from '../../../src/app/pwa';

// A stand-in for workbox-window's Workbox: records listeners, fires events on demand.
function fakeWorkbox() {
  const handlers: Record<string, (() => void)[]> = {};
  return {
    addEventListener: (name: string, h: () => void) => {
      (handlers[name] ??= []).push(h);
    },
    messageSkipWaiting: vi.fn<() => void>(),
    fire: (name: string) => handlers[name]?.forEach((h) => h()),
  };
}

describe('new-version prompt', () => {
  it('announces a waiting version and reloads only after the player taps Reload', () => {
    const wb = fakeWorkbox();
    const reload = vi.fn<() => void>();
    attachWorkbox(wb as never);
    expect(getUpdateState().ready).toBe(false);
    wb.fire('waiting');
    expect(getUpdateState().ready).toBe(true);
    wb.fire('controlling');
    expect(reload).not.toHaveBeenCalled();
    applyUpdate(reload);
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
    wb.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
