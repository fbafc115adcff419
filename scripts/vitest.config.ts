import { defineProject } from 'vitest/config'

// Tests of the repository's own build and release scripts.
export default defineProject({
  // The README tables are made from the plugins' TypeScript sources, no build needed.
  ssr: { resolve: { conditions: ['@svc/source'] } },
  test: { expect: { requireAssertions: true }, name: 'scripts', include: ['test/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
})
