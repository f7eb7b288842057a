import { describe, expect, it } from 'vitest';
import { describeStorageError } from '../../../src/store/errors';

describe('storage problems become messages', () => {
  it('QuotaExceededError (direct or wrapped by Dexie) says the device is full and nothing was saved', () => {
    const direct = describeStorageError(Object.assign(new Error('x'), { name: 'QuotaExceededError' }));
    const wrapped = describeStorageError({ name: 'AbortError', inner: { name: 'QuotaExceededError' } });
    for (const p of [direct, wrapped]) {
      expect(p.kind).toBe('quota');
      expect(p.message).toMatch(/out of storage space/);
      expect(p.message).toMatch(/not saved/);
    }
  });
  it('missing IndexedDB says the app runs in memory', () => {
    const p = describeStorageError(Object.assign(new Error('x'), { name: 'MissingAPIError' }));
    expect(p.kind).toBe('unavailable');
    expect(p.message).toMatch(/runs in memory/);
  });
  it('anything else still has words', () => {
    expect(describeStorageError(new Error('boom')).message).toBe('Storage error: boom');
  });
});
