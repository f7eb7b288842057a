export declare const CSP_META: string;
export declare const CSP_HEADER: string;
export declare const PERMISSIONS_POLICY: string;
export declare const SECURITY_HEADERS: Record<string, string>;
export declare const IMMUTABLE: string;
export declare const REVALIDATE: string;
export declare function cacheControlFor(pathname: string): string;
