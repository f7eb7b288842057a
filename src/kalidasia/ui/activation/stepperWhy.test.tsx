// @vitest-environment jsdom
// Issue 22: a disabled control's reason is written next to it, never only in a hover `title` (a tablet shows none).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Stepper } from './controls';

afterEach(cleanup);

describe('the reason of a disabled stepper is on the screen', () => {
  it('at its maximum, + is disabled and the reason is written beside it (no title)', () => {
    render(<Stepper label="Accelerate" value={4} max={4} why="All 4 engine points are allocated." onChange={() => {}} testId="acc" />);
    const plus = screen.getByRole('button', { name: 'Accelerate: one more' });
    expect((plus as HTMLButtonElement).disabled).toBe(true);
    expect(plus.getAttribute('title')).toBeNull();
    expect(screen.getByTestId('acc-why').textContent).toBe('All 4 engine points are allocated.');
  });
  it('below its maximum there is nothing to explain', () => {
    render(<Stepper label="Accelerate" value={1} max={4} why="All 4 engine points are allocated." onChange={() => {}} testId="acc" />);
    expect(screen.queryByTestId('acc-why')).toBeNull();
  });
});

describe('no control in the games gives its reason only in a title', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((n) => {
      const p = join(dir, n);
      return statSync(p).isDirectory() ? files(p) : /\.tsx$/.test(n) && !/\.test\.tsx$/.test(n) ? [p] : [];
    });
  it('no button or input carries both disabled= and title=', () => {
    const found: string[] = [];
    for (const f of [...files('src/kalidasia'), ...files('src/companions'), ...files('src/app')]) {
      const text = readFileSync(f, 'utf8');
      for (const m of text.matchAll(/<(button|input|select)\b[\s\S]*?(?<![=-])>(?!=)/g)) {
        const tag = m[0];
        if (/\bdisabled=/.test(tag) && /\btitle=/.test(tag)) found.push(`${f}: ${tag.slice(0, 120)}`);
        if (/\btitle=\{[^}]*(?:Problem|why|reason)/i.test(tag)) found.push(`${f}: a reason in a title: ${tag.slice(0, 120)}`);
      }
    }
    expect(found).toEqual([]);
  });
});
