import { definePlugin } from '@svc/core'
import { currencyCodes } from './search-codes.ts'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The iso group: ISO 4217 currencies, ISO 639 languages and ISO 3166-2 subdivisions, from embedded data packages. */
export const isoPlugin = definePlugin({
  group: 'iso',
  search: { vocabulary, codes: currencyCodes },
  operations,
})
