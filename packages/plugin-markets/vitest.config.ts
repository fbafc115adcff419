import { defineProject } from 'vitest/config'

export default defineProject({
  ssr: { resolve: { conditions: ['@svc/source'] } },
  test: { name: 'plugin-markets', include: ['test/**/*.test.ts'] },
})
