import { defineProject } from 'vitest/config'

export default defineProject({
  ssr: { resolve: { conditions: ['@svc/source'] } },
  test: { expect: { requireAssertions: true }, name: 'plugin-dns', include: ['test/**/*.test.ts'] },
})
