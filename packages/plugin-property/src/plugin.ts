import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The property group: New York City records from NYC Open Data (one Socrata upstream, optional app token). */
export const propertyPlugin = definePlugin({
  group: 'property',
  search: { vocabulary },
  operations,
})
