import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The codehost group: GitHub's REST API through the upstream @svc/plugin-code defines (token optional, except for code search). */
export const codehostPlugin = definePlugin({
  examples,
  group: 'codehost',
  search: { vocabulary },
  operations,
})
