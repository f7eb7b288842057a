import { Suspense, use } from 'react';
import { COMPANION_LOADERS } from '../companions/registry';
import { GameList, GameScreen } from '../companions/shared/ui/CompanionScreens';
import type { AnyCompanionModule } from '../companions/shared/ui/types';
import type { CompanionKey } from '../store/types';

const cache = new Map<CompanionKey, Promise<{ default: AnyCompanionModule }>>();

function load(key: CompanionKey): Promise<{ default: AnyCompanionModule }> | null {
  const loader = COMPANION_LOADERS[key];
  if (!loader) return null;
  let p = cache.get(key);
  if (!p) {
    p = loader();
    cache.set(key, p);
  }
  return p;
}

function Loaded({ promise, id }: { promise: Promise<{ default: AnyCompanionModule }>; id: string | null }) {
  const mod = use(promise).default;
  return id ? <GameScreen mod={mod} id={id} /> : <GameList mod={mod} />;
}

export default function CompanionRoute({ game, id }: { game: CompanionKey; id: string | null }) {
  const promise = load(game);
  if (!promise) return null;
  return (
    <Suspense fallback={<p className="boot">Loading…</p>}>
      <Loaded promise={promise} id={id} />
    </Suspense>
  );
}
