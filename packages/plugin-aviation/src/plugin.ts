import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import accidents from './operations/accidents.ts'
import metar from './operations/metar.ts'
import sigmet from './operations/sigmet.ts'
import taf from './operations/taf.ts'
import { vocabulary } from './vocabulary.ts'

/** The aviation operations: airport weather and advisories from NOAA's Aviation Weather Center, accident records from the NTSB. */
export const aviationPlugin = definePlugin({
  examples,
  group: 'aviation',
  search: { vocabulary },
  operations: [
    accidents,
    metar,
    sigmet,
    taf,
  ],
})
