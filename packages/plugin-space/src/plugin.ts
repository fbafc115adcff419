import { definePlugin } from '@svc/core'
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
  examples,
  group: 'space',
  search: { vocabulary },
  operations: [
    body,
    closeApproaches,
    exoplanet,
    launches,
    observe,
    satellite,
    satellites,
    skyTonight,
    skywatch,
    system,
    weather,
  ],
})
