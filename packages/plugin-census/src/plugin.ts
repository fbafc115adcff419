import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import demographics from './operations/demographics.ts'
import zipcode from './operations/zipcode.ts'
import { vocabulary } from './vocabulary.ts'

/** The census operations, answered from the Census Bureau's ACS 5-year estimates. */
export const censusPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'census',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    demographics, // GET /api/census/demographics  0.0027  ACS 5-year, state or county
    zipcode, // GET /api/census/zipcode  0.0025  ACS 5-year, ZIP code tabulation area
  ],
})
