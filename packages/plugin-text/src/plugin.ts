import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import redact from './operations/redact.ts'
import { vocabulary } from './vocabulary.ts'

/** The text operations answered on the host. */
export const textPlugin = definePlugin({
  examples,
  group: 'text',
  search: { vocabulary },
  operations: [
    redact,
  ],
})
