/**
 * What the table should do at set-up, as reminders for the set-up screen.
 */
import { countOf } from '../../../words';
import { ALLIANCE_SINGULAR, ALLIANCES, allianceCounts, setsNeeded } from './alliances';
import { STARTING_HAND } from './hand';

/**
 * 'standard': 11 random weapons each. 'experienced-sets': each player starts with one identical
 * set (Centaur 1–4, Mermaid 1–4, Forest 1–3). 'experienced-shuffled': the sets shuffled together.
 */
// Rules: Kalesia "Variant for Experienced Players"
export type KalesiaVariant = 'standard' | 'experienced-sets' | 'experienced-shuffled';

/** Set-up steps for a player count and variant, in the order the rules give them. */
// Rules: Kalesia "Preparation", "Rules for Two Players", "Variant for Experienced Players", "Kalesia for 6 - 10 players"
export function setupReminders(players: number, variant: KalesiaVariant): string[] {
  const c = allianceCounts(players);
  const cards = ALLIANCES.filter((a) => c[a] > 0)
    .map((a) => countOf(c[a], `${ALLIANCE_SINGULAR[a]} card`))
    .join(', ');
  const out: string[] = [];
  if (setsNeeded(players) === 2) out.push('Combine the cards of two boxes of Kalesia.');
  out.push(
    players === 2
      ? 'Secret Alliances: shuffle one Centaur, one Mermaid and one Forest card, deal one to each player and set the last aside without looking at it.'
      : `Secret Alliances: shuffle ${cards}, deal one face down to each player; remove the rest.`,
  );
  if (c.forest === 0 && players !== 2) out.push('Nobody plays the Forest: if the Forest wins, everyone loses!');
  out.push('Shuffle the 25 Forest Area cards and lay them number side up in a 5 × 5 grid.');
  if (variant === 'experienced-sets') {
    out.push('Magic Weapons: give each player one set (Centaurs 1–4, Mermaids 1–4, Forests 1–3); remove the leftover sets.');
  } else if (variant === 'experienced-shuffled') {
    out.push(`Magic Weapons: shuffle the identical sets together and deal ${STARTING_HAND} to each player; remove the rest.`);
  } else {
    out.push(`Magic Weapons: shuffle them and deal ${STARTING_HAND} to each player; remove the rest.`);
  }
  out.push('Keep the Colony cards handy.');
  return out;
}
