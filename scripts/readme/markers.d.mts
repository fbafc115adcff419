// Types of markers.mjs, which the .mjs scaffold reads and the TypeScript table writer imports.
export declare const TABLE_START: string
export declare const TABLE_END: string
export declare const SOURCES_START: string
export declare const SOURCES_END: string
