/**
 * The sync engine, loaded only by the share screens (dynamic import): Automerge Repo's slim entry with its
 * WebAssembly core fetched from the app's own /assets/ (precached by the service worker), IndexedDB storage (the
 * shared documents stay on the tablet), BroadcastChannel (two tabs of one browser, no server) and, once a player
 * turns sharing on, one WebSocket to the sync server of that game: the page's own origin (`/sync`, served by
 * `npm start`) or, in a build made with SYNC_ORIGIN, that sync server (`npm run sync-server -- --cert … --key …`).
 */
import { Repo, initializeWasm, type DocHandle } from '@automerge/automerge-repo/slim';
import { BroadcastChannelNetworkAdapter } from '@automerge/automerge-repo-network-broadcastchannel';
import { WebSocketClientAdapter } from '@automerge/automerge-repo-network-websocket';
import { IndexedDBStorageAdapter } from '@automerge/automerge-repo-storage-indexeddb';
import wasmUrl from '@automerge/automerge/automerge.wasm?url';
import type { SharedGameDoc } from '../../store/sync/doc';
import { SYNC_DB } from './erase';

export type { DocHandle };

export interface Engine {
  repo: Repo;
  /** Connected to the sync server now. */
  online(): boolean;
  onOnline(fn: (online: boolean) => void): () => void;
  server: string | null;
  /** The sync server's storage id (its remote heads say what it holds), once it answered. */
  serverStorageId(): string | undefined;
}

/** The page's engine syncs through another server than the one asked for: only a reload changes it. */
export class OtherServerError extends Error {
  constructor(has: string | null, wanted: string | null) {
    super(`This page already syncs through ${has ?? 'no server'}: reload it to sync through ${wanted ?? 'no server'}.`);
    this.name = 'OtherServerError';
  }
}

let engine: Promise<Engine> | null = null;
let engineServer: string | null = null;

/** The sync endpoint of this page's origin (ws: for http:, wss: for https:). */
export function sameOriginServer(): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/sync`;
}

/**
 * One engine per page (the first caller's server stays for the page's life: a second server would be offered every
 * game of the page). A game on another server than the engine's is refused with what to do (reload the page).
 */
export function loadEngine(server: string | null): Promise<Engine> {
  if (engine && server !== engineServer) return Promise.reject(new OtherServerError(engineServer, server));
  engineServer = server;
  engine ??= (async () => {
    await initializeWasm(wasmUrl);
    const network: (BroadcastChannelNetworkAdapter | WebSocketClientAdapter)[] = [new BroadcastChannelNetworkAdapter({ channelName: SYNC_DB })];
    let ws: WebSocketClientAdapter | null = null;
    if (server) {
      ws = new WebSocketClientAdapter(server, 1000);
      network.push(ws);
    }
    const repo = new Repo({ network, storage: new IndexedDBStorageAdapter(SYNC_DB) });
    let up = false;
    const listeners = new Set<(online: boolean) => void>();
    const set = (v: boolean) => {
      if (v === up) return;
      up = v;
      for (const l of listeners) l(v);
    };
    let serverStorage: string | undefined;
    ws?.on('peer-candidate', ({ peerMetadata }) => {
      serverStorage = peerMetadata.storageId;
      set(true);
    });
    ws?.on('peer-disconnected', () => set(false));
    ws?.on('close', () => set(false));
    return {
      repo,
      server,
      online: () => up,
      serverStorageId: () => serverStorage,
      onOnline: (fn) => {
        listeners.add(fn);
        return () => listeners.delete(fn);
      },
    };
  })();
  return engine;
}

/** Resolves once the sync server answered (documents created before that never reach it: TOOLCHAIN.md). */
export function whenOnline(e: Engine): Promise<void> {
  if (!e.server || e.online()) return Promise.resolve();
  return new Promise((done) => {
    const off = e.onOnline((v) => {
      if (v) {
        off();
        done();
      }
    });
  });
}

export function createShared(e: Engine, doc: SharedGameDoc): DocHandle<SharedGameDoc> {
  return e.repo.create<SharedGameDoc>(doc);
}

export function findShared(e: Engine, url: string): Promise<DocHandle<SharedGameDoc>> {
  return e.repo.find<SharedGameDoc>(url as Parameters<Repo['find']>[0]);
}
