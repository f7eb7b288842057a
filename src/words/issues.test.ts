import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sizeWords, TYPE_WORDS, valueAt } from './issues';

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  if (r.success || !r.error.issues[0]) throw new Error('expected an issue');
  return r.error.issues[0];
};

describe("zod's issues in a player's words", () => {
  it('says a size out of bounds as length for lists and text, as a bound for numbers', () => {
    const cases: [z.ZodType, unknown, string][] = [
      [z.array(z.number()).min(2), [1], 'too short (at least 2)'],
      [z.string().max(3), 'abcd', 'too long (at most 3)'],
      [z.number().min(1), 0, 'must be at least 1'],
      [z.number().max(200), 201, 'must be at most 200'],
    ];
    for (const [schema, value, words] of cases) {
      const issue = firstIssue(schema, value);
      if (issue.code !== 'too_small' && issue.code !== 'too_big') throw new Error(`unexpected ${issue.code}`);
      expect(sizeWords(issue)).toBe(words);
    }
  });

  it('reads the value at an issue path, undefined where there is none', () => {
    const input = { tables: { squadrons: [{ name: 'A' }, null] } };
    expect(valueAt(input, ['tables', 'squadrons', 0, 'name'])).toBe('A');
    expect(valueAt(input, ['tables', 'squadrons', 1, 'name'])).toBeUndefined();
    expect(valueAt(input, ['tables', 'missing', 0])).toBeUndefined();
    expect(valueAt(input, [])).toBe(input);
  });

  it('names the types a player meets', () => {
    expect([TYPE_WORDS.number, TYPE_WORDS.string, TYPE_WORDS.boolean, TYPE_WORDS.array, TYPE_WORDS.object]).toEqual(['a number', 'text', 'true or false', 'a list', 'an object']);
  });
});
