import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import cases from './operations/cases.ts'
import port from './operations/port.ts'
import vessel from './operations/vessel.ts'
import { vocabulary } from './vocabulary.ts'

/** The maritime group: NGA's World Port Index and piracy reports (no key), vessels from Datalastic AIS data (the operator's key). */
export const maritimePlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'maritime',
  core: pkg.peerDependencies['@svc/core'],
  search: { vocabulary },
  operations: [
    port, //    GET /api/maritime/port    0.0025  NGA MSI /api/publications/world-port-index (held in memory a day)
    cases, //   GET /api/maritime/cases   0.0025  NGA MSI /api/publications/asam
    vessel, //  GET /api/maritime/vessel  0.0025  Datalastic /api/v0/vessel_info, /api/v0/vessel, /api/v0/vessel_find
  ],
})
