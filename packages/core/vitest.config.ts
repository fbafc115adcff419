import { defineProject } from 'vitest/config'

export default defineProject({
  ssr: { resolve: { conditions: ['@svc/source'] } },
  test: { name: 'core', include: ['test/**/*.test.ts'], testTimeout: 20000 },
})
