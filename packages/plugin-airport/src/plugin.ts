import { definePlugin } from '@svc/core'
import { airportCodes } from './search-codes.ts'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The airport group answered on the host from the shipped OurAirports table: no upstream, no key. */
export const airportPlugin = definePlugin({
  group: 'airport',
  search: { vocabulary, codes: airportCodes },
  operations,
})
