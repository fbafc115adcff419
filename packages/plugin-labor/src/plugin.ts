import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import openings from './operations/openings.ts'
import unemployment from './operations/unemployment.ts'
import wages from './operations/wages.ts'
import { vocabulary } from './vocabulary.ts'

/** The labor group: BLS series read through the upstream @svc/plugin-bls defines (shared key, quota and cache). */
export const laborPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'labor',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    openings, //      GET /api/labor/openings      0.0025  BLS JOLTS (JT series)
    unemployment, //  GET /api/labor/unemployment  0.0025  BLS CPS (LN series) and LAUS (LA series)
    wages, //         GET /api/labor/wages         0.0025  BLS OEWS (OE series)
  ],
})
