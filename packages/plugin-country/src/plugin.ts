import { definePlugin } from '@svc/core'
import { countryCodes } from './search-codes.ts'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The country group's embedded operations: country facts and country risk figures from data shipped with the plugin (no upstream). */
export const countryPlugin = definePlugin({
  group: 'country',
  search: { vocabulary, codes: countryCodes },
  operations,
})
