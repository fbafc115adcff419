import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The factcheck group: published fact checks from Google Fact Check Tools (the operator's Google API key). */
export const factcheckPlugin = definePlugin({
  examples,
  group: 'factcheck',
  search: { vocabulary },
  operations,
})
