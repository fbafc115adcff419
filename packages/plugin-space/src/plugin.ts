import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import body from './operations/body.ts'
import closeApproaches from './operations/close-approaches.ts'
import exoplanet from './operations/exoplanet.ts'
import launches from './operations/launches.ts'
import observe from './operations/observe.ts'
import satellite from './operations/satellite.ts'
import satellites from './operations/satellites.ts'
import skyTonight from './operations/sky-tonight.ts'
import skywatch from './operations/skywatch.ts'
import system from './operations/system.ts'
import weather from './operations/weather.ts'
import { vocabulary } from './vocabulary.ts'

/** The space group: upstream operations, and sky positions and events computed on the host (astronomy-engine, loaded on first call). */
export const spacePlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'space',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    body, //            GET /api/space/body              0.0036  astronomy-engine (local)
    closeApproaches, // GET /api/space/close-approaches  0.0036  NASA/JPL SBDB close-approach API
    exoplanet, //       GET /api/space/exoplanet         0.0036  NASA Exoplanet Archive TAP (pscomppars)
    launches, //        GET /api/space/launches          0.0036  Launch Library 2
    observe, //         GET /api/space/observe           0.0072  astronomy-engine (local)
    satellite, //       GET /api/space/satellite         0.0036  CelesTrak GP + satellite.js SGP4 (local)
    satellites, //      GET /api/space/satellites        0.003   CelesTrak GP groups + satellite.js SGP4 (local)
    skyTonight, //      GET /api/space/sky-tonight       0.0025  astronomy-engine (local)
    skywatch, //        GET /api/space/skywatch          0.0072  astronomy-engine (local)
    system, //          GET /api/space/system            0.0072  astronomy-engine (local)
    weather, //         GET /api/space/weather           0.0025  NOAA SWPC Kp and alerts
  ],
})
