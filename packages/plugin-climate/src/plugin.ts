import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The climate operations, answered from NOAA NCEI's GHCN-Daily. */
export const climatePlugin = definePlugin({
  group: 'climate',
  search: { vocabulary },
  operations,
})
