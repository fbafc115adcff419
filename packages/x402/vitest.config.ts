import { defineProject } from 'vitest/config'

export default defineProject({
  ssr: { resolve: { conditions: ['@svc/source'] } },
  test: { expect: { requireAssertions: true }, name: 'x402', include: ['test/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
})
