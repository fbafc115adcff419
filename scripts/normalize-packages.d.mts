// Types of normalize-packages.mjs, which the scaffold runs and scripts/test/scaffold-size.test.ts imports.
export declare const CORE_RANGE: string
export declare function publishedExports(exports: unknown): unknown
export declare function normalize(pkg: Record<string, unknown>, dir: string): Record<string, unknown>
export declare function serialize(pkg: Record<string, unknown>): string
