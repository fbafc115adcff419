// Types of operations-index.mjs, which `pnpm readme:tables` runs and scripts/test/operations-index.test.ts imports.
export declare const INDEX_HEADER: string
export declare function operationsIndex(dir: string, current?: string): string
export declare function indexedPlugins(packages: string): string[]
export declare function writeIndexes(packages: string, options?: { check?: boolean }): string[]
