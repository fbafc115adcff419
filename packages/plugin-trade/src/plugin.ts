import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import commodityResolve from './operations/commodity-resolve.ts'
import flows from './operations/flows.ts'
import locode from './operations/locode.ts'
import tariff from './operations/tariff.ts'
import { vocabulary } from './vocabulary.ts'

/** The trade group: U.S. tariffs (USITC), trade flows (UN Comtrade), UN/LOCODE and HS nomenclature. */
export const tradePlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'trade',
  core: pkg.peerDependencies['@svc/core'],
  search: { vocabulary },
  operations: [
    tariff, // GET /api/trade/tariff  0.0045  USITC HTS /reststop/search
    flows, //  GET /api/trade/flows   0.009   UN Comtrade /data/v1/get/C/{A|M}/HS (key), area codes from its reference files
    locode, // GET /api/trade/locode  0.0025  UNECE UN/LOCODE code list archive (CSV in a zip), parsed once per host
    commodityResolve, // GET /api/trade/commodity-resolve  0.009  UN Comtrade reference file H6.json (HS 2022), searched on the host
  ],
})
