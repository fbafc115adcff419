import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The vehicle group: one line per operation. */
export const vehiclePlugin = definePlugin({
  examples,
  group: 'vehicle',
  search: { vocabulary },
  operations,
})
