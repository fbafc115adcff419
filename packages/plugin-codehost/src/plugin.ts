import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The codehost group: GitHub's REST API through the upstream @svc/plugin-code defines (token optional, except for code search). */
export const codehostPlugin = definePlugin({
  group: 'codehost',
  search: { vocabulary },
  operations,
})
