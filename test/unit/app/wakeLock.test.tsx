// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { useWakeLock } from '../../../src/app/wakeLock';

/** A stand-in for navigator.wakeLock that records requests and lets the test release locks as a hidden tab would. */
class FakeWakeLock {
  requests = 0;
  held: { released: boolean; release(): Promise<void> }[] = [];
  request(): Promise<{ released: boolean; release(): Promise<void> }> {
    this.requests += 1;
    const s = {
      released: false,
      release: async () => {
        s.released = true;
      },
    };
    this.held.push(s);
    return Promise.resolve(s);
  }
  active(): number {
    return this.held.filter((s) => !s.released).length;
  }
}

function Probe({ on }: { on: boolean }) {
  useWakeLock(on);
  return null;
}

const setVisibility = (v: 'visible' | 'hidden'): void => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => v });
  document.dispatchEvent(new Event('visibilitychange'));
};

const flush = () => act(async () => {});

describe('useWakeLock', () => {
  let fake: FakeWakeLock;
  beforeEach(() => {
    fake = new FakeWakeLock();
    Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: fake });
    setVisibility('visible');
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'wakeLock');
  });

  it('holds one lock while active and releases it when turned off', async () => {
    const r = render(<Probe on />);
    await flush();
    expect(fake.active()).toBe(1);
    r.rerender(<Probe on={false} />);
    await flush();
    expect(fake.active()).toBe(0);
    r.unmount();
  });

  it('asks again when the page becomes visible after the browser released the lock', async () => {
    const r = render(<Probe on />);
    await flush();
    // Hiding the tab: the browser releases the lock by itself.
    setVisibility('hidden');
    for (const s of fake.held) s.released = true;
    await flush();
    expect(fake.active()).toBe(0);
    setVisibility('visible');
    await flush();
    expect([fake.requests, fake.active()]).toEqual([2, 1]);
    r.unmount();
    await flush();
    expect(fake.active()).toBe(0);
  });

  it('never asks while turned off', async () => {
    const r = render(<Probe on={false} />);
    setVisibility('visible');
    await flush();
    expect(fake.requests).toBe(0);
    r.unmount();
  });
});
