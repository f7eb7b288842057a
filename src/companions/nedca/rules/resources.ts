/**
 * The five resources of a Nedca house and the arithmetic on them.
 * Resources are counts on the player board: never negative.
 */

export const RESOURCES = ['gold', 'food', 'wood', 'stone', 'iron'] as const;
export type Resource = (typeof RESOURCES)[number];
export type Resources = Readonly<Record<Resource, number>>;
/** A change or a cost: missing resources are 0. */
export type ResourceDelta = Readonly<Partial<Record<Resource, number>>>;

export const RESOURCE_NAMES: Readonly<Record<Resource, string>> = { gold: 'Gold', food: 'Food', wood: 'Wood', stone: 'Stone', iron: 'Iron' };

export const noResources: Resources = { gold: 0, food: 0, wood: 0, stone: 0, iron: 0 };

/**
 * What each house starts with: 5 Gold, 2 Food, 2 Wood, 2 Stone, 2 Iron.
 */
// Rules: Nedca "GAMEPLAY" — Player Preparations
export const STARTING_RESOURCES: Resources = { gold: 5, food: 2, wood: 2, stone: 2, iron: 2 };

export const addResources = (a: Resources, d: ResourceDelta, sign = 1): Resources => ({
  gold: a.gold + sign * (d.gold ?? 0),
  food: a.food + sign * (d.food ?? 0),
  wood: a.wood + sign * (d.wood ?? 0),
  stone: a.stone + sign * (d.stone ?? 0),
  iron: a.iron + sign * (d.iron ?? 0),
});

/** "3 Gold, 1 Wood" (empty → "nothing"). */
export function formatResources(d: ResourceDelta): string {
  const parts = RESOURCES.flatMap((r) => ((d[r] ?? 0) !== 0 ? [`${d[r]} ${RESOURCE_NAMES[r]}`] : []));
  return parts.length === 0 ? 'nothing' : parts.join(', ');
}

/** A problem with a typed amount (whole numbers; costs never negative), or null. */
export function deltaProblem(d: ResourceDelta, what: string, allowNegative: boolean): string | null {
  for (const [k, v] of Object.entries(d)) {
    if (!(RESOURCES as readonly string[]).includes(k)) return `${what}: "${k}" is not a resource.`;
    if (typeof v !== 'number' || !Number.isInteger(v)) return `${what}: ${k} must be a whole number.`;
    if (!allowNegative && v < 0) return `${what}: ${k} cannot be negative.`;
  }
  return null;
}

/**
 * Whether a house can pay `cost` from what it holds; the reason naming the missing resource if not.
 * Resources are physical counters: a house cannot spend what it does not have.
 */
// Rules: Nedca "PLAYER BOARD LAYOUT" — Gold Resources, Other Resources
export function affordProblem(have: Resources, cost: ResourceDelta, what: string): string | null {
  for (const r of RESOURCES) {
    const need = cost[r] ?? 0;
    if (need > have[r]) return `${what} needs ${need} ${RESOURCE_NAMES[r]}; only ${have[r]} on the board.`;
  }
  return null;
}
