import { definePlugin } from '@svc/core'
import operations from './operations/index.ts'
import { vocabulary } from './vocabulary.ts'

/** The worldbank group: the World Bank Indicators API v2 (no key). */
export const worldbankPlugin = definePlugin({
  group: 'worldbank',
  search: { vocabulary },
  operations,
})
