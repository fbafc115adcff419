import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import calculator from './operations/calculator.ts'
import expectations from './operations/expectations.ts'
import hicp from './operations/hicp.ts'
import rates from './operations/rates.ts'
import { vocabulary } from './vocabulary.ts'

/** The inflation group: BLS/BEA measures and expectations through FRED (plugin-finance's adapter; key), HICP from the ECB Data Portal. */
export const inflationPlugin = definePlugin({
  examples,
  group: 'inflation',
  search: { vocabulary },
  operations: [
    calculator,
    rates,
    expectations,
    hicp,
  ],
})
