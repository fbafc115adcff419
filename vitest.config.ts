import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { packageProjects } from './scripts/vitest.plugin-groups.ts'

export default defineConfig({
  test: {
    // The plugin packages run as a few combined projects (scripts/vitest.plugin-groups.ts): each project has its own vite server,
    // which transforms @svc/core's sources anew, and its own workers, which import them anew; ~110 projects did that ~110 times.
    projects: [...packageProjects(import.meta.dirname), 'scripts/vitest.config.ts'],
    // Vitest's default (cores - 1) runs one file at a time on a 2-core machine, leaving a core idle while a file waits on I/O.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
})
