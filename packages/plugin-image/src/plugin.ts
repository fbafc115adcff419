import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import compress from './operations/compress.ts'
import { vocabulary } from './vocabulary.ts'

/** The image operations answered on the host. */
export const imagePlugin = definePlugin({
  examples,
  group: 'image',
  search: { vocabulary },
  operations: [
    compress,
  ],
})
