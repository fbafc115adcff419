import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The soil group: USDA hardiness zones and NRCS soil survey. */
export const soilPlugin = definePlugin({
  group: 'soil',
  search: { vocabulary },
  operations,
})
