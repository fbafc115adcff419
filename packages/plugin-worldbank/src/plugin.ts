import { definePlugin } from '@svc/core'
import operations from './operations/index.ts'

/** The worldbank group: the World Bank Indicators API v2 (no key). */
export const worldbankPlugin = definePlugin({
  group: 'worldbank',
  operations,
})
