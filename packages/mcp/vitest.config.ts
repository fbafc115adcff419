import { defineProject } from 'vitest/config'

export default defineProject({
  ssr: { resolve: { conditions: ['@svc/source'] } },
  test: { name: 'mcp', isolate: false, include: ['test/**/*.test.ts'], testTimeout: 30000 },
})
