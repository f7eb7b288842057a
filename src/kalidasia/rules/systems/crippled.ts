/**
 * "Crippled", as defined in Scenario 3 – Orbital Contain. Pure.
 */
import type { DualStatus } from './result';

export interface CrippleInputs {
  /** Red damage tokens on the warship. */
  readonly redTokens: number;
  /** Engine points the warship can generate (after damage). */
  readonly enginePoints: number;
  /** Vectored thruster points the warship can generate (after damage). */
  readonly thrusterPoints: number;
  /** Status of each weapon battery. */
  readonly batteries: readonly DualStatus[];
}

export type CrippleReason = 'redDamage' | 'noPropulsion' | 'noWeapons';

/**
 * Why the warship is crippled (empty when it is not). "Unable to generate any engine
 * points/vectored thruster points" is read as: neither engine nor thruster points.
 */
// Rules: Kalidasia "Scenario 3 - Orbital Contain" — "A crippled warship is a warship which 1) has received at least one red damage token -or- 2) is unable to generate any engine points/vectored thruster points -or- 3) has had all of weapon batteries damaged or destroyed."
export function crippledReasons(s: CrippleInputs): CrippleReason[] {
  const out: CrippleReason[] = [];
  if (s.redTokens > 0) out.push('redDamage');
  if (s.enginePoints <= 0 && s.thrusterPoints <= 0) out.push('noPropulsion');
  if (s.batteries.length > 0 && s.batteries.every((b) => b !== 'none')) out.push('noWeapons');
  return out;
}

export function isCrippled(s: CrippleInputs): boolean {
  return crippledReasons(s).length > 0;
}
