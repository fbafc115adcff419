import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The image operations answered on the host. */
export const imagePlugin = definePlugin({
  examples,
  group: 'image',
  search: { vocabulary },
  operations,
})
