/**
 * Where a change that overtook an action came from, in the player's words (issue 26): a game played in one browser
 * is changed "in another tab"; a shared game is changed by the other tablet, so its messages say "on another
 * tablet". Pure; the messages themselves stay where they are made (the event log, the Game screen's dispatcher).
 */
export function changedElsewhere(text: string, shared: boolean): string;
export function changedElsewhere(text: string | null, shared: boolean): string | null;
export function changedElsewhere(text: string | null, shared: boolean): string | null {
  if (text === null || !shared) return text;
  return text
    .replace(/\b(changed|deleted|restored) in another tab\b/g, '$1 on another tablet')
    .replace(/\bin another tab\b/g, 'on another tablet')
    .replace(/\bAnother tab\b/g, 'Another tablet')
    .replace(/\banother tab\b/g, 'another tablet')
    .replace(/\bthe other tab's\b/g, "the other tablet's");
}
