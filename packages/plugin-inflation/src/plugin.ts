import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The inflation group: BLS/BEA measures and expectations through FRED (plugin-finance's adapter; key), HICP from the ECB Data Portal. */
export const inflationPlugin = definePlugin({
  examples,
  group: 'inflation',
  search: { vocabulary },
  operations,
})
