/**
 * Issue 17: one plural/article helper for every companion and the squadron builder. The wording cases players met
 * ("1 Centaurs", "a Archer", "The Forest build") are rendered here through the
 * real describe functions and rules, and a scan of the source finds any string that still builds them by hand.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHIPPED_PACK } from '../kalidasia';
import { RANK_NAMES } from '../companions/caleda/rules/units';
import { describeKaladanEvent } from '../companions/kaladan/describe';
import { go as kGo, setup as kSetup } from '../companions/kaladan/reducer.fixture';
import { initialKaladan } from '../companions/kaladan/rules/state';
import { UNIT_NAMES as KALADAN_UNITS } from '../companions/kaladan/rules/units';
import { outcomeFor } from '../companions/kalesia/rules/outcome';
import { setupReminders } from '../companions/kalesia/rules/setup';
import { describeNedcaEvent } from '../companions/nedca/describe';
import { go, start, toAction, toOperations } from '../companions/nedca/reducer.fixture';
import { UNIT_NAMES as NEDCA_UNITS } from '../companions/nedca/rules/units';
import { allOf, articleFor, countOf, ordinal, pluralOf, withArticle } from './index';

/** Wording that is always wrong, wherever it appears. */
const WRONG: readonly [RegExp, string][] = [
  [/\b[aA] [AEIOU][a-z]/, 'a before a vowel'],
  [/\b[aA]n [B-DF-HJ-NP-TV-Z][a-z]/, 'an before a consonant'],
  [/\b1 (?:[A-Za-z]+ )?(?:cards|units|squadrons|Centaurs|Mermaids|capitals|castles|tiles|shields|tokens|Workers|players|problems|weapons)\b/, 'one with a plural'],
  [/\w\((?:s|es|ies)\)/, 'a "(s)" plural'],
  [/\bThe Forest (?:build|have|win)\b/, 'the Forest with a plural verb'],
];
const wrongIn = (line: string): string[] => WRONG.filter(([re]) => re.test(line)).map(([, what]) => `${what}: ${line}`);

describe('the helper', () => {
  it('counts and articles', () => {
    expect([countOf(1, 'squadron'), countOf(2, 'squadron'), countOf(0, 'card'), countOf(1, 'Centaur card'), countOf(3, 'technology')]).toEqual([
      '1 squadron',
      '2 squadrons',
      '0 cards',
      '1 Centaur card',
      '3 technologies',
    ]);
    expect([withArticle('Archer'), withArticle('Equipment card'), withArticle('Knight'), withArticle('Infantry'), withArticle('eighth'), withArticle('8-player game'), withArticle('11-player game'), withArticle('unit'), withArticle('hour')]).toEqual([
      'an Archer',
      'an Equipment card',
      'a Knight',
      'an Infantry',
      'an eighth',
      'an 8-player game',
      'an 11-player game',
      'a unit',
      'an hour',
    ]);
    expect([pluralOf('War Elephant'), pluralOf('Cavalry'), pluralOf('box'), pluralOf('leased card')]).toEqual(['War Elephants', 'Cavalry', 'boxes', 'leased cards']);
  });
  it('every unit, rank and card name in the games takes the right article', () => {
    const names = [...Object.values(NEDCA_UNITS), ...Object.values(KALADAN_UNITS), ...Object.values(RANK_NAMES), ...SHIPPED_PACK.upgrades.map((u) => `${u.type} card`), ...SHIPPED_PACK.upgrades.map((u) => u.name)];
    const bad = names.map(withArticle).flatMap(wrongIn);
    expect(bad).toEqual([]);
    expect(names.length).toBeGreaterThan(15);
    expect(articleFor('Archer')).toBe('an');
  });
});

describe('ordinals (issue 22: "91th percentile")', () => {
  it('st, nd, rd, th, and the teens', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 50, 91, 100, 101, 102, 111, 112, 113].map(ordinal)).toEqual([
      '1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '50th', '91st', '100th', '101st', '102nd', '111th', '112th', '113th',
    ]);
  });
});

describe('every one of n things', () => {
  it('"The one sensor point is", "All 3 sensor points are"', () => {
    expect([allOf(1, 'sensor point'), allOf(3, 'sensor point'), allOf(2, 'die', 'dice')]).toEqual(['The one sensor point is', 'All 3 sensor points are', 'All 2 dice are']);
  });
});

describe('the wording cases players met, rendered by the games', () => {
  it('Nedca: "recruits an Archer", "loses a War Elephant", "draws 1 card", "1 capital"', () => {
    const s = go(toOperations(start()), { type: 'buyBond' });
    const lines = [
      describeNedcaEvent({ type: 'recruit', kind: 'archer', cost: { food: 1 } }, s),
      describeNedcaEvent({ type: 'recruit', kind: 'elephant', cost: { food: 1 } }, s),
      describeNedcaEvent({ type: 'removeUnit', house: 1, kind: 'elephant' }, s),
      describeNedcaEvent({ type: 'removeUnit', house: 1, kind: 'archer' }, s),
      describeNedcaEvent({ type: 'hand', house: 0, delta: 1 }, s),
      describeNedcaEvent({ type: 'hand', house: 0, delta: -2 }, s),
      describeNedcaEvent({ type: 'economy', workers: { forest: 1 } }, start()),
      describeNedcaEvent({ type: 'buyCard', kind: 'special' }, s),
      describeNedcaEvent({ type: 'assault', city: 1, kind: 'archer', die: 6 }, toAction(s)),
    ];
    expect(lines.flatMap(wrongIn)).toEqual([]);
    expect(lines.slice(0, 5)).toEqual([
      'Nover recruits an Archer for 1 Food',
      'Nover recruits a War Elephant for 1 Food',
      'Yelhool loses a War Elephant',
      'Yelhool loses an Archer',
      'Nover: draws 1 card',
    ]);
  });
  it('Kaladan: "moves 1 unit", "1 castle", "deploys a Sword"', () => {
    const s = initialKaladan(kSetup);
    const lines = [
      describeKaladanEvent({ type: 'move', from: 'F1', to: 'M1', units: ['u2'] } as never, s),
      describeKaladanEvent({ type: 'buyUnit', kind: 'sword', tile: 'CA' } as never, s),
      describeKaladanEvent({ type: 'buyUnit', kind: 'special', tile: 'CA' } as never, s),
    ];
    expect(lines.flatMap(wrongIn)).toEqual([]);
    expect(lines[0]).toMatch(/moves 1 unit from/);
    expect(kGo).toBeTypeOf('function');
  });
  it('Kalesia: "1 Centaur card", "The Forest builds its temple", "an 8-player game"', () => {
    const lines = [
      ...setupReminders(3, 'standard'),
      ...setupReminders(8, 'standard'),
      outcomeFor({ winner: 'forest', how: 'temple', temple: null }, 4, null).message,
      outcomeFor({ winner: 'centaur', how: 'temple', temple: null }, 3, null).message,
      outcomeFor({ winner: 'forest', how: 'temple', temple: null }, 8, null).message,
    ];
    expect(lines.flatMap(wrongIn)).toEqual([]);
    expect(lines.join('\n')).toMatch(/1 Centaur card, 1 Mermaid card, 1 Forest card/);
    expect(lines.join('\n')).toMatch(/The Forest builds its temple and wins\./);
    expect(lines.join('\n')).toMatch(/The Centaurs build their temple and win\./);
  });
});

describe('no string builds a plural or an article by hand', () => {
  const roots = ['src/companions', 'src/kalidasia/ui/squadrons', 'src/kalidasia/rules/squadron'];
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((n) => {
      const p = join(dir, n);
      return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(n) && !/\.(test|bench|fixture)\.tsx?$/.test(n) && !n.endsWith('words.ts') ? [p] : [];
    });
  it('no "(s)" plurals, no "a ${…}" or "A ${…}" before a name that could start with a vowel', () => {
    const found: string[] = [];
    for (const f of roots.flatMap(files)) {
      readFileSync(f, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const code = line.trim();
          if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) return;
          if (/[a-z]\((?:s|es|ies)\)(?= [a-z]|\)?[`'"])/.test(code) || /(?:^|[\s`'"(])[aA]n? \$\{/.test(code) || /\b[aA] [AEIOU][a-z]/.test(code)) found.push(`${f}:${i + 1}: ${code}`);
        });
    }
    expect(found).toEqual([]);
  });
});

describe('no count or ordinal is built by hand anywhere in src (issue 22: "1 kills", "91th")', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((n) => {
      const p = join(dir, n);
      return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(n) && !/\.(test|bench|fixture|testing)\.tsx?$/.test(n) ? [p] : [];
    });
  it('no "=== 1 ? \'\' : \'s\'" plural, no "{n}th" ordinal', () => {
    const found: string[] = [];
    for (const f of files('src')) {
      if (f.endsWith(join('words', 'index.ts'))) continue;
      readFileSync(f, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const code = line.trim();
          if (code.startsWith('//') || code.startsWith('*')) return;
          if (/=== 1 \? '' : '(?:s|es)'/.test(code) || /!== 1 \? '(?:s|es)' : ''/.test(code) || /> 1 \? 's' : ''/.test(code) || /\}th\b/.test(code)) found.push(`${f}:${i + 1}: ${code}`);
        });
    }
    expect(found).toEqual([]);
  });
});
