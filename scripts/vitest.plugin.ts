import { basename } from 'node:path'
import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config'

/** What a plugin's tests may change of the shared project: its isolation and its time limits. */
export type PluginProjectOptions = Pick<NonNullable<TestProjectInlineConfiguration['test']>, 'isolate' | 'testTimeout' | 'hookTimeout'>

/**
 * The vitest project of a plugin package, named after its folder (`packages/plugin-convert` -> `plugin-convert`):
 * `export default pluginProject(import.meta.dirname)` in its vitest.config.ts.
 */
export function pluginProject(dir: string, options: PluginProjectOptions = {}) {
  return defineProject({
    // The workspace packages from their TypeScript sources, no build needed.
    ssr: { resolve: { conditions: ['@svc/source'] } },
    // Generous limits for a shared 2-core machine; a plugin may raise them (set here, not on the command line, where they would override the plugin's).
    test: { expect: { requireAssertions: true }, name: basename(dir), include: ['test/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000, ...options },
  })
}
