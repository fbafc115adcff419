import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'scripts/vitest.config.ts'],
    // Vitest's default (cores - 1) runs one file at a time on a 2-core machine, leaving a core idle while a file waits on I/O.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
})
