import { defineProject } from 'vitest/config'

export default defineProject({
  ssr: { resolve: { conditions: ['@svc/source'] } },
  // Images are encoded by libvips: generous on a shared 2-core machine.
  test: { expect: { requireAssertions: true }, name: 'plugin-image', include: ['test/**/*.test.ts'], testTimeout: 60_000 },
})
