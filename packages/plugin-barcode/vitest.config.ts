import { defineProject } from 'vitest/config'

export default defineProject({
  ssr: { resolve: { conditions: ['@svc/source'] } },
  // Images are drawn on worker threads and decoded by ZXing: generous on a shared 2-core machine.
  test: { expect: { requireAssertions: true }, name: 'plugin-barcode', include: ['test/**/*.test.ts'], testTimeout: 60_000 },
})
