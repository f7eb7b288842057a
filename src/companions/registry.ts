/**
 * The companion trackers the app can open, each loaded only when its screen opens
 * (its code is a separate chunk and does not grow the first load).
 *
 * A tracker is registered by existing: `src/companions/<game>/ui/index.tsx` with a default
 * export of its CompanionModule. Until that file exists the shell shows "not built yet".
 */
import { COMPANION_KEYS, type CompanionKey } from '../store/types';
import type { AnyCompanionModule } from './shared/ui/types';

type Loader = () => Promise<{ default: AnyCompanionModule }>;

const found = import.meta.glob<{ default: AnyCompanionModule }>('./*/ui/index.tsx');

const loaders: Partial<Record<CompanionKey, Loader>> = {};
for (const [file, loader] of Object.entries(found)) {
  const key = file.split('/')[1];
  if ((COMPANION_KEYS as readonly string[]).includes(key ?? '')) loaders[key as CompanionKey] = loader;
}

export const COMPANION_LOADERS: Readonly<Partial<Record<CompanionKey, Loader>>> = loaders;

/** Whether a companion tracker is built (otherwise the shell shows "not built yet"). */
export const companionBuilt = (key: CompanionKey): boolean => COMPANION_LOADERS[key] !== undefined;
