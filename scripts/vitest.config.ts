import { defineProject } from 'vitest/config'

// Tests of the repository's own build and release scripts.
export default defineProject({
  test: { expect: { requireAssertions: true }, name: 'scripts', include: ['test/**/*.test.ts'] },
})
