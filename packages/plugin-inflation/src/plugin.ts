import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The inflation group: BLS/BEA measures and expectations through FRED (plugin-finance's adapter; key), HICP from the ECB Data Portal. */
export const inflationPlugin = definePlugin({
  group: 'inflation',
  search: { vocabulary },
  operations,
})
