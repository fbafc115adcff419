import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import operations from './operations/index.ts'

/** The code operations, answered from GitHub's REST API. */
export const codePlugin = definePlugin({
  examples,
  group: 'code',
  operations,
})
