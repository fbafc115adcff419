import { defineProject } from 'vitest/config'

export default defineProject({
  ssr: { resolve: { conditions: ['@svc/source'] } },
  test: { name: 'plugin-net', include: ['test/**/*.test.ts'] },
})
