import type { Plugin, PluginOption } from 'vite';

export function pageWith(html: string, page: { title: string; markup: string; scriptsLow?: boolean }): string;
export function prerenderPlugin(options?: { entry?: string; ssrPlugins?: () => PluginOption[] }): Plugin;
