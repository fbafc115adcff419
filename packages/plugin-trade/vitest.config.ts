import { defineProject } from 'vitest/config'

export default defineProject({
  ssr: { resolve: { conditions: ['@svc/source'] } },
  test: { name: 'plugin-trade', include: ['test/**/*.test.ts'] },
})
