import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import operations from './operations/index.ts'

/** The worldbank group: the World Bank Indicators API v2 (no key). */
export const worldbankPlugin = definePlugin({
  examples,
  group: 'worldbank',
  operations,
})
