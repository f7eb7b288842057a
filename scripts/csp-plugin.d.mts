import type { Plugin } from 'vite';
export declare function withCsp(html: string, origin: string | null): string;
export declare function cspPlugin(env?: Record<string, string | undefined>): Plugin;
