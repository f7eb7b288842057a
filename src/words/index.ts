/**
 * One place for English counts, ordinals and articles, used by both games (Kalidasia and every companion), so a
 * wording bug ("1 Centaurs", "a Archer", "1 kills", "91th percentile", "a Equipment card") is fixed once, not
 * string by string. Pure: no React, no DOM. A layer both games stand on (DESIGN.md §1).
 */

/** Nouns whose plural is not "+s"; anything ending in a consonant + y takes "ies". */
const IRREGULAR: Readonly<Record<string, string>> = {
  technology: 'technologies',
  Technology: 'Technologies',
  ally: 'allies',
  army: 'armies',
  city: 'cities',
  City: 'Cities',
  infantry: 'infantry',
  Infantry: 'Infantry',
  sheep: 'sheep',
  Knight: 'Knights',
  ruby: 'rubies',
  'War Elephant': 'War Elephants',
  'Siege Engine': 'Siege Engines',
  Cavalry: 'Cavalry',
  cavalry: 'cavalry',
  gold: 'gold',
  Gold: 'Gold',
  Influence: 'Influence',
};

/** The plural of an English noun (the last word of a phrase is pluralised: "leased card" → "leased cards"). */
export function pluralOf(noun: string): string {
  const fixed = IRREGULAR[noun];
  if (fixed !== undefined) return fixed;
  const m = /^(.*?)(\S+)$/.exec(noun);
  const head = m?.[1] ?? '';
  const last = m?.[2] ?? noun;
  const lastFixed = IRREGULAR[last];
  if (lastFixed !== undefined) return head + lastFixed;
  if (/[^aeiouAEIOU]y$/.test(last)) return `${head}${last.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(last)) return `${head}${last}es`;
  return `${head}${last}s`;
}

/** "1 card", "2 cards", "0 cards" (give the plural when it is irregular and not in the table). */
export function countOf(n: number, noun: string, plural?: string): string {
  return `${n} ${n === 1 ? noun : (plural ?? pluralOf(noun))}`;
}

/** The noun alone, singular for exactly one: "card" / "cards". */
export function nounFor(n: number, noun: string, plural?: string): string {
  return n === 1 ? noun : (plural ?? pluralOf(noun));
}

/** Words that start with a vowel letter but a consonant sound, and the reverse. */
const CONSONANT_SOUND = /^(uni|use|usu|uti|one|once|eu|ewe)/i;
const VOWEL_SOUND = /^(hour|honou?r|heir)/i;

/** "a" or "an" for the word that follows. */
export function articleFor(word: string): 'a' | 'an' {
  const w = word.trim();
  if (w === '') return 'a';
  // Numbers by their sound: "an 8-player game", "an 11", "an 18", but "a 1", "a 100".
  const num = /^(\d+)/.exec(w)?.[1];
  if (num !== undefined) return /^8/.test(num) || ((num.length === 2 || num.length === 5) && /^1[18]/.test(num)) ? 'an' : 'a';
  if (VOWEL_SOUND.test(w)) return 'an';
  if (CONSONANT_SOUND.test(w)) return 'a';
  // An initialism read letter by letter (e.g. "HHF"): by the sound of its first letter.
  if (/^[A-Z]{2,}\b/.test(w)) return /^[AEFHILMNORSX]/.test(w) ? 'an' : 'a';
  return /^[aeiou]/i.test(w) ? 'an' : 'a';
}

/** "a Knight", "an Archer", "an Equipment card". */
export const withArticle = (phrase: string): string => `${articleFor(phrase)} ${phrase}`;

/** "A Knight", "An Archer": the same at the start of a sentence. */
export function withArticleCap(phrase: string): string {
  const a = articleFor(phrase);
  return `${a === 'a' ? 'A' : 'An'} ${phrase}`;
}

/** "A, B and C". */
export const listOf = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] as string}`;

/** "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "91st", "102nd". */
export function ordinal(n: number): string {
  const k = Math.abs(Math.trunc(n));
  const teen = k % 100 >= 11 && k % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][k % 10] ?? 'th');
  return `${Math.trunc(n)}${suffix}`;
}

/** "All 4 engine points are" / "The one engine point is": the start of a sentence about every one of n things. */
export function allOf(n: number, noun: string, plural?: string): string {
  return n === 1 ? `The one ${noun} is` : `All ${n} ${plural ?? pluralOf(noun)} are`;
}
