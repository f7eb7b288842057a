import type { Plugin } from 'vite';
export declare const SHELL_STYLE_FILE: string;
export declare function styleHash(css: string): string;
export declare function withShellStyle(html: string, css: string, allowed?: string): string;
export declare function shellStylePlugin(): Plugin;
export declare const PAGE_STYLES: Record<string, { hashName: string; hash: string }>;
export declare function withPageStyle(html: string, file: string, css: string, allowed?: string): string;
