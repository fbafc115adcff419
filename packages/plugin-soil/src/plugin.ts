import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The soil group: USDA hardiness zones and NRCS soil survey. */
export const soilPlugin = definePlugin({
  examples,
  group: 'soil',
  search: { vocabulary },
  operations,
})
