import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The time group, computed on the host (chrono-node; IANA zones from moment-timezone). */
export const timePlugin = definePlugin({
  examples,
  group: 'time',
  search: { vocabulary },
  operations,
})
