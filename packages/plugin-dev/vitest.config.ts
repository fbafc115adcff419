import { defineProject } from 'vitest/config'

export default defineProject({
  ssr: { resolve: { conditions: ['@svc/source'] } },
  test: { name: 'plugin-dev', isolate: false, include: ['test/**/*.test.ts'] },
})
