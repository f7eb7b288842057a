/**
 * Small builders for provenance entries, so the pack files read like the rulebook.
 */
import type { Provenance, ProvenanceOf, ProvisionalProvenance, RulesProvenance, Sourced, WithProvenance } from './types';

/** A value printed in the rulebook (the quote must occur verbatim; a test checks it). */
export function fromRules(section: string, quote: string, note?: string): RulesProvenance {
  return note === undefined ? { source: 'rules', section, quote } : { source: 'rules', section, quote, note };
}

/** A placeholder the rulebook does not give. */
export function provisional(note: string): ProvisionalProvenance {
  return { source: 'provisional', note };
}

/** The default note for a stat-card value the rulebook does not print. */
export const FROM_YOUR_CARD = provisional('Not printed in the rulebook: copy this value from your card.');

/** A single value with its provenance. */
export function sourced<T>(value: T, provenance: Provenance): Sourced<T> {
  return { value, provenance };
}

/**
 * A record whose fields are provisional unless `known` gives their provenance.
 * `fallback` replaces the default provisional note.
 */
export function record<T extends object>(
  stats: T,
  known: Partial<ProvenanceOf<T>> = {},
  fallback: Provenance = FROM_YOUR_CARD,
): WithProvenance<T> {
  const provenance = {} as Record<keyof T, Provenance>;
  for (const key of Object.keys(stats) as (keyof T)[]) {
    provenance[key] = (known as Record<keyof T, Provenance | undefined>)[key] ?? fallback;
  }
  return { ...stats, provenance: provenance as ProvenanceOf<T> };
}
