import type { Plugin, PluginOption } from 'vite';

export function pageWith(html: string, page: { title: string; markup: string; scriptsLow?: boolean; stylesLater?: boolean }, preload?: string[] | null): string;
export function withPreloads(html: string, preload: string[] | null): string;
export function withStylesLater(html: string): string;
export function withScriptsAfterPaint(html: string, bootFile: string): { html: string; entry: string; preloads: string[] };
export function afterPaintScript(entry: string, preloads: string[]): string;
export function prerenderPlugin(options?: { entry?: string; ssrPlugins?: () => PluginOption[] }): Plugin;
