import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The travel group: U.S. State Department travel advisories and the Passport Index visa requirements dataset. */
export const travelPlugin = definePlugin({
  group: 'travel',
  search: { vocabulary },
  operations,
})
