import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import closeApproaches from './operations/close-approaches.ts'
import launches from './operations/launches.ts'
import weather from './operations/weather.ts'

/** The space group (first part: the upstream operations; the astronomy-engine ones are not built yet). */
export const spacePlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  group: 'space',
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    closeApproaches, // GET /api/space/close-approaches  0.0036  NASA/JPL SBDB close-approach API
    launches, //        GET /api/space/launches          0.0036  Launch Library 2
    weather, //         GET /api/space/weather           0.0025  NOAA SWPC Kp and alerts
  ],
})
