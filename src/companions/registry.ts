/**
 * The companion trackers the app can open, each loaded only when its screen opens
 * (its code is a separate chunk and does not grow the first load).
 */
import type { CompanionKey } from '../store/types';
import type { AnyCompanionModule } from './shared/ui/types';

export const COMPANION_LOADERS: Partial<Record<CompanionKey, () => Promise<{ default: AnyCompanionModule }>>> = {};

/** Whether a companion tracker is built (otherwise the shell shows "not built yet"). */
export const companionBuilt = (key: CompanionKey): boolean => COMPANION_LOADERS[key] !== undefined;
