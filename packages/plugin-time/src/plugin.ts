import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The time group, computed on the host (chrono-node; IANA zones from moment-timezone). */
export const timePlugin = definePlugin({
  group: 'time',
  search: { vocabulary },
  operations,
})
