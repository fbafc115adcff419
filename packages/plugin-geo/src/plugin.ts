import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The geo group: elevation, postal and ZIP codes, places nearby, flood zones, IP addresses, and a dossier about one place. */
export const geoPlugin = definePlugin({
  group: 'geo',
  search: { vocabulary },
  operations,
})
