import type { Server } from 'node:http';
import type { Repo } from '@automerge/automerge-repo';
export interface RunningSyncServer {
  port: number;
  url: string;
  repo: Repo;
  close(): Promise<void>;
}
export declare function lanAddresses(): string[];
export declare function startSyncServer(opts?: { host?: string; port?: number; dir?: string }): Promise<RunningSyncServer>;
export declare function attachSync(server: Server, opts?: { dir?: string; path?: string }): { repo: Repo; close(): Promise<void> };
