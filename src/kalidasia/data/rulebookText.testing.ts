/**
 * Test helper (imported by *.test.ts only): the rulebook text, read from the copy kept in
 * test/fixtures/rules (so the tests run on a clean clone), with whitespace collapsed so a
 * quote that wraps across lines in the text still matches.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const RULEBOOK_PATH = fileURLToPath(new URL('../../../test/fixtures/rules/kalidasia-core-rules-2.2.0.txt', import.meta.url));

const collapse = (s: string): string => s.replace(/\s+/g, ' ').trim();

let cached: string | null = null;

/** The rulebook text with runs of whitespace collapsed to one space. */
export function rulebookText(): string {
  cached ??= collapse(readFileSync(RULEBOOK_PATH, 'utf8'));
  return cached;
}

/** Does the rulebook contain this quote (whitespace-insensitive)? */
export function rulebookHas(quote: string): boolean {
  return rulebookText().includes(collapse(quote));
}
