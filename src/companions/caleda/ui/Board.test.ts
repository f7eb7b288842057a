import { describe, expect, it } from 'vitest';
import { inkOn } from './Board';

describe('unit chips stay readable on any kingdom colour', () => {
  it('dark text on light colours, white on dark ones', () => {
    expect(['#e0b03c', '#d9d9d9', '#000080', '#202020', 'gold'].map(inkOn)).toEqual(['#111111', '#111111', '#ffffff', '#ffffff', '#111111']);
  });
});
