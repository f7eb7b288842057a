/**
 * Extension points of the Game screen: a registry of step panels.
 *
 * For every step the game can wait for (`expected(state).kind`, and inside an activation the
 * warship's step or the fighter group), a panel component may be registered. The Game screen shows
 * the registered panel in its side bar and draws its optional `Overlay` on the table (react-konva
 * shapes in table inches, inside the game table's overlay layer). Steps with no panel say plainly
 * "built by a later issue" and offer a generic typed-event fallback.
 *
 * Later issues register from their own folders WITHOUT editing this one: any file matching
 * `src/kalidasia/ui/<folder>/register.ts` or `register.tsx` is imported (eagerly, by file presence)
 * by `registered.ts` before the Game screen renders; it calls `registerStep(key, entry)`.
 * See README.md in this folder.
 */
import { useLayoutEffect, type ComponentType } from 'react';
import type { Point } from '../../../geometry';
import type { Expected, GameEventBody, GameState, PlayerRuling, TableUnit } from '../../game';

/** Steps a panel can be registered for. */
export type StepKey =
  | Exclude<Expected['kind'], 'activation'>
  /** A warship's activation at each of its steps ("Activating a Warship"). */
  | 'activation:sensors'
  | 'activation:engines'
  | 'activation:move'
  | 'activation:moved'
  /** A fighter group's activation ("Fighters and Other Small Craft Activation"). */
  | 'activation:fighters';

/** The step the game waits for now. */
export function stepKeyOf(state: GameState, x: Expected): StepKey {
  if (x.kind !== 'activation') return x.kind;
  const a = state.action.active;
  if (a?.kind === 'fighters') return 'activation:fighters';
  const ship = a ? state.ships.find((s) => s.id === a.ship) : undefined;
  return `activation:${ship?.activation?.step ?? 'sensors'}`;
}

export interface DispatchOptions {
  /** The players overrule a geometric refusal ("the table says otherwise"). */
  ruling?: PlayerRuling;
}

/**
 * What a dispatch came to. `ok` only once every event is stored (an action shows as done only then).
 * A refusal by the rules carries `overrulable` when its grounds are geometric; the Game screen then
 * offers "The table says otherwise" itself, so a panel only needs to show `reason`.
 */
export type DispatchResult =
  | { ok: true }
  | { ok: false; by: 'rules'; reason: string; overrulable: boolean; events: readonly GameEventBody[] }
  | { ok: false; by: 'storage'; reason: string };

/** Send events to the game: checked by the reducer against the current state, then appended to the stored log. */
export type Dispatch = (events: GameEventBody | readonly GameEventBody[], opts?: DispatchOptions) => Promise<DispatchResult>;

/** The selected unit on the table (tapped on the canvas or in the list), if any. */
export interface Selection {
  unit: TableUnit | null;
  select(unit: TableUnit | null): void;
  /** Tokens picked on the table to move as one (Select: tap to add, or a box); empty when none. */
  picked?: readonly TableUnit[];
}

/** A point along the active warship's planned path (issue 14 sets it, issue 15 fires from it). */
export interface PathPoint {
  /** Table inches and heading. */
  x: number;
  y: number;
  heading: number;
  /** Distance along the path, inches. */
  along: number;
}

/**
 * Items a step adds to the table's gestures (turn markers, a placement ghost, a rotate handle):
 * their ids must start with the step's own prefix. The hit test runs before the tokens'.
 */
export interface StepItems {
  /** `unit`: the token the item stands for (a tap on it then selects or picks that unit). */
  hitItem(p: Point, tolerance: number): { id: string; anchor: Point; unit?: TableUnit } | null;
  /** At frame rate while dragging: keep it light (React state of the Game screen here re-renders the whole screen; see moveModel's live draft). */
  onDrag(id: string, at: Point): void;
  onDrop(id: string, at: Point): void;
  /** The drag ended: before `onDrop` (`at` where it lands), or cancelled (`at` null, no `onDrop`). */
  onDragEnd?(id: string, at: Point | null): void;
}

/** Everything a registered panel (and its overlay) receives. */
export interface StepProps<Scratch = unknown> {
  state: GameState;
  expected: Expected;
  dispatch: Dispatch;
  selection: Selection;
  /** Shared between a step's panel, overlay and items while the step lasts (cleared when the step changes). */
  scratch: Scratch | undefined;
  /** `undoable`: one player action (an engine point, a sensor token) that the turn bar's Undo takes back before the log. */
  setScratch(next: Scratch | undefined, opts?: { undoable?: boolean }): void;
  pathPoint: PathPoint | null;
  setPathPoint(p: PathPoint | null): void;
  /** Constant screen size for overlay text: divide font sizes and stroke widths by this (CSS px per inch). */
  scale: number;
  /** Read-only: the game cannot be changed (an old event shown, or a replay that failed). */
  readOnly: boolean;
}

export interface StepEntry {
  /** Short title for the side bar. */
  title: string;
  /** The rulebook section the step implements. */
  section: string;
  /** DOM panel in the side bar. */
  Panel: ComponentType<StepProps>;
  /** react-konva shapes in table inches, drawn in the overlay layer (return Konva nodes, not a Layer). */
  Overlay?: ComponentType<StepProps>;
  /** Draggable things the step adds to the table. */
  useItems?: (props: StepProps) => StepItems | null;
}

/** Mounts a step's `useItems` hook and reports its items (made once per registration). */
export interface ItemsBridgeProps {
  props: StepProps;
  onItems(items: StepItems | null): void;
}

interface Registered extends StepEntry {
  ItemsBridge: ComponentType<ItemsBridgeProps> | null;
}

const registry = new Map<StepKey, Registered>();

function itemsBridgeMake(useItems: (props: StepProps) => StepItems | null): ComponentType<ItemsBridgeProps> {
  return function ItemsBridge({ props, onItems }: ItemsBridgeProps) {
    const items = useItems(props);
    useLayoutEffect(() => {
      onItems(items);
      return () => onItems(null);
    });
    return null;
  };
}

/** Register (or replace) the panel for a step. Call it at module load from your folder's register.ts. */
export function registerStep(key: StepKey, entry: StepEntry): void {
  registry.set(key, { ...entry, ItemsBridge: entry.useItems ? itemsBridgeMake(entry.useItems) : null });
}

export function stepEntry(key: StepKey): Registered | undefined {
  return registry.get(key);
}

export function registeredSteps(): StepKey[] {
  return [...registry.keys()];
}

/**
 * Asides: panels shown under every step's panel (issue 16's score panel; the missile launch and
 * strike forms during a warship's movement). Each renders `null` when it has nothing to show.
 */
export interface AsideEntry {
  Panel: ComponentType<StepProps>;
  /** Shown above the step's panel: it must be done before the step's own action (the missile strike before the move). */
  before?: boolean;
  /** Lower first (default 5): what the step needs next comes before reference panels (boards, score), so it is within one screen. */
  order?: number;
  /** Optional react-konva shapes in table inches, drawn with the step's overlay. */
  Overlay?: ComponentType<StepProps>;
}

const asides = new Map<string, AsideEntry>();

/** Register (or replace) an aside by id. */
export function registerAside(id: string, entry: AsideEntry): void {
  asides.set(id, entry);
}

export function asideEntries(): [string, AsideEntry][] {
  return [...asides.entries()].sort((a, b) => (a[1].order ?? 5) - (b[1].order ?? 5));
}
