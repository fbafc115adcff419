import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The dev group: tools computed on the host (no upstream), and searches of package registries, GitLab, Stack Exchange and the RFC index (no key needed). */
export const devPlugin = definePlugin({
  group: 'dev',
  search: { vocabulary },
  operations,
})
