import type { IncomingMessage, Server, ServerResponse } from 'node:http';
export declare const DIST: string;
export declare function looksLikeFile(pathname: string): boolean;
export declare function handler(root: string, headers?: Record<string, string>): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
export interface RunningServer {
  server: Server;
  port: number;
  url: string;
  close(): Promise<void>;
}
export declare function startServer(opts?: { root?: string; host?: string; port?: number; headers?: Record<string, string> }): Promise<RunningServer>;
