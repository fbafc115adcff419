import { defineProject } from 'vitest/config'

export default defineProject({
  ssr: { resolve: { conditions: ['@svc/source'] } },
  // Webhook and watcher tests wait for background loops on a shared machine: generous limits.
  test: { expect: { requireAssertions: true }, name: 'plugin-agent-infra', include: ['test/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 30_000 },
})
