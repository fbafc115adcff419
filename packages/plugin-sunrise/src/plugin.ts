import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The sunrise group, computed on the host (astronomy-engine; IANA zones from moment-timezone). */
export const sunrisePlugin = definePlugin({
  examples,
  group: 'sunrise',
  search: { vocabulary },
  operations,
})
