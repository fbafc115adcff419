import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import indicator from './operations/indicator.ts'

/** The worldbank group: the World Bank Indicators API v2 (no key). */
export const worldbankPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'worldbank',
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    indicator, // GET /api/worldbank/indicator  0.003  World Bank Indicators API v2
  ],
})
