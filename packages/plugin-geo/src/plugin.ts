import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
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
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'geo',
  core: pkg.peerDependencies['@svc/core'],
  search: { vocabulary },
  operations: [
    elevation, //       GET /api/geo/elevation         0.0025  USGS EPQS (US), Open-Meteo elevation elsewhere
    floodZone, //       GET /api/geo/flood-zone        0.0036  FEMA NFHL ArcGIS layer 28
    ip, //              GET /api/geo/ip                0.0025  local: ip-location-db country and ASN ranges
    nearby, //          GET /api/geo/nearby            0.009   OpenStreetMap Overpass
    postal, //          GET /api/geo/postal            0.0025  Zippopotam.us
    zipResolve, //      GET /api/geo/zip-resolve       0.012   local: GeoNames US postal codes + geo-tz
    locationDossier, // GET /api/geo/location-dossier  0.018   composite: geocode, elevation, time zone, weather, flood zone, nearby
  ],
})
