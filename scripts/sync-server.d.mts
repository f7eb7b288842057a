import type { Server } from 'node:http';
import type { Repo } from '@automerge/automerge-repo';
export interface RunningSyncServer {
  port: number;
  /** ws://host:port, or wss://host:port with TLS. */
  url: string;
  repo: Repo;
  close(): Promise<void>;
}
export interface SyncTls {
  cert: string | Buffer;
  key: string | Buffer;
}
export declare function lanAddresses(): string[];
export declare function readTls(certFile: string, keyFile: string): SyncTls & { names: string[] };
export declare function startSyncServer(opts?: { host?: string; port?: number; dir?: string; tls?: SyncTls }): Promise<RunningSyncServer>;
export declare function attachSync(server: Server, opts?: { dir?: string; path?: string }): { repo: Repo; close(): Promise<void> };
