import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The edi group computed on the host: no upstream, no key. */
export const ediPlugin = definePlugin({
  group: 'edi',
  search: { vocabulary },
  operations,
})
