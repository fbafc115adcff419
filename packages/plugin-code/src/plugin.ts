import { definePlugin } from '@svc/core'
import operations from './operations/index.ts'

/** The code operations, answered from GitHub's REST API. */
export const codePlugin = definePlugin({
  group: 'code',
  operations,
})
