import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import calculator from './operations/calculator.ts'
import expectations from './operations/expectations.ts'
import hicp from './operations/hicp.ts'
import rates from './operations/rates.ts'
import { vocabulary } from './vocabulary.ts'

/** The inflation group: BLS/BEA measures and expectations through FRED (plugin-finance's adapter; key), HICP from the ECB Data Portal. */
export const inflationPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'inflation',
  core: pkg.peerDependencies['@svc/core'],
  search: { vocabulary },
  operations: [
    calculator, //   GET /api/inflation/calculator    0.003   CPI-U (CPIAUCNS) through FRED, read live (key)
    rates, //        GET /api/inflation/rates         0.0036  CPI-U / PCE through FRED, pc1 (key)
    expectations, // GET /api/inflation/expectations  0.003   Cleveland Fed, Michigan, breakevens through FRED (key)
    hicp, //         GET /api/inflation/hicp          0.003   ECB Data Portal ICP dataflow (no key)
  ],
})
