import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The edi group computed on the host: no upstream, no key. */
export const ediPlugin = definePlugin({
  examples,
  group: 'edi',
  search: { vocabulary },
  operations,
})
