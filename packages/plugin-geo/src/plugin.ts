import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import elevation from './operations/elevation.ts'
import floodZone from './operations/flood-zone.ts'
import ip from './operations/ip.ts'
import locationDossier from './operations/location-dossier.ts'
import nearby from './operations/nearby.ts'
import postal from './operations/postal.ts'
import zipResolve from './operations/zip-resolve.ts'
import { vocabulary } from './vocabulary.ts'

/** The geo group: elevation, postal and ZIP codes, places nearby, flood zones, IP addresses, and a dossier about one place. */
export const geoPlugin = definePlugin({
  examples,
  group: 'geo',
  search: { vocabulary },
  operations: [
    elevation,
    floodZone,
    ip,
    nearby,
    postal,
    zipResolve,
    locationDossier,
  ],
})
