export declare const SECURITY_HEADERS: Record<string, string>;
