export declare const WEB_SOURCES: readonly string[];
export declare const sourceDateMs: (env?: NodeJS.ProcessEnv) => number;
