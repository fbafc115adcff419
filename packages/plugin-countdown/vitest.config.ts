import { defineProject } from 'vitest/config'

export default defineProject({
  ssr: { resolve: { conditions: ['@svc/source'] } },
  // GIFs are drawn on worker threads: generous on a shared 2-core machine.
  test: { expect: { requireAssertions: true }, name: 'plugin-countdown', include: ['test/**/*.test.ts'], testTimeout: 60_000 },
})
