import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import hardinessZone from './operations/hardiness-zone.ts'
import profile from './operations/profile.ts'
import { vocabulary } from './vocabulary.ts'

/** The soil group: USDA hardiness zones and NRCS soil survey. */
export const soilPlugin = definePlugin({
  examples,
  group: 'soil',
  search: { vocabulary },
  operations: [
    hardinessZone,
    profile,
  ],
})
