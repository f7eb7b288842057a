import type { Plugin } from 'vite';

export interface RouteModules {
  path: string;
  modules: string[];
}
export const ROUTE_MODULES: RouteModules[];
export function routePreloadFiles(bundle: Record<string, unknown>, root: string, routes?: RouteModules[]): { path: string; files: string[] }[];
export function routePreloadScript(routes: { path: string; files: string[] }[], base?: string): string;
export function routePreloadPlugin(): Plugin;
