/** The outcome of a rules action that may be refused, with the reason for the player. */
export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

export const done = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const refused = <T>(reason: string): Outcome<T> => ({ ok: false, reason });

/** Status of a dual status critical card on a system: not drawn, first side, second side. */
export type DualStatus = 'none' | 'damaged' | 'destroyed';
