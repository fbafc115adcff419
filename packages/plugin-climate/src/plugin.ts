import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The climate operations, answered from NOAA NCEI's GHCN-Daily. */
export const climatePlugin = definePlugin({
  examples,
  group: 'climate',
  search: { vocabulary },
  operations,
})
