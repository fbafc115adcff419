import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import compute from './operations/compute.ts'
import { vocabulary } from './vocabulary.ts'

/** The sunrise group, computed on the host (astronomy-engine; IANA zones from moment-timezone). */
export const sunrisePlugin = definePlugin({
  examples,
  group: 'sunrise',
  search: { vocabulary },
  operations: [
    compute,
  ],
})
