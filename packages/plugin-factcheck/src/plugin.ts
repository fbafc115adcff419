import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The factcheck group: published fact checks from Google Fact Check Tools (the operator's Google API key). */
export const factcheckPlugin = definePlugin({
  group: 'factcheck',
  search: { vocabulary },
  operations,
})
