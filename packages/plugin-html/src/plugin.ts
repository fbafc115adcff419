import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The html operations answered on the host. */
export const htmlPlugin = definePlugin({
  examples,
  group: 'html',
  search: { vocabulary },
  operations,
})
