import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import fccFilings from './operations/fcc-filings.ts'
import marketArea from './operations/market-area.ts'
import { vocabulary } from './vocabulary.ts'

/** The telecom group: FCC ECFS filings (api.data.gov key) and the FCC Area API (no key). */
export const telecomPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'telecom',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    fccFilings, // GET /api/telecom/fcc-filings  0.0025  ECFS /ecfs/filings
    marketArea, // GET /api/telecom/market-area  0.0025  FCC Area API /api/census/area
  ],
})
