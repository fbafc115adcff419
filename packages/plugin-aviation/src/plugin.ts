import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import accidents from './operations/accidents.ts'
import metar from './operations/metar.ts'
import sigmet from './operations/sigmet.ts'
import taf from './operations/taf.ts'
import { vocabulary } from './vocabulary.ts'

/** The aviation operations: airport weather and advisories from NOAA's Aviation Weather Center, accident records from the NTSB. */
export const aviationPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'aviation',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    accidents, // GET /api/aviation/accidents  0.003   NTSB CAROL (legacy shape)
    metar, //     GET /api/aviation/metar      0.003   aviationweather.gov Data API
    sigmet, //    GET /api/aviation/sigmet     0.0027  aviationweather.gov Data API
    taf, //       GET /api/aviation/taf        0.003   aviationweather.gov Data API
  ],
})
