import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The registry group: package metadata from the public npm registry and PyPI (no key for either). */
export const registryPlugin = definePlugin({
  group: 'registry',
  search: { vocabulary },
  operations,
})
